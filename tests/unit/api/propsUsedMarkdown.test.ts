import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import remarkPropsUsed from '../../../src/node/plugins/remarkPropsUsed';
import { rcTableProps } from '../../../src/node/api/propsUsed';
import {
  apiHome,
  demoSources,
  fillPropsUsed,
  PROPS_USED_MARKER,
  type MdNode,
} from '../../../src/node/api/propsUsedMarkdown';

const MARKER = "<!-- props-used: generated at build time from the demo's source -->";

/** Markdown to HTML the way dumi's pipeline starts: parse, front matter, extra remark plugins, HTML. */
function render(markdown: string, page: string, withPlugin = true): string {
  const processor = unified().use(remarkParse).use(remarkFrontmatter);
  if (withPlugin) processor.use(remarkPropsUsed as unknown as Plugin);
  processor.use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, {
    allowDangerousHtml: true,
  });
  processor.data('fileAbsPath', page);
  return String(processor.processSync(markdown));
}

/** The `<li>` items of the first list after the heading `heading`. */
function listAfter(html: string, heading: string): string[] {
  const section = html.split(`<h2>${heading}</h2>`)[1] ?? '';
  const list = /<ul>([\s\S]*?)<\/ul>/.exec(section)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]);
}

const DEMO = `
import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';

interface Order { id: string; items: string[] }
const columns: ColumnsType<Order> = [{ title: 'Order', dataIndex: 'id' }];
const data: Order[] = [{ id: 'SO-1', items: ['pen'] }];

const App = () => (
  <Table<Order>
    rowKey="id"
    columns={columns}
    data={data}
    expandable={{ rowExpandable: (order) => order.items.length > 0, expandedRowRender: () => 'items' }}
  />
);
export default App;
`;

describe('generated Props used lists', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'props-used-'));
    mkdirSync(join(root, 'docs', 'demo'), { recursive: true });
    mkdirSync(join(root, 'demos'));
    writeFileSync(join(root, 'demos', 'orders.tsx'), DEMO);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const page = (name: string) => join(root, 'docs', 'demo', name);
  const markdown = (heading: string, marker = MARKER) =>
    [
      '---',
      'title: Orders',
      '---',
      '',
      '# Orders',
      '',
      '<code src="../../demos/orders.tsx" title="Orders"></code>',
      '',
      `## ${heading}`,
      '',
      marker,
      '',
      '## Pitfalls',
      '',
      'None.',
    ].join('\n');

  it('lists every prop the demo uses under the English heading, linking the API rows at /', () => {
    const items = listAfter(render(markdown('Props used'), page('orders.md')), 'Props used');
    expect(items).toEqual([
      '<a href="/#prop-columns"><code>columns</code></a>',
      '<a href="/#prop-data"><code>data</code></a>',
      '<a href="/#prop-expandable"><code>expandable</code></a>',
      '<a href="/#prop-rowkey"><code>rowKey</code></a>',
      '<a href="/#prop-column-dataindex"><code>column.dataIndex</code></a>',
      '<a href="/#prop-column-title"><code>column.title</code></a>',
      '<a href="/#prop-expandable-expandedrowrender"><code>expandable.expandedRowRender</code></a>',
      '<a href="/#prop-expandable-rowexpandable"><code>expandable.rowExpandable</code></a>',
    ]);
  });

  it('links the Chinese API rows at /zh-CN from a .zh-CN.md page', () => {
    const items = listAfter(render(markdown('用到的属性'), page('orders.zh-CN.md')), '用到的属性');
    expect(items).toContain(
      '<a href="/zh-CN#prop-expandable-rowexpandable"><code>expandable.rowExpandable</code></a>',
    );
    expect(items.every((item) => item.startsWith('<a href="/zh-CN#prop-'))).toBe(true);
  });

  it('renders an entry exactly like the hand-written link it replaces', () => {
    const handWritten = render(
      '## Props used\n\n- [`expandable.rowExpandable`](/#prop-expandable-rowexpandable)\n',
      page('orders.md'),
      false,
    );
    const generated = render(markdown('Props used'), page('orders.md'));
    expect(generated).toContain(`<li>${listAfter(handWritten, 'Props used')[0]}</li>`);
  });

  it('removes the marker and keeps the rest of the page', () => {
    const html = render(markdown('Props used'), page('orders.md'));
    expect(html).not.toContain('props-used');
    expect(html).toContain('<h2>Pitfalls</h2>\n<p>None.</p>');
  });

  it('leaves a page without a marker untouched', () => {
    const text = markdown('Props used', 'Hand-written text.');
    expect(render(text, page('orders.md'))).toBe(render(text, page('orders.md'), false));
  });

  it('fails the build with the page and the demo path when the demo does not exist', () => {
    const text = markdown('Props used').replace('orders.tsx', 'missing.tsx');
    expect(() => render(text, page('orders.md'))).toThrow(
      `${page('orders.md')}: the demo "../../demos/missing.tsx" of the Props used list was not found`,
    );
  });

  it('fails when a page has a marker but no demo', () => {
    const text = `# Orders\n\n## Props used\n\n${MARKER}\n`;
    expect(() => render(text, page('orders.md'))).toThrow(/needs a <code src="…"> demo/);
  });
});

