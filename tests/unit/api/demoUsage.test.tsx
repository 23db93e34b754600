import { render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ApiTableView from '../../../.dumi/theme/builtins/ApiTable/ApiTableView';
import { descriptions } from '../../../src/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../../src/api/extract';
import { buildApiRows } from '../../../src/api/model';
import type { PageSource } from '../../../src/docs/pages';
import { demoUsage } from '../../../src/api/demoUsage';
import { propsUsed, propUseAnchor, propUseName, rcTableProps } from '../../../src/api/propsUsed';

vi.mock('dumi', () => ({
  history: { push: () => undefined },
}));

const cwd = resolve(__dirname, '../../..');
const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions);

describe('demo ↔ API cross-reference', () => {
  it('every prop a demo uses has a row in the API reference', () => {
    const anchors = new Set(rows.map((row) => row.anchor));
    const known = rcTableProps(cwd);
    const missing: string[] = [];
    const demos = readdirSync(join(cwd, 'demos')).filter((file) => /^[^_].*\.tsx$/.test(file));
    expect(demos.length).toBeGreaterThan(30);
    for (const file of demos) {
      const source = readFileSync(join(cwd, 'demos', file), 'utf8');
      for (const use of propsUsed(source, file, known)) {
        if (!anchors.has(propUseAnchor(use))) missing.push(`${file}: ${propUseName(use)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names a prop by the anchor of its API row', () => {
    expect(propUseAnchor({ section: 'table', name: 'rowKey' })).toBe('prop-rowkey');
    expect(propUseAnchor({ section: 'column', name: 'fixed' })).toBe('prop-column-fixed');
    expect(propUseAnchor({ section: 'expandable', name: 'rowExpandable' })).toBe(
      'prop-expandable-rowexpandable',
    );
  });

  it('lists each demo page once per prop its demos use', () => {
    const pages: PageSource[] = [
      {
        link: '/demo/expanded-row-render',
        file: 'docs/demo/expanded-row-render.md',
        markdown:
          '---\ntitle: Expanded rows\n---\n\n# Expanded rows\n\n<code src="./a.tsx"></code>\n<code src="./b.tsx"></code>\n',
        demoProps: {
          './a.tsx': [{ section: 'expandable', name: 'rowExpandable' }],
          './b.tsx': [
            { section: 'expandable', name: 'rowExpandable' },
            { section: 'table', name: 'rowKey' },
          ],
        },
      },
      {
        link: '/demo/class-name',
        file: 'docs/demo/class-name.md',
        markdown: '---\ntitle: Class names\n---\n\n# Class names\n\n<code src="./c.tsx"></code>\n',
        demoProps: { './c.tsx': [{ section: 'table', name: 'rowKey' }] },
      },
      {
        link: '/demo/hover-perf',
        file: 'docs/demo/hover-perf.md',
        markdown: '---\ntitle: Hover\ndebug: true\n---\n\n# Hover\n\n<code src="./d.tsx"></code>\n',
        demoProps: { './d.tsx': [{ section: 'table', name: 'rowKey' }] },
      },
    ];
    // The debug-only page is left out, as from the build.
    expect(demoUsage(pages)).toEqual({
      'prop-expandable-rowexpandable': [
        { title: 'Expanded rows', link: '/demo/expanded-row-render' },
      ],
      'prop-rowkey': [
        { title: 'Class names', link: '/demo/class-name' },
        { title: 'Expanded rows', link: '/demo/expanded-row-render' },
      ],
    });
  });

  it('each API row links the demos that use its prop', () => {
    render(
      <ApiTableView
        rows={rows.filter((row) => row.section === 'expandable')}
        section="expandable"
        locale="en"
        usedBy={{
          'prop-expandable-rowexpandable': [
            { title: 'Custom expand icon', link: '/demo/expand-icon' },
            { title: 'Expanded rows', link: '/demo/expanded-row-render' },
          ],
        }}
      />,
    );
    const row = document.getElementById('prop-expandable-rowexpandable')!;
    expect(within(row).getByText('Demos:')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Expanded rows' })).toHaveAttribute(
      'href',
      '/demo/expanded-row-render',
    );
    expect(within(row).getByRole('link', { name: 'Custom expand icon' })).toHaveAttribute(
      'href',
      '/demo/expand-icon',
    );
    const other = document.getElementById('prop-expandable-expandicon')!;
    expect(within(other).queryByText('Demos:')).toBeNull();
    expect(screen.getAllByText('Demos:')).toHaveLength(1);
  });

  it('folds a long list of demos under its count', () => {
    const demos = Array.from({ length: 9 }, (_, i) => ({
      title: `Demo ${i}`,
      link: `/demo/d${i}`,
    }));
    render(
      <ApiTableView
        rows={rows.filter((row) => row.section === 'table')}
        section="table"
        locale="zh"
        usedBy={{ 'prop-rowkey': demos }}
      />,
    );
    const row = document.getElementById('prop-rowkey')!;
    const summary = row.querySelector('details > summary');
    expect(summary).toHaveTextContent('示例： 9');
    expect(
      within(row)
        .getAllByRole('link', { hidden: true })
        .filter((a) => /^Demo/.test(a.textContent ?? '')),
    ).toHaveLength(9);
  });
});
