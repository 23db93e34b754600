/**
 * The code the configurator writes: one self-contained file that renders exactly the table its
 * choices describe, in TypeScript or JavaScript, formatted as Prettier formats the site's demos
 * (single quotes, trailing commas, 100 columns) and minimal: a prop at its default is not written.
 * It prints the sources of model.ts, whose values the live table spreads.
 * tests/unit/configurator/code.test.ts formats and type-checks it;
 * tests/unit/configurator/written-code.test.tsx renders it with rc-table and checks what each
 * control promises on the DOM.
 */
import { print, WIDTH } from './layout';
import { tableModel, type Declaration, type TableProp } from './model';
import type { ConfiguratorState } from './state';

export type CodeFlavour = 'ts' | 'js';

/** A JSX attribute: a string as `name="text"`, `true` as the bare name, the rest in braces. */
function attribute({ name, value, source, comment }: TableProp): string {
  const text =
    typeof value === 'string'
      ? `${name}="${value}"`
      : value === true
        ? name
        : `${name}={${print(source, 2, WIDTH - 20)}}`;
  return comment ? `// ${comment}\n    ${text}` : text;
}

/** A declaration's statements, or `const name: type = expression;`. */
function declarationSource({ name, source, type }: Declaration<unknown>, ts: boolean): string {
  if (typeof source === 'function') return source(ts);
  const head = `const ${name}${ts && type ? `: ${type}` : ''} = `;
  return `${head}${print(source, 0, WIDTH - head.length - 1)};`;
}

/** `const App = () => <Table … />`, on one line if it fits, else one attribute per line. */
function appSource(props: TableProp[], ts: boolean): string {
  const attributes = props.map(attribute);
  const tag = ts ? 'Table<Server>' : 'Table';
  const flat = `<${tag} ${attributes.join(' ')} />`;
  const app = `const App${ts ? ': React.FC' : ''} = () =>`;
  if (!flat.includes('\n') && `${app} ${flat};`.length <= WIDTH) return `${app} ${flat};`;
  const element =
    flat.length + 2 <= WIDTH && !flat.includes('\n')
      ? `  ${flat}`
      : [`  <${tag}`, ...attributes.map((text) => `    ${text}`), '  />'].join('\n');
  return [`${app} (`, element, ');'].join('\n');
}

/** The stylesheet the code imports beside it when the look differs from table.css's. */
export const THEME_FILE = 'table-theme.css';

/**
 * The look chosen, as a stylesheet: the custom properties of table.css that differ, set on the
 * table itself (so they hold whatever the page's root sets), or null when none differs.
 */
export function configuratorStylesheet(state: ConfiguratorState): string | null {
  const { theme } = tableModel(state);
  if (theme.length === 0) return null;
  return [
    '/* The look chosen in the configurator: custom properties of table.css, set on the table. */',
    '.rc-table {',
    ...theme.map(({ property, value }) => `  ${property}: ${value};`),
    '}',
    '',
  ].join('\n');
}

/** The file that renders the configured table, as the reader copies or exports it. */
export function configuratorCode(state: ConfiguratorState, flavour: CodeFlavour): string {
  const ts = flavour === 'ts';
  const model = tableModel(state);
  const imports = [
    "import React from 'react';",
    "import Table from 'rc-table';",
    ...(ts ? ["import type { ColumnsType } from 'rc-table/lib/interface';"] : []),
    "import 'rc-table/assets/index.css';",
    ...(model.theme.length ? [`import './${THEME_FILE}';`] : []),
  ].join('\n');
  return `${[
    imports,
    ...model.declarations.map((declaration) => declarationSource(declaration, ts)),
    appSource(model.props, ts),
    'export default App;',
  ].join('\n\n')}\n`;
}
