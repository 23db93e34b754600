import React from 'react';
import type { RenderExpandIconProps } from 'rc-table/lib/interface';

// rc-table's default expand icon is a <span> with a click handler and nothing else: the Tab key
// skips it, Enter and Space do nothing, and a screen reader does not announce it as a control.
// This `expandable.expandIcon` draws a <button> instead, named after its row and carrying its
// state in `aria-expanded`. It keeps rc-table's class names, so it is the same +/− box as before.

// Undo what browsers add to a button; rc-table's classes (and a site's theme) do the rest.
const buttonReset: React.CSSProperties = {
  boxSizing: 'content-box', // 16 px inside the border, as the span is
  padding: 0,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  // This site paints the box with --demo-bg; anywhere else it is see-through, like the span.
  background: 'var(--demo-bg, transparent)',
};

/** An `expandable.expandIcon` whose buttons read "Expand <name>" / "Collapse <name>". */
export function expandButton<T>(nameOf: (record: T) => string) {
  return function renderExpandIcon(props: RenderExpandIconProps<T>) {
    const { prefixCls, record, expanded, expandable, onExpand } = props;
    const iconClass = `${prefixCls}-row-expand-icon`;
    // A row that cannot expand keeps rc-table's hidden placeholder, so its text stays aligned.
    if (!expandable) return <span className={`${iconClass} ${prefixCls}-row-spaced`} />;
    return (
      <button
        type="button"
        className={`${iconClass} ${prefixCls}-row-${expanded ? 'expanded' : 'collapsed'}`}
        style={buttonReset}
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${nameOf(record)}`}
        onClick={(event) => {
          onExpand(record, event);
          // As rc-table's icon does: with expandRowByClick, the row must not toggle it back.
          event.stopPropagation();
        }}
      />
    );
  };
}
