import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSamples } from '../../support/checkSamples';
import { codeSamples, type CodeSample } from '../../../src/node/docs/codeSamples';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : path.endsWith('.md') ? [path] : [];
  });
}

const root = process.cwd();
const samples = markdownFiles('docs').flatMap((file) =>
  codeSamples(file, readFileSync(file, 'utf8')),
);

describe('code samples on the pages', () => {
  it('are found on the pages that have them, in both languages', () => {
    const pages = new Set(samples.map(({ file }) => file));
    for (const page of [
      'docs/index.md',
      'docs/index.zh-CN.md',
      'docs/changelog.$tab-upgrade.md',
      'docs/changelog.$tab-upgrade.zh-CN.md',
    ]) {
      expect(pages).toContain(page);
    }
    expect(samples.length).toBeGreaterThan(30);
  });

  it('compile against the installed rc-table and React types (or fail exactly as marked)', () => {
    const problems = checkSamples(samples, root).map(
      ({ file, line, message }) => `${file}:${line}: ${message}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the sample checker', () => {
  const sample = (code: string, extra: Partial<CodeSample> = {}): CodeSample => ({
    file: 'docs/x.md',
    line: 10,
    lang: 'tsx',
    code,
    ...extra,
  });

  it('reports a wrong prop with the page line and the compiler message', () => {
    const code =
      "import Table from 'rc-table';\n\nexport const view = <Table data={[]} colums={[]} />;";
    const [problem, ...rest] = checkSamples([sample(code)], root);
    expect(rest).toEqual([]);
    expect(problem.file).toBe('docs/x.md');
    expect(problem.line).toBe(12);
    expect(problem.message).toMatch(/^TS2322 .*colums/);
  }, 60_000);

  it('holds a sample marked to fail to that error, and reports one that compiles', () => {
    const old = '<Table columns={columns} data={data} onRowClick={() => undefined} />';
    expect(
      checkSamples([sample(old, { lang: 'jsx', context: 'upgrade', fails: 'TS2322' })], root),
    ).toEqual([]);
    const fine = '<Table columns={columns} data={data} />';
    expect(
      checkSamples([sample(fine, { lang: 'jsx', context: 'upgrade', fails: 'TS2322' })], root),
    ).toEqual([
      { file: 'docs/x.md', line: 10, message: 'expected TS2322, the compiler reported nothing' },
    ]);
  }, 60_000);

  it('reads the directive above a fence and the block under it', () => {
    const page = [
      '# Page',
      '',
      '<!-- sample: context=upgrade wrap=column -->',
      '```jsx | pure',
      "title: 'Name',",
      '```',
      '',
      '```bash',
      'npm i',
      '```',
    ].join('\n');
    expect(codeSamples('docs/p.md', page)).toEqual([
      {
        file: 'docs/p.md',
        line: 5,
        lang: 'jsx',
        code: "title: 'Name',",
        context: 'upgrade',
        wrap: 'column',
      },
    ]);
    expect(() => codeSamples('docs/p.md', '<!-- sample: strict -->\n```ts\nx\n```')).toThrow(
      /unknown sample directive "strict"/,
    );
  });
});
