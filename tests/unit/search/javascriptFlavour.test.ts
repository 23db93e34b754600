import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../../../src/node/demos/javascript';
import { buildSearchIndex, type PageSource } from '../../../src/node/search/build';
import { flattenHints } from '../../../src/client/search/flatten';
import { propsUsed, propUseName, rcTableProps } from '../../../src/node/api/propsUsed';
import { Searcher } from '../../../src/client/search/query';

/**
 * Search finds a demo by the rc-table props its code uses (src/node/api/propsUsed.ts reads them
 * from the demo's source at build time). Readers who chose JavaScript see other code than the
 * TypeScript the index is built from: the same props must be found in both.
 */
const known = rcTableProps();
const DEMOS = readdirSync('demos').filter((name) => /^[^_].*\.tsx$/.test(name));
const flavours = {
  TypeScript: (source: string) => source,
  JavaScript: (source: string, name: string) => toJavaScript(source, name),
};

/** The English demo pages, with the props of their demos read from the chosen flavour. */
function pages(flavour: keyof typeof flavours): PageSource[] {
  return readdirSync('docs/demo')
    .filter((name) => name.endsWith('.md') && !name.endsWith('.zh-CN.md'))
    .map((name) => {
      const file = `docs/demo/${name}`;
      const markdown = readFileSync(file, 'utf8');
      const demoProps = Object.fromEntries(
        [...markdown.matchAll(/<code\s[^>]*?src=["']([^"']+)["']/g)].map(([, src]) => {
          const path = join(dirname(file), src);
          const source = flavours[flavour](readFileSync(path, 'utf8'), path);
          return [src, propsUsed(source, path.replace(/\.tsx$/, '.jsx'), known)];
        }),
      );
      return { link: `/demo/${name.replace(/\.md$/, '')}`, file, markdown, demoProps };
    });
}

describe('prop names in either flavour of a demo', () => {
  it.each(DEMOS)('%s: the same props from its TypeScript and its JavaScript', (name) => {
    const source = readFileSync(`demos/${name}`, 'utf8');
    const fromTypeScript = propsUsed(source, name, known).map(propUseName);
    const fromJavaScript = propsUsed(toJavaScript(source, name), name, known).map(propUseName);
    expect(fromTypeScript.length).toBeGreaterThan(0);
    expect(fromJavaScript).toEqual(fromTypeScript);
  });

  it('a search for any prop a demo uses finds the same demos from either flavour', () => {
    const ts = new Searcher(buildSearchIndex('en-US', pages('TypeScript')));
    const js = new Searcher(buildSearchIndex('en-US', pages('JavaScript')));
    const names = new Set(
      DEMOS.flatMap((name) =>
        propsUsed(readFileSync(`demos/${name}`, 'utf8'), name, known).map(propUseName),
      ),
    );
    expect(names).toContain('expandable.expandIcon');
    const links = (searcher: Searcher, query: string) =>
      flattenHints(searcher.search(query)).map((hint) => hint.link);
    for (const prop of names) {
      const query = prop.replace(/^.*\./, '');
      expect(links(js, query), query).toEqual(links(ts, query));
      expect(links(ts, query).length, query).toBeGreaterThan(0);
    }
  });
});
