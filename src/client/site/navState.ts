import { pagePath } from '../../shared/site/paths';

/** `page` when `link` is the page read, `section` when the page is below it, else `null`. */
export function navState(link: string, pathname: string): 'page' | 'section' | null {
  const target = pagePath(link);
  const current = pagePath(pathname);
  if (current === target) return 'page';
  if (target !== '/' && current.startsWith(`${target}/`)) return 'section';
  return null;
}
