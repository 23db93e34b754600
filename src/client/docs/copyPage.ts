import { copyText } from '../playground/clipboard';

/** "Copy page": the page's Markdown twin on the clipboard, fetched on demand and kept. */

const twins = new Map<string, Promise<string>>();

/** Fetches the twin at `href` once; a failed download is forgotten, so the next one retries. */
export function loadTwin(href: string, fetchText: typeof fetch = fetch): Promise<string> {
  let text = twins.get(href);
  if (!text) {
    text = fetchText(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.text();
    });
    twins.set(href, text);
    text.catch(() => twins.delete(href));
  }
  return text;
}

/** For tests. */
export function forgetTwins(): void {
  twins.clear();
}

/** Replaceable in tests. */
export interface CopyEnvironment {
  fetch: typeof fetch;
  clipboard?: Pick<Clipboard, 'write'>;
  ClipboardItem?: typeof ClipboardItem;
  copyText: (text: string) => Promise<boolean>;
}

function browser(): CopyEnvironment {
  return {
    fetch: (...args) => fetch(...args),
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
    copyText: (text) => copyText(text),
  };
}

/**
 * Copies the twin at `href`; resolves to whether it worked. The write starts in the click's task,
 * with a `ClipboardItem` holding the promised text, because Safari allows no write after the click.
 */
export async function copyTwin(href: string, env: CopyEnvironment = browser()): Promise<boolean> {
  const text = loadTwin(href, env.fetch);
  if (env.clipboard?.write && env.ClipboardItem) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      // So that a failed download is never an unhandled rejection.
      blob.catch(() => undefined);
      await env.clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or the download failed: the plain way below.
    }
  }
  try {
    return await env.copyText(await loadTwin(href, env.fetch));
  } catch {
    return false;
  }
}
