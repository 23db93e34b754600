import { transformSync } from 'esbuild';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyProblems, scanPage, sha256Source } from '../../src/node/csp/page';
import { parsePolicy } from '../../src/node/csp/policy';
import { isAppScriptDeferred } from '../../src/node/patches/html/appScript';
import { pageHeadProblems } from '../../src/node/patches/html/pageHead';
import { PURE_DUMI_API, REACT_INTL_REQUEST, THEME_BUILTIN } from '../../src/node/patches';
import { PATCHES, type Side } from '../../src/node/patches/list';

/**
 * Every patch of src/node/patches, run again on what the last `npm run build` really generated: the
 * first input each patch rewrote in each build, kept by the guard in .cache/patch-inputs. A hand-
 * written string can only show that a patch handles the shape its author expected; these show it
 * handles the shape dumi, umi and React produce today. Run with `npm run test:generated`, after a build.
 */

const ROOT = join(__dirname, '../..');
const INPUTS = join(ROOT, '.cache/patch-inputs');
const DIST = join(ROOT, process.env.E2E_DIST || 'dist');
const requireHere = createRequire(join(ROOT, 'package.json'));

/** The recorded input of `id` in the `side` build; fails the test when the build did not keep one. */
function input(side: Side, id: string): string {
  const file = join(INPUTS, side, `${id}.txt`);
  if (!existsSync(file))
    throw new Error(
      `no input of patch "${id}" from the ${side} build: run \`npm run build\` first`,
    );
  return readFileSync(file, 'utf8');
}

const { REWRITES } = requireHere(
  './src/node/patches/loaders.cjs',
) as typeof import('../../src/node/patches/loaders.cjs');

/** Runs loader patch `id` on `source` as webpack would for a module with that path and query. */
function rewrite(id: string, source: string, resourcePath = '', resourceQuery = ''): string {
  return REWRITES[id](source, { rootContext: ROOT, resourcePath, resourceQuery } as never);
}

/** Throws unless `code` parses as `loader` (the rewritten module still compiles). */
function parses(code: string, loader: 'js' | 'jsx' | 'ts' | 'tsx') {
  transformSync(code, { loader, logLevel: 'silent' });
}

describe('every patch expected in a build left a real input there', () => {
  for (const { id, sides } of PATCHES) {
    for (const side of sides) {
      it(`${id} (${side})`, () => {
        expect(input(side, id).length).toBeGreaterThan(0);
      });
    }
  }
});

