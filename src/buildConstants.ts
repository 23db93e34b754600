/**
 * What the browser code knows of the build (src/config.ts writes the values: \`buildDefines\`).
 * Each expression below is replaced by its value at build time; outside a build it is undefined.
 * Separate exports, so a bundle carries only those it uses (the table stylesheet only in the
 * playground's chunk), and no reference to \`process.env\` as a whole, which webpack would replace
 * with every defined value at once.
 */

/** The site's base path, \`/\` or e.g. \`/table/\` (from \`BASE_PATH\`). */
export const BUILD_BASE: string = process.env.SITE_BASE || '/';

/** Whether \`debug: true\` pages are part of this build (from \`SITE_DEBUG_PAGES\`). */
export const BUILD_DEBUG_PAGES: boolean = process.env.SITE_DEBUG_PAGES === '1';

/** The site's table stylesheet, src/styles/table.css, as text (for the playground exports). */
export function buildTableCss(): string | undefined {
  return process.env.SITE_TABLE_CSS;
}
