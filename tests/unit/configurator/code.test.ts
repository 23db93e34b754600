import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { resetWarned } from 'rc-util/lib/warning';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfiguredTable } from '@site/client/configurator/ConfiguredTable';
import {
  configuratorCode,
  configuratorStylesheet,
  THEME_FILE,
  type CodeFlavour,
} from '@site/shared/configurator/code';
import { Preview } from '../../../.dumi/theme/builtins/Configurator/Preview';
import {
  configuratorNotes,
  NOTE_IDS,
  tableWarnings,
  type NoteId,
  type WarningId,
} from '@site/shared/configurator/warnings';
import Table from 'rc-table';
import {
  CONTROL_NAMES,
  CONTROLS,
  DEFAULT_STATE,
  type ConfiguratorState,
} from '@site/shared/configurator/state';
import { prettierVerdicts } from '../../support/prettierVerdicts';
import { coveringStates, seededStates } from './states';

/**
 * The generated code is the product. For every control alone and 300 random combinations (a fixed
 * seed), the code in both flavours is as Prettier writes it, and the live preview makes rc-table
 * log exactly the warnings the page predicts (src/shared/configurator/warnings.ts). The preview
 * spreads the values of the model whose sources the code prints (model.ts), so the code of the
 * states that first write each distinct piece of it (coveringStates) is enough to type-check
 * against rc-table 7.30.3 and to render as the preview does. written-code.test.tsx holds the code
 * to what rc-table itself renders.
 */

const ROOT = resolve(__dirname, '../../..');
const FLAVOURS: CodeFlavour[] = ['ts', 'js'];
const RANDOM_COMBINATIONS = 300;

/** Every control alone at each value it can take (numbers: a middle value and the maximum). */
function aloneStates(): Array<[string, ConfiguratorState]> {
  const states: Array<[string, ConfiguratorState]> = [['defaults', DEFAULT_STATE]];
  for (const name of CONTROL_NAMES) {
    const control = CONTROLS[name];
    const values =
      control.kind === 'boolean'
        ? [!control.default]
        : control.kind === 'colour'
          ? ['#0b3d91']
          : control.kind === 'choice'
            ? control.values.filter((value) => value !== control.default)
            : [...new Set([Math.round((control.min + control.max) / 2), control.max])].filter(
                (value) => value !== control.default,
              );
    for (const value of values)
      states.push([`${name}=${value}`, { ...DEFAULT_STATE, [name]: value }]);
  }
  return states;
}

const STATES = [...aloneStates(), ...seededStates(RANDOM_COMBINATIONS, 2026)];
/** The states whose code holds every piece the code of all of them holds. */
const COVERING = new Set(coveringStates(STATES));
/** The states in runs of 40, a test each: a failure names its run, and no test runs for long. */
const RUNS = Array.from({ length: Math.ceil(STATES.length / 40) }, (_, i) => {
  const run = STATES.slice(i * 40, i * 40 + 40);
  return [`${run[0][0]} … ${run.at(-1)![0]}`, run] as const;
});

const requireHere = createRequire(join(ROOT, 'package.json'));
const MODULES: Record<string, unknown> = {
  react: React,
  'rc-table': requireHere('rc-table'),
  'rc-table/assets/index.css': {},
  // The look's stylesheet; what it sets is held to the preview below.
  [`./${THEME_FILE}`]: {},
};

/** Runs generated code as a module and returns its default export. */
function evaluate(code: string, flavour: CodeFlavour): React.ComponentType {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: {
      jsx: ts.JsxEmit.React,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
    },
    fileName: flavour === 'ts' ? 'App.tsx' : 'App.jsx',
  });
  const module = { exports: {} as { default?: React.ComponentType } };
  const load = (id: string) => {
    if (!(id in MODULES)) throw new Error(`the generated code imports ${id}`);
    return MODULES[id];
  };
  new Function('require', 'module', 'exports', outputText)(load, module, module.exports);
  return module.exports.default!;
}

const markup = (state: ConfiguratorState) =>
  renderToStaticMarkup(React.createElement(ConfiguredTable, { state }));

/**
 * What each note under a control says rc-table does, checked on the table it is shown for: every
 * note but rc-table's warnings (held to what it logs) and empty-scroll (its own test below).
 */
const NOTE_HOLDS: Record<
  Exclude<NoteId, WarningId | 'empty-scroll'>,
  (state: ConfiguratorState, html: string) => boolean
