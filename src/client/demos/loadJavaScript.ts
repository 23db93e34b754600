/** The JavaScript of a demo's files; the work is in a chunk of its own (./javascriptSources.ts). */
import { useEffect, useState } from 'react';
import type { DemoAsset } from '../site/demoFiles';

/** Keyed like the asset's dependencies. */
export type DemoJavaScript = Record<string, string>;

/** For components that mount after the JavaScript arrived. */
const loaded = new Map<string, DemoJavaScript>();

/** Whether the demo has a JavaScript flavour: its file is under demos/. */
export function hasJavaScript(filename: string | undefined): filename is string {
  return /^(?:\.\/)?demos\//.test(filename ?? '');
}

/** Once per page; again after a failure. */
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

export function preloadDemoJavaScript(filename: string | undefined, asset: DemoAsset): void {
  if (hasJavaScript(filename)) loadDemoJavaScript(filename, asset).catch(() => undefined);
}

/** The demo's JavaScript once `wanted`; after `failed`, fetched again when `wanted` turns on. */
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
