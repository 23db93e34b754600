import { withoutTrailingSlash } from '../../shared/site/paths';

/** A locale as dumi's `useLocale()` gives it. */
export interface RoutedLocale {
  id: string;
  /** `/` for the first locale, `/zh-CN` for the others. */
  base: string;
}

/** The page at `pathname` (of locale `from`) in locale `to`: `/demo/x` ⇄ `/zh-CN/demo/x`. */
export function localePath(pathname: string, from: RoutedLocale, to: RoutedLocale): string {
  const fromBase = withoutTrailingSlash(from.base);
  const inFrom = fromBase === '' || pathname === fromBase || pathname.startsWith(`${fromBase}/`);
  const page = withoutTrailingSlash(inFrom ? pathname.slice(fromBase.length) : pathname);
  return `${withoutTrailingSlash(to.base)}${page}` || '/';
}
