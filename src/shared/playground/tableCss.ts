export const SITE_TABLE_CSS_PATH = 'src/styles/table.css';
export const PROJECT_TABLE_CSS = 'table.css';

/**
 * src/styles/table.css as text; a build or script must define `process.env.SITE_TABLE_CSS`
 * (src/node/config.ts). Read here, not in src/shared/buildConstants.ts, which the main entry
 * imports: only the playground's chunk carries the stylesheet.
 */
export function siteTableCss(): string {
  const css = process.env.SITE_TABLE_CSS;
  if (!css)
    throw new Error(
      `process.env.SITE_TABLE_CSS is not defined: the build must inline ${SITE_TABLE_CSS_PATH}`,
    );
  return css;
}
