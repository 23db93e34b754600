import { withoutTrailingSlash } from '../../shared/site/paths';

/** Whether to hydrate; not 404.html served at another address (rendered for `/404`, in English). */
export function shouldHydrate(root: Element | null, pathname: string, base = '/'): boolean {
  if (!root || !root.firstChild) return false;
  const isNotFoundShell = !!root.querySelector('.dumi-default-not-found');
  if (!isNotFoundShell) return true;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return withoutTrailingSlash(path) === '/404';
}
