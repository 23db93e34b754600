import type { ComponentProps } from 'react';

/**
 * dumi's `<Tree>` builtin (a file tree written as nested lists in Markdown), as plain nested
 * lists. The site's pages do not use it, but dumi imports every builtin into every page and its
 * own version brings rc-tree, rc-virtual-list and rc-motion (about 70 KB) into the main bundle.
 */
export default function Tree({ className, ...props }: ComponentProps<'div'>) {
  return <div className={['site-tree', className].filter(Boolean).join(' ')} {...props} />;
}
