/**
 * The JavaScript of a demo's files, fetched on demand. All the work (where the files are, the
 * fetches, retries) is in a chunk of its own, ./javascriptSources.ts: a page carries only this
 * module until a reader who chose JavaScript needs a demo's code.
 */
import { useEffect, useState } from 'react';
import type { DemoAsset } from '../site/demoFiles';

/** The JavaScript of each file, keyed like the asset's dependencies (`index.tsx`, `./_data/x.ts`). */
export type DemoJavaScript = Record<string, string>;

/** Fetched JavaScript by demo file, for components that mount after it arrived. */
const loaded = new Map<string, DemoJavaScript>();

/** Whether the demo has a JavaScript flavour: dumi names its file under demos/ (`demos/simple.tsx`). */
export function hasJavaScript(filename: string | undefined): filename is string {
  return /^(?:\.\/)?demos\//.test(filename ?? '');
}

/** Fetches the JavaScript of the demo `filename` (once per page; again after a failure). */
export function loadDemoJavaScript(
  filename: string | undefined,
  asset: DemoAsset,
): Promise<DemoJavaScript> {
  return import(/* webpackChunkName: "demo-javascript" */ './javascriptSources')
    .then(({ fetchDemoJavaScript }) => fetchDemoJavaScript(filename, asset))
    .then((sources) => {
      if (filename) loaded.set(filename, sources);
      return sources;
    });
}

/** Starts fetching the demo's JavaScript (the pointer or focus heads for something that needs it). */
export function preloadDemoJavaScript(filename: string | undefined, asset: DemoAsset): void {
  if (hasJavaScript(filename)) loadDemoJavaScript(filename, asset).catch(() => undefined);
}

/**
 * The demo's JavaScript once `wanted`: `sources` when fetched, `failed` when the fetch failed
 * (asked again when `wanted` turns on again).
 */
export function useDemoJavaScript(
  filename: string | undefined,
  asset: DemoAsset,
  wanted: boolean,
): { sources?: DemoJavaScript; failed: boolean } {
  const [sources, setSources] = useState(() => (filename ? loaded.get(filename) : undefined));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || sources) return undefined;
    let current = true;
    setFailed(false);
    loadDemoJavaScript(filename, asset).then(
      (result) => current && setSources(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, sources, filename, asset]);
  return { sources, failed };
}
