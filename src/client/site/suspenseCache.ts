/**
 * What a page reads by key while it renders and loads once per key: the build's kept HTML
 * (keptSections.ts), the highlighted code with its types (../codeTypes/codeHtml.ts). `read` gives
 * the settled outcome or throws the pending promise, which React's Suspense waits for.
 */

/** How a key's load ended. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A cache of loads by key; see {@link suspenseCache}. */
export interface SuspenseCache<T> {
  /** The outcome for `key`, starting its load the first time; throws the promise while pending. */
  read(key: string): Settled<T>;
  /** The outcome for `key` if it has settled, else `undefined` (nothing is started). */
  peek(key: string): Settled<T> | undefined;
  /** Forgets every key; a load still under way then settles nothing. */
  clear(): void;
}

/** A {@link SuspenseCache} over `load`, which is called once per key until `clear`. */
export function suspenseCache<T>(load: (key: string) => Promise<T>): SuspenseCache<T> {
  const entries = new Map<string, Settled<T> | Promise<void>>();
  const read = (key: string): Settled<T> => {
    const entry = entries.get(key);
    if (entry instanceof Promise) throw entry;
    if (entry) return entry;
    const settle = (settled: Settled<T>) => {
      if (entries.get(key) === pending) entries.set(key, settled);
    };
    const pending: Promise<void> = load(key).then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    );
    entries.set(key, pending);
    throw pending;
  };
  return {
    read,
    peek: (key) => {
      const entry = entries.get(key);
      return entry instanceof Promise ? undefined : entry;
    },
    clear: () => entries.clear(),
  };
}
