import { DEFAULT_STATE, serialiseState, type ConfiguratorState } from './state';

/**
 * The demos whose features the configurator covers, with the choices that show them: each of these
 * demo pages links to /configurator with them made (src/node/plugins/remarkPageActions.ts).
 */
export const DEMO_CONFIGURATIONS: Readonly<Record<string, Partial<ConfiguratorState>>> = {
  simple: {},
  'hide-header': { showHeader: false },
  'title-and-footer': { title: true, footer: true },
  caption: { caption: true },
  'class-name': { striped: true },
  'no-data': { empty: true },
  'scroll-x': { scrollX: 'width' },
  'scroll-y': { scrollY: 300 },
  'scroll-xy': { scrollX: 'width', scrollY: 300 },
  'fixed-columns': { scrollX: 'width', fixedLeft: 2, fixedRight: 1 },
  'fixed-columns-and-header': { scrollX: 'width', scrollY: 300, fixedLeft: 2, fixedRight: 1 },
  'fixed-columns-and-header-rtl': {
    scrollX: 'width',
    scrollY: 300,
    fixedLeft: 2,
    fixedRight: 1,
    rtl: true,
  },
  'sticky-header': { sticky: true },
  'sticky-header-and-summary': { sticky: true, summary: 'bottom' },
  ellipsis: { ellipsis: true },
  'grouping-columns': { grouped: true },
  'colspan-rowspan': { merged: true },
  'expanded-row-render': { expandable: true },
  nested: { tree: true },
  'children-indent': { tree: true, indentSize: 30 },
};

/** The configurator's query (without `?`) that shows a demo's features, or null when none does. */
export function configuratorQueryOf(demo: string): string | null {
  const choices = DEMO_CONFIGURATIONS[demo];
  return choices ? serialiseState({ ...DEFAULT_STATE, ...choices }) : null;
}
