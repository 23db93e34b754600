import { copyText } from '../playground/clipboard';

/**
 * "Copy page": puts the page's Markdown twin on the clipboard. The twin is fetched when the reader
 * asks for it (or points at the button, which starts the download a moment early), never with the
 * page, and kept for the next copy.
 */

const twins = new Map<string, Promise<string>>();

/** Fetches the twin at `href` once; a failed download is forgotten, so the next attempt retries. */
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

/** Forgets every fetched twin (for tests). */
export function forgetTwins(): void {
  twins.clear();
}

/** The parts of the browser {@link copyTwin} uses, replaceable in tests. */
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
 * Copies the twin at `href`. Resolves to whether the clipboard holds it.
 *
 * The clipboard write starts in the same task as the click, with the text still on its way (a
 * `ClipboardItem` takes a promise): browsers that allow a write only during the click (Safari)
 * accept it, and the text may arrive later. Where that form is missing or refused, the text is
 * copied once it is here (the Clipboard API's `writeText`, else a selected text area).
 */
export async function copyTwin(href: string, env: CopyEnvironment = browser()): Promise<boolean> {
  const text = loadTwin(href, env.fetch);
  if (env.clipboard?.write && env.ClipboardItem) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      // Handled here as well as by the clipboard, so a failed download is never an unhandled rejection.
      blob.catch(() => undefined);
      await env.clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or the download failed: try the plain way below.
    }
  }
  try {
    return await env.copyText(await loadTwin(href, env.fetch));
  } catch {
    return false;
  }
}
