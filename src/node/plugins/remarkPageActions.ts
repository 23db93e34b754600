import { relative } from 'node:path';
import { routeOfFile, tabKeyOfFile, type SiteLocale } from '../docs/sitePages';
import { twinPath } from '../../shared/docs/twinPath';
import { siteHref } from '../../shared/site/routeLinks';
import { configuratorQueryOf } from '../../shared/configurator/demoLinks';

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

/** `configurator`: the configurator with the page's demo features chosen (demo pages it covers). */
export function pageActionsTag(href: string, configurator?: string): string {
  const extra = configurator ? ` configurator="${configurator}"` : '';
  return `<PageActions href="${href}"${extra}></PageActions>`;
}

/** `docs/demo/fixed-columns.zh-CN.md` → `/table/zh-CN/configurator?scrollX=width&…`, or undefined. */
export function configuratorHrefOfFile(
  file: string,
  options: Omit<PageActionsOptions, 'cwd'>,
): string | undefined {
  const demo = /^docs\/demo\/([\w-]+?)(?:\.zh-CN)?\.md$/.exec(file)?.[1];
  const query = demo ? configuratorQueryOf(demo) : null;
  if (query === null) return undefined;
  const locale = file.endsWith('.zh-CN.md') ? '/zh-CN' : '';
  const page = siteHref(`${locale}/configurator`, options.base);
  return query ? `${page}?${query.replace(/&/g, '&amp;')}` : page;
}

/** `docs/changelog.$tab-upgrade.zh-CN.md` → `/table/zh-CN/changelog.upgrade.md`. */
export function twinHrefOfFile(file: string, options: Omit<PageActionsOptions, 'cwd'>): string {
  const homes = options.locales.map((locale) => locale.base);
  const route = routeOfFile(file, options.locales);
  return siteHref(twinPath(route, homes, tabKeyOfFile(file)), options.base);
}

/** Inserts the actions after the first `#` heading; returns whether there was one. */
export function insertPageActions(tree: MdRoot, href: string, configurator?: string): boolean {
  const children = tree.children ?? [];
  const index = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (index < 0) return false;
  children.splice(index + 1, 0, { type: 'html', value: pageActionsTag(href, configurator) });
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
    insertPageActions(tree, twinHrefOfFile(page, options), configuratorHrefOfFile(page, options));
  };
}
