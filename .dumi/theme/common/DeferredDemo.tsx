import type { DumiDemo } from 'dumi';
import {
  lazy,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { watchDemand, type DemandWatch } from '../../../src/site/deferredDemo';
import { KeptHtml, useMountedByHydration } from './ServerMarkup';

type DemoProps = ComponentProps<typeof DumiDemo>;

// A layout effect in the browser; the server runs no effects (and React warns about this one there).
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const LoadedDemo = lazy(() => import(/* webpackChunkName: "deferred-demo" */ './LoadedDemo'));

/**
 * Stands in for dumi's `DumiDemo` on a page with a `defer` demo (src/patches/loaders/deferredDemo.cjs
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
  // The commit that puts the live demo in place is the one where `wanted` is true: the transition
  // waits for the demo's code (no Suspense boundary of its own, see below), so nothing of it is
  // still loading then. A layout effect runs in that commit's task, after the live <div>'s ref is
  // set, so focus and a held-back click move to the live markup before the browser handles the
  // next key press. (A passive effect can run a frame later: an Enter pressed in between went to
  // <body> and was lost.)
  useCommitEffect(() => {
    if (wanted && ref.current) watch.current?.ready(ref.current);
  }, [wanted]);
  // No Suspense boundary of its own: React hydrates a boundary after the rest of the page, and
  // an update reaching it before that (this component renders again right after hydration)
  // would make React throw the prerendered HTML away. The page's boundary, already on screen,
  // is what the transition waits on.
  if (keep && !wanted)
    return <KeptHtml key="prerendered" ref={ref} className="site-deferred-demo" />;
  return (
    <div key="live" ref={ref} className="site-deferred-demo">
      <LoadedDemo {...props} />
    </div>
  );
}
