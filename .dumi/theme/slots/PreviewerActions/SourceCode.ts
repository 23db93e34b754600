// The alias exists only at build time (dumi maps it to its default theme); its types:
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../builtins/SourceCode/theme-original.d.ts" />

/**
 * dumi's own SourceCode builtin (Prism highlighting, copy button), not the site's on-demand
 * wrapper: import it only from modules that are themselves loaded on demand (CodePanel).
 */
export { default } from 'dumi/theme-original/builtins/SourceCode';
