/**
 * A page's long runs of prose travel once: as HTML in the prerendered page, which hydration keeps,
 * instead of again as the page's JavaScript. The build (src/node/plugins/remarkKeptSections.ts)
 * writes each page's runs into one JSON file, `kept/<hash>.json` (an array of HTML strings), and
 * puts `<KeptSection src part>` where each run was; the server render reads the file in the build's
 * process, a browser fetches it only after a client-side move to the page.
 */

/** The folder of the files, under the site's public path. */
export const KEPT_DIR = 'kept';

/** The file of a page's runs, by the hash of its content. */
export function keptFileName(hash: string): string {
  return `${KEPT_DIR}/${hash}.json`;
}

const SERVER_READER = '__siteKeptSections';

type Reader = (src: string) => readonly string[];
type WithReader = typeof globalThis & { [SERVER_READER]?: Reader };

/** For the build: how the server render reads a page's runs. */
export function setKeptSectionReader(read: Reader): void {
  (globalThis as WithReader)[SERVER_READER] = read;
}

/** For the server render: the runs of `src`; `undefined` outside the build's process. */
export function serverKeptSections(src: string): readonly string[] | undefined {
  return (globalThis as WithReader)[SERVER_READER]?.(src);
}
