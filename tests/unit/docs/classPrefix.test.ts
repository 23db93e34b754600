// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isPrefix,
  prefixCss,
  prefixName,
  rewritePrefix,
  stylesheetWith,
} from '@site/client/docs/classPrefix';

// The prefix field of /classes (.dumi/theme/builtins/ClassPrefix): what it rewrites, and what not.
describe('writing /classes with another prefixCls', () => {
  it('rewrites class names and class selectors, not paths or prose', () => {
    expect(prefixName('rc-table-row-level-<n>', 'my-table')).toBe('my-table-row-level-<n>');
    expect(prefixName('rc-table', 'my-table')).toBe('my-table');
    expect(prefixName('rc-table/assets/index.css', 'my-table')).toBe('rc-table/assets/index.css');
    expect(
      prefixCss(
        "html .rc-table-ping-left .rc-table-cell-fix-left-first::after,\nhtml .rc-table.x {}\n/* rc-table/assets/index.css, rc-table's look */",
        'x',
      ),
    ).toBe(
      "html .x-ping-left .x-cell-fix-left-first::after,\nhtml .x.x {}\n/* rc-table/assets/index.css, rc-table's look */",
    );
    expect(['my-table', '_t', '-t', 'a1'].every(isPrefix)).toBe(true);
    expect(['', '1a', 'a b', 'a.b', '.a'].some(isPrefix)).toBe(false);
  });

  it('rewrites the page from its first text each time, the code blocks token by token', () => {
    document.body.innerHTML = `<main>
      <p>See <code>rc-table-cell</code> and <code>rc-table/assets/index.css</code>.</p>
      <pre><span>html </span><span>.rc-table-ping-left</span><span> .rc-table</span><span>-cell {}</span></pre>
    </main>`;
    const main = document.querySelector('main')!;
    rewritePrefix(main, 'a');
    rewritePrefix(main, 'b');
    expect(main.querySelector('p')!.textContent).toBe('See b-cell and rc-table/assets/index.css.');
    expect(main.querySelector('pre')!.textContent).toBe('html .b-ping-left .b-cell {}');
    rewritePrefix(main, 'rc-table');
    expect(main.querySelector('pre')!.textContent).toBe(
      'html .rc-table-ping-left .rc-table-cell {}',
    );
  });

  it('copies src/styles/table.css with the prefix', () => {
    const css = readFileSync('src/styles/table.css', 'utf8');
    const copied = stylesheetWith('my-table');
    expect(copied).toBe(css.replace(/\.rc-table(?=[-\s.,:{>+~)[]|$)/g, '.my-table'));
    expect(copied).toContain('html .my-table .my-table-cell.my-table-cell-row-hover');
    expect(copied).not.toMatch(/\.rc-table/);
  });
});