describe('server build', () => {
  it("complete-server-render: umi's markup generator pipes React's stream once the whole page is ready", () => {
    const out = rewrite('complete-server-render', input('server', 'complete-server-render'));
    // The markup generator is what exportStatic prerenders with (umi's request handler, for a
    // running server, keeps streaming from the shell).
    const generator = /function createMarkupGenerator\(opts\) \{[^]*?\n\}\n/.exec(out)?.[0] ?? '';
    expect(generator).toMatch(/onAllReady\(\)\s*\{\s*stream\.pipe\(writable\);/);
    expect(generator).not.toMatch(/onShellReady/);
    parses(out, 'js');
  });
});

describe('client build', () => {
  it("babel-targets: the site's own chunks are compiled for its targets, not down to ES5", () => {
    // Pages, demos and the theme's layout: chunks webpack builds from the site's own files.
    const own = readdirSync(DIST).filter((file) =>
      /^(docs__|demos__|dumi__theme__).*\.js$/.test(file),
    );
    expect(own.length).toBeGreaterThan(100);
    const code = own.map((file) => [file, readFileSync(join(DIST, file), 'utf8')] as const);
    // An async function compiled for ES5 runs through the regenerator runtime: `….mark(function …`.
    expect(code.filter(([, text]) => /\.mark\(function/.test(text)).map(([file]) => file)).toEqual(
      [],
    );
    expect(code.some(([, text]) => /\basync\b[^;]*=>|\basync function\b/.test(text))).toBe(true);
  });

  it('chunk-names-pages: a page module names its lazy imports after their files', () => {
    const out = rewrite('chunk-names-pages', input('client', 'chunk-names-pages'));
    const names = [...out.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    // `….md`: the page's own chunk, which lazy-toc (run first) loads the contents from.
    for (const name of names)
      expect(name).toMatch(/^docs__.+(__(demo|frontmatter|text)|\.md)$|^demos__/);
    parses(out, 'tsx');
  });

  it('unused-builtins: the module marked free of side effects is a builtin of the theme', () => {
    const [path] = input('client', 'unused-builtins').split('\n');
    expect(path).toMatch(THEME_BUILTIN);
    expect(existsSync(path)).toBe(true);
  });

  it("deferred-demo: a page with a `defer` demo renders it through the site's DeferredDemo", () => {
    const out = rewrite('deferred-demo', input('client', 'deferred-demo'));
    expect(out).toMatch(/import DumiDemo from "[^"]*\.dumi\/theme\/common\/DeferredDemo\.tsx";/);
    expect(out).not.toMatch(/^import \{ DumiDemo \} from 'dumi';$/m);
    parses(out, 'jsx');
  });

  it('lazy-tabs: every page tab is a lazy component', () => {
    const source = input('client', 'lazy-tabs');
    const tabs = source.match(/^import \* as tab\d+ from /gm) ?? [];
    expect(tabs.length).toBeGreaterThan(0);
    const out = rewrite('lazy-tabs', source);
    expect(out.match(/React\.lazy\(\(\) => import\(\/\* webpackChunkName: "docs__/g)).toHaveLength(
      tabs.length,
    );
    expect(out).not.toMatch(/^import \* as tab\d+ from /m);
    parses(out, 'ts');
  });

  it("lazy-toc: a page's contents leave the main entry for the page's own chunk", () => {
    const source = input('client', 'lazy-toc');
    const file = /^import '([^'?]+)\?watch=parent';$/m.exec(source)?.[1] ?? '';
    expect(file).toMatch(/\.md$/);
    const entries = JSON.parse(
      /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m.exec(source)?.[1] ?? '',
    );
    const deferred = rewrite('lazy-toc', source, file, '?type=frontmatter');
    parses(deferred, 'ts');
    const only = rewrite('lazy-toc', source, file, '?toc-only&type=frontmatter');
    parses(only, 'ts');
    if (entries.length) {
      expect(deferred).not.toContain(JSON.stringify(entries[0]));
      const chunk = /webpackChunkName: "([^"]+)"/.exec(deferred)?.[1] ?? '';
      // The page's component is in a chunk of that name: the contents arrive with the page.
      expect(readdirSync(DIST).some((name) => name.startsWith(`${chunk}.`))).toBe(true);
    }
    expect(only).toBe(`export const toc = ${JSON.stringify(entries)};\n`);
    // No page's contents are left in the main entry (`{id:…,depth:2,title:…}` once minified).
    const entry = readdirSync(DIST).find((name) => /^umi\.\w+\.js$/.test(name)) ?? '';
    expect(readFileSync(join(DIST, entry), 'utf8')).not.toMatch(/depth:[1-6],title:/);
  });

  it('shallow-route-meta: route metadata is merged without a deep copy', () => {
    const out = rewrite('shallow-route-meta', input('client', 'shallow-route-meta'));
    expect(out).not.toContain('deepmerge(route.meta, routeMeta)');
    expect(out).toContain('route.meta = { ...route.meta, ...routeMeta');
    parses(out, 'ts');
  });

  it("hydrate-in-transition: umi's runtime plugins include the render hook", () => {
    const plugins = readFileSync(join(ROOT, '.dumi/tmp-production/core/plugin.ts'), 'utf8');
    expect(plugins).toContain('src/node/patches/runtime/renderInTransition.ts');
    expect(plugins).toMatch(/getValidKeys\(\) \{\s*return \[[^\]]*'render'/);
  });

  it("pure-dumi-api: the barrel marked free of side effects is one of dumi's or umi's", () => {
    const [path] = input('client', 'pure-dumi-api').split('\n');
    expect(path).toMatch(PURE_DUMI_API);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(/^export \* from /m);
  });

  /** The names the importer imports from `request`, from `import { a, b as c } from '…'` lines. */
  const importedNames = (importer: string, request: RegExp): string[] => {
    const code = readFileSync(importer, 'utf8');
    return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
      .filter((match) => request.test(match[2]))
      .flatMap((match) => match[1].split(','))
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean);
  };

  it('intl: the stand-in exports everything its real importer takes from react-intl', async () => {
    const [request, importer] = input('client', 'intl').split('\n');
    expect(request).toMatch(REACT_INTL_REQUEST);
    const names = importedNames(importer, REACT_INTL_REQUEST);
    expect(names.length).toBeGreaterThan(0);
    const standin = (await import('../../src/node/patches/standins/intl')) as Record<
      string,
      unknown
    >;
    for (const name of names) expect(standin, name).toHaveProperty(name);
  });

  it('route-match-cache: the stand-in exports everything its real importer takes from react-router', async () => {
    const [request, importer] = input('client', 'route-match-cache').split('\n');
    expect(request).toBe('react-router');
    const names = importedNames(importer, /^react-router$/);
    expect(names.length).toBeGreaterThan(0);
    const standin = (await import('../../src/node/patches/standins/routeMatchCache')) as Record<
      string,
      unknown
    >;
    for (const name of names) expect(standin, name).toHaveProperty(name);
  });
});

describe('exported pages', () => {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      if (name.isDirectory()) walk(join(dir, name.name));
      else if (name.name.endsWith('.html')) pages.push(join(dir, name.name));
    }
  };
  if (existsSync(DIST)) walk(DIST);

  it("react-stream-bytes, page-head, noscript-notice and app-script: every page has no NUL byte, its language, one title, a zoomable viewport, no English notice of umi's, and its app after the first paint", () => {
    expect(pages.length).toBeGreaterThan(80);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(html.includes('\0'), page).toBe(false);
      expect(pageHeadProblems(html), page).toEqual([]);
      expect(html, page).not.toContain('Enable JavaScript to run this app.');
      // umi's shell for the pages it does not prerender (standalone demos) has nothing to paint first.
      if (html.includes('<div id="root"></div>'))
        expect(html, page).toMatch(/<script src="[^"]*\/umi\.[0-9a-f]+\.js"><\/script>/);
      else expect(isAppScriptDeferred(html), page).toBe(true);
    }
  });

  it('content-security-policy: every page has one policy, which allows each inline script it holds and blocks nothing it needs', () => {
    expect(pages.length).toBeGreaterThan(80);
    const headers = readFileSync(join(DIST, '_headers'), 'utf8');
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const metas = [
        ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g),
      ];
      expect(metas.length, page).toBe(1);
      const policy = metas[0][1];
      const scan = scanPage(html);
      expect(scan.inlineScripts.length, page).toBeGreaterThan(0);
      const scriptSources = parsePolicy(policy).get('script-src') ?? [];
      expect(scriptSources, page).not.toContain("'unsafe-inline'");
      for (const script of scan.inlineScripts)
        expect(scriptSources, page).toContain(sha256Source(script));
      expect(policyProblems(scan, policy), page).toEqual([]);
    }
    expect(headers).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
  });
});
