/** A demo entry right to left (src/node/demos/rtl.ts): what its code panel shows and what runs. */
export interface RtlVariant {
  ts: string;
  /** The same transform applied to the JavaScript flavour. */
  js: string;
}

/** The address parameter that shows a page's demos right to left: `?dir=rtl`. */
export const DIRECTION_PARAM = 'dir';

/** Whether the query string `search` asks for right to left. */
export function isRtlSearch(search: string): boolean {
  return new URLSearchParams(search).get(DIRECTION_PARAM) === 'rtl';
}

/** `search` with `?dir=rtl` set or removed, the other parameters kept in order. */
export function withDirection(search: string, rtl: boolean): string {
  const params = new URLSearchParams(search);
  if (rtl) params.set(DIRECTION_PARAM, 'rtl');
  else params.delete(DIRECTION_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
