import type { Proof } from '../support/claims';

const OWN = 'tests/unit/claims/scrolling.test.tsx';
const DEMOS = 'tests/unit/demos/scrolling.test.tsx';
const PITFALLS = 'tests/unit/claims/pitfalls.test.tsx';

/** The claims of the scrolling pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
  'fixed-columns/scroll-sideways-columns-stay': {
    test: `${OWN} › demo: fixed-columns (claims) › sticks Hostname and Status to the left and Traffic to the right, in the header and every row`,
  },
  'fixed-columns/edge-shadows': {
    test: `${DEMOS} › demo: fixed-columns › shows the edge shadows (ping classes) only on the sides with hidden content`,
  },
  'fixed-columns/drain-button-tab': {
    test: `${OWN} › demo: fixed-columns (claims) › keeps the Drain buttons in the Tab order after the scrolled table; Enter drains the row`,
  },
  'fixed-columns/needs-scroll-x': {
    test: `${PITFALLS} › the offset of a fixed column › is never measured without scroll.x: every fixed column sticks at 0`,
  },
  'fixed-columns/width-optional-layout-fixed': {
    test: `${OWN} › the table-layout rc-table picks › fixed columns with scroll.x 'max-content': auto, with scroll.y or sticky too, whose header table stays fixed`,
  },
  'fixed-columns/together-at-edge': {
    test: `${OWN} › a normal column between two fixed-left columns › triggers a development warning and pushes the later fixed column past the normal one`,
  },
  'fixed-columns/opaque-background': {
    lib: 'assets/index.css',
    line: 144,
    has: 'background: #fff',
  },
  'fixed-columns/green-shadows': {
    lib: 'assets/index.css',
    line: 106,
    has: 'box-shadow: inset 10px 0 8px -8px green',
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'fixed-columns-and-header',
  'fixed-columns-and-header-rtl',
  'fixed-columns-auto-height',
  'fixed-columns-resize',
  'scroll-x',
  'scroll-xy',
  'scroll-y',
  'sticky-header',
  'sticky-header-and-summary',
];
