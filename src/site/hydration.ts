/**
 * Whether React should hydrate the prerendered markup or render from scratch.
 *
 * A static host answers every unknown address with the one prerendered 404.html, which was
 * rendered for `/404` in English. Hydrating it under `/zh-CN/anything` would mismatch (other
 * language, other navigation), so such a page is rendered on the client instead.
 */
export function shouldHydrate(root: Element | null, pathname: string, base = '/'): boolean {
  if (!root || !root.firstChild) return false;
  const isNotFoundShell = !!root.querySelector('.dumi-default-not-found');
  if (!isNotFoundShell) return true;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return path.replace(/\/+$/, '') === '/404';
}
