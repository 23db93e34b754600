import { forwardRef, useState, useSyncExternalStore, type MouseEvent } from 'react';

const noSubscription = () => () => undefined;

/** Whether hydration mounted this component; kept, so that the render after hydration agrees. */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [mountedByHydration] = useState(() => hydrating && typeof window !== 'undefined');
  return mountedByHydration;
}

interface KeptHtmlProps {
  as?: 'div' | 'pre';
  className: string;
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** Keeps the server's HTML: React leaves the children of a constant `dangerouslySetInnerHTML`. */
export const KeptHtml = forwardRef<HTMLElement, KeptHtmlProps>(function KeptHtml(
  { as: Tag = 'div', className, tabIndex, onClick },
  ref,
) {
  return (
    <Tag
      ref={ref as never}
      className={className}
      tabIndex={tabIndex}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
});
