import { forwardRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

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

interface ServerMarkupProps {
  className: string;
  children: ReactNode;
  /** The kept markup's elements have no React handlers. */
  onKeptMarkupClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** Final prerendered HTML, kept by hydration; `children` on the server and after navigation. */
export function ServerMarkup({ className, children, onKeptMarkupClick }: ServerMarkupProps) {
  const keep = useMountedByHydration();
  if (keep) return <KeptHtml className={className} onClick={onKeptMarkupClick} />;
  return <div className={className}>{children}</div>;
}
