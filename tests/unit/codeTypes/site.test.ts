// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import parseBlockAsset from 'dumi/dist/assetParsers/block.js';
import ReactTechStack from 'dumi/dist/techStacks/react.js';
import enhancedResolve from 'enhanced-resolve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoFilesOf,
  demoModulePaths,
  javaScriptFilesOf,
  type DemoAsset,
} from '../../../src/client/site/demoFiles';
import { createCodeTypes } from '../../../src/node/codeTypes';
import {
  blockCode,
  createSiteCodeHtml,
  demoCode,
  shownTypeScript,
  type SiteCode,
} from '../../../src/node/codeTypes/site';
import { SAMPLE_PRELUDES, codeSamples, samplePrelude } from '../../../src/node/docs/codeSamples';
import {
  javaScriptAssets,
  shownJavaScript,
  typeScriptFiles,
} from '../../../src/node/plugins/javascript';
import { blockCodeKey } from '../../../src/shared/codeTypes/keys';
import { javaScriptFileName } from '../../../src/shared/demos/fileNames';

const ROOT = process.cwd();
const DEMOS = join(ROOT, 'demos');
const DEMO_FILES = typeScriptFiles(DEMOS);
const raw = (path: string) => readFileSync(join(DEMOS, path), 'utf8');

/** The demo's asset as dumi's build makes it: its parser, its React tech stack, its resolver. */
async function dumiAsset(fileAbsPath: string): Promise<DemoAsset> {
  const { asset } = await parseBlockAsset({
    fileAbsPath,
    id: fileAbsPath,
    refAtomIds: [],
    fileLocale: 'en-US',
    // As dumi's markdown loader creates it (dumi/dist/loaders/markdown/transformer).
    resolver: enhancedResolve.create.sync({
      mainFields: ['browser', 'module', 'main'],
      extensions: ['.js', '.jsx', '.ts', '.tsx'],
      conditionNames: ['import', 'require', 'default', 'browser', 'node'],
    }) as Parameters<typeof parseBlockAsset>[0]['resolver'],
    techStack: new ReactTechStack(),
  });
  return asset as DemoAsset;
}

/** Each demo file the panel shows (path below demos/ → code), from the demo entry's asset. */
async function shownFiles(demosDir: string, entry: string): Promise<Map<string, string>> {
  const asset = await dumiAsset(join(demosDir, entry));
  const paths = demoModulePaths(asset, `demos/${entry}`);
  if (!paths) throw new Error(`${entry} shows a file outside demos/`);
  return new Map(demoFilesOf(asset).map((file) => [paths[file.name], file.code]));
}

