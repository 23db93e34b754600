import type { Proofs } from '../support/claims';

const OWN = 'tests/unit/claims/scrolling.test.tsx';
const DEMOS = 'tests/unit/demos/scrolling.test.tsx';
const API = 'tests/unit/claims/api-reference.test.tsx';
const PITFALLS = 'tests/unit/claims/pitfalls.test.tsx';

/** The claims of the scrolling pages (see inventory.ts). */
export const CLAIMS: Record<string, Proofs> = {
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
  'fixed-columns-and-header/header-and-fixed-columns-stay': {
    test: `${OWN} › demo: fixed-columns-and-header (claims) › renders the header as a table of its own, with the same three fixed columns as the rows`,
  },
  'fixed-columns-and-header/header-wheel-to-body': {
    test: `${OWN} › demo: fixed-columns-and-header (claims) › passes a sideways wheel over the header on to the body, and keeps the header level with it`,
  },
  'fixed-columns-and-header/measured-widths': {
    test: `${PITFALLS} › the header table of a table with scroll.y › gets the measured widths of the body columns, for columns without a width`,
  },
  'fixed-columns-and-header/scrollbar-cell': {
    test: `${OWN} › demo: scroll-y (claims) › adds an empty header cell above the body’s scroll bar only where scroll bars take room`,
  },
  'fixed-columns-and-header/no-overflow-on-fixed-cells': {
    lib: 'assets/index.css',
    line: 56,
    has: 'transform: translateX(100%)',
  },
  'fixed-columns-and-header-rtl/hostname-rightmost': {
    test: `${OWN} › demo: fixed-columns-and-header-rtl (claims) › mirrors the table: Hostname first and stuck right, Monthly cost stuck left`,
  },
  'fixed-columns-and-header-rtl/scroll-starts-at-right': {
    test: `${DEMOS} › demo: fixed-columns-and-header-rtl › reads negative scrollLeft as scrolling towards the end of a right-to-left table`,
  },
  'fixed-columns-and-header-rtl/city-scripts': {
    test: `${OWN} › demo: fixed-columns-and-header-rtl (claims) › shows Arabic and Hebrew city names and wraps each memory value in <bdi>`,
  },
  'fixed-columns-and-header-rtl/set-direction-prop': {
    test: `${API} › API reference: direction › 'rtl' swaps fixed sides and sets the class, with no dir attribute`,
  },
  'fixed-columns-and-header-rtl/no-manual-swap': {
    test: `${OWN} › demo: fixed-columns-and-header-rtl (claims) › mirrors the table: Hostname first and stuck right, Monthly cost stuck left`,
  },
  'fixed-columns-and-header-rtl/stylesheet-rule': {
    lib: 'assets/index.css',
    line: 9,
    has: 'direction: rtl',
  },
  'fixed-columns-and-header-rtl/bdi-values': {
    test: `${OWN} › demo: fixed-columns-and-header-rtl (claims) › shows Arabic and Hebrew city names and wraps each memory value in <bdi>`,
  },
  'fixed-columns-and-header-rtl/negative-scroll-left': {
    test: `${DEMOS} › demo: fixed-columns-and-header-rtl › reads negative scrollLeft as scrolling towards the end of a right-to-left table`,
  },
  'fixed-columns-auto-height/taller-rows-fixed-cells-grow': {
    test: `${DEMOS} › demo: fixed-columns-auto-height › grows the rows with the full incident notes, the fixed cells staying in the same rows`,
  },
  'fixed-columns-auto-height/full-notes-rows-level': {
    test: `${DEMOS} › demo: fixed-columns-auto-height › grows the rows with the full incident notes, the fixed cells staying in the same rows`,
  },
  'fixed-columns-auto-height/no-row-height-workarounds': {
    test: `${DEMOS} › demo: fixed-columns-auto-height › grows the rows with the full incident notes, the fixed cells staying in the same rows`,
  },
  'fixed-columns-auto-height/width-limits-width-not-height': {
    lib: 'assets/index.css',
    line: 22,
    has: 'word-break: break-word',
  },
  'fixed-columns-auto-height/virtual-lists-one-line': {
    test: 'tests/unit/demos/performance.test.tsx › demo: virtual-list › says the orders are on their way, shows them without blocking in between, and renders only the rows in view',
  },
  'fixed-columns-resize/container-width-shadows': {
    test: `${DEMOS} › demo: fixed-columns-resize › changes the container width from the "Container width" slider`,
  },
  'fixed-columns-resize/role-follows-hostname': {
    test: `${OWN} › demo: fixed-columns-resize, with widths measured › moves Role to the new right edge of Hostname when the Hostname slider changes`,
  },
  'fixed-columns-resize/sliders-arrow-keys': {
    test: `${DEMOS} › demo: fixed-columns-resize › changes the container width from the "Container width" slider`,
  },
  'fixed-columns-resize/same-keys-update': {
    test: `${OWN} › demo: fixed-columns-resize (claims) › updates the columns in place when a width changes: same keys, same cells`,
  },
  'fixed-columns-resize/scroll-x-in-step': {
    test: `${DEMOS} › demo: fixed-columns-resize › widens the Hostname <col> and scroll.x together, so the other columns keep their widths`,
  },
  'fixed-columns-resize/resize-observer': [
    {
      test: `${OWN} › rc-table in jsdom, with no ResizeObserver defined › watches the measure cells with resize-observer-polyfill, records no width and sticks every fixed column at 0`,
    },
    {
      test: `${OWN} › rc-table in jsdom, with no ResizeObserver defined › records widths only of a table it can see: given an offset parent, Role sticks at the width of Hostname`,
    },
  ],
  'fixed-columns-resize/fixed-width-below-container': {
    test: `${OWN} › demo: fixed-columns-resize (claims) › lets the fixed columns grow as wide as the narrowest box, at the extremes its page names`,
  },
  'fixed-columns-resize/measured-when-visible': {
    lib: 'lib/Table.js',
    line: 312,
    has: 'isVisible.default)(fullTableRef.current)',
  },
  'scroll-x/scroll-sideways': {
    test: `${PITFALLS} › keyboard access to the box rc-table scrolls › is a plain <div> without tabindex or role`,
  },
  'scroll-x/keyboard-scroll': {
    test: `${PITFALLS} › keyboard access to the box rc-table scrolls › holds the table components.table renders; FocusableTable puts a Tab stop there`,
  },
  'scroll-x/three-values': {
    test: `${DEMOS} › demo: scroll-x › applies the scroll.x value chosen with the radio buttons to the table`,
  },
  'scroll-x/minimum-box-width': [
    { lib: 'lib/Table.js', line: 307, has: "minWidth: '100%'" },
    {
      test: `${OWN} › demo: scroll-x (claims) › keeps the table at least as wide as its box, however small the number in scroll.x`,
    },
  ],
  'scroll-x/give-widths': {
    test: `${OWN} › demo: scroll-x (claims) › keeps the automatic table layout for every scroll.x value`,
  },
  'scroll-x/flex-min-width': {
    test: `${PITFALLS} › keyboard access to the box rc-table scrolls › is a plain <div> without tabindex or role`,
  },
  'scroll-x/tab-stop-focusable-table': {
    test: `${PITFALLS} › keyboard access to the box rc-table scrolls › with a fixed header, is the body box, and components.table is the table inside it`,
  },
  'scroll-xy/header-stays-and-follows': {
    test: `${OWN} › demo: scroll-xy (claims) › scrolls only the body; the header hides its overflow and follows the body’s scroll event`,
  },
  'scroll-xy/untick-vertical': {
    test: `${DEMOS} › demo: scroll-xy › drops the fixed header when "Vertical scroll" is unchecked`,
  },
  'scroll-xy/untick-both': [
    {
      test: `${DEMOS} › demo: scroll-xy without horizontal scroll › goes back to the automatic layout once "Vertical scroll" is unchecked too`,
    },
    {
      test: `${DEMOS} › demo: scroll-xy without horizontal scroll › keeps the fixed layout and the column widths its page names while "Vertical scroll" is checked`,
    },
  ],
  'scroll-xy/two-tables-layout': {
    test: `${OWN} › the table-layout rc-table picks › scroll.y: two tables, header and body, both with table-layout: fixed`,
  },
  'scroll-xy/scroll-x-near-column-sum': {
    test: `${API} › API reference: quick checks of the other Table props › scroll: x sets the table width (true means auto), y the body height and a fixed header`,
  },
  'scroll-xy/only-body-scrolls': {
    test: `${OWN} › demo: scroll-xy (claims) › scrolls only the body; the header hides its overflow and follows the body’s scroll event`,
  },
  'scroll-y/header-top-footer-bottom': {
    test: `${OWN} › demo: scroll-y (claims) › renders all 120 rows in a body of at most 320 px, below a header table and above the footer`,
  },
  'scroll-y/same-column-widths': {
    test: `${PITFALLS} › the header table of a table with scroll.y › gets the measured widths of the body columns, for columns without a width`,
  },
  'scroll-y/give-widths-layout-fixed': {
    test: `${OWN} › the table-layout rc-table picks › scroll.y: two tables, header and body, both with table-layout: fixed`,
  },
  'scroll-y/maximum-height': {
    test: `${OWN} › demo: scroll-y (claims) › renders all 120 rows in a body of at most 320 px, below a header table and above the footer`,
  },
  'scroll-y/css-strings': {
    test: `${OWN} › demo: scroll-y (claims) › passes the CSS strings its page names in scroll.y on as the max-height of the body`,
  },
  'scroll-y/all-rows-rendered': {
    test: `${OWN} › demo: scroll-y (claims) › renders all 120 rows in a body of at most 320 px, below a header table and above the footer`,
  },
  'sticky-header/header-under-site-header': {
    test: `${DEMOS} › demo: sticky-header › offsets the sticky header by the height of the pinned page header, or sticks to the top`,
    stubs: {
      ResizeObserver:
        "the demo's own observer of the site header, which jsdom lacks; the claim rests on the height the demo reads when it mounts",
    },
  },
  'sticky-header/sticky-scroll-bar': {
    test: `${DEMOS} › demo: sticky-header › shows the sticky horizontal scroll bar while the table overflows below the window`,
  },
  'sticky-header/offset-follows-site-header': {
    test: `${OWN} › demo: sticky-header (claims) › follows the height of the site header when it changes`,
    stubs: {
      ResizeObserver:
        "the browser reporting that the site header changed size, to the demo's own observer of it; rc-table measures nothing the claim is about",
    },
  },
  'sticky-header/nearest-scrolling-ancestor': {
    lib: 'assets/index.css',
    line: 226,
    has: 'position: sticky',
  },
  'sticky-header/get-container': {
    lib: 'lib/stickyScrollBar.js',
    line: 160,
    has: "(container, 'scroll', onContainerScroll",
  },
  'sticky-header/offset-scroll': {
    lib: 'lib/stickyScrollBar.js',
    line: 191,
    has: 'bottom: offsetScroll',
  },
  'sticky-header/separate-header-layout-fixed': {
    test: `${OWN} › the table-layout rc-table picks › sticky: the header is a table of its own, and both tables use table-layout: fixed`,
  },
  // Layout only (a drag needs a browser): the drag is clamped at zero and becomes a scrollLeft of
  // zero or more, which a right-to-left box clamps to zero (tests/e2e/rtl.spec.ts drags it).
  'sticky-header/rtl-scroll-bar-drag': [
    { lib: 'lib/stickyScrollBar.js', line: 99, has: 'if (left <= 0) {' },
    {
      lib: 'lib/stickyScrollBar.js',
      line: 108,
      has: 'scrollLeft: left / bodyWidth * (bodyScrollWidth + 2)',
    },
  ],
  'sticky-header-and-summary/header-top-totals-bottom': {
    test: `${DEMOS} › demo: sticky-header-and-summary › moves the totals from a block pinned to the bottom into the scrolling body when unpinned`,
  },
  'sticky-header-and-summary/region-recomputes-totals': {
    test: `${DEMOS} › demo: sticky-header-and-summary › recomputes the totals from the rows left by the region filter`,
  },
  'sticky-header-and-summary/unpin-totals': {
    test: `${DEMOS} › demo: sticky-header-and-summary › moves the totals from a block pinned to the bottom into the scrolling body when unpinned`,
  },
  'sticky-header-and-summary/fixed-needs-sticky-or-scroll-y': {
    test: `${API} › API reference: Table.Summary › fixed works with sticky too, and is ignored without a fixed header or sticky`,
  },
  'sticky-header-and-summary/summary-element-itself': {
    test: `${API} › API reference: Table.Summary › fixed is read only when summary returns the <Summary> element itself`,
  },
  'sticky-header-and-summary/cell-index-column': {
    test: `${API} › API reference: Table.Summary.Row and Table.Summary.Cell › Cell index picks the column whose \`fixed\` the cell takes`,
  },
  'sticky-header-and-summary/fixed-top-offset-summary': {
    test: `${API} › API reference: sticky › sticks the header to the top and a fixed summary (true or bottom) to the bottom`,
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
