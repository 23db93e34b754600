/**
 * The runs of prose a page keeps as HTML (src/shared/site/keptSections.ts): in the server render
 * from the build's process, in the browser fetched once per file.
 */
import { BUILD_BASE } from '../../shared/buildConstants';
import { serverKeptSections } from '../../shared/site/keptSections';
import { underBase } from '../../shared/site/paths';
import { suspenseCache } from './suspenseCache';

/** Each file's runs by its address, fetched once. */
const files = suspenseCache(async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as string[];
});

/** For tests: forgets every file fetched. */
export function forgetKeptSections(): void {
  files.clear();
}

/**
 * The HTML of run `part` of `src`, suspending (React's Suspense) until the file has arrived; a
 * failed request throws, for the route's error boundary, which offers a reload.
 */
export function readKeptSection(src: string, part: number, base: string = BUILD_BASE): string {
  if (typeof window === 'undefined') {
    const parts = serverKeptSections(src);
    if (!parts)
      throw new Error(`The build has no ${src}: delete node_modules/.cache/dumi and build again.`);
    return parts[part] ?? '';
  }
  const file = files.read(underBase(base, `/${src}`));
  if (!file.ok) throw file.error;
  return file.value[part] ?? '';
}
