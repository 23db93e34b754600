import { DumiDemo } from 'dumi';
import { useEffect, type ComponentProps } from 'react';

type LoadedDemoProps = ComponentProps<typeof DumiDemo> & {
  /** Called once the demo is on the page and interactive (hydrated, or rendered afresh). */
  onReady?: () => void;
};

/** dumi's demo with its previewer, in the chunk a deferred demo loads on demand (DeferredDemo). */
export default function LoadedDemo({ onReady, ...props }: LoadedDemoProps) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return <DumiDemo {...props} />;
}
