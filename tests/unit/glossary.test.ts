import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chineseLines,
  findRejectedTerms,
  formatProblems,
  glossary,
  markdownLines,
  type TextLine,
} from '../support/glossary';

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return /^tmp/.test(name) ? [] : files(path, keep);
      return keep(path) ? [path] : [];
    })
    .sort();
}

const read = (path: string) => readFileSync(path, 'utf8');

const CHANGELOG = 'docs/changelog.zh-CN.md';
const pages = files('docs', (p) => p.endsWith('.zh-CN.md'));
/** The UI: the locale file, and Chinese strings written into the theme and the site config. */
const uiFiles = [
  '.dumi/theme/locales/zh-CN.json',
  ...files('.dumi', (p) => /\.tsx?$/.test(p)),
  '.dumirc.ts',
  'src/node/site/nav.ts',
];
const DESCRIPTIONS = 'src/node/api/descriptions.ts';

/** Fails with one line per rejected word: file:line:column: 「wrong」 → 「right」 (concept). */
function expectClean(file: string, lines: TextLine[]) {
  const problems = findRejectedTerms(file, lines);
  expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
}

describe('glossary', () => {
  it('gives each concept one term of its own and words to reject', () => {
    const concepts = glossary.map((entry) => entry.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    expect(new Set(glossary.map((entry) => entry.term)).size).toBe(glossary.length);
    for (const entry of glossary) {
      expect(entry.rejected.length, entry.concept).toBeGreaterThan(0);
      for (const word of entry.rejected) {
        if (word instanceof RegExp) expect(word.flags, entry.concept).toBe('');
      }
      // The chosen term is never reported as a rejected word of its own concept.
      const line = { line: 1, text: entry.term, heading: entry.headingsOnly };
      expect(findRejectedTerms('term', [line], [entry]), entry.concept).toEqual([]);
    }
  });

  it('reports a rejected word with file, line, column, the word and the term to use', () => {
    const sample = [
      '---',
      'title: 吸顶表头与合计行',
      'keywords: [合计行, 页脚]',
      '---',
      '',
      '表格末尾的合计行和表格下方的页脚都会随数据变化，主体则在 `scroll.y` 中滚动。',
      '',
      '## 常见陷阱',
    ].join('\n');
    const problems = findRejectedTerms('sample.zh-CN.md', markdownLines(sample));
    expect(problems.map((p) => [p.line, p.column, p.found, p.term])).toEqual([
      [2, 13, '合计行', '总结栏'],
      [6, 6, '合计行', '总结栏'],
      [6, 15, '页脚', '表尾'],
      [6, 25, '主体', '表体'],
      [8, 4, '常见陷阱', '注意事项'],
    ]);
    expect(formatProblems(problems)).toContain(
      'sample.zh-CN.md:6:6: 「合计行」 → 「总结栏」 (summary (the `summary` prop, `Table.Summary`))',
    );
    // UI strings and API descriptions are read line by line too.
    expect(
      findRejectedTerms(
        'zh-CN.json',
        chineseLines('{\n  "a": "Open",\n  "b": "在线运行环境加载失败"\n}'),
      ).map((p) => [p.line, p.found, p.term]),
    ).toEqual([[3, '在线运行环境', '演练场']]);
  });

  it('lets a rejected word stand only where it means something else', () => {
    const check = (text: string) =>
      findRejectedTerms('x.zh-CN.md', markdownLines(text)).map((p) => p.found);
    // 表格单元格 holds 表格单元; 单元格 is the term.
    expect(check('因为单元格不再是表格单元格。')).toEqual([]);
    expect(check('每个表格单元都带 id。')).toEqual(['表格单元']);
    // An app's or the site's own page footer is a 页脚; the table's is a 表尾.
    expect(check('如果应用自己的页脚或工具栏固定在那里，把滚动条抬到它上方。')).toEqual([]);
    expect(check('站点的页脚写着许可证。')).toEqual([]);
    expect(check('表头和页脚保持不动。')).toEqual(['页脚']);
    // A quoted screen reader announcement keeps its wording; the site says 收起.
    expect(check('按钮会读作“Show events，已折叠”。')).toEqual([]);
    expect(check('点击图标将其折叠。')).toEqual(['折叠']);
    // Section names are checked as headings only.
    expect(check('这些是常见陷阱。')).toEqual([]);
    expect(check('## 使用的属性')).toEqual(['使用的属性']);
    // Inline code quotes code; keywords are search aliases.
    expect(check('类名是 `主体`。')).toEqual([]);
    expect(check('---\ntitle: 表尾\nkeywords:\n  [页脚, 合计行]\ndescription: 主体\n---')).toEqual([
      '主体',
    ]);
    // Code blocks are read: their comments are prose.
    expect(check('```tsx\n// 拖放之前\n```')).toEqual(['拖放']);
  });

  it('reads every Chinese page, its demos and the API descriptions and UI strings', () => {
    const english = files('docs', (p) => p.endsWith('.md') && !p.endsWith('.zh-CN.md'));
    expect(pages).toHaveLength(english.length);
    expect(pages).toContain(CHANGELOG);
    const demoTags = pages.flatMap((p) =>
      markdownLines(read(p)).filter(({ text }) =>
        /<code [^>]*title="[^"]*[\u4e00-\u9fff]/u.test(text),
      ),
    );
    expect(demoTags.length).toBeGreaterThanOrEqual(40);
    expect(chineseLines(read(DESCRIPTIONS)).length).toBeGreaterThan(60);
    expect(uiFiles).toContain('.dumi/theme/builtins/ApiTable/ApiTableView.tsx');
    expect(uiFiles.flatMap((p) => chineseLines(read(p))).length).toBeGreaterThan(50);
  });
});

describe('Chinese texts use the glossary’s terms', () => {
  it.each(pages)('%s', (path) => expectClean(path, markdownLines(read(path))));

  it(DESCRIPTIONS, () => expectClean(DESCRIPTIONS, chineseLines(read(DESCRIPTIONS))));

  it.each(uiFiles)('%s', (path) => expectClean(path, chineseLines(read(path))));
});
