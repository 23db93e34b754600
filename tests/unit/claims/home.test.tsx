import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Table, { Summary } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Example from '../../../demos/_example';
import { claimValue } from '../../support/claimText';

/** The claims of the home page (docs/index.md) and the upgrade guide that no other test proves. */

const ROOT = resolve(__dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

beforeEach(() => resetWarned());
afterEach(() => vi.restoreAllMocks());

interface Row {
  key: string;
  name: string;
  size: number;
  children?: Row[];
}

describe('home page: the introduction', () => {
  it('one table has fixed columns, a fixed header, tree data, merged cells, a summary, rtl and own components', () => {
    const columns: ColumnsType<Row> = [
      { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'left', width: 120 },
      {
        title: 'Size',
        dataIndex: 'size',
        key: 'size',
        onCell: (_, index) => ({ colSpan: index === 0 ? 2 : 1 }),
      },
      { title: 'Note', dataIndex: 'note', key: 'note', onCell: (_, i) => ({ colSpan: i ? 1 : 0 }) },
    ];
    const data: Row[] = [
      { key: 'a', name: 'Folder', size: 2, children: [{ key: 'a1', name: 'File', size: 1 }] },
    ];
    const Cell = (props: React.HTMLAttributes<HTMLTableCellElement>) => (
      <td {...props} data-own-cell="" />
    );
    const { container } = render(
      <Table<Row>
        columns={columns}
        data={data}
        direction="rtl"
        scroll={{ x: 600, y: 200 }}
        expandable={{ defaultExpandAllRows: true }}
        components={{ body: { cell: Cell } }}
        summary={() => (
          <Summary fixed>
            <Summary.Row>
              <Summary.Cell index={0}>Total</Summary.Cell>
            </Summary.Row>
          </Summary>
        )}
      />,
    );
    expect(container.querySelector('.rc-table-rtl')).not.toBeNull();
    // The header sits in a table of its own above the scrolling body.
    expect(container.querySelector('.rc-table-header table thead')).not.toBeNull();
    expect(container.querySelector('.rc-table-body')).not.toBeNull();
    expect(container.querySelectorAll('td.rc-table-cell-fix-right').length).toBeGreaterThan(0);
    // The child row is shown (tree data) and the first row's Size cell covers two columns.
    expect(screen.getByText('File')).toBeTruthy();
    expect(screen.getByText('2').closest('td')?.getAttribute('colspan')).toBe('2');
    expect(container.querySelectorAll('td[data-own-cell]').length).toBeGreaterThan(0);
    expect(container.querySelector('.rc-table-summary tfoot')?.textContent).toContain('Total');
  });

  it('the example: three columns, four records, one formatted value', () => {
    const { container } = render(<Example />);
    const table = within(container.querySelector('table')!);
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Planet',
      'Moons',
      'Mean radius',
    ]);
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(4);
    expect(table.getByText('6,371 km')).toBeTruthy();
  });
});

describe('home page: the stylesheets', () => {
  const rcTableCss = read('node_modules/rc-table/assets/index.css');

  it('rc-table’s own holds the feature rules, in red borders, green shadows and the font size the page names', () => {
    const size = claimValue('index/rc-table-css', /a (\d+) px font/, /字号也只有(\d+) px/);
    expect(rcTableCss).toMatch(/text-overflow: ellipsis/);
    expect(rcTableCss).toMatch(/\.rc-table-cell-fix-left-last::after[\s\S]*?box-shadow/);
    expect(rcTableCss).toMatch(/\.rc-table-row-expand-icon \{/);
    expect(rcTableCss).toMatch(/\.rc-table-sticky-scroll-bar \{/);
    expect(rcTableCss).toMatch(/border: 1px solid red/);
    expect(rcTableCss).toMatch(/box-shadow: inset 10px 0 8px -8px green/);
    expect(rcTableCss).toContain(`font-size: ${size}px;`);
  });

  it('the site’s starts every rule with html, so it wins whatever the order, and colours by custom properties', () => {
    const siteCss = read('src/styles/table.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...siteCss.matchAll(/(^|\})\s*([^{}]+)\{/g)].flatMap((match) =>
      match[2].split(',').map((selector) => selector.trim()),
    );
    expect(selectors.length).toBeGreaterThan(20);
    expect(selectors.filter((s) => s !== ':root' && !/^html[\s.]/.test(s))).toEqual([]);
    const colours = [...siteCss.matchAll(/(?:color|background(?:-color)?):\s*([^;]+);/g)].map(
      (match) => match[1],
    );
    expect(colours.filter((value) => !/var\(--demo-|transparent|inherit/.test(value))).toEqual([]);
  });
});

describe('upgrade guide: when each feature came', () => {
  // 7.0.0 (summary, rowExpandable), 7.3.0 (direction) and 7.9.0 (sticky) are checked against the
  // tags v7.0.0–v7.9.0 by hand; rc-table's changelog describes no 7.0–7.11 release.
  it('tableLayout came in the release the guide names, by rc-table’s changelog', () => {
    const release = claimValue(
      'upgrade/new-in-7',
      /`tableLayout` is older: it came in (\d+\.\d+\.\d+)/,
      /`tableLayout`更早：(\d+\.\d+\.\d+)/,
    );
    const notes = read('docs/changelog.md')
      .split(new RegExp(`^## ${release.replace(/\./g, '\\.')}\\s*$`, 'm'))[1]
      ?.split(/^## /m)[0];
    expect(notes).toMatch(/New `tableLayout` prop/);
  });
});
