import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { format, version, type Options } from 'prettier';

const CACHE_DIR = resolve(__dirname, '../../.cache/prettier-verdicts');

/**
 * Prettier's `format`, remembering across runs the texts it left as they were: a test that holds
 * hundreds of generated files to Prettier's layout formats again only the ones it has not seen
 * formatted before. A text is remembered by its hash together with Prettier's version and the
 * options, so any change to one of them formats it again; a text Prettier changes is never
 * remembered, and its difference shows on every run. `save()` (in `afterAll`) keeps the texts
 * this run saw formatted, in `.cache/prettier-verdicts/<name>.json`.
 */
export function prettierVerdicts(name: string) {
  const file = join(CACHE_DIR, `${name}.json`);
  let known: Set<string>;
  try {
    known = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
  } catch {
    known = new Set();
  }
  const seen = new Set<string>();
  const keyOf = (text: string, options: Options) =>
    createHash('sha256')
      .update(JSON.stringify([version, options, text]))
      .digest('hex');
  return {
    /** What Prettier writes for `text`: `text` itself when it was seen formatted before. */
    async format(text: string, options: Options): Promise<string> {
      const key = keyOf(text, options);
      if (known.has(key)) {
        seen.add(key);
        return text;
      }
      const formatted = await format(text, options);
      if (formatted === text) seen.add(key);
      return formatted;
    },
    /** Keeps the texts seen formatted in this run for the next (and forgets the others). */
    save() {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify([...seen].sort()));
    },
  };
}
