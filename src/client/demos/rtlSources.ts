/** The chunk ./loadRtl.ts loads on demand, so that no page carries the manifest. */
import manifest from '@@/plugin-siteRtl/manifest';
import type { RtlVariant } from '../../shared/demos/rtl';

const pending = new Map<string, Promise<RtlVariant>>();

/** `path`: a demo entry under demos/, e.g. `simple.tsx`; fetched once, again after a failure. */
export function fetchRtlVariant(path: string): Promise<RtlVariant> {
  const started = pending.get(path);
  if (started) return started;
  const url = manifest[path];
  const request = url
    ? fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<RtlVariant>;
      })
    : Promise.reject(new Error(`No right-to-left variant was made for demos/${path}.`));
  pending.set(path, request);
  request.catch(() => pending.delete(path));
  return request;
}
