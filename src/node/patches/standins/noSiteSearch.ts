/**
 * Stands in for dumi's `useSiteSearch` module in the bundle (see src/node/patches/index.ts).
 *
 * The site searches with its own index (.dumi/theme/slots/SearchBar); dumi's hook is never
 * called, but its module starts a Web Worker with dumi's search code as soon as it is imported,
 * and dumi imports it into the main bundle of every page. This module has the same export and
 * does nothing.
 */
export const useSiteSearch = () => ({
  keywords: '',
  setKeywords: (_keywords: string) => undefined,
  result: [] as never[],
  loading: false,
  load: () => undefined,
});