> = {
  // No element of the table scrolls sideways, so a fixed cell has nothing to stay in place against.
  'fixed-without-scroll': (_, html) => !/overflow(-x)?:\s*(auto|scroll)/.test(html),
  'summary-hidden': (_, html) => !html.includes('rc-table-summary'),
  // Without a body height or sticky, a fixed summary renders as an unfixed one.
  'summary-unfixed': (state, html) => markup({ ...state, summary: 'plain' }) === html,
  // `fixed: 'right'` on the expand column pins it to the start side: left, or right in rtl.
  'expand-right': (state, html) =>
    [...html.matchAll(/<t[dh][^>]*class="([^"]*rc-table-row-expand-icon-cell[^"]*)"/g)].every(
      (match) => match[1].includes(`rc-table-cell-fix-${state.rtl ? 'right' : 'left'}`),
    ),
};

describe('the configurator’s notes', () => {
  it('empty-scroll: rc-table 7.30.3 throws when expandable.fixed meets sticky without scroll', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = (scroll?: object) =>
      renderToStaticMarkup(
        React.createElement(Table, {
          columns: [{ title: 'A', dataIndex: 'a', key: 'a' }],
          data: [{ key: 1, a: 'x' }],
          sticky: true,
          expandable: { fixed: 'left', expandedRowRender: () => 'more' },
          scroll,
        }),
      );
    try {
      expect(() => table()).toThrow(/reading 'x'/);
      expect(table({})).toContain('rc-table-row-expand-icon-cell');
    } finally {
      logged.mockRestore();
    }
  });

  it('nested-expand: one expand icon opens both the expanded row and the child rows, which lose their indent', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = renderToStaticMarkup(
        React.createElement(Table, {
          columns: [{ title: 'A', dataIndex: 'a', key: 'a' }],
          data: [
            { key: 'p', a: 'parent', children: [{ key: 'c', a: 'child' }] },
            { key: 'q', a: 'other' },
          ],
          expandable: { expandedRowRender: () => 'panel', expandedRowKeys: ['p'] },
        }),
      );
      const rows = [...html.matchAll(/<tr[^>]*>/g)]
        .map(([tag]) =>
          tag.includes('rc-table-expanded-row') ? 'panel' : /data-row-key="([^"]*)"/.exec(tag)?.[1],
        )
        .filter(Boolean);
      // The one key that expands the parent opens its panel and its child row together.
      expect(rows).toEqual(['p', 'panel', 'c', 'q']);
      // One expand icon per row: the parent has no second way to open its children.
      expect(html.match(/class="rc-table-row-expand-icon /g)).toHaveLength(3);
      expect(html).not.toContain('rc-table-row-indent');
      expect(String(logged.mock.calls[0]?.[0])).toContain('should not use with nested Table');
    } finally {
      logged.mockRestore();
    }
  });

  it('each note is shown for a state of the tested runs', () => {
    const shown = new Set(STATES.flatMap(([, state]) => configuratorNotes(state).map((n) => n.id)));
    expect([...shown].sort()).toEqual([...NOTE_IDS].sort());
  });
});

describe('the configurator’s code', () => {
  // The code of most states is the same from one run to the next: Prettier formats it once.
  const prettier = prettierVerdicts('configurator-code');
  afterAll(() => prettier.save());

  it.each(RUNS)('is as Prettier writes it: %s', async (_, run) => {
    const options = { singleQuote: true, trailingComma: 'all', printWidth: 100 } as const;
    for (const [name, state] of run)
      for (const flavour of FLAVOURS) {
        const code = configuratorCode(state, flavour);
        const parser = flavour === 'ts' ? 'typescript' : 'babel';
        expect(await prettier.format(code, { ...options, parser }), `${name} (${flavour})`).toBe(
          code,
        );
      }
  });

  it('type-checks against rc-table 7.30.3 (and parses as JavaScript)', async () => {
    // Each control writes a piece of its own at some value.
    expect(COVERING.size).toBeGreaterThan(CONTROL_NAMES.length);
    // tsc runs in a process of its own: a check of every file at once would hold this worker
    // (and its reports to vitest) for many seconds on a busy machine.
    const dir = join(ROOT, '.cache/configurator-types');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    [...COVERING].forEach(([, state], i) => {
      for (const flavour of FLAVOURS) {
        const file = `${i}.${flavour === 'ts' ? 'tsx' : 'jsx'}`;
        writeFileSync(join(dir, file), configuratorCode(state, flavour));
        files.push(file);
      }
    });
    // The stylesheet import is for bundlers; JavaScript is parsed (`allowJs` without `checkJs`).
    writeFileSync(join(dir, 'css.d.ts'), "declare module '*.css';\n");
    const compilerOptions = {
      strict: true,
      noEmit: true,
      // The check of files unchanged since the last run, and of what they import, is reused.
      incremental: true,
      tsBuildInfoFile: '../configurator-types.tsbuildinfo',
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      target: 'es2020',
      esModuleInterop: true,
      skipLibCheck: true,
      allowJs: true,
      types: [],
    };
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['css.d.ts', ...files] }),
    );
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const result = await new Promise<{ code: number; out: string }>((done) => {
      execFile(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], (error, stdout) =>
        done({ code: error ? Number(error.code ?? 1) : 0, out: stdout }),
      );
    });
    expect(result.out.trim().split('\n').filter(Boolean)).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);

  it.each(RUNS)(
    'renders the markup of the live preview, with the warnings the page predicts: %s',
    (_, run) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      /** The markup of an element and the warnings rc-table logged while rendering it. */
      const render = (element: React.ReactElement) => {
        resetWarned();
        logged.mockClear();
        const html = renderToStaticMarkup(element);
        return { html, warnings: logged.mock.calls.map((call) => String(call[0])).sort() };
      };
      try {
        for (const entry of run) {
          const [name, state] = entry;
          const preview = render(React.createElement(ConfiguredTable, { state }));
          const predicted = tableWarnings(state)
            .map((warning) => `Warning: ${warning.message}`)
            .sort();
          expect(preview.warnings, `${name}: warnings`).toEqual(predicted);
          for (const note of configuratorNotes(state))
            if (note.id in NOTE_HOLDS)
              expect(
                NOTE_HOLDS[note.id as keyof typeof NOTE_HOLDS](state, preview.html),
                `${name}: ${note.id}`,
              ).toBe(true);
          if (COVERING.has(entry))
            for (const flavour of FLAVOURS) {
              const App = evaluate(configuratorCode(state, flavour), flavour);
              expect(render(React.createElement(App)), `${name} (${flavour})`).toEqual(preview);
            }
        }
      } finally {
        logged.mockRestore();
      }
    },
  );
});

