import { useEffect, useState } from 'react';
import { isCodeHtmlSettled, loadCodeHtml, readCodeHtml } from './codeHtml';

/** Each key's HTML (`undefined` where there is none), once all have arrived or failed. */
export type CodeHtmlByKey = Record<string, string | undefined>;

function settled(keys: readonly string[]): CodeHtmlByKey | undefined {
  if (!keys.every(isCodeHtmlSettled)) return undefined;
  return Object.fromEntries(keys.map((key) => [key, readCodeHtml(key)]));
}

/**
 * The HTML of `keys` (a demo's shown files), `undefined` while any is loading; at once for keys
 * already here, so a panel that opens again shows its code in its first render.
 */
export function useCodeHtml(keys: readonly string[] | undefined): CodeHtmlByKey | undefined {
  const id = keys?.join('\n');
  const [state, setState] = useState(() => ({ id, html: keys && settled(keys) }));
  const current = state.id === id ? state.html : keys && settled(keys);
  useEffect(() => {
    if (!keys || current) return undefined;
    let live = true;
    Promise.all(keys.map(loadCodeHtml)).then((html) => {
      if (live) setState({ id, html: Object.fromEntries(keys.map((key, i) => [key, html[i]])) });
    });
    return () => {
      live = false;
    };
    // `id` stands for `keys`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, Boolean(current)]);
  return current;
}
