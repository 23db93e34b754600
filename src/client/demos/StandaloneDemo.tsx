/**
 * The standalone page of a demo (`/~demos/<id>`): dumi's own page, which also runs the demo right
 * to left, in a `dir="rtl"` box, when the address says `?dir=rtl` (the previewer's "Open in a new
 * tab" adds it while its switch is on). Until the variant runs, the page shows nothing rather than
 * the left-to-right table.
 */
import { useDemo, useLiveDemo, useLocation, useParams } from 'dumi';
import { useRenderer } from 'dumi/dist/client/theme-api/useRenderer';
import React, { createElement, useEffect } from 'react';
import { useLiveDirection } from './useLiveDirection';

/** `docs-demo-simple-demo-simple` → `demos/simple.tsx`: dumi names a demo after its file. */
export function demoFileOfId(id: string): string {
  return `demos/${id.slice(id.lastIndexOf('-demo-') + '-demo-'.length)}.tsx`;
}

const StandaloneDemo: React.FC = () => {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const routeId = new URLSearchParams(search).get('routeId') || undefined;
  // dumi's page passes the route too (its types declare the id alone).
  const demo = (useDemo as (...args: unknown[]) => ReturnType<typeof useDemo>)(
    id,
    undefined,
    undefined,
    routeId,
  )!;
  const { canvasRef } = useRenderer({ id, component: demo.component, renderOpts: demo.renderOpts });
  const { node, setSource, error, loading } = useLiveDemo(id);
  const direction = useLiveDirection({ asset: demo.asset, filename: demoFileOfId(id) }, setSource);

  // dumi's protocol with the previewer that frames this page (iframe demos).
  useEffect(() => {
    const handler = (event: MessageEvent) => {
      if (event.data?.type === 'dumi.liveDemo.setSource') setSource(event.data.value);
    };
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  }, [setSource]);
  useEffect(() => {
    if (!loading && (error || node)) {
      window.postMessage({ type: 'dumi.liveDemo.compileDone', value: { err: error } });
    }
  }, [error, node, loading]);

  const shown =
    node ||
    (demo.renderOpts?.renderer
      ? createElement('div', { ref: canvasRef })
      : demo.component && createElement(demo.component as React.ComponentType));
  if (direction.rtl && direction.shown !== 'rtl') {
    const failure =
      error ?? (direction.failed ? 'The right-to-left code could not be loaded.' : '');
    return failure ? <pre role="alert">{String(failure)}</pre> : null;
  }
  return direction.rtl ? <div dir="rtl">{shown}</div> : <>{shown}</>;
};

export default StandaloneDemo;
