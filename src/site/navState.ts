/**
 * How a header navigation link relates to the page being read: `page` when it is that page,
 * `section` when the page is inside it (`/demo` while reading `/demo/simple`), else `null`.
 */
export function navState(link: string, pathname: string): 'page' | 'section' | null {
  const target = link.replace(/\/+$/, '') || '/';
  const current = pathname.replace(/\/+$/, '') || '/';
  if (current === target) return 'page';
  if (target !== '/' && current.startsWith(`${target}/`)) return 'section';
  return null;
}
