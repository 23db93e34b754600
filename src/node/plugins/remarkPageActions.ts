import { relative } from 'node:path';
import { routeOfFile, tabKeyOfFile, type SiteLocale } from '../docs/sitePages';
import { twinPath } from '../../shared/docs/twinPath';
import { siteHref } from '../../shared/site/routeLinks';

// A `<PageActions href>` under each `# title` is compiled with the page, so it is prerendered.

export interface PageActionsOptions {
  cwd: string;
  base: string;
  locales: readonly SiteLocale[];
}

export interface MdRoot {
  type: string;
  depth?: number;
  value?: string;
  children?: MdRoot[];
}

export function pageActionsTag(href: string): string {
  return `<PageActions href="${href}"></PageActions>`;
}

/** `docs/changelog.$tab-upgrade.zh-CN.md` → `/table/zh-CN/changelog.upgrade.md`. */
export function twinHrefOfFile(file: string, options: Omit<PageActionsOptions, 'cwd'>): string {
  const homes = options.locales.map((locale) => locale.base);
  const route = routeOfFile(file, options.locales);
  return siteHref(twinPath(route, homes, tabKeyOfFile(file)), options.base);
}

/** Inserts the actions after the first `#` heading; returns whether there was one. */
export function insertPageActions(tree: MdRoot, href: string): boolean {
  const children = tree.children ?? [];
  const index = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (index < 0) return false;
  children.splice(index + 1, 0, { type: 'html', value: pageActionsTag(href) });
  tree.children = children;
  return true;
}

/** dumi stores the page path in the processor's data. */
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
