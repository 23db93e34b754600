// rc-table scrolls a wide or tall table inside a plain <div> (`.rc-table-content`, or
// `.rc-table-body` below a fixed header). Nothing in it can take focus, so a keyboard user can
// neither reach it nor scroll it. Rendered focusable, the body's <table> (through
// `components.table`) gives the Tab key a stop there, and the arrow keys then scroll the table.
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
