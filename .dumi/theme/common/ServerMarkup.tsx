import { forwardRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this component was mounted by hydrating prerendered HTML in the browser (not on the
 * server, not by a client-side navigation). Decided on the first render and kept: React renders
 * once more after hydration with the client value, which must not change what is shown.
 */
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
  /** The element the server wrote (with the same class and attributes): `div` unless said. */
  as?: 'div' | 'pre';
  className: string;
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * An element that keeps the HTML the server rendered inside it: React does not touch the children
 * of an element whose content is `dangerouslySetInnerHTML` while hydrating (nor after, as long as
 * the content stays the same empty string), so they stay the server's.
 */
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
  /** What to render on the server and after client-side navigation. */
  children: ReactNode;
  /** Handles clicks inside the kept markup, whose own elements have no React handlers. */
  onKeptMarkupClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Static content whose prerendered HTML is already final: highlighted code, the API reference.
 * On the server and after a client-side navigation it renders `children`. When the page is
 * hydrated it keeps the prerendered HTML as it is, instead of downloading and running the code
 * that produced it (Prism and its grammars, the API data) only to produce the same markup again
 * (KeptHtml). Native behaviour (links, `<details>`, text selection) keeps working; anything
 * interactive is handled by `onKeptMarkupClick`.
 */
export function ServerMarkup({ className, children, onKeptMarkupClick }: ServerMarkupProps) {
  const keep = useMountedByHydration();
  if (keep) return <KeptHtml className={className} onClick={onKeptMarkupClick} />;
  return <div className={className}>{children}</div>;
}
