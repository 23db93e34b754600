import { join } from 'node:path';
import type { IApi } from 'dumi';

const CHUNK_NAME_LOADER = join(__dirname, 'chunkNameLoader.cjs');
const DUMI_RUNTIME_LOADER = join(__dirname, 'dumiRuntimeLoader.cjs');
const NO_SITE_SEARCH = join(__dirname, '../site/noSiteSearch.ts');

/**
 * Shapes the client bundle:
 * - each page's demo map and text, and each demo, get a chunk of their own (see
 *   chunkNameLoader.cjs for why): the loader runs after dumi's own on the modules that hold those
 *   lazy imports, the Markdown demo maps and front matter, and dumi's generated route metadata;
 * - the page tabs load on demand and route metadata is merged without deep copies
 *   (dumiRuntimeLoader.cjs);
 * - dumi's built-in search hook, which starts a worker on import, is replaced by a no-op (the
 *   site has its own search).
 */
export default function bundlePlugin(api: IApi): void {
  api.describe({ key: 'siteBundle' });
  api.chainWebpack((memo, { webpack }) => {
    memo.module
      .rule('site-chunk-names-md')
      .post()
      .test(/\.md$/)
      .resourceQuery(/type=(demo|frontmatter)$/)
      .use('chunk-names')
      .loader(CHUNK_NAME_LOADER);
    memo.module
      .rule('site-chunk-names-meta')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/]index\.ts$/)
      .use('chunk-names')
      .loader(CHUNK_NAME_LOADER);
    memo.module
      .rule('site-dumi-runtime')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/](tabs|runtime)\.ts$/)
      .use('dumi-runtime')
      .loader(DUMI_RUNTIME_LOADER);
    memo
      .plugin('site-no-dumi-search')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]theme-api[\\/]useSiteSearch[\\/]index\.js$/,
        NO_SITE_SEARCH,
      ]);
    return memo;
  });
}
