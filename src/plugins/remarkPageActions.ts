import { relative } from 'node:path';
import { routeOfFile, tabKeyOfFile, type SiteLocale } from '../docs/sitePages';
import { twinPath } from '../docs/twinPath';
import { siteHref } from '../site/routeLinks';

/**
 * Remark plugin (registered by src/plugins/markdownTwins.ts) that puts the page's actions right
 * under its title: after the first top-level `# heading` of every page and content tab under
 * `docs/`, a `<PageActions href="…"></PageActions>` builtin (.dumi/theme/builtins/PageActions:
 * the head link to the page's Markdown twin, "Copy page" and "View as Markdown"). The tag is part
 * of the page as dumi compiles it, so the actions are prerendered with the page and hydrate with
 * it, like `<ApiTable>` or a demo; the twin's address is worked out here, at build time, by the
 * rule the twins are written by (src/docs/twinPath.ts), so the browser runs none of it.
 */

/** What the plugin needs to know about the site. */
export interface PageActionsOptions {
  /** The project root, which page paths are relative to. */
  cwd: string;
  /** The base path of the site (`/`, `/table/`). */
  base: string;
  locales: readonly SiteLocale[];
}

/** The part of a Markdown syntax tree (mdast) this plugin reads and writes. */
export interface MdRoot {
  type: string;
  depth?: number;
  value?: string;
  children?: MdRoot[];
}

/** The builtin's tag for the twin at `href`. */
export function pageActionsTag(href: string): string {
  return `<PageActions href="${href}"></PageActions>`;
}

/**
 * The address of the twin of a page file (relative to the project root), under the base path:
 * `docs/demo/simple.md` → `/table/demo/simple.md`, `docs/changelog.$tab-upgrade.zh-CN.md` →
 * `/table/zh-CN/changelog.upgrade.md`.
 */
export function twinHrefOfFile(file: string, options: Omit<PageActionsOptions, 'cwd'>): string {
  const homes = options.locales.map((locale) => locale.base);
  const route = routeOfFile(file, options.locales);
  return siteHref(twinPath(route, homes, tabKeyOfFile(file)), options.base);
}

/**
 * Inserts the actions after the first heading of depth 1 among the root's children. Returns
 * whether it did: a page without a `#` title (none on this site) gets no actions.
 */
export function insertPageActions(tree: MdRoot, href: string): boolean {
  const children = tree.children ?? [];
  const index = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (index < 0) return false;
  children.splice(index + 1, 0, { type: 'html', value: pageActionsTag(href) });
  tree.children = children;
  return true;
}

/** The part of a unified processor this plugin reads: dumi stores the page path in its data. */
interface ProcessorLike {
  data(key: string): unknown;
}

export default function remarkPageActions(this: ProcessorLike, options: PageActionsOptions) {
  return (tree: MdRoot, file: { path?: string }) => {
    const page = relative(options.cwd, String(this.data('fileAbsPath') ?? file.path ?? ''))
      .split('\\')
      .join('/');
    if (!/^docs\/.+\.md$/.test(page)) return;
    insertPageActions(tree, twinHrefOfFile(page, options));
  };
}
