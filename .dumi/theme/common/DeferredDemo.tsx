import type { DumiDemo } from 'dumi';
import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { watchDemand, type DemandWatch } from '../../../src/site/deferredDemo';
import { KeptHtml, useMountedByHydration } from './ServerMarkup';

type DemoProps = ComponentProps<typeof DumiDemo>;

const LoadedDemo = lazy(() => import(/* webpackChunkName: "deferred-demo" */ './LoadedDemo'));

/**
 * Stands in for dumi's `DumiDemo` on a page with a `defer` demo (src/plugins/deferredDemoLoader.cjs
 * swaps the import). When the page is hydrated, a `defer` demo keeps its prerendered HTML
 * untouched (KeptHtml) until the reader gets near it (src/site/deferredDemo.ts). Then the live demo is rendered in a
 * transition: the prerendered HTML stays on screen until the demo's code has arrived, and the
 * live demo takes its place in one commit (same markup, now with its handlers). On the server,
 * after a client-side navigation, and for demos not marked `defer`, the demo renders at once.
 */
export default function DeferredDemo(props: DemoProps) {
  const keep = useMountedByHydration() && props.previewerProps?.defer === true;
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const watch = useRef<DemandWatch | null>(null);
  useEffect(() => {
    if (!keep || !ref.current) return undefined;
    const current = watchDemand(ref.current, () => startTransition(() => setWanted(true)));
    watch.current = current;
    return current.dispose;
  }, [keep]);
  const onReady = useCallback(() => {
    if (ref.current) watch.current?.ready(ref.current);
  }, []);
  // No Suspense boundary of its own: React hydrates a boundary after the rest of the page, and
  // an update reaching it before that (this component renders again right after hydration)
  // would make React throw the prerendered HTML away. The page's boundary, already on screen,
  // is what the transition waits on.
  if (keep && !wanted) return <KeptHtml key="prerendered" ref={ref} className="site-deferred-demo" />;
  return (
    <div key="live" ref={ref} className="site-deferred-demo">
      <LoadedDemo {...props} onReady={onReady} />
    </div>
  );
}
