// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCodeTypes,
  renderHtml,
  type AnnotatedCode,
  type CodeTypes,
} from '../../../src/node/codeTypes';
import { toJavaScript } from '../../../src/node/demos/javascript';
import {
  attribute,
  classes,
  codeText,
  isTooltip,
  parsePre,
  references,
  reserialized,
  textOf,
  tooltipsOf,
} from '../../support/preHtml';

/** The declaration of a type alias in an installed `.d.ts`, as TypeScript prints it on hover. */
function declaredTypeAlias(path: string, name: string): string {
  const match = new RegExp(`export declare type (${name}<[^;]*);`).exec(readFileSync(path, 'utf8'));
  if (!match) throw new Error(`${name} is not declared in ${path}`);
  return `type ${match[1]}`;
}

const SIMPLE = readFileSync('demos/simple.tsx', 'utf8');
const EXPANDED = readFileSync('demos/expanded-row-render.tsx', 'utf8');

let codeTypes: CodeTypes;
const results = new Map<string, AnnotatedCode>();

beforeAll(() => {
  codeTypes = createCodeTypes({ rootDir: process.cwd() });
  const files = [
    // First, as the build does: a shared module annotated on its own stays what the demos import.
    {
      fileName: 'demos/_data/format.ts',
      code: readFileSync('demos/_data/format.ts', 'utf8'),
      lang: 'ts',
    },
    { fileName: 'demos/simple.tsx', code: SIMPLE, lang: 'tsx' },
    { fileName: 'demos/simple.jsx', code: toJavaScript(SIMPLE, 'simple.tsx'), lang: 'jsx' },
    { fileName: 'demos/expanded-row-render.tsx', code: EXPANDED, lang: 'tsx' },
    {
      fileName: 'demos/expanded-row-render.jsx',
      code: toJavaScript(EXPANDED, 'expanded-row-render.tsx'),
      lang: 'jsx',
    },
  ];
  for (const file of files) results.set(file.fileName, codeTypes.annotate(file));
}, 60_000);

const parsed = (fileName: string) =>
  parsePre(renderHtml(results.get(fileName)!, { idPrefix: fileName.replace(/\W/g, '-') }));

describe('types of a TypeScript demo', () => {
  it("describes rc-table's ColumnsType with its declaration in the installed rc-table", () => {
    const expected = declaredTypeAlias('node_modules/rc-table/lib/interface.d.ts', 'ColumnsType');
    expect(expected).toBe(
      'type ColumnsType<RecordType = unknown> = readonly (ColumnGroupType<RecordType> | ColumnType<RecordType>)[]',
    );
    for (const fileName of ['demos/simple.tsx', 'demos/expanded-row-render.tsx']) {
      const tips = tooltipsOf(parsed(fileName), 'ColumnsType');
      // The import, and the annotation of the columns.
      expect(tips.length).toBeGreaterThanOrEqual(2);
      for (const tip of tips) expect(tip).toBe(expected);
    }
  });

  it('describes a React hook with the signature it resolves to and its doc comment', () => {
    const tips = tooltipsOf(parsed('demos/expanded-row-render.tsx'), 'useState');
    const boolean = tips.find((tip) => tip.includes('useState<boolean>'));
    expect(boolean).toMatch(
      /^function React\.useState<boolean>\(initialState: boolean \| \(\(\) => boolean\)\): \[boolean, React\.Dispatch<React\.SetStateAction<boolean>>\]/,
    );
    expect(boolean).toContain('Returns a stateful value, and a function to update it.');
    // The @see tag's link, without `{@link …}`.
    expect(boolean).toContain('@see https://react.dev/reference/react/useState');
    expect(tips.some((tip) => tip.includes('useState<number>'))).toBe(true);
  });

  it("describes the demo's own types, values and the props they fill", () => {
    const simple = parsed('demos/simple.tsx');
    expect(tooltipsOf(simple, 'Employee')[0]).toBe('interface Employee');
    expect(tooltipsOf(simple, 'salary')[0]).toBe('(property) Employee.salary: number');
    expect(tooltipsOf(simple, 'columns')).toContain('const columns: ColumnsType<Employee>');
    expect(tooltipsOf(simple, 'rowKey')).toEqual([
      '(property) TableProps<Employee>.rowKey?: string | GetRowKey<Employee> | undefined',
    ]);
    // A function of demos/_data, with its doc comment.
    expect(tooltipsOf(simple, 'formatUsd')[0]).toMatch(
      /^function formatUsd\(value: number, decimals\?: 0 \| 2\): string US dollars/,
    );

    const expanded = parsed('demos/expanded-row-render.tsx');
    expect(tooltipsOf(expanded, 'Order')[0]).toBe('interface Order');
    expect(tooltipsOf(expanded, 'expandable')).toEqual([
      '(property) TableProps<Order>.expandable?: ExpandableConfig<Order> | undefined Config expand rows',
    ]);
    // The column props read as in an editor that opened this file alone, though other files were
    // checked before it (TypeScript would print `ColumnType<RecordType>` with their checker).
    expect(new Set(tooltipsOf(expanded, 'dataIndex'))).toEqual(
      new Set(['(property) ColumnType<Order>.dataIndex?: DataIndex | undefined']),
    );
    expect(tooltipsOf(expanded, 'rowExpandable')[0]).toBe(
      '(property) ExpandableConfig<Order>.rowExpandable?: ((record: Order) => boolean) | undefined',
    );
  });

  it('leaves HTML element names and attributes, and names without a known type, alone', () => {
    const expanded = parsed('demos/expanded-row-render.tsx');
    expect(EXPANDED).toContain('<label');
    expect(EXPANDED).toContain('type="checkbox"');
    expect(tooltipsOf(expanded, 'label').every((tip) => tip.startsWith('(parameter) label'))).toBe(
      true,
    );
    expect(tooltipsOf(expanded, 'type')).toEqual([]);
    expect(tooltipsOf(expanded, 'div')).toEqual([]);
    // Array methods are the JavaScript library's, not rc-table's or React's.
    expect(EXPANDED).toContain('keys.filter(');
    expect(tooltipsOf(expanded, 'filter')).toEqual([]);
    expect(tooltipsOf(expanded, 'keys')[0]).toBe('(parameter) keys: readonly React.Key[]');
  });
});

