/** 16×16 icons of the page actions, drawn in the text colour. */
function icon(d: string) {
  const Icon = () => (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={d} />
    </svg>
  );
  return Icon;
}

/** A page with a folded corner and lines of text. */
export const IconDocument = icon(
  'M3 1h6.6L13 4.4V15H3V1Zm1.5 1.5v11h7V5.5H8.5v-3h-4ZM10 2.9V4h1.1L10 2.9ZM6 8h4v1.3H6V8Zm0 2.7h4V12H6v-1.3Z',
);
