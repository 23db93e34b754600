import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IApi } from 'dumi';
import { buildSync } from 'esbuild';
import { createCodeTypes, type CodeTypes } from '../codeTypes';
import { blockCode, demoCode, siteCodeHtml, type SiteCode } from '../codeTypes/site';
import { publishJsonAssets, type JsonAsset } from './jsonAssets';

export const CODE_TYPES_DIR = 'code-types';

/** The server bundle's HTML of the pages' code blocks; the browser bundle gets an empty stand-in. */
export const SERVER_HTML_REQUEST = /^@@\/plugin-siteCodeTypes\/server$/;

/** A content-hashed JSON file per key: `code-types/demos/simple.tsx.1a2b3c4d.json`. */
export function codeAssets(html: Map<string, string>): Map<string, JsonAsset> {
  const assets = new Map<string, JsonAsset>();
  for (const [key, markup] of html) {
    const content = JSON.stringify(markup);
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    assets.set(key, { fileName: `${CODE_TYPES_DIR}/${key}.${hash}.json`, content });
  }
  return assets;
}

/**
 * What a demo file's annotation depends on besides its own code: the other demo files it may
 * import, the annotator, and the declarations it reads. Names the demo files' HTML before it is
 * made, so that the manifest is ready while they are annotated.
 */
export function demoRevision(codes: readonly SiteCode[], rootDir: string): string {
  const hash = createHash('md5').update(JSON.stringify(codes));
  const annotator = join(__dirname, '..', 'codeTypes');
  for (const name of readdirSync(annotator).sort())
    if (name.endsWith('.ts')) hash.update(name).update(readFileSync(join(annotator, name)));
  for (const name of ['typescript', 'rc-table', 'react', '@types/react']) {
    const { version } = JSON.parse(
      readFileSync(join(rootDir, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    hash.update(`${name}@${version}`);
  }
  return hash.digest('hex').slice(0, 8);
}

/**
 * Annotates `codes` in a worker thread: the worker's module is bundled on the spot (the build
 * loads the site's TypeScript through its own hook, which a worker lacks).
 */
function annotateInWorker(rootDir: string, codes: SiteCode[]): Promise<Map<string, string>> {
  const script = join(rootDir, '.cache', 'code-types-worker.cjs');
  buildSync({
    entryPoints: [join(__dirname, '..', 'codeTypes', 'worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    outfile: script,
    logLevel: 'warning',
  });
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { rootDir, codes } });
    worker.once('message', (answer: { html?: [string, string][]; error?: string }) => {
      void worker.terminate();
      if (answer.html) resolve(new Map(answer.html));
      else reject(new Error(`[site] annotating the demos' code failed: ${answer.error}`));
    });
    worker.once('error', reject);
  });
}

/**
 * Types on hover and focus in every code block and demo source (src/node/codeTypes), computed
 * once per start or change:
 * - `@@/plugin-siteCodeTypes/server`: the pages' blocks' HTML, which the server renders into the
 *   page (the browser bundle gets src/client/codeTypes/noServerHtml.ts instead), made before
 *   webpack starts;
 * - `@@/plugin-siteCodeTypes/manifest`: the URL of each block's and demo file's HTML, fetched
 *   when a code panel opens or a client-side move shows a block;
 * - those files, next to the pages. The demo files' HTML is made in a worker thread while webpack
 *   compiles (most of the annotation's time; webpack leaves a core idle), and named by what it is
 *   made from (`demoRevision`) rather than by its content.
 */
export default function codeTypesPlugin(api: IApi): void {
  api.describe({ key: 'siteCodeTypes' });
  let codeTypes: CodeTypes | undefined;
  let blockAssets = new Map<string, JsonAsset>();
  let demoAssets: Promise<JsonAsset[]> = Promise.resolve([]);
  const publicPath = (): string => String(api.config.publicPath || '/').replace(/\/?$/, '/');

  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, 'demos'), join(api.cwd, 'docs')]);

  api.onGenerateFiles(() => {
    codeTypes ??= createCodeTypes({ rootDir: api.cwd });
    const blocks = blockCode(api.cwd);
    const html = siteCodeHtml(codeTypes, blocks);
    blockAssets = codeAssets(html);

    const demos = demoCode(join(api.cwd, 'demos'));
    const revision = demoRevision(demos, api.cwd);
    const demoNames = new Map(
      demos.map(({ key }) => [key, `${CODE_TYPES_DIR}/${key}.${revision}.json`]),
    );
    demoAssets = annotateInWorker(api.cwd, demos).then((demoHtml) =>
      [...demoNames].map(([key, fileName]) => ({
        fileName,
        content: JSON.stringify(demoHtml.get(key)),
      })),
    );
    // A failure shows when the assets are asked for (a build's end, a request), not before.
    demoAssets.catch(() => undefined);

    const manifest = Object.fromEntries([
      ...[...blockAssets].map(([key, asset]) => [key, publicPath() + asset.fileName]),
      ...[...demoNames].map(([key, fileName]) => [key, publicPath() + fileName]),
    ]);
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** URL of the HTML of each code block and demo file, by key (src/shared/codeTypes/keys.ts). */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
    const server = Object.fromEntries(blocks.map(({ key }) => [key, html.get(key)]));
    api.writeTmpFile({
      path: 'server.ts',
      content: `/** The HTML of the pages' code blocks, for the server render only. */\nexport default ${JSON.stringify(server)} as Record<string, string>;\n`,
    });
  });

  api.chainWebpack((memo, { webpack, ssr }) => {
    if (ssr) return memo;
    const standIn = join(api.cwd, 'src', 'client', 'codeTypes', 'noServerHtml.ts');
    memo.plugin('site-code-types-server-html').use(
      new webpack.NormalModuleReplacementPlugin(
        SERVER_HTML_REQUEST,
        (data: { request: string }) => {
          data.request = standIn;
        },
      ),
    );
    return memo;
  });

  publishJsonAssets(api, async () => [...blockAssets.values(), ...(await demoAssets)]);
}
