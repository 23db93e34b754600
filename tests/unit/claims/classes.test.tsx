import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render } from '@testing-library/react';
import Table, { Summary, type TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ORIGINS, classOrigin, type ClassOrigin } from '@site/shared/demos/classOrigins';
import { claimValues } from '../../support/claimText';

/**
 * The proofs of src/shared/demos/classOrigins.ts: for every class rc-table 7.30.3 writes, the real
 * rc-table rendered in jsdom without what the entry names has no element with the class, and with
 * it has elements with it, of exactly the tags the entry names. jsdom has no layout: where a class
 * waits for a measurement (the scroll shadows, the scroll bar cell, the sticky scroll bar) the test
 * gives the elements rc-table reads the sizes a browser would report, and nothing else.
 */

interface Row {
  key: string;
  name: string;
  age: number;
  children?: Row[];
}

const flat: Row[] = [
  { key: 'a', name: 'Ada', age: 36 },
  { key: 'b', name: 'Bob', age: 41 },
];
const tree: Row[] = [
  { key: 'a', name: 'Ada', age: 36, children: [{ key: 'a1', name: 'Alan', age: 12 }] },
  { key: 'b', name: 'Bob', age: 41 },
];

const cols = (
  fixed: Array<'left' | 'right' | undefined> = [],
  extra: Partial<ColumnsType<Row>[number]> = {},
): ColumnsType<Row> =>
  ['name', 'age', 'key'].map((field, i) => ({
    title: field,
    dataIndex: field,
    key: field,
    width: 100,
    fixed: fixed[i],
    ...extra,
  }));

const expandedRowRender = (row: Row) => `Details of ${row.name}`;

type Props = Partial<TableProps<Row>>;

/** What a class needs: the props without it and with it, and what to do after rendering. */
interface Case {
  /** Props of a table without the class; omitted when every table has it. */
  without?: Props;
  with: Props;
  /** Run after rendering the table that should have it (a hover, a scroll, a drag). */
  then?: (container: HTMLElement) => void | Promise<void>;
  /** Sizes a browser would lay out, for the classes that wait on them (the `with` table only). */
  layout?: () => void;
  /** Lay out the table without the class too: then only `then` makes the difference. */
  layoutBoth?: boolean;
}

const scrollX = { scroll: { x: 1000 } };
const scrollY = { scroll: { y: 200 } };

/** Gives elements matching `selector` the sizes a browser would report. */
function sized(
  selector: string,
  sizes: Partial<Record<'scrollWidth' | 'clientWidth' | 'offsetHeight', number>>,
) {
  for (const [key, value] of Object.entries(sizes)) {
    const original =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, key) ??
      Object.getOwnPropertyDescriptor(Element.prototype, key)!;
    vi.spyOn(HTMLElement.prototype, key as 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.matches(selector) ? value : (original.get!.call(this) as number);
    });
  }
}

