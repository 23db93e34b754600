/**
 * How the configurator's code is laid out: as Prettier lays out the site's demos (single quotes,
 * trailing commas, 100 columns). An expression is kept as a tree of object and array literals so
 * that it goes on one line when it fits and breaks one entry per line when it does not.
 */

/** The line width Prettier fills. */
export const WIDTH = 100;

export const pad = (depth: number) => '  '.repeat(depth);

/** An expression: raw code, or an object or array literal the printer lays out. */
export type Expr = string | { object: Array<[string, Expr]> } | { array: Expr[] };

/** One line if it fits in the room left, else one entry per line (as Prettier does). */
export function print(expr: Expr, depth: number, room: number): string {
  if (typeof expr === 'string') return expr.replace(/\n/g, `\n${pad(depth)}`);
  const flat = printFlat(expr);
  if (flat !== null && flat.length <= room) return flat;
  const inner = depth + 1;
  if ('array' in expr) {
    const items = expr.array.map(
      (item) => `${pad(inner)}${print(item, inner, WIDTH - pad(inner).length - 1)},`,
    );
    return `[\n${items.join('\n')}\n${pad(depth)}]`;
  }
  const entries = expr.object.map(([key, value]) => {
    if (key.startsWith('...')) return `${pad(inner)}${key},`;
    const head = `${pad(inner)}${key}: `;
    return `${head}${print(value, inner, WIDTH - head.length - 1)},`;
  });
  return `{\n${entries.join('\n')}\n${pad(depth)}}`;
}

/** The expression on one line, or null when part of it spans lines. */
export function printFlat(expr: Expr): string | null {
  if (typeof expr === 'string') return expr.includes('\n') ? null : expr;
  if ('array' in expr) {
    const items = expr.array.map(printFlat);
    return items.includes(null) ? null : `[${items.join(', ')}]`;
  }
  if (!expr.object.length) return '{}';
  const entries = expr.object.map(([key, value]) => {
    const flat = printFlat(value);
    return flat === null ? null : spread(key, flat);
  });
  return entries.includes(null) ? null : `{ ${entries.join(', ')} }`;
}

/** An object entry; a `...spread` key stands alone. */
const spread = (key: string, value: string) => (key.startsWith('...') ? key : `${key}: ${value}`);

/** A string literal in single quotes. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
