function icon(d: string) {
  const Icon = () => (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
  return Icon;
}

export const IconCode = icon(
  'M5.2 3.4 6.3 4.5 2.8 8l3.5 3.5-1.1 1.1L.6 8l4.6-4.6Zm5.6 0L15.4 8l-4.6 4.6-1.1-1.1L13.2 8 9.7 4.5l1.1-1.1ZM9.1 1.9l1.45.4-3.65 11.8-1.45-.4L9.1 1.9Z',
);
export const IconCodeOpen = icon(
  'M5.2 3.4 6.3 4.5 2.8 8l3.5 3.5-1.1 1.1L.6 8l4.6-4.6Zm5.6 0L15.4 8l-4.6 4.6-1.1-1.1L13.2 8 9.7 4.5l1.1-1.1Z',
);
/** Right-aligned lines and an arrow pointing left: right to left. */
export const IconRtl = icon(
  'M5 2.5h9V4H5V2.5Zm3 4h6V8H8V6.5Zm-3 4h9V12H5v-1.5ZM1 7.25 4.5 4.5v5.5L1 7.25Z',
);
