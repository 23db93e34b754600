import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import GroupingColumns from '../../../demos/grouping-columns';
import Jsx from '../../../demos/jsx';
import ScopeCol from '../../../demos/scope-col';
import ScopeRow from '../../../demos/scope-row';

interface HeadersTest {
  required: boolean;
  allowScope: boolean;
  used: boolean;
  missingThId: Element[];
  missingTd: Element[];
  wrongHeaders: { element: Element; expected: string; actual: string }[];
}
type Htmlcs = { util: { testTableHeaders: (table: Element) => HeadersTest } };

/** HTML_CodeSniffer (as pa11y runs it in the e2e tests), loaded into the test's window. */
beforeAll(() => {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  new Function(source).call(window);
});

/**
 * Tables whose headers have several levels need `id` on every header cell and `headers` on every
 * body cell (WCAG technique H43): HTML_CodeSniffer reports "H43.HeadersRequired" otherwise, and
 * "H43.IncorrectAttr" for a list that differs from the header cells it finds above and beside.
 */
describe.each([
  ['grouping-columns', GroupingColumns],
  ['jsx', Jsx],
  ['scope-col', ScopeCol],
  ['scope-row', ScopeRow],
] as [string, ComponentType][])('demo %s: a multi-level header', (_, Demo) => {
  it('ties every body cell to all its header cells, as HTML_CodeSniffer expects', () => {
    const { container } = render(<Demo />);
    const table = container.querySelector('table')!;
    const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
    const result = htmlcs.util.testTableHeaders(table);
    // The table really needs `headers` (scope is not enough for HTML_CodeSniffer)…
    expect(result.required && !result.allowScope).toBe(true);
    // … and has them, right.
    expect(result.used).toBe(true);
    expect(result.missingThId.map((th) => th.textContent)).toEqual([]);
    expect(result.missingTd.map((td) => td.textContent)).toEqual([]);
    expect(
      result.wrongHeaders.map(
        (wrong) => `${wrong.element.textContent}: ${wrong.actual} ≠ ${wrong.expected}`,
      ),
    ).toEqual([]);
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