describe('fillPropsUsed', () => {
  const known = rcTableProps();
  const tree = (...children: MdNode[]): MdNode => ({ type: 'root', children });
  const html = (value: string): MdNode => ({ type: 'html', value });
  const names = (root: MdNode) =>
    (root.children ?? [])
      .filter((node) => node.type === 'list')
      .flatMap((list) => list.children ?? [])
      .map((item) => item.children?.[0].children?.[0].children?.[0].value);

  it('lists the union of the props of all demos on the page, without repeats, sorted', () => {
    const sources: Record<string, string> = {
      'a.tsx': `import Table from 'rc-table'; export default () => <Table rowKey="id" scroll={{ x: 1 }} />;`,
      'b.tsx': `import Table from 'rc-table'; export default () => <Table rowKey="id" sticky={{ offsetHeader: 64 }} />;`,
    };
    const root = tree(
      html('<code src="a.tsx"></code>'),
      html("<code src='b.tsx'></code>"),
      html(MARKER),
    );
    expect(fillPropsUsed(root, { page: 'x.md', known, readDemo: (src) => sources[src] })).toBe(
      true,
    );
    expect(names(root)).toEqual(['rowKey', 'scroll', 'sticky', 'sticky.offsetHeader']);
  });

  it('reports a demo in which no rc-table prop was found', () => {
    const root = tree(html('<code src="a.tsx"></code>'), html(MARKER));
    expect(() =>
      fillPropsUsed(root, { page: 'x.md', known, readDemo: () => 'export default () => null;' }),
    ).toThrow('x.md: found no rc-table props in a.tsx');
  });

  it('returns false and changes nothing without a marker', () => {
    const root = tree(html('<code src="a.tsx"></code>'), html('<!-- another comment -->'));
    const before = JSON.stringify(root);
    expect(fillPropsUsed(root, { page: 'x.md', known, readDemo: () => undefined })).toBe(false);
    expect(JSON.stringify(root)).toBe(before);
  });

  it('helpers: marker syntax, demo sources in page order, API home per locale', () => {
    expect(PROPS_USED_MARKER.test('<!-- props-used -->')).toBe(true);
    expect(PROPS_USED_MARKER.test('<!-- props-used-later -->')).toBe(false);
    expect(PROPS_USED_MARKER.test('<!-- not props-used -->')).toBe(false);
    expect(
      demoSources(
        tree(
          html('<code src="b.tsx" title="B"></code>'),
          html('<code title="A" src="a.tsx" />'),
          html('<code src="b.tsx"></code>'),
        ),
      ),
    ).toEqual(['b.tsx', 'a.tsx']);
    expect(apiHome('/site/docs/demo/simple.md')).toBe('/');
    expect(apiHome('/site/docs/demo/simple.zh-CN.md')).toBe('/zh-CN');
  });
});

describe('the demo pages of this site', () => {
  const docs = resolve(__dirname, '../../../docs/demo');
  const pageHtml = (name: string) =>
    render(readFileSync(join(docs, name), 'utf8'), join(docs, name));

  it('expanded-row-render lists expandable.rowExpandable in both languages', () => {
    expect(listAfter(pageHtml('expanded-row-render.md'), 'Props used')).toContain(
      '<a href="/#prop-expandable-rowexpandable"><code>expandable.rowExpandable</code></a>',
    );
    expect(listAfter(pageHtml('expanded-row-render.zh-CN.md'), '用到的属性')).toContain(
      '<a href="/zh-CN#prop-expandable-rowexpandable"><code>expandable.rowExpandable</code></a>',
    );
  });
});

describe('every demo page of this site', () => {
  const docs = resolve(__dirname, '../../../docs/demo');
  const pages = readdirSync(docs).filter((name) => name.endsWith('.md'));

  it('marks its Props used section for the generated list instead of writing one by hand', () => {
    const withSection = pages.filter((name) =>
      /^## (Props used|用到的属性)$/m.test(readFileSync(join(docs, name), 'utf8')),
    );
    expect(withSection.length).toBeGreaterThanOrEqual(78);
    for (const name of withSection) {
      const text = readFileSync(join(docs, name), 'utf8');
      const section = text
        .split(/^## (?:Props used|用到的属性)\n/m)[1]
        .split(/^## /m)[0]
        .trim();
      expect(PROPS_USED_MARKER.test(section), `${name}: the section holds only the marker`).toBe(
        true,
      );
    }
  });
});
