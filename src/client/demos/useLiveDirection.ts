import { useCallback, useEffect, useRef, useState } from 'react';
import { useCodeLanguage } from '../site/useCodeLanguage';
import type { DemoAsset } from '../site/demoFiles';
import { hasJavaScript } from './loadJavaScript';
import { setDemoRtl, useDemoRtl } from './direction';
import { entryKeyOf, rtlEntryCode, rtlPathOf, useRtlVariant, type RtlVariant } from './loadRtl';

/** A previewer's direction: the switch, the variant it loaded, and what the live demo runs. */
export interface DemoDirection {
  /** The demo has a right-to-left variant (its file is an entry under demos/). */
  available: boolean;
  /** The switch (the page's `?dir=rtl`). */
  rtl: boolean;
  toggle: () => void;
  variant?: RtlVariant;
  failed: boolean;
  /** `rtl` once the live demo runs the variant: the demo's box then gets `dir="rtl"`. */
  shown?: 'rtl';
}

/**
 * Runs the demo right to left while the switch is on: the variant's text, in the code language
 * shown, goes through the live editor's compile path (dumi's `setSource`), so what runs is what the
 * code panel shows; switched off, the demo's own text runs again.
 */
export function useLiveDirection(
  props: { asset: DemoAsset; filename?: string },
  setSource: (source: Record<string, string>) => Promise<void> | void,
): DemoDirection {
  const { asset, filename } = props;
  const available = Boolean(rtlPathOf(filename));
  const rtl = useDemoRtl() && available;
  const { variant, failed } = useRtlVariant(filename, rtl);
  const javaScript = useCodeLanguage() === 'js' && hasJavaScript(filename);
  const [shown, setShown] = useState<'rtl'>();
  const ranRtl = useRef(false);
  const entry = entryKeyOf(asset);

  useEffect(() => {
    if (!entry) return undefined;
    let code: string | undefined;
    if (rtl && variant) code = rtlEntryCode(variant, javaScript);
    else if (!rtl && ranRtl.current) code = asset.dependencies[entry].value;
    if (code === undefined) return undefined;
    ranRtl.current = rtl;
    let current = true;
    Promise.resolve(setSource({ [entry]: code })).then(
      () => current && setShown(rtl ? 'rtl' : undefined),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // The asset and setSource are the demo's own for the previewer's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rtl, variant, javaScript, entry]);

  const toggle = useCallback(() => setDemoRtl(!rtl), [rtl]);
  return { available, rtl, toggle, variant, failed, shown: rtl ? shown : undefined };
}
