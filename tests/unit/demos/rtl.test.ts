// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transform } from 'sucrase';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import { RTL_ATTRIBUTE, tableTags, toRtl } from '../../../src/node/demos/rtl';
import { rtlAssets, rtlVariant } from '../../../src/node/plugins/rtl';
import { isRtlSearch, withDirection } from '../../../src/shared/demos/rtl';
import { prettierVerdicts } from '../../support/prettierVerdicts';

/** Every demo entry: a TypeScript file directly in demos/. */
const ENTRIES = readdirSync('demos')
  .filter((name) => /\.tsx$/.test(name))
  .sort();

const variants = new Map(
  ENTRIES.map((name) => [name, rtlVariant(readFileSync(join('demos', name), 'utf8'), name)]),
);
const shown = (name: string) =>
  parseCodeFrontmatter(readFileSync(join('demos', name), 'utf8')).code as string;

const parse = (text: string, fileName: string) =>
  ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.ESNext,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** The value of each `<Table>`'s `direction` attribute, in source order (`undefined`: none). */
function directions(text: string, fileName: string): (string | undefined)[] {
  const file = parse(text, fileName);
  return tableTags(file).map((tag) => {
    const attribute = tag.attributes.properties.find(
      (property): property is ts.JsxAttribute =>
        ts.isJsxAttribute(property) && property.name.getText(file) === 'direction',
    );
    return attribute?.initializer && ts.isStringLiteral(attribute.initializer)
      ? attribute.initializer.text
      : undefined;
  });
}

const syntaxErrors = (text: string, fileName: string) =>
  (
    ts.transpileModule(text, {
      fileName,
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX },
    }).diagnostics ?? []
  ).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));

/** The text without the attribute, whitespace and the parentheses Prettier adds around JSX. */
const skeleton = (text: string) =>
  text
    .split(RTL_ATTRIBUTE)
    .join('')
    .replace(/[\s()]/g, '');

describe('every demo right to left (src/node/demos/rtl.ts)', () => {
  // A variant unchanged since the last run is not formatted again.
  const prettier = prettierVerdicts('rtl-variants');
  afterAll(() => prettier.save());

  it('finds demos, each with at least one <Table>', () => {
    expect(ENTRIES.length).toBeGreaterThan(40);
    for (const name of ENTRIES)
      expect(tableTags(parse(shown(name), name)).length, name).toBeGreaterThan(0);
  });

  for (const name of ENTRIES) {
    describe(name, () => {
      const variant = variants.get(name)!;
      const jsName = name.replace(/\.tsx$/, '.jsx');

      it('puts direction="rtl" on every <Table>, in TypeScript and JavaScript', () => {
        const count = tableTags(parse(shown(name), name)).length;
        expect(directions(variant.ts, name)).toEqual(Array(count).fill('rtl'));
        expect(directions(variant.js, jsName)).toEqual(Array(count).fill('rtl'));
      });

      it('changes nothing else', () => {
        expect(skeleton(variant.ts)).toBe(skeleton(shown(name)));
        expect(toRtl(variant.ts, name)).toBe(variant.ts);
      });

      it('parses, and compiles as the live demo compiles it (sucrase)', () => {
        expect(syntaxErrors(variant.ts, name)).toEqual([]);
        expect(syntaxErrors(variant.js, jsName)).toEqual([]);
        for (const code of [variant.ts, variant.js]) {
          expect(() =>
            transform(code, { transforms: ['typescript', 'jsx', 'imports'] }),
          ).not.toThrow();
        }
      });

      it('is laid out as Prettier lays it out', async () => {
        const config = { singleQuote: true, trailingComma: 'all' as const, printWidth: 100 };
        expect(await prettier.format(variant.ts, { ...config, filepath: name })).toBe(variant.ts);
      });
    });
  }

  it('type-checks every TypeScript variant with the project options', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      'tsconfig.json',
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    )!;
    const replaced = new Map(
      ENTRIES.map((name) => [resolve('demos', name), variants.get(name)!.ts] as const),
    );
    // Incremental, as `npm run typecheck`: a variant whose text and imports' types are unchanged
    // since the last run keeps the diagnostics the compiler found for it then.
    const options = {
      ...config.options,
      incremental: true,
      tsBuildInfoFile: resolve('.cache/unit-tsc/rtl-variants.tsbuildinfo'),
    };
    const host = ts.createIncrementalCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (fileName) => replaced.get(resolve(fileName)) ?? readFile(fileName);
    const program = ts.createIncrementalProgram({ rootNames: [...replaced.keys()], options, host });
    const errors = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()]
      .filter((diagnostic) => diagnostic.file && replaced.has(resolve(diagnostic.file.fileName)))
      .map(
        (diagnostic) =>
          `${diagnostic.file!.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    // Only the build info is written (noEmit), for the next run.
    program.emit();
    expect(errors).toEqual([]);
  }, 120_000);

  it('leaves the demo that is already right to left as it is', () => {
    const name = 'fixed-columns-and-header-rtl.tsx';
    expect(variants.get(name)!.ts).toBe(shown(name));
  });

  it('keeps a direction a <Table> sets, and lays out a tag that no longer fits', () => {
    const source = [
      "import Table from 'rc-table';",
      "import Other from 'other';",
      'export const A = () => <Table direction="ltr" />;',
      'export const B = () => <Other />;',
      'export const C = () => <Table columns={someColumnsWithAVeryVeryLongNameIndeed} data={someDataWithAnEvenLongerNameThanTheColumnsHave} />;',
      '',
    ].join('\n');
    expect(toRtl(source, 'a.tsx')).toBe(
      [
        "import Table from 'rc-table';",
        "import Other from 'other';",
        'export const A = () => <Table direction="ltr" />;',
        'export const B = () => <Other />;',
        'export const C = () => (',
        '  <Table',
        '    columns={someColumnsWithAVeryVeryLongNameIndeed}',
        '    data={someDataWithAnEvenLongerNameThanTheColumnsHave}',
        '    direction="rtl"',
        '  />',
        ');',
        '',
      ].join('\n'),
    );
  });

  it('publishes one JSON file per demo entry, named by its content', () => {
    const assets = rtlAssets('demos');
    expect([...assets.keys()]).toEqual(ENTRIES);
    const simple = assets.get('simple.tsx')!;
    expect(simple.fileName).toMatch(/^demo-rtl\/simple\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(simple.content)).toEqual(variants.get('simple.tsx'));
  });
});

describe('?dir=rtl in the address (src/shared/demos/rtl.ts)', () => {
  it('reads and writes the parameter, keeping the others', () => {
    expect(isRtlSearch('?dir=rtl')).toBe(true);
    expect(isRtlSearch('?dir=ltr')).toBe(false);
    expect(isRtlSearch('')).toBe(false);
    expect(withDirection('?q=a', true)).toBe('?q=a&dir=rtl');
    expect(withDirection('?q=a&dir=rtl', false)).toBe('?q=a');
    expect(withDirection('?dir=rtl', false)).toBe('');
  });
});
