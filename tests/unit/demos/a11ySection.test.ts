import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessibilityMarkdown,
  accessibilityStatements,
  demoFacts,
  inlineMarkdown,
  type A11yStatement,
} from '../../../src/node/demos/accessibility';
import type { DemoFacts, TabStopFacts } from '../../../src/shared/demos/facts';
import {
  fillAccessibility,
  keepAccessibility,
} from '../../../src/node/plugins/remarkAccessibility';
import type { MdNode } from '../../../src/node/api/propsUsedMarkdown';
import { factDemos, GUARD_TEST } from '../../claims/accessibilityFacts';
import { parseMarkdownPage } from '../../../src/node/docs/markdown';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { testNames } from '../../support/claims';
import { glossary } from '../../support/glossary';

/**
 * Each sentence of a demo page's Accessibility section says what the demo's facts say, in English
 * and in Chinese: the names, counts, sources and key effects it reads are the facts' own, and a
 * gap (no name, no row headers, a split header) is said with a link to the page that shows how.
 * tests/e2e/demo-facts.spec.ts holds the facts to Chromium.
 */

const ROOT = resolve(__dirname, '../../..');
const demos = factDemos(ROOT);
const facts = new Map(demos.map((demo) => [demo, demoFacts(ROOT, demo)!]));
const statements = new Map<string, { demo: string; statement: A11yStatement }>();
for (const [demo, each] of facts)
  for (const statement of accessibilityStatements(each))
    statements.set(statement.id, { demo, statement });

type Lang = 'en' | 'zh';
const quoted = (text: string) => `“${text}”`;
const topTables = (f: DemoFacts) => f.tables.filter((table) => !table.nested);
const EFFECT_WORDS: Record<string, Record<Lang, string>> = {
  expands: { en: 'expand it', zh: '展开' },
  collapses: { en: 'collapse it', zh: '收起' },
  toggles: { en: 'toggle it', zh: '切换' },
  increases: { en: 'raise its value', zh: '增大' },
  decreases: { en: 'lower its value', zh: '减小' },
  scrolls: { en: 'scroll the table', zh: '滚动表格' },
  activates: { en: 'change the table', zh: '改变表格' },
  'moves-focus': { en: 'move the focus off it', zh: '焦点离开' },
  navigates: { en: 'follow the link', zh: '打开链接' },
};
const KEY_WORDS: Record<string, Record<Lang, string>> = {
  Enter: { en: 'Enter', zh: 'Enter' },
  Space: { en: 'Space', zh: '空格键' },
  ArrowDown: { en: '↓', zh: '↓' },
  ArrowUp: { en: '↑', zh: '↑' },
  ArrowRight: { en: '→', zh: '→' },
  ArrowLeft: { en: '←', zh: '←' },
};
const link = (lang: Lang, page: string) => `](${lang === 'zh' ? '/zh-CN' : ''}/demo/${page})`;

