/** A 16×16 icon from one path, hidden from assistive technology: the control carries the name. */
export function icon(d: string) {
  const Icon = () => (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={d} />
    </svg>
  );
  return Icon;
}