describe('types of the JavaScript flavour', () => {
  it('are inferred where the TypeScript had annotations', () => {
    const code = results.get('demos/simple.jsx')!.code;
    expect(code).not.toContain('ColumnsType');
    expect(code).toContain('const columns = [');
    const simple = parsed('demos/simple.jsx');
    const [columns] = tooltipsOf(simple, 'columns');
    expect(columns).toMatch(/^const columns: \(\{\n {4}title: string;\n {4}dataIndex: string;/);
    expect(tooltipsOf(simple, 'data')).toContain(
      'const data: {\n    id: number;\n    name: string;\n    role: string;\n    office: string;\n    startDate: string;\n    salary: number;\n}[]',
    );
    expect(tooltipsOf(simple, 'Table')[0]).toBe('const Table: ImmutableTableType');
  });

  it('still have the hooks and the props, typed from the inferred data', () => {
    const expanded = parsed('demos/expanded-row-render.jsx');
    expect(tooltipsOf(expanded, 'useState').some((tip) => tip.includes('useState<boolean>'))).toBe(
      true,
    );
    expect(tooltipsOf(expanded, 'Order')).toEqual([]);
    const [expandable] = tooltipsOf(expanded, 'expandable');
    expect(expandable).toMatch(/^\(property\) TableProps<\{ id: string; customer: string;/);
  });

  it('skip what JavaScript leaves untyped (a parameter without a default is `any`)', () => {
    const code = results.get('demos/expanded-row-render.jsx')!.code;
    expect(code).toMatch(/const total = \(order\) =>/);
    expect(tooltipsOf(parsed('demos/expanded-row-render.jsx'), 'order')).toEqual([]);
  });
});

describe('the HTML of a demo', () => {
  const FILES = [
    'demos/simple.tsx',
    'demos/simple.jsx',
    'demos/expanded-row-render.tsx',
    'demos/expanded-row-render.jsx',
  ];

  it.each(FILES)('%s: its text without the tooltips is the code', (fileName) => {
    expect(codeText(parsed(fileName))).toBe(results.get(fileName)!.code);
  });

  it.each(FILES)('%s: is phrasing content as written, spans only', (fileName) => {
    const html = renderHtml(results.get(fileName)!, { idPrefix: 'x' });
    const tree = parsePre(html);
    expect(tree.errors).toEqual([]);
    expect(reserialized(tree)).toBe(html);
    expect(new Set(tree.elements.map((element) => element.tagName))).toEqual(new Set(['span']));
  });

  it.each(FILES)('%s: every description names one tooltip, ids are unique', (fileName) => {
    const tree = parsed(fileName);
    const ids = tree.elements.flatMap((element) => attribute(element, 'id') ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = references(tree);
    expect(refs.length).toBeGreaterThan(10);
    for (const { tip } of refs) {
      expect(tip && isTooltip(tip)).toBe(true);
      expect(textOf(tip!)).not.toBe('');
    }
    // …and every tooltip is some identifier's.
    expect(tree.elements.filter(isTooltip)).toHaveLength(refs.length);
  });

  it.each(FILES)(
    '%s: only the first occurrence of each tooltip is in the Tab order',
    (fileName) => {
      const refs = references(parsed(fileName));
      const focusable = refs.filter(({ name }) => attribute(name, 'tabindex') === '0');
      const tipText = (ref: (typeof refs)[number]) => `${textOf(ref.name)}|${textOf(ref.tip!)}`;
      // One stop per distinct identifier and tooltip…
      expect(new Set(focusable.map(tipText)).size).toBe(focusable.length);
      // …at its first occurrence; the others are hover-only.
      const seen = new Set<string>();
      for (const ref of refs) {
        const key = textOf(ref.tip!);
        expect(attribute(ref.name, 'tabindex')).toBe(seen.has(key) ? undefined : '0');
        seen.add(key);
      }
      expect(focusable.length).toBeLessThan(refs.length);
    },
  );

  it('keeps the classes of the tokens under the identifiers', () => {
    const tree = parsed('demos/simple.tsx');
    const [table] = references(tree).filter(({ name }) => textOf(name) === 'Table');
    expect(classes(table.name)).toEqual(expect.arrayContaining(['token', 'code-types-name']));
    const keywords = tree.elements.filter((element) => classes(element).includes('keyword'));
    expect(keywords.map((element) => textOf(element))).toEqual(
      expect.arrayContaining(['import', 'from', 'const', 'interface', 'export', 'default']),
    );
  });

  it('keeps ids apart between blocks with different prefixes', () => {
    const result = results.get('demos/simple.tsx')!;
    const ids = (prefix: string) =>
      parsePre(renderHtml(result, { idPrefix: prefix })).elements.flatMap(
        (element) => attribute(element, 'id') ?? [],
      );
    const first = ids('demo-simple');
    const second = ids('demo simple');
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    for (const id of [...first, ...second]) expect(id).toMatch(/^[A-Za-z][\w-]*$/);
  });
});
