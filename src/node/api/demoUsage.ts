import { parseMarkdownPage } from '../docs/markdown';
import type { PageSource } from '../docs/pages';
import { isDebugFrontmatter } from '../../shared/site/debugPages';
import { propUseAnchor } from './propsUsed';
import type { DemoUsage } from '../../shared/api/types';

export type { DemoLink, DemoUsage } from '../../shared/api/types';

/** The pages of one locale whose demos use each prop, by title; debug-only pages left out. */
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
