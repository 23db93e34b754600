import type { ComponentProps } from 'react';

/**
 * dumi's `<Tree>` as plain nested lists. Unused by the pages, but dumi imports every builtin into
 * every page, and its own brings rc-tree into the main bundle.
 */
export default function Tree({ className, ...props }: ComponentProps<'div'>) {
  return <div className={['site-tree', className].filter(Boolean).join(' ')} {...props} />;
}
