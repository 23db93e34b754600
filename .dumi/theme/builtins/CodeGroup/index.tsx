import type { ReactNode } from 'react';

/**
 * dumi's `<CodeGroup>` without tabs. Unused by the pages, but dumi imports every builtin into every
 * page, and its own brings rc-tabs into the main bundle.
 */
export default function CodeGroup({ children }: { children?: ReactNode }) {
  return <div className="site-code-group">{children}</div>;
}
