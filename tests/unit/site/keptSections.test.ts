import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { MdNode } from '../../../src/node/api/propsUsedMarkdown';
import remarkKeptSections, {
  keepSections,
  plainRuns,
} from '../../../src/node/plugins/remarkKeptSections';
import { forgetKeptSections, readKeptSection } from '../../../src/client/site/keptSections';

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as unknown as MdNode;

const LONG = 'A note that is long enough to count. '.repeat(4);
const PAGE = [
  '# Changelog',
  '',
  `${LONG} See [the simple demo](/demo/simple) and [rc-table](https://github.com/react-component/table).`,
  '',
  '<!-- claim: changelog/7.30.3/1 -->',
  '',
  `- ${LONG} <time datetime="2023-03-02">2 March 2023</time> with \`a < b\``,
  '  <!-- claim: changelog/7.30.3/2 -->',
  '',
  '## 7.30.2',
  '',
  'Short.',
  '',
  '```tsx',
  'const code = 1;',
  '```',
  '',
  `${LONG}`,
  '',
  '<ApiTable section="table"></ApiTable>',
].join('\n');

describe('remarkKeptSections', () => {
  it('keeps the long runs of plain blocks and leaves headings, code, components and short runs', () => {
    const tree = parse(PAGE);
    const types = (tree.children ?? []).map((node) => node.type);
    expect(types).toEqual([
      'heading',
      'paragraph',
      'html',
      'list',
      'heading',
      'paragraph',
      'code',
      'paragraph',
      'paragraph',
    ]);
    // The comment under the list item belongs to it; the one between blocks joins the run. The
    // component is a paragraph of inline HTML, which ends a run.
    expect(plainRuns(tree, 200)).toEqual([[1, 4]]);
    expect(plainRuns(tree, 5)).toEqual([
      [1, 4],
      [5, 6],
      [7, 8],
    ]);
  });

  it('writes the runs as dumi renders them, links routed under the base, and names the file in the page', async () => {
    const tree = parse(PAGE);
    const written = new Map<string, string>();
    await keepSections(tree, { base: '/table/', minChars: 100 }, (name, content) =>
      written.set(name, content),
    );
    const [[src, content]] = [...written];
    expect(src).toMatch(/^kept\/[0-9a-f]{8}\.json$/);
    expect(tree.children?.[1]).toEqual({
      type: 'html',
      value: `<KeptSection src="${src}" part="0"></KeptSection>`,
    });
    expect(tree.children?.[2].type).toBe('heading');
    const [html] = JSON.parse(content) as string[];
    expect(html).toContain(
      '<a href="/table/demo/simple" data-route="/demo/simple">the simple demo</a>',
    );
    expect(html).toContain('<a href="https://github.com/react-component/table">rc-table</a>');
    expect(html).toContain('<time datetime="2023-03-02">2 March 2023</time>');
    expect(html).toContain('<code>a &#x3C; b</code>');
    expect(html).not.toContain('claim:');
    expect(html).toMatch(/^<p>[\s\S]*<\/p>\n<ul>\n<li>[\s\S]*<\/li>\n<\/ul>$/);
  });

  it('keeps the pages it is given, writing their file into its store', async () => {
    const store = mkdtempSync(join(tmpdir(), 'kept-'));
    const tree = parse(PAGE);
    const options = { base: '/', store, minChars: 100, pages: '/docs/changelog\\.md$' };
    const processor = (page: string) => ({ data: () => page });
    await remarkKeptSections.call(processor('/site/docs/index.md'), options)(tree, {});
    expect(tree.children?.[1].type).toBe('paragraph');
    await remarkKeptSections.call(processor('/site/docs/changelog.md'), options)(tree, {});
    const src = /src="([^"]+)"/.exec(tree.children?.[1].value ?? '')?.[1] ?? '';
    expect(JSON.parse(readFileSync(join(store, src), 'utf8'))[0]).toMatch(/^<p>A note/);
  });
});

describe('readKeptSection in the browser', () => {
  beforeEach(() => vi.stubGlobal('window', globalThis));
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetKeptSections();
  });

  it('suspends until the file has arrived, then gives each part, fetching the file once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(['<p>one</p>', '<p>two</p>'])));
    vi.stubGlobal('fetch', fetch);
    let pending: unknown;
    try {
      readKeptSection('kept/0123abcd.json', 1, '/table/');
    } catch (thrown) {
      pending = thrown;
    }
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(readKeptSection('kept/0123abcd.json', 1, '/table/')).toBe('<p>two</p>');
    expect(readKeptSection('kept/0123abcd.json', 0, '/table/')).toBe('<p>one</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/table/kept/0123abcd.json');
  });

  it('throws the failure for the route error boundary', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    const pending = (() => {
      try {
        return readKeptSection('kept/ffffffff.json', 0);
      } catch (thrown) {
        return thrown;
      }
    })();
    await pending;
    expect(() => readKeptSection('kept/ffffffff.json', 0)).toThrow('kept/ffffffff.json: 404');
  });
});
