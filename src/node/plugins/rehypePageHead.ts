import { revisionOf } from '../site/revision';
import type { Root } from 'hast';

/** The plugin's options: a revision of this file, so that dumi's cache of the pages follows it. */
export const rehypePageHeadOptions = () => ({
  revision: revisionOf([__filename]),
});

interface FileWithFrontmatter {
  data: { frontmatter?: { description?: unknown; keywords?: unknown } };
}

/**
 * A page's description and keywords travel with the page, not with every page: dumi puts each
 * page's front matter into the main entry, where only titles, groups and order are read (the
 * sidebar, the navigation), while the head's `<meta name="description">` and keywords are for the
 * page shown. This moves them from the front matter (after dumi has filled in a missing description
 * from the first paragraph) into a `<PageHead>` at the top of the page, which writes those tags.
 */
export default function rehypePageHead() {
  return (tree: Root, file: FileWithFrontmatter): void => {
    const frontmatter = file.data.frontmatter;
    if (!frontmatter) return;
    const { description, keywords } = frontmatter;
    if (description === undefined && keywords === undefined) return;
    delete frontmatter.description;
    delete frontmatter.keywords;
    const properties: Record<string, string> = {};
    if (typeof description === 'string') properties.description = description;
    if (Array.isArray(keywords)) properties.keywords = JSON.stringify(keywords.map(String));
    tree.children.unshift({ type: 'element', tagName: 'PageHead', properties, children: [] });
  };
}