const CASES: Record<string, Case> = {
  '': { without: { prefixCls: 'other' }, with: {} },
  '-container': { with: {} },
  '-content': { without: scrollY, with: {} },
  '-caption': { without: {}, with: { caption: 'People' } },
  // rc-table warns of a legacy expand prop for `title` alone (docs/changelog.$tab-upgrade.md).
  '-title': { without: {}, with: { title: () => 'People', expandable: {} } },
  '-footer': { without: {}, with: { footer: () => 'Two people' } },
  '-rtl': { without: {}, with: { direction: 'rtl' } },
  '-layout-fixed': {
    without: { ...scrollX, columns: cols(['left']) },
    with: { tableLayout: 'fixed' },
  },
  '-thead': { without: { showHeader: false }, with: {} },
  '-tbody': { with: {} },
  '-row': { without: { data: [] }, with: {} },
  '-row-level-<n>': {
    without: { data: [] },
    with: { data: tree, expandable: { defaultExpandAllRows: true } },
  },
  '-placeholder': { without: {}, with: { data: [] } },
  '-cell': { with: {} },
  '-cell-ellipsis': { without: {}, with: { columns: cols([], { ellipsis: true }) } },
  '-cell-content': {
    without: { columns: cols([], { ellipsis: true }) },
    with: { columns: cols(['left'], { ellipsis: true }) },
  },
  '-cell-row-hover': {
    without: {},
    with: {},
    then: (container) => {
      fireEvent.mouseEnter(container.querySelector('tbody td')!);
    },
  },
  '-fixed-column': {
    without: { columns: cols(['left']) },
    with: { ...scrollX, columns: cols(['left']) },
  },
  '-has-fix-left': {
    without: { columns: cols([undefined, undefined, 'right']) },
    with: { columns: cols(['left']) },
  },
  '-has-fix-right': {
    without: { columns: cols(['left']) },
    with: { columns: cols([undefined, undefined, 'right']) },
  },
  '-cell-fix-left': { without: {}, with: { columns: cols(['left', 'left']) } },
  '-cell-fix-left-last': {
    without: { direction: 'rtl', columns: cols(['left', 'left']) },
    with: { columns: cols(['left', 'left']) },
  },
  '-cell-fix-left-first': {
    without: { columns: cols([undefined, 'right', 'right']) },
    with: { direction: 'rtl', columns: cols([undefined, 'right', 'right']) },
  },
  '-cell-fix-left-all': {
    without: { columns: cols(['left', 'left']) },
    with: { columns: cols(['left', 'left', 'left']) },
  },
  '-cell-fix-right': { without: {}, with: { columns: cols([undefined, 'right', 'right']) } },
  '-cell-fix-right-first': {
    without: { direction: 'rtl', columns: cols([undefined, 'right', 'right']) },
    with: { columns: cols([undefined, 'right', 'right']) },
  },
  '-cell-fix-right-last': {
    without: { columns: cols(['left', 'left']) },
    with: { direction: 'rtl', columns: cols(['left', 'left']) },
  },
  '-cell-fix-sticky': {
    without: { sticky: true },
    with: { sticky: true, columns: cols(['left']) },
  },
  '-expand-icon-col': { without: {}, with: { expandable: { expandedRowRender } } },
  '-row-expand-icon-cell': {
    without: {},
    with: { expandable: { expandedRowRender, columnTitle: 'More' } },
  },
  '-row-expand-icon': { without: {}, with: { expandable: { expandedRowRender } } },
  '-row-collapsed': {
    without: { expandable: { expandedRowRender, expandedRowKeys: ['a', 'b'] } },
    with: { expandable: { expandedRowRender, expandedRowKeys: [] } },
  },
  '-row-expanded': {
    without: { expandable: { expandedRowRender, expandedRowKeys: [] } },
    with: { expandable: { expandedRowRender, expandedRowKeys: ['a'] } },
  },
  '-row-spaced': {
    without: { expandable: { expandedRowRender } },
    with: { expandable: { expandedRowRender, rowExpandable: (row) => row.key === 'a' } },
  },
  '-expanded-row': {
    without: { expandable: { expandedRowRender, expandedRowKeys: [] } },
    with: { expandable: { expandedRowRender, expandedRowKeys: ['a'] } },
  },
  '-expanded-row-level-<n>': {
    without: { expandable: { expandedRowRender, expandedRowKeys: [] } },
    with: { expandable: { expandedRowRender, expandedRowKeys: ['a'] } },
  },
  '-expanded-row-fixed': {
    without: { columns: cols(['left']), expandable: { expandedRowRender, expandedRowKeys: ['a'] } },
    with: {
      ...scrollX,
      columns: cols(['left']),
      expandable: { expandedRowRender, expandedRowKeys: ['a'] },
    },
  },
  '-row-indent': { without: {}, with: { data: tree } },
  '-cell-with-append': { without: {}, with: { data: tree } },
  '-summary': {
    without: {},
    with: {
      ...scrollY,
      summary: () => (
        <Summary fixed>
          <Summary.Row>
            <Summary.Cell index={0}>Total</Summary.Cell>
          </Summary.Row>
        </Summary>
      ),
    },
  },
  '-scroll-horizontal': { without: {}, with: scrollX },
  '-fixed-header': { without: scrollX, with: scrollY },
  '-header': { without: {}, with: scrollY },
  '-body': { without: {}, with: scrollY },
  '-measure-row': { without: {}, with: scrollX },
  '-cell-scrollbar': {
    without: scrollY,
    with: scrollY,
    // rc-util measures the scroll bar as offsetWidth - clientWidth of a scrolling box; where scroll
    // bars overlay the content (phones, macOS by default) both are equal and there is no such cell.
    layout: () => {
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(85);
    },
  },
  '-ping-left': {
    without: scrollX,
    with: scrollX,
    layout: () => sized('.rc-table-content', { scrollWidth: 1000, clientWidth: 400 }),
    then: (container) => {
      const content = container.querySelector<HTMLElement>('.rc-table-content')!;
      content.scrollLeft = 100;
      fireEvent.scroll(content);
    },
  },
  '-ping-right': {
    without: scrollX,
    with: scrollX,
    layout: () => sized('.rc-table-content', { scrollWidth: 1000, clientWidth: 400 }),
    then: (container) => {
      fireEvent.scroll(container.querySelector<HTMLElement>('.rc-table-content')!);
    },
  },
  '-sticky-holder': { without: {}, with: { sticky: true } },
  '-sticky-scroll': {
    without: { sticky: true, ...scrollX },
    with: { sticky: true, ...scrollX },
    layout: stickyBodyLayout,
  },
  '-sticky-scroll-bar': {
    without: { sticky: true, ...scrollX },
    with: { sticky: true, ...scrollX },
    layout: stickyBodyLayout,
  },
  '-sticky-scroll-bar-active': {
    without: { sticky: true, ...scrollX },
    with: { sticky: true, ...scrollX },
    layout: stickyBodyLayout,
    layoutBoth: true,
    then: (container) => {
      fireEvent.mouseDown(container.querySelector('.rc-table-sticky-scroll-bar')!, { buttons: 1 });
    },
  },
};

/**
 * The sticky scroll bar shows while the body is wider than its box and its bottom is below the
 * window's: a body 1000 px wide in a box of 400, and 2000 px tall.
 */
