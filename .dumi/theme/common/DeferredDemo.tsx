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
import { watchDemand, type DemandWatch } from '@site/client/site/deferredDemo';
import { KeptHtml, useMountedByHydration } from './ServerMarkup';

type DemoProps = ComponentProps<typeof DumiDemo>;

// React warns about a layout effect on the server, which runs no effects anyway.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const LoadedDemo = lazy(() => import(/* webpackChunkName: "deferred-demo" */ './LoadedDemo'));

/** dumi's `DumiDemo`; a hydrated `defer` demo stays prerendered HTML until the reader nears it. */
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
  // A layout effect, in the commit that puts the live demo in place: a passive one can run a frame
  // later, and an Enter pressed in between went to <body>.
  useCommitEffect(() => {
    if (wanted && ref.current) watch.current?.ready(ref.current);
  }, [wanted]);
  // No Suspense boundary of its own: React hydrates one after the rest of the page, and the render
  // right after hydration would reach it first and throw the prerendered HTML away.
  if (keep && !wanted)
    return <KeptHtml key="prerendered" ref={ref} className="site-deferred-demo" />;
  return (
    <div key="live" ref={ref} className="site-deferred-demo">
      <LoadedDemo {...props} />
    </div>
  );
}
