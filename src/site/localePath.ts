/** A locale of the site as dumi's `useLocale()` gives it: its id and the path prefix of its pages. */
export interface RoutedLocale {
  id: string;
  /** `/` for the first locale, `/zh-CN` for the others (dumi fills it in from the config). */
  base: string;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The path of the page at `pathname` (a path of locale `from`) in locale `to`: the `from` prefix
 * is taken off and the `to` prefix put on, e.g. `/demo/simple` ⇄ `/zh-CN/demo/simple` and
 * `/` ⇄ `/zh-CN`. A path outside `from`'s prefix is kept as it is under `to`'s.
 */
export function localePath(pathname: string, from: RoutedLocale, to: RoutedLocale): string {
  const fromBase = withoutTrailingSlash(from.base);
  const inFrom = fromBase === '' || pathname === fromBase || pathname.startsWith(`${fromBase}/`);
  const page = withoutTrailingSlash(inFrom ? pathname.slice(fromBase.length) : pathname);
  return `${withoutTrailingSlash(to.base)}${page}` || '/';
}