/** What a sentence must hold, read from the facts on their own (not from the sentence's code). */
function expected(f: DemoFacts, fact: string, lang: Lang): string[] {
  const top = topTables(f);
  const named = top.find((t) => t.part === 'body') ?? top.find((t) => t.part === 'whole') ?? top[0];
  const size = (t: DemoFacts['tables'][number]) =>
    lang === 'en' ? `${t.rows} row` : `${t.rows} 行 ${t.columns} 列`;
  if (fact === 'name')
    return named.name
      ? [
          quoted(named.name),
          named.nameSource === 'caption' ? '`<caption>`' : `\`${named.nameSource}\``,
        ]
      : [
          lang === 'en' ? 'no accessible name' : '没有可访问名称',
          link(lang, 'caption'),
          link(lang, 'aria'),
        ];
  if (fact === 'tables') {
    const header = top.find((t) => t.part === 'header');
    const body = top.find((t) => t.part === 'body');
    const counts = top.map(size);
    if (header && body)
      return [
        ...counts,
        lang === 'en' ? `${top.length} tables` : `${top.length} 个表格`,
        '`scroll.y`',
      ];
    if (header) return [...counts, lang === 'en' ? 'Only the header is a table' : '只有表头是表格'];
    return [...counts, ...(named.ariaRowCount ? [`${named.ariaRowCount}`, '`aria-rowcount`'] : [])];
  }
  if (fact === 'column-headers') {
    const columns = top.find((t) => t.headers.columns.length)?.headers.columns ?? [];
    if (!columns.length) return [lang === 'en' ? 'no column headers' : '没有列表头'];
    return [`${columns.length}`, ...columns.slice(0, 8).map((name) => quoted(name))];
  }
  if (fact === 'row-headers') {
    const count = top.reduce((sum, t) => sum + t.headers.rowHeaders, 0);
    if (!count)
      return [
        lang === 'en' ? 'No cell is a row header' : '没有单元格是行表头',
        link(lang, 'scope-row'),
      ];
    return [`${count}`, quoted(top.flatMap((t) => t.headers.rowHeaderExamples)[0])];
  }
  if (fact === 'expand') {
    const { controls } = f.expand;
    const open = controls.filter((c) => c.expanded).length;
    const good = controls.every(
      (c) => c.role === 'button' && c.name && c.expanded !== null && c.focusable,
    );
    return good
      ? [`${controls.length}`, quoted(controls[0].name), '`aria-expanded`', `${open}`]
      : [link(lang, 'expand-icon')];
  }
  if (fact.startsWith('live-')) {
    const region = f.liveRegions[Number(fact.slice(5)) - 1];
    return [
      region.text ? quoted(region.text) : lang === 'en' ? 'empty' : '为空',
      region.role === 'generic' ? region.live : region.role,
    ];
  }
  if (fact === 'keyboard')
    return f.keyboard.length ? ['Tab'] : [lang === 'en' ? 'does not stop' : '没有停留点'];
  const first = Number(/^tab-(\d+)$/.exec(fact)![1]) - 1;
  const stop: TabStopFacts = f.keyboard[first];
  const leader = f.keyboard[stop.like ?? first];
  const parts = stop.name ? [quoted(stop.name)] : [lang === 'en' ? 'without a name' : '没有名称'];
  if (!stop.inTable) return [...parts, lang === 'en' ? 'outside the table' : '在表格之外'];
  const effects = Object.entries(leader.keys).filter(([, effect]) => effect !== 'nothing');
  if (['textbox', 'searchbox', 'combobox', 'spinbutton'].includes(leader.role) && !effects.length)
    return parts;
  if (!effects.length) return [...parts, lang === 'en' ? 'do nothing' : '都不起作用'];
  return [
    ...parts,
    ...effects.flatMap(([key, effect]) => [KEY_WORDS[key][lang], EFFECT_WORDS[effect!][lang]]),
  ];
}