/** What each control of the look sets: the custom property of table.css, and its value written. */
const LOOK: Partial<Record<keyof ConfiguratorState, [string, (value: never) => string]>> = {
  bg: ['--demo-bg', (colour: string) => colour],
  headerBg: ['--demo-header-bg', (colour: string) => colour],
  subtleBg: ['--demo-bg-subtle', (colour: string) => colour],
  hoverBg: ['--demo-hover', (colour: string) => colour],
  textColor: ['--demo-text', (colour: string) => colour],
  mutedColor: ['--demo-text-muted', (colour: string) => colour],
  borderColor: ['--demo-border', (colour: string) => colour],
  shadow: ['--demo-shadow', (percent: number) => `rgba(31, 35, 40, ${percent / 100})`],
  paddingY: ['--demo-cell-padding-block', (px: number) => `${px}px`],
  paddingX: ['--demo-cell-padding-inline', (px: number) => `${px}px`],
};

/** `a: b; c: d` (a style attribute or a rule's body) as sorted `a: b` entries. */
const declarations = (text: string) =>
  text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.replace(/\s*:\s*/, ': '))
    .sort();

describe('the configurator’s stylesheet', () => {
  const TABLE_CSS = readFileSync(join(ROOT, 'src/styles/table.css'), 'utf8');

  it('starts every control of the look at table.css’s own value', () => {
    const root = declarations(/:root \{([^}]*)\}/.exec(TABLE_CSS)![1]);
    const long = (value: string) => value.replace(/#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');
    for (const [name, [property, write]] of Object.entries(LOOK))
      expect(root.map(long), `${name} at its default is table.css's ${property}`).toContain(
        `${property}: ${write(CONTROLS[name as keyof ConfiguratorState].default as never)}`,
      );
  });

  it.each(RUNS)(
    'is what the live preview applies, and only what differs from table.css: %s',
    (_, run) => {
      for (const [name, state] of run) {
        const expected = Object.entries(LOOK)
          .filter(
            ([control]) =>
              state[control as keyof ConfiguratorState] !==
              DEFAULT_STATE[control as keyof ConfiguratorState],
          )
          .map(
            ([control, [property, write]]) =>
              `${property}: ${write(state[control as keyof ConfiguratorState] as never)}`,
          )
          .sort();
        const css = configuratorStylesheet(state);
        const written = css ? declarations(/\n\.rc-table \{\n([^}]*)\}\n$/.exec(css)![1]) : [];
        expect(written, `${name}: the stylesheet written`).toEqual(expected);
        // rc-table's development warnings are held to the prediction above; here only the box counts.
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
        const html = renderToStaticMarkup(
          React.createElement(Preview, { state, title: 'T', idPrefix: 'p' }),
        );
        logged.mockRestore();
        const style =
          /class="site-configurator-preview"[^>]*?style="([^"]*)"/.exec(html)?.[1] ?? '';
        expect(declarations(style), `${name}: the preview's custom properties`).toEqual(expected);
        // The code imports the stylesheet exactly when there is one.
        for (const flavour of FLAVOURS)
          expect(
            configuratorCode(state, flavour).includes(`import './${THEME_FILE}';`),
            `${name} (${flavour})`,
          ).toBe(css !== null);
      }
    },
  );
});
