import { demoModulePaths, type DemoAsset } from '../site/demoFiles';

export interface JavaScriptFetcher {
  /** `path`: a TypeScript file under demos/, e.g. `_data/fleet.ts`. */
  fetchJavaScriptFile(path: string): Promise<string>;
  /** Keyed like the asset's dependencies. */
  fetchDemoJavaScript(
    filename: string | undefined,
    asset: DemoAsset,
  ): Promise<Record<string, string>>;
}

/** Fetches each file of `manifest` (src/node/plugins/javascript.ts) once, again after a failure. */
export function javaScriptFetcher(
  manifest: Record<string, string>,
  get: (url: string) => Promise<Response> = (url) => fetch(url),
): JavaScriptFetcher {
  const pending = new Map<string, Promise<string>>();

  const fetchJavaScriptFile = (path: string): Promise<string> => {
    const started = pending.get(path);
    if (started) return started;
    const url = manifest[path];
    const request = url
      ? get(url).then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<string>;
        })
      : Promise.reject(new Error(`No JavaScript was made for demos/${path}.`));
    pending.set(path, request);
    request.catch(() => pending.delete(path));
    return request;
  };

  const fetchDemoJavaScript = (filename: string | undefined, asset: DemoAsset) => {
    const paths = demoModulePaths(asset, filename);
    if (!paths) return Promise.reject(new Error(`${filename} has files outside demos/.`));
    const keys = Object.keys(paths);
    return Promise.all(keys.map((key) => fetchJavaScriptFile(paths[key]))).then((codes) => {
      const sources: Record<string, string> = {};
      keys.forEach((key, index) => {
        sources[key] = codes[index];
      });
      return sources;
    });
  };

  return { fetchJavaScriptFile, fetchDemoJavaScript };
}
