/**
 * A 16×16 icon drawn from one path, hidden from assistive technology (the control around it
 * carries the name), filled with the current text colour or what the control's CSS gives it.
 */
export function icon(d: string) {
  const Icon = () => (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={d} />
    </svg>
  );
  return Icon;
}