function stickyBodyLayout() {
  sized('.rc-table-body', { scrollWidth: 1000, clientWidth: 400, offsetHeight: 2000 });
}

/** The elements of `container` with a class of `origin` (written with the default prefix). */
const carriers = (container: HTMLElement, origin: ClassOrigin) =>
  [...container.querySelectorAll('*')].filter((element) =>
    [...element.classList].some((name) => classOrigin(name) === origin),
  );

async function renderTable(props: Props, then?: Case['then']) {
  const view = render(<Table<Row> columns={cols()} data={flat} {...props} />);
  // rc-table's sticky scroll bar updates in the next animation frame (rc-util's useLayoutState).
  const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));
  await frame();
  await act(async () => {
    await then?.(view.container);
  });
  await frame();
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the classes rc-table 7.30.3 puts on its elements', () => {
  it('has a case for every class of src/shared/demos/classOrigins.ts, and no other', () => {
    expect(Object.keys(CASES).sort()).toEqual(CLASS_ORIGINS.map((origin) => origin.pattern).sort());
  });

  it('cites for every class the line of rc-table’s lib/ that writes it', () => {
    const lines = (file: string) =>
      readFileSync(join(process.cwd(), 'node_modules/rc-table', file), 'utf8').split('\n');
    expect(
      CLASS_ORIGINS.filter(({ lib }) => !lines(lib.file)[lib.line - 1]?.includes(lib.has)).map(
        ({ pattern, lib }) => `${pattern}: ${lib.file}:${lib.line} lacks ${lib.has}`,
      ),
    ).toEqual([]);
  });

  it.each(CLASS_ORIGINS.map((origin) => [origin.pattern || '(the prefix)', origin] as const))(
    '%s: appears with what the entry names, on the elements it names, and not without',
    async (_name, origin) => {
      const { without, with: withProps, then, layout, layoutBoth } = CASES[origin.pattern];
      if (layoutBoth) layout?.();
      if (without) {
        const absent = await renderTable(without);
        expect(
          carriers(absent.container, origin).map((el) => el.outerHTML),
          'without',
        ).toEqual([]);
        absent.unmount();
      }
      layout?.();
      const present = await renderTable(withProps, then);
      expect(carriers(present.container, origin).length, 'with').toBeGreaterThan(0);
      const tags = [...new Set(carriers(present.container, origin).map((el) => el.localName))];
      expect(tags.sort()).toEqual([...origin.elements].sort());
    },
  );

  it('renders a header cell without a title as a <td>: the expand column’s, unless columnTitle names it', async () => {
    const untitled = await renderTable({ expandable: { expandedRowRender } });
    const headerCell = (container: HTMLElement) =>
      container.querySelector('thead .rc-table-row-expand-icon-cell')!.localName;
    expect(headerCell(untitled.container)).toBe('td');
    untitled.unmount();
    const titled = await renderTable({ expandable: { expandedRowRender, columnTitle: 'More' } });
    expect(headerCell(titled.container)).toBe('th');
  });

  it('puts the expand icon’s classes on what a custom expandIcon renders, when it writes them', async () => {
    const { container } = await renderTable({
      expandable: {
        expandedRowRender,
        expandIcon: ({ prefixCls, expanded }) => (
          <button
            type="button"
            className={`${prefixCls}-row-expand-icon ${prefixCls}-row-${expanded ? 'expanded' : 'collapsed'}`}
          />
        ),
      },
    });
    expect(
      container.querySelectorAll('button.rc-table-row-expand-icon.rc-table-row-collapsed'),
    ).toHaveLength(2);
    expect(container.querySelector('span.rc-table-row-expand-icon')).toBeNull();
  });

  it('starts every class with prefixCls: the prefix the page names, on every element', async () => {
    const [prefix] = claimValues('classes/prefix', /`prefixCls="([\w-]+)"`/);
    const { container } = await renderTable({
      prefixCls: prefix,
      ...scrollX,
      columns: cols(['left', undefined, 'right'], { ellipsis: true }),
      expandable: { expandedRowRender, expandedRowKeys: ['a'] },
      caption: 'People',
    });
    const classes = [...container.querySelectorAll('*')].flatMap((el) => [...el.classList]);
    expect(classes).toContain(`${prefix}-cell`);
    expect(classes.filter((name) => !name.startsWith(prefix))).toEqual([]);
    expect(container.innerHTML).not.toContain('rc-table');
  });

  it('writes no rc-table-body of its own when components.body is a function: a virtual body writes it itself', async () => {
    const body = (withClass: boolean) =>
      function VirtualBody() {
        return <div className={withClass ? 'rc-table-body' : 'virtual-body'}>rows</div>;
      };
    const plain = await renderTable({ ...scrollY, components: { body: body(false) } });
    expect(plain.container.querySelector('.rc-table-body')).toBeNull();
    expect(plain.container.querySelector('.virtual-body')).not.toBeNull();
    plain.unmount();
    const own = await renderTable({ ...scrollY, components: { body: body(true) } });
    expect(own.container.querySelectorAll('.rc-table-body')).toHaveLength(1);
  });
});
