/** A demo's right-to-left variant; the work is in a chunk of its own (./rtlSources.ts). */
import { useEffect, useState } from 'react';
import type { RtlVariant } from '../../shared/demos/rtl';
import type { DemoAsset } from '../site/demoFiles';

export type { RtlVariant };

/** For components that mount after the variant arrived. */
const loaded = new Map<string, RtlVariant>();

/** `demos/simple.tsx` → `simple.tsx`; `undefined` for a demo that is not an entry under demos/. */
export function rtlPathOf(filename: string | undefined): string | undefined {
  return /^(?:\.\/)?demos\/([^/]+\.tsx?)$/.exec(filename ?? '')?.[1];
}

export function loadRtlVariant(filename: string | undefined): Promise<RtlVariant> {
  const path = rtlPathOf(filename);
  if (!path) return Promise.reject(new Error(`${filename} has no right-to-left variant.`));
  return import(/* webpackChunkName: "demo-rtl" */ './rtlSources')
    .then(({ fetchRtlVariant }) => fetchRtlVariant(path))
    .then((variant) => {
      loaded.set(path, variant);
      return variant;
    });
}

/** The variant once `wanted`; after `failed`, fetched again when `wanted` turns on. */
export function useRtlVariant(
  filename: string | undefined,
  wanted: boolean,
): { variant?: RtlVariant; failed: boolean } {
  const path = rtlPathOf(filename);
  const [variant, setVariant] = useState(() => (path ? loaded.get(path) : undefined));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || variant) return undefined;
    let current = true;
    setFailed(false);
    loadRtlVariant(filename).then(
      (result) => current && setVariant(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, variant, filename]);
  return { variant, failed };
}

/** The demo's entry as the variant writes it, in the language `javaScript` chooses. */
export function rtlEntryCode(variant: RtlVariant, javaScript: boolean): string {
  return javaScript ? variant.js : variant.ts;
}

/** The key of the asset's entry file, as dumi's live demo reads it. */
export function entryKeyOf(asset: DemoAsset): string | undefined {
  return (
    asset.entry ??
    Object.keys(asset.dependencies).find((key) => asset.dependencies[key].type === 'FILE')
  );
}

/** `asset` with its entry right to left (TypeScript): what the playgrounds export. */
export function rtlAsset<T extends DemoAsset>(asset: T, variant: RtlVariant): T {
  const entry = entryKeyOf(asset);
  if (!entry) return asset;
  return {
    ...asset,
    dependencies: {
      ...asset.dependencies,
      [entry]: { ...asset.dependencies[entry], value: variant.ts },
    },
  };
}

/** JavaScript sources (keyed like the asset's dependencies) with the entry right to left. */
export function rtlJavaScript(
  sources: Record<string, string>,
  asset: DemoAsset,
  variant: RtlVariant,
): Record<string, string> {
  const entry = entryKeyOf(asset);
  return entry ? { ...sources, [entry]: variant.js } : sources;
}

/** A playground's props with the JavaScript `sources` (if chosen), right to left with `variant`. */
export function playgroundPayload<P extends { asset: DemoAsset }>(
  props: P,
  sources: Record<string, string> | undefined,
  variant: RtlVariant | undefined,
): P & { javaScript?: Record<string, string>; direction?: 'rtl' } {
  if (!variant) return { ...props, javaScript: sources };
  return {
    ...props,
    asset: rtlAsset(props.asset, variant),
    javaScript: sources && rtlJavaScript(sources, props.asset, variant),
    direction: 'rtl',
  };
}
