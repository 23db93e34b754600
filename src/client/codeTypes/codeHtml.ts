/**
 * The build's highlighted HTML of a code block or demo file, with its types on hover
 * (src/node/plugins/codeTypes.ts): in the server render from the build's process, in the browser
 * fetched once per key.
 */
import { serverCodeHtml } from '../../shared/codeTypes/keys';
import { suspenseCache } from '../site/suspenseCache';

type Load = (key: string) => Promise<string>;

const loadFromChunk: Load = (key) =>
  import(/* webpackChunkName: "code-types" */ './fetcher').then(({ fetchCodeHtml }) =>
    fetchCodeHtml(key),
  );

let entries = suspenseCache(loadFromChunk);

/** For tests: where the HTML comes from; `undefined` puts the fetch back and forgets all. */
export function setCodeHtmlLoader(loader: Load | undefined): void {
  entries.clear();
  entries = suspenseCache(loader ?? loadFromChunk);
}

/**
 * The HTML of `key`, suspending (React's Suspense) until it has arrived; `undefined` when there is
 * none (the request failed, or the build made none), and the caller highlights the code itself.
 * A failed key stays failed until the page reloads: its code is then highlighted in the browser.
 */
export function readCodeHtml(key: string): string | undefined {
  if (typeof window === 'undefined') return serverCodeHtml(key);
  const settled = entries.read(key);
  return settled.ok ? settled.value : undefined;
}

/** Starts loading `key` (on the pointer or focus on a control that will show it). */
export function preloadCodeHtml(key: string): void {
  try {
    readCodeHtml(key);
  } catch {
    // Pending: nothing more to do.
  }
}

/**
 * The HTML of `key` once it is here (`undefined`: the build has none, or the request failed): for
 * code that waits in a status line rather than in a Suspense boundary.
 */
export function loadCodeHtml(key: string): Promise<string | undefined> {
  try {
    return Promise.resolve(readCodeHtml(key));
  } catch (pending) {
    return (pending as Promise<void>).then(() => loadCodeHtml(key));
  }
}

/** Whether `key` has arrived or failed, so that `readCodeHtml` answers at once. */
export function isCodeHtmlSettled(key: string): boolean {
  return typeof window === 'undefined' || entries.peek(key) !== undefined;
}
