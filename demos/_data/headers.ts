import type { ColumnsType } from 'rc-table/lib/interface';

/**
 * Ties every body cell to all the header cells above it: each header cell gets an `id`
 * (`${prefix}-${key}`), each body cell a `headers` attribute listing its column's id and the ids
 * of the groups the column sits in (WCAG technique H43). With one header row, the `scope` that
 * rc-table sets is enough; with grouped columns it cannot say which group a cell belongs to (all
 * columns share one `<colgroup>`), so accessibility checkers such as HTML_CodeSniffer ask for
 * `headers`. Every column needs a `key`; the ids must be unique on the page.
 */
export function withHeaderIds<T>(
  columns: ColumnsType<T>,
  prefix: string,
  groups: string[] = [],
): ColumnsType<T> {
  return columns.map((column) => {
    const id = `${prefix}-${String(column.key)}`;
    const onHeaderCell: typeof column.onHeaderCell = (cell, index) => ({
      ...column.onHeaderCell?.(cell, index),
      id,
    });
    if ('children' in column) {
      return {
        ...column,
        onHeaderCell,
        children: withHeaderIds(column.children, prefix, [...groups, id]),
      };
    }
    const headers = [...groups, id].join(' ');
    return {
      ...column,
      onHeaderCell,
      onCell: (record: T, index?: number) => ({ ...column.onCell?.(record, index), headers }),
    };
  });
}
