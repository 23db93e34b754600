/**
 * The JavaScript of a demo's files, fetched on demand: the chunk that knows where they are
 * (./javascriptSources.ts), then one small JSON file per file of the demo. A demo's JavaScript is
 * fetched once per page; a failed fetch is tried again the next time it is asked for.
 */
import { useEffect, useState } from 'react';
import { demoModulePaths, type DemoAsset } from '../site/demoFiles';

/** The JavaScript of each file, keyed like the asset's dependencies (`index.tsx`, `./_data/x.ts`). */
export type DemoJavaScript = Record<string, string>;

const loadSources = () => import(/* webpackChunkName: "demo-javascript" */ './javascriptSources');

const pending = new Map<string, Promise<DemoJavaScript>>();
const loaded = new Map<string, DemoJavaScript>();

/** Whether the demo has a JavaScript flavour: its files are under demos/. */
export function hasJavaScript(filename: string | undefined, asset: DemoAsset): boolean {
  return demoModulePaths(asset, filename) !== undefined;
}

/** The demo's JavaScript if it has been fetched already. */
export function loadedDemoJavaScript(filename: string | undefined): DemoJavaScript | undefined {
  return filename ? loaded.get(filename) : undefined;
}

/** Fetches the JavaScript of the demo `filename` (`demos/simple.tsx`, as dumi names it). */
export function loadDemoJavaScript(
  filename: string | undefined,
  asset: DemoAsset,
): Promise<DemoJavaScript> {
  const paths = demoModulePaths(asset, filename);
  if (!filename || !paths) {
    return Promise.reject(new Error(`${filename ?? asset.entry} has no JavaScript flavour`));
  }
  const started = pending.get(filename);
  if (started) return started;
  const keys = Object.keys(paths);
  const request = loadSources()
    .then(({ loadJavaScriptFile }) =>
      Promise.all(keys.map((key) => loadJavaScriptFile(paths[key]))),
    )
    .then((codes) => {
      const sources: DemoJavaScript = {};
      keys.forEach((key, index) => {
        sources[key] = codes[index];
      });
      loaded.set(filename, sources);
      return sources;
    });
  pending.set(filename, request);
  request.catch(() => pending.delete(filename));
  return request;
}

/** Starts fetching the demo's JavaScript (when the pointer or focus heads for something that needs it). */
export function preloadDemoJavaScript(filename: string | undefined, asset: DemoAsset): void {
  if (hasJavaScript(filename, asset)) loadDemoJavaScript(filename, asset).catch(() => undefined);
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
  const [sources, setSources] = useState(() => loadedDemoJavaScript(filename));
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
