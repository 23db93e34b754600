import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdNode } from '@site/node/api/propsUsedMarkdown';
import { FACTS_DIR, readFacts } from '@site/node/demos/classesSection';
import { fillClasses, keepClasses } from '@site/node/plugins/remarkClasses';
import { propAnchor } from '@site/shared/api/model';
import { CLASS_ORIGINS, classOrigin } from '@site/shared/demos/classOrigins';
import { classRows, unknownClasses } from '@site/shared/demos/classRows';
import { cssProperties } from '@site/shared/demos/cssProperties';
import type { DemoFacts } from '@site/shared/demos/facts';
import { OUTLINE_ATTRIBUTE } from '@site/shared/demos/outline';

/**
 * The "Classes" section of every demo page and the /classes reference say what the facts of each
 * demo's render (src/shared/demos/facts) say, with what src/shared/demos/classOrigins.ts knows of
 * each class; tests/unit/claims/classes.test.tsx proves that knowledge on rc-table itself.
 */

const ROOT = process.cwd();
const demos = readdirSync(join(ROOT, FACTS_DIR))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const slugOf = (file: string) => file.replace(/(\.zh-CN)?\.md$/, '');
/** Demo pages whose demo `npm run demos:facts` has not read yet: the list can only shrink. */
const PENDING_FACTS = ['hover-perf'];
const allDemoPages = readdirSync(join(ROOT, 'docs/demo'))
  .filter((file) => file.endsWith('.md') && !/^(index|crash)\./.test(file))
  .sort();
const demoPages = allDemoPages.filter((file) => !PENDING_FACTS.includes(slugOf(file)));

const { fromMarkdown } = await import('mdast-util-from-markdown');

/** A page's Markdown tree with the classes markers filled in, as the build fills them. */
function filledPage(file: string): MdNode {
  const tree = fromMarkdown(readFileSync(join(ROOT, file), 'utf8')) as unknown as MdNode;
  fillClasses(tree, join(ROOT, file), ROOT);
  return tree;
}

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The nodes under the `## title` heading of a tree, up to the next heading of that depth. */
function section(tree: MdNode, title: string): MdNode[] {
  const children = tree.children ?? [];
  const start = children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node) === title,
  );
  if (start < 0) return [];
  const end = children.findIndex(
    (node, i) => i > start && node.type === 'heading' && (node.depth as number) <= 2,
  );
  return children.slice(start + 1, end < 0 ? undefined : end);
}

const linksOf = (node: MdNode): string[] =>
  node.type === 'link' ? [node.url!] : (node.children ?? []).flatMap(linksOf);

const withoutCode = (text: string) => text.replace(/`/g, '');

describe('the classes of every demo’s facts', () => {
  it('has facts for every demo page but the pending ones, and the pending ones have none yet', () => {
    const slugs = [...new Set(allDemoPages.map(slugOf))];
    expect(slugs.filter((slug) => !demos.includes(slug))).toEqual(PENDING_FACTS);
    expect(demos.length).toBeGreaterThan(30);
  });

  it.each(demos)(
    '%s: every class is one rc-table 7.30.3 writes, on elements it writes it on',
    (demo) => {
      const facts = readFacts(ROOT, demo);
      expect(unknownClasses(facts.classes, facts.prefix), 'not in classOrigins.ts').toEqual([]);
      expect(() => classRows(facts.classes, facts.prefix)).not.toThrow();
    },
  );

  it('fails on a class rc-table does not write, and on an element it does not put one on', () => {
    const planted: DemoFacts['classes'] = [
      { name: 'rc-table-cell-fix-middle', elements: ['td'], count: 1 },
    ];
    expect(unknownClasses(planted, 'rc-table')).toEqual(['rc-table-cell-fix-middle']);
    expect(() => classRows(planted, 'rc-table')).toThrow(/rc-table-cell-fix-middle/);
    expect(() =>
      classRows([{ name: 'rc-table-cell', elements: ['div'], count: 1 }], 'rc-table'),
    ).toThrow(/div/);
    // A custom expand icon may carry the icon's classes on a button; rc-table's own is a span.
    expect(
      classRows([{ name: 'rc-table-row-expanded', elements: ['button'], count: 1 }], 'rc-table')[0]
        .custom,
    ).toEqual({ section: 'expandable', name: 'expandIcon' });
  });
});

describe('the Classes section of every demo page', () => {
  it.each(demoPages)(
    '%s: shows each class of the demo’s facts, its elements and count, and what puts it there',
    (file) => {
      const demo = slugOf(file);
      const zh = file.endsWith('.zh-CN.md');
      const nodes = section(filledPage(`docs/demo/${file}`), zh ? '类名' : 'Classes');
      const table = nodes.find((node) => node.type === 'table');
      expect(table, 'a Classes section with a table').toBeDefined();
      const facts = readFacts(ROOT, demo);
      const rows = table!.children!.slice(1);
      expect(rows.map((row) => textOf(row.children![0]))).toEqual(
        facts.classes.map((fact) => fact.name),
      );
      for (const [i, fact] of facts.classes.entries()) {
        const [name, elements, by] = rows[i].children!;
        const origin = classOrigin(fact.name, facts.prefix)!;
        expect(name.children![0].data, fact.name).toMatchObject({
          hName: 'label',
          hProperties: { [OUTLINE_ATTRIBUTE]: fact.name },
        });
        expect(textOf(elements), fact.name).toBe(
          `${fact.elements.map((tag) => `<${tag}>`).join(', ')} (${fact.count})`,
        );
        expect(textOf(by), fact.name).toContain(withoutCode(origin.when[zh ? 'zh' : 'en']));
        const home = zh ? '/zh-CN' : '/';
        expect(linksOf(by), fact.name).toEqual(
          expect.arrayContaining(
            origin.props.map((prop) => `${home}#${propAnchor(prop.section, prop.name)}`),
          ),
        );
      }
    },
  );

  it.each(demoPages)('%s: puts Classes after Props used', (file) => {
    const headings = readFileSync(join(ROOT, 'docs/demo', file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '));
    const zh = file.endsWith('.zh-CN.md');
    const props = headings.indexOf(zh ? '## 用到的属性' : '## Props used');
    const classes = headings.indexOf(zh ? '## 类名' : '## Classes');
    expect(props).toBeGreaterThanOrEqual(0);
    expect(classes).toBeGreaterThan(props);
  });
});