let temp: string | undefined;
const tempDir = (): string => {
  temp ??= realpathSync(mkdtempSync(join(tmpdir(), 'site-code-')));
  return temp;
};
const write = (path: string, text: string) => {
  const file = join(tempDir(), path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('shownTypeScript', () => {
  const FRONT_MATTER = '/**\n * title: Greeting\n * description: Says hello.\n */\n\n';
  const DOC_COMMENT = '/**\n * Says hello, politely.\n */\n';

  it("drops an entry's leading front matter, keeps a shared file's doc comment, and trims", () => {
    expect(shownTypeScript(`${FRONT_MATTER}export default 1;\n`, 'greeting.tsx')).toBe(
      'export default 1;',
    );
    expect(shownTypeScript(`${DOC_COMMENT}export const hello = 1;\n\n`, '_data/hello.ts')).toBe(
      `${DOC_COMMENT}export const hello = 1;`,
    );
    expect(shownTypeScript('\n\nexport default 2;\n', 'plain.tsx')).toBe('export default 2;');
  });

  it("is the code of dumi's asset after the panel's trim, for an entry and for the file it imports", async () => {
    const entry = `${FRONT_MATTER}import { hello } from './_data/hello';\n\nexport default () => <>{hello}</>;\n`;
    const shared = `${DOC_COMMENT}export const hello = 'hello';\n`;
    write('demos/greeting.tsx', entry);
    write('demos/_data/hello.ts', shared);
    const shown = await shownFiles(join(tempDir(), 'demos'), 'greeting.tsx');
    // Proof that dumi does treat the two differently, so the comparison below means something.
    expect(shown.get('greeting.tsx')).toMatch(/^import \{ hello \}/);
    expect(shown.get('_data/hello.ts')).toMatch(/^\/\*\*\n \* Says hello, politely\./);
    expect(shown).toEqual(
      new Map([
        ['greeting.tsx', shownTypeScript(entry, 'greeting.tsx')],
        ['_data/hello.ts', shownTypeScript(shared, '_data/hello.ts')],
      ]),
    );
  });
});

describe('demoCode', () => {
  const codes = demoCode(DEMOS);
  const byKey = new Map(codes.map((code) => [code.key, code]));

  it('gives every file under demos/ in TypeScript and in JavaScript, each under its own key', () => {
    expect(DEMO_FILES).toContain('simple.tsx');
    expect(DEMO_FILES).toContain('_data/fleet.ts');
    expect(codes.map((code) => code.key)).toEqual(
      DEMO_FILES.flatMap((path) => [`demos/${path}`, `demos/${javaScriptFileName(path)}`]),
    );
    expect(byKey.get('demos/simple.jsx')).toMatchObject({
      kind: 'demo',
      fileName: 'demos/simple.jsx',
      lang: 'jsx',
    });
    expect(byKey.get('demos/_data/fleet.ts')).toMatchObject({
      kind: 'demo',
      fileName: 'demos/_data/fleet.ts',
      lang: 'ts',
    });
    for (const code of codes) expect(code.fileName, code.key).toBe(code.key);
  });

  it('holds the TypeScript as shownTypeScript gives it and the JavaScript as the site publishes it', () => {
    for (const path of DEMO_FILES) {
      expect(byKey.get(`demos/${path}`)?.code, path).toBe(shownTypeScript(raw(path), path));
      expect(byKey.get(`demos/${javaScriptFileName(path)}`)?.code, path).toBe(
        shownJavaScript(raw(path), path).trim(),
      );
    }
    expect(byKey.get('demos/simple.jsx')?.code).not.toMatch(/: ColumnsType|import type/);
  });
});

describe('the demo code the panel shows', () => {
  const codes = new Map(demoCode(DEMOS).map((code) => [code.key, code.code]));
  /** Per demo entry (a file directly in demos/, as the pages use them), the files it shows. */
  const shown = new Map<string, Map<string, string>>();

  beforeAll(async () => {
    for (const entry of DEMO_FILES.filter((path) => !path.includes('/'))) {
      shown.set(entry, await shownFiles(DEMOS, entry));
    }
  }, 60_000);

  it('is, in TypeScript, the code demoCode annotates: what dumi puts in the asset, trimmed', () => {
    const covered = new Set<string>();
    const differences: string[] = [];
    for (const [entry, files] of shown) {
      for (const [path, code] of files) {
        covered.add(path);
        if (codes.get(`demos/${path}`) !== code) differences.push(`${entry} shows ${path}`);
      }
    }
    expect(differences).toEqual([]);
    // Every file with HTML is one a panel shows: the comparison above covers them all.
    expect([...covered].sort()).toEqual([...DEMO_FILES].sort());
  });

  it('is, in JavaScript, the code demoCode annotates: the published JavaScript, as the panel trims it', () => {
    const published = javaScriptAssets(DEMOS);
    const differences: string[] = [];
    let compared = 0;
    for (const [entry, files] of shown) {
      const sources: Record<string, string> = {};
      const panelFiles = [...files].map(([path, code]) => {
        sources[path] = JSON.parse(published.get(path)!.content) as string;
        return { name: path, label: path, lang: 'tsx', code };
      });
      for (const file of javaScriptFilesOf(panelFiles, sources)) {
        compared++;
        if (codes.get(`demos/${file.label}`) !== file.code) {
          differences.push(`${entry} shows ${file.label}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(shown.size);
  });
});

describe('blockCode', () => {
  const TSX = "import Table from 'rc-table';\n\nexport default () => <Table />;";
  const FRAGMENT = '<Table columns={columns} data={data} />';

  it('gives each distinct block with a language once, TypeScript with its sample prelude', () => {
    write(
      'docs/a.md',
      [
        '# A',
        '',
        '```tsx',
        TSX,
        '```',
        '',
        '<!-- sample: context=upgrade -->',
        '```jsx | pure',
        FRAGMENT,
        '```',
        '',
        '```bash',
        'npm install rc-table',
        '```',
        '',
        '```',
        'no language, no block',
        '```',
        '',
      ].join('\n'),
    );
    write(
      'docs/sub/a.zh-CN.md',
      ['# 甲', '', '```tsx', TSX, '```', '', '```ts', 'export const b = 2;', '```', ''].join('\n'),
    );
    const blocks = blockCode(tempDir());
    expect(blocks).toEqual<SiteCode[]>([
      {
        key: expect.stringMatching(/^block-/),
        kind: 'block',
        fileName: 'docs/a.md#4',
        code: TSX,
        lang: 'tsx',
        prelude: '',
      },
      {
        key: expect.stringMatching(/^block-/),
        kind: 'block',
        fileName: 'docs/a.md#11',
        code: FRAGMENT,
        lang: 'jsx',
        prelude: SAMPLE_PRELUDES.upgrade,
      },
      {
        key: expect.stringMatching(/^block-/),
        kind: 'block',
        fileName: 'docs/a.md#15',
        code: 'npm install rc-table',
        lang: 'bash',
      },
      {
        key: expect.stringMatching(/^block-/),
        kind: 'block',
        fileName: 'docs/sub/a.zh-CN.md#10',
        code: 'export const b = 2;',
        lang: 'ts',
        prelude: '',
      },
    ]);
    expect(new Set(blocks.map((block) => block.key)).size).toBe(4);
  });

  it("gives each of the site's blocks the prelude of its sample directive, and no key twice", () => {
    const blocks = blockCode(ROOT);
    const byKey = new Map(blocks.map((block) => [block.key, block]));
    expect(byKey.size).toBe(blocks.length);
    const wrong: string[] = [];
    let upgrade = 0;
    for (const path of markdownPaths(join(ROOT, 'docs'))) {
      for (const sample of codeSamples(path, readFileSync(path, 'utf8'))) {
        const block = byKey.get(blockCodeKey(sample.lang, sample.code)!);
        if (sample.context === 'upgrade') {
          upgrade++;
          if (!block?.prelude?.startsWith(SAMPLE_PRELUDES.upgrade))
            wrong.push(`${path}:${sample.line}`);
        }
        if (block?.prelude !== samplePrelude(sample)) wrong.push(`${path}:${sample.line}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(upgrade).toBeGreaterThan(0);
  });
});

describe('createSiteCodeHtml', () => {
  const MAIN = "import { greet } from './lib';\n\nexport const hello = greet('you');";
  const code: SiteCode = {
    key: 'demos/main.ts',
    kind: 'demo',
    fileName: 'demos/main.ts',
    code: MAIN,
    lang: 'ts',
  };
  const writeLib = (type: string) =>
    write('demos/lib.ts', `export function greet(name: ${type}) {\n  return name;\n}\n`);

  it('keeps the HTML of unchanged code, and makes it again when a file it imports changes', () => {
    writeLib('string');
    let made = 0;
    const siteCodeHtml = createSiteCodeHtml(tempDir(), (options) => {
      made++;
      return createCodeTypes(options);
    });
    const first = siteCodeHtml([code]).get(code.key);
    expect(first).toContain('function greet(name: string): string');
    expect(siteCodeHtml([code]).get(code.key)).toBe(first);
    expect(made).toBe(1);
    writeLib('number');
    expect(siteCodeHtml([code]).get(code.key)).toContain('function greet(name: number): number');
    expect(made).toBe(2);
  }, 60_000);

  it('keeps the HTML in its store for the next process, unless the packages changed', () => {
    writeLib('string');
    const store = join(tempDir(), 'cache/html.json');
    let made = 0;
    const counting: typeof createCodeTypes = (options) => {
      made++;
      return createCodeTypes(options);
    };
    const first = createSiteCodeHtml(tempDir(), counting, store)([code]).get(code.key);
    expect(made).toBe(1);
    expect(createSiteCodeHtml(tempDir(), counting, store)([code]).get(code.key)).toBe(first);
    expect(made).toBe(1);
    write('package-lock.json', '{"lockfileVersion": 3}');
    expect(createSiteCodeHtml(tempDir(), counting, store)([code]).get(code.key)).toBe(first);
    expect(made).toBe(2);
  }, 60_000);
});

/** The Markdown files under `dir`. */
function markdownPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name))
    .sort();
}
