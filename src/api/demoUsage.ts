import { parseMarkdownPage } from '../docs/markdown';
import type { PageSource } from '../docs/pages';
import { isDebugFrontmatter } from '../site/debugPages';
import { propUseAnchor } from './propsUsed';

/** A demo page that uses a prop. */
export interface DemoLink {
  /** Page title in the page's locale. */
  title: string;
  /** Route path of the demo page. */
  link: string;
}

/** Demo pages per API anchor (`prop-expandable-rowexpandable` → pages whose demo uses it). */
export type DemoUsage = Record<string, DemoLink[]>;

/**
 * Which pages of one locale use which prop in their demos' code (propsUsed.ts), by the prop's
 * API anchor: each page listed once per prop, sorted by title; debug-only pages left out.
 */
export function demoUsage(pages: readonly PageSource[]): DemoUsage {
  const usage: DemoUsage = {};
  for (const source of pages) {
    const page = parseMarkdownPage(source.markdown, source.file);
    if (isDebugFrontmatter(page.frontmatter)) continue;
    for (const uses of Object.values(source.demoProps ?? {})) {
      for (const use of uses) {
        const list = (usage[propUseAnchor(use)] ??= []);
        if (!list.some((entry) => entry.link === source.link))
          list.push({ title: page.title, link: source.link });
      }
    }
  }
  for (const list of Object.values(usage)) list.sort((a, b) => a.title.localeCompare(b.title));
  return usage;
}
