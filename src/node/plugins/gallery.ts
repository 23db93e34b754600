import type { IApi } from 'dumi';
import { readSitePages, siteLocales } from '../docs/sitePages';

/**
 * `@@/plugin-siteGallery/descriptions`: each page's description by its route, for the demo
 * gallery's cards. The front matter no longer carries descriptions to the browser
 * (src/node/plugins/rehypePageHead.ts), so the gallery's chunk brings the ones it shows.
 */
export default function galleryPlugin(api: IApi): void {
  api.describe({ key: 'siteGallery' });
  api.onGenerateFiles(() => {
    const locales = siteLocales((api.config.locales ?? []).map((locale) => locale.id));
    const descriptions = Object.fromEntries(
      readSitePages(api.cwd, locales)
        .filter((page) => !page.tab && typeof page.frontmatter.description === 'string')
        .map((page) => [page.route, page.frontmatter.description as string]),
    );
    api.writeTmpFile({
      path: 'descriptions.ts',
      content: `/** Each page's description by route (src/node/plugins/gallery.ts). */\nexport default ${JSON.stringify(descriptions)} as Record<string, string>;\n`,
    });
  });
}
