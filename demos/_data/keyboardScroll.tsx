// rc-table scrolls a wide or tall table inside a plain <div> (`.rc-table-content`, or
// `.rc-table-body` below a fixed header) without tabindex, and whether Tab stops on a scrollable
// box is up to each browser. Rendered focusable, the body's <table> (through `components.table`)
// gives the Tab key a stop there in every browser, and the arrow keys then scroll the table.
import React from 'react';

/** The table rc-table scrolls, reachable with Tab: `components={{ table: FocusableTable }}`. */
export function FocusableTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} tabIndex={0} />;
}

/**
 * react-window's scrolling element (its `outerElementType`), reachable with Tab and named, for
 * a table body that a virtual grid draws instead of a <table>.
 */
export function focusableScroller(label: string) {
  return React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
    function Scroller(props, ref) {
      return <div ref={ref} tabIndex={0} role="group" aria-label={label} {...props} />;
    },
  );
}
