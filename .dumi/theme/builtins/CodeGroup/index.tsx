import type { ReactNode } from 'react';

/**
 * dumi's `<CodeGroup>` builtin, without tabs: the code blocks follow each other under their
 * titles. The site's pages do not use it, but dumi imports every builtin into every page and its
 * own version brings rc-tabs (with rc-dropdown, rc-menu and rc-trigger) into the main bundle.
 */
export default function CodeGroup({ children }: { children?: ReactNode }) {
  return <div className="site-code-group">{children}</div>;
}
