import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { descriptions } from '../../../src/node/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../../src/node/api/extract';
import { buildApiRows } from '../../../src/shared/api/model';
import type { PageSource } from '../../../src/node/docs/pages';
import { demoUsage } from '../../../src/node/api/demoUsage';
import {
  propsUsed,
  propUseAnchor,
  propUseName,
  rcTableProps,
} from '../../../src/node/api/propsUsed';

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
});
