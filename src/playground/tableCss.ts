import { buildTableCss } from '../buildConstants';

/** Where the site's table stylesheet is, and what an exported project calls it. */
export const SITE_TABLE_CSS_PATH = 'src/styles/table.css';
export const PROJECT_TABLE_CSS = 'table.css';

/**
 * The site's table stylesheet (src/styles/table.css) as text, for the projects the playground
 * buttons export. The build puts the file's text in place of `process.env.SITE_TABLE_CSS`
 * (`define` in .dumirc.ts and vitest.config.ts); a Node script sets that variable from the file
 * before it builds projects (scripts/export-check.ts).
 */
export function siteTableCss(): string {
  const css = buildTableCss();
  if (!css)
    throw new Error(
      `process.env.SITE_TABLE_CSS is not defined: the build must inline ${SITE_TABLE_CSS_PATH}`,
    );
  return css;
}