describe('the /classes page', () => {
  const pages = ['docs/classes.md', 'docs/classes.zh-CN.md'];

  it.each(pages)(
    '%s lists every class rc-table writes, by part, with the demos that carry it',
    (file) => {
      const zh = file.endsWith('.zh-CN.md');
      const tables = section(
        filledPage(file),
        zh ? '按表格组成部分列出的类名' : 'Classes by part of the table',
      ).filter((node) => node.type === 'table');
      const rows = tables.flatMap((table) => table.children!.slice(1));
      expect(rows.map((row) => textOf(row.children![0])).sort()).toEqual(
        CLASS_ORIGINS.map((origin) => `rc-table${origin.pattern}`).sort(),
      );
      for (const demo of demos) {
        const facts = readFacts(ROOT, demo);
        for (const fact of facts.classes) {
          const pattern = classOrigin(fact.name, facts.prefix)!.pattern;
          const row = rows.find((each) => textOf(each.children![0]) === `rc-table${pattern}`)!;
          const shown = row.children![3];
          if (!/every demo|所有示例/.test(textOf(shown)))
            expect(linksOf(shown), `${fact.name} in ${demo}`).toContain(
              `${zh ? '/zh-CN' : ''}/demo/${demo}`,
            );
        }
      }
    },
  );

  // tests/unit/docs/tableStylesheet.test.ts holds the printed stylesheet to the file.
  it.each(pages)('%s lists the custom properties of src/styles/table.css', (file) => {
    const tree = filledPage(file);
    const css = readFileSync(join(ROOT, 'src/styles/table.css'), 'utf8');
    const properties = cssProperties(css, readFileSync(join(ROOT, '.dumi/global.less'), 'utf8'));
    const shown = (tree.children ?? [])
      .filter((node) => node.type === 'table')
      .flatMap((table) => table.children!.slice(1).map((row) => textOf(row.children![0])))
      .filter((name) => name.startsWith('--'));
    expect(shown).toEqual(properties.map((property) => property.name));
  });

  it('reads the custom properties off the stylesheet: values, dark values, what reads them', () => {
    const properties = cssProperties(
      ':root { --a: #fff; --a-b: 1px; --c: red; }\nhtml x { color: var(--a); border: var(--a-b) solid var(--a); }\nhtml y { background: var(--a); }',
      'html[data-prefers-color="dark"] { --a: #000; }',
    );
    expect(properties).toEqual([
      {
        name: '--a',
        value: '#fff',
        dark: '#000',
        uses: ['color', 'border', 'background'],
        rules: 2,
      },
      { name: '--a-b', value: '1px', dark: undefined, uses: ['border'], rules: 1 },
      { name: '--c', value: 'red', dark: undefined, uses: [], rules: 0 },
    ]);
  });

  it('is linked from the home page, which no longer prints the stylesheet', () => {
    for (const [file, link] of [
      ['docs/index.md', '(/classes)'],
      ['docs/index.zh-CN.md', '(/zh-CN/classes)'],
    ]) {
      const page = readFileSync(join(ROOT, file), 'utf8');
      expect(page).toContain(link);
      expect(page).not.toMatch(/```css/);
    }
    expect(existsSync(join(ROOT, 'docs/classes.md'))).toBe(true);
  });
});

describe('a demo page’s Classes section in the build', () => {
  it('leaves the page’s JavaScript as one KeptSection holding the table’s HTML, links under the base', async () => {
    const tree = filledPage('docs/demo/fixed-columns.md');
    const store = mkdtempSync(join(tmpdir(), 'kept-'));
    try {
      await keepClasses(tree, '/table/', store);
      const kept = (tree.children ?? []).filter((node) =>
        /^<KeptSection src="kept\/[0-9a-f]{8}\.json" part="0"><\/KeptSection>$/.test(
          node.value ?? '',
        ),
      );
      expect(kept).toHaveLength(1);
      expect((tree.children ?? []).filter((node) => node.type === 'table')).toEqual([]);
      const src = /src="([^"]+)"/.exec(kept[0].value!)![1];
      const [html] = JSON.parse(readFileSync(join(store, src), 'utf8')) as string[];
      expect(html).toContain('<table class="site-class-table">');
      expect(html).toContain(
        '<label class="class-outline" data-outline-class="rc-table-cell-fix-left"><input type="checkbox"><code>rc-table-cell-fix-left</code></label>',
      );
      expect(html).toContain(
        '<a href="/table/#prop-column-fixed" data-route="/#prop-column-fixed">',
      );
      expect(html).not.toContain('keepClasses');
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });
});
