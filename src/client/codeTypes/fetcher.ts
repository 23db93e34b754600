/** The chunk ./codeHtml.ts loads on demand, so that no page carries the manifest. */
import manifest from '@@/plugin-siteCodeTypes/manifest';

/** The HTML of the code named `key`; rejects when the build made none or the request fails. */
export function fetchCodeHtml(
  key: string,
  get: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<string> {
  const url = manifest[key];
  if (!url) return Promise.reject(new Error(`No types were made for ${key}.`));
  return get(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<string>;
  });
}