describe('the Accessibility section of every demo page', () => {
  it('covers every demo with facts, each fact of its data once', () => {
    expect(demos.length).toBeGreaterThanOrEqual(39);
    for (const [demo, f] of facts) {
      const ids = accessibilityStatements(f).map(({ id }) => id.replace(`demo/${demo}/a11y/`, ''));
      expect(ids, demo).toEqual(
        expect.arrayContaining(['name', 'tables', 'column-headers', 'row-headers', 'keyboard']),
      );
      expect(ids.includes('expand'), demo).toBe(f.expand.controls.length > 0);
      expect(ids.filter((id) => id.startsWith('live-')).length, demo).toBe(f.liveRegions.length);
      // Every Tab stop is in one item: the items start at stops, and a stop of a like run is in its leader's item.
      const starts = ids.filter((id) => id.startsWith('tab-')).map((id) => Number(id.slice(4)) - 1);
      expect(starts[0] ?? 0, demo).toBe(0);
      expect(starts.length <= f.keyboard.length, demo).toBe(true);
    }
  });

  it.each([...statements.keys()])('says what the facts say: %s', (id) => {
    const { demo, statement } = statements.get(id)!;
    const fact = id.slice(`demo/${demo}/a11y/`.length);
    for (const lang of ['en', 'zh'] as const) {
      // As a reader sees it: without the Markdown escapes.
      const text = inlineMarkdown(statement[lang]).replace(/\\(.)/g, '$1');
      for (const part of expected(facts.get(demo)!, fact, lang))
        expect(text, `${lang}: ${text}`).toContain(part);
    }
  });

  it('writes Chinese with the glossary’s terms', () => {
    const rejected = glossary.flatMap((entry) =>
      entry.headingsOnly ? [] : entry.rejected.map((word) => ({ word, term: entry.term })),
    );
    const found: string[] = [];
    for (const { statement } of statements.values()) {
      const zh = inlineMarkdown(statement.zh);
      for (const { word, term } of rejected)
        if (typeof word === 'string' ? zh.includes(word) : word.test(zh))
          found.push(`${statement.id}: ${String(word)} (say ${term})`);
    }
    expect(found).toEqual([]);
  });

  it('is what the page shows in place of its marker, in its language', () => {
    const page = (): MdNode => ({
      type: 'root',
      children: [
        { type: 'html', value: '<code src="../../demos/scroll-y.tsx"></code>' },
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Accessibility' }] },
        { type: 'html', value: '<!-- accessibility: generated at build time -->' },
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Pitfalls' }] },
      ],
    });
    for (const lang of ['en', 'zh'] as const) {
      const tree = page();
      expect(
        fillAccessibility(tree, lang === 'en' ? 'scroll-y.md' : 'scroll-y.zh-CN.md', ROOT),
      ).toBe(true);
      const text = (node: MdNode): string =>
        node.type === 'inlineCode'
          ? `\`${node.value}\``
          : node.type === 'text'
            ? (node.value ?? '')
            : (node.children ?? []).map(text).join('');
      const shown = tree.children!.slice(2, -1).map(text).join('\n');
      const written = accessibilityMarkdown(facts.get('scroll-y')!, lang)
        .join('\n')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^- /gm, '')
        .replace(/\\(.)/g, '$1');
      expect(shown.replace(/\n/g, '')).toBe(written.replace(/\n/g, ''));
      expect(
        tree.children!.some(
          (node) => node.type === 'html' && /accessibility/.test(node.value ?? ''),
        ),
      ).toBe(false);
    }
  });

  it('is what search reads of the section: its first paragraph, the table’s name', () => {
    for (const [file, title] of [
      ['docs/demo/aria.md', 'Accessibility'],
      ['docs/demo/aria.zh-CN.md', '无障碍'],
    ] as const) {
      const { sections } = parseMarkdownPage(readFileSync(join(ROOT, file), 'utf8'), file);
      const section = sections.find((each) => each.title === title);
      expect(section?.paragraphs[0], file).toContain('“Fleet health”');
      expect(section?.paragraphs[0], file).toContain('aria-labelledby');
    }
  });

  it('leaves the page’s JavaScript: one KeptSection in its place, its HTML in the store, links under the base', async () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        { type: 'html', value: '<code src="../../demos/simple.tsx"></code>' },
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Accessibility' }] },
        { type: 'html', value: '<!-- accessibility -->' },
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Classes' }] },
      ],
    };
    const store = mkdtempSync(join(tmpdir(), 'kept-'));
    expect(fillAccessibility(tree, 'simple.md', ROOT)).toBe(true);
    await keepAccessibility(tree, '/table/', store);
    expect(tree.children!.map((node) => node.type)).toEqual(['html', 'heading', 'html', 'heading']);
    const src = /^<KeptSection src="([^"]+)" part="0"><\/KeptSection>$/.exec(
      tree.children![2].value ?? '',
    )?.[1];
    expect(src).toBeTruthy();
    const [html] = JSON.parse(readFileSync(join(store, src!), 'utf8')) as string[];
    expect(html).toContain('The table has no accessible name');
    expect(html).toContain('href="/table/demo/caption" data-route="/demo/caption"');
    expect(html).toContain('<code>aria-label</code>');
  });

  it('refuses a page whose demo has no facts', () => {
    const tree: MdNode = {
      type: 'root',
      children: [
        { type: 'html', value: '<code src="../../demos/no-such-demo.tsx"></code>' },
        { type: 'html', value: '<!-- accessibility -->' },
      ],
    };
    expect(() => fillAccessibility(tree, 'no-such-demo.md', ROOT)).toThrow(/no facts/);
  });
});

describe('the proofs of the Accessibility sections', () => {
  it('can name the e2e guard: a test a loop declares is named by its template, `%s` for the demo', () => {
    expect(testNames(join(ROOT, GUARD_TEST))).toEqual([
      'what each demo gives assistive technology › %s gives Chromium’s accessibility tree what its facts file says, on its standalone page: the demo alone, in English, zoomable, within its policy',
    ]);
  });
});
