/**
 * The JavaScript of the files under demos/, published at build time by src/plugins/javascript.ts.
 * This module and the manifest it imports are a chunk loaded on demand (see ./loadJavaScript.ts):
 * pages carry nothing of it until a reader needs JavaScript.
 */
import manifest from '@@/plugin-siteJavaScript/manifest';

/** The JavaScript of `path`, a TypeScript file under demos/ (`simple.tsx`, `_data/fleet.ts`). */
export function loadJavaScriptFile(path: string): Promise<string> {
  const url = manifest[path];
  if (!url) return Promise.reject(new Error(`No JavaScript was made for demos/${path}.`));
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<string>;
  });
}
