/**
 * The runs of prose a page keeps as HTML (src/shared/site/keptSections.ts): in the server render
 * from the build's process, in the browser fetched once per file.
 */
import { BUILD_BASE } from '../../shared/buildConstants';
import { serverKeptSections } from '../../shared/site/keptSections';
import { underBase } from '../../shared/site/paths';

type Entry = { promise: Promise<void>; parts?: readonly string[]; error?: unknown };

const files = new Map<string, Entry>();

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
  let entry = files.get(src);
  if (!entry) {
    const created: Entry = {
      promise: fetch(underBase(base, `/${src}`))
        .then((response) => {
          if (!response.ok) throw new Error(`${src}: ${response.status}`);
          return response.json() as Promise<string[]>;
        })
        .then(
          (parts) => void (created.parts = parts),
          (error: unknown) => void (created.error = error),
        ),
    };
    files.set(src, created);
    entry = created;
  }
  if (entry.error) throw entry.error;
  if (!entry.parts) throw entry.promise;
  return entry.parts[part] ?? '';
}
