// The alias below exists only at build time (dumi maps it to its default theme); its types are
// declared next to this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./source-code.d.ts" />

/**
 * dumi's own SourceCode builtin (Prism highlighting, copy button), not the site's on-demand
 * wrapper: import it only from modules that are themselves loaded on demand (CodePanel).
 */
export { default } from 'dumi/theme-original/builtins/SourceCode';
