/**
 * Export check: every demo, exported as the CodeSandbox project the site posts, in TypeScript and
 * in JavaScript, must install, bundle and render a table in Chromium without a page error; so must
 * a table configured on /configurator (src/client/configurator/playground.ts, EXPORTED_STATE, whose
 * Style choices the project carries as table-theme.css), compared with that page at the same
 * address: the header cell's background, the borders and the padding compared are those choices.
 *
 * For each demos/<name>.tsx (files starting with `_` are helpers), the demo asset is parsed by
 * dumi's own block parser (the one `dumi build` uses), the project is built by `codeSandboxDataOf`
 * (the payload the CodeSandbox button posts) and written to a temporary folder: the TypeScript
 * project in `<name>/`, and the JavaScript one, from the JavaScript the site publishes for the
 * demo's files (src/node/plugins/javascript.ts), in `<name>.js/`. The union of
 * all projects' dependencies is installed once into .cache/export-check/deps (reinstalled only
 * when that union changes; npm's cache lives next to it) and linked into every project, after
 * checking that it satisfies each project's exact pins. Each project is bundled with esbuild from
 * its package.json `main` (all in one run, sharing the chunks of the packages they have in common)
 * and opened from its own index.html in Chromium.
 *
 * Each exported demo must also look as it does on the site in light mode: the computed font,
 * colours, borders and padding of its first table, header cell and body cell are compared with
 * the same demo on its page of the built site (dist/). Without a build, that comparison fails.
 *
 * Run with `npm run test:export` (compiles this file with esbuild, then runs it with node).
 */
import { build } from 'esbuild';
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import {
  codeSandboxDataOf,
  SITE_MANIFEST,
  type DemoAsset,
  type PlaygroundPage,
} from '../src/client/playground';
import { configuratorPlayground, EXPORTED_STATE } from '../src/client/configurator/playground';
import { serialiseState } from '../src/shared/configurator/state';
import { javaScriptAssets } from '../src/node/plugins/javascript';
import { demoModulePaths } from '../src/client/site/demoFiles';
import { SITE_TABLE_CSS_PATH } from '../src/shared/playground/tableCss';
import { isDebugPage } from '../src/shared/site/debugPages';
import { CHROMIUM_ARGS, findTestChromium } from './chromium';
import { startServer } from './serve.mjs';
import { settle } from './settle';

/** The computed look of the first table of a demo: what a reader sees as "the same table". */
type Look = Record<string, Record<string, string> | null> | null;

/** Runs in the page: the look of the first rc-table inside `rootSelector`. */
function lookOf(rootSelector: string): Look {
  const table = document.querySelector(`${rootSelector} .rc-table`);
  if (!table) return null;
  const pick = (element: Element | null, properties: string[]) => {
    if (!element) return null;
    const style = getComputedStyle(element);
    return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
  };
  return {
    table: pick(table, ['font-family', 'font-size', 'color']),
    'header cell': pick(table.querySelector('thead th'), [
      'background-color',
      'color',
      'font-weight',
      'border-top-color',
      'padding-top',
      'padding-left',
    ]),
    'body cell': pick(table.querySelector('tbody td'), [
      'background-color',
      'color',
      'border-top-color',
      'padding-top',
      'padding-left',
    ]),
  };
}

/** Where two looks differ, as `part property: site ≠ export`. */
function lookDifferences(site: Look, exported: Look): string[] {
  if (!site || !exported)
    return [
      `table: ${site ? 'found' : 'missing'} on the site, ${exported ? 'found' : 'missing'} in the export`,
    ];
  const differences: string[] = [];
  for (const [part, properties] of Object.entries(site)) {
    const other = exported[part];
    if (!properties || !other) {
      if (properties !== other)
        differences.push(`${part}: only ${properties ? 'on the site' : 'in the export'}`);
      continue;
    }
    for (const [name, value] of Object.entries(properties)) {
      if (other[name] !== value)
        differences.push(`${part} ${name}: ${value} on the site, ${other[name]} exported`);
    }
  }
  return differences;
}

/** The two flavours of every exported project. */
const FLAVOURS = ['TypeScript', 'JavaScript'] as const;

/** The configurator's exported table, checked like a demo against /configurator. */
const CONFIGURATOR = 'configurator';

/** The built page that shows a demo (or the configured table), relative to dist/. */
const sitePage = (demo: string) => (demo === CONFIGURATOR ? CONFIGURATOR : `demo/${demo}`);
/** The element of that page whose first table is the demo's. */
const siteRoot = (demo: string) =>
  demo === CONFIGURATOR ? '.site-configurator-preview' : '.dumi-default-previewer-demo';
type Flavour = (typeof FLAVOURS)[number];

interface Result {
  demo: string;
  flavour: Flavour;
  ok: boolean;
  detail: string;
  ms: number;
}

const ROOT = process.cwd();
const CACHE = join(ROOT, '.cache', 'export-check');
const DEPS = join(CACHE, 'deps');
/**
 * Projects bundled and opened at the same time: one per core, up to four (bundling and rendering
 * keep a core busy; more at once only makes each slower, until pages time out).
 */
const CONCURRENCY = Math.max(1, Math.min(4, cpus().length));
const requireFromRoot = createRequire(join(ROOT, 'package.json'));

/** dumi's block parser and React tech stack: the same asset the site's previewer receives. */
function dumiAssetParser(): (file: string) => Promise<DemoAsset> {
  const parse = requireFromRoot('dumi/dist/assetParsers/block.js').default;
  const ReactTechStack = requireFromRoot('dumi/dist/techStacks/react.js').default;
  const resolve = requireFromRoot('enhanced-resolve').create.sync({
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    mainFields: ['browser', 'module', 'main'],
    conditionNames: ['import', 'module', 'browser', 'require', 'default'],
  });
  return async (file) => {
    const { asset } = await parse({
      id: `demo-${file}`,
      refAtomIds: [],
      fileAbsPath: file,
      fileLocale: 'en-US',
      resolver: (dir: string, request: string) => resolve(dir, request),
      techStack: new ReactTechStack(),
    });
    return asset as DemoAsset;
  };
}

/**
 * Title and description of the English page of `demos/<name>.tsx`: docs/demo/<name>.md, else the
 * first page that embeds the demo and is not a debug page.
 */
function pageOf(name: string): PlaygroundPage | undefined {
  const dir = join(ROOT, 'docs', 'demo');
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && !f.endsWith('.zh-CN.md'))
    .sort((a, b) => Number(b === `${name}.md`) - Number(a === `${name}.md`));
  for (const file of pages) {
    const text = readFileSync(join(dir, file), 'utf8');
    const head = text.split(/^---$/m)[1] ?? '';
    if (!text.includes(`demos/${name}.tsx`) || isDebugPage(text)) continue;
    const field = (key: string) =>
      new RegExp(`^${key}:\\s*(.+)$`, 'm')
        .exec(head)?.[1]
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
    return { title: field('title'), description: field('description') };
  }
  return undefined;
}

/**
 * Type-checks every project with the pinned TypeScript in one program (the projects share one
 * tsconfig and one install, so the type packages load once). Resolves to demo → first error.
 */
async function typecheck(work: string, options: unknown): Promise<Map<string, string>> {
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({ ...(options as object), include: ['*/index.tsx'] }),
  );
  const tsc = join(DEPS, 'node_modules', 'typescript', 'bin', 'tsc');
  const errors = new Map<string, string>();
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', work], {
      cwd: work,
      maxBuffer: 16 << 20,
    });
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error);
    for (const line of output.split('\n')) {
      const match = /^([^/\s]+)\/(\S+?)\(\d+,\d+\): error (.*)$/.exec(line);
      if (match && !errors.has(match[1])) errors.set(match[1], `${match[2]}: ${match[3]}`);
    }
    if (!errors.size) errors.set('*', output.slice(0, 500));
  }
  return errors;
}

function writeProject(dir: string, files: Record<string, { content: string }>) {
  for (const [path, { content }] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** Installs `packages` into DEPS unless the same set is already installed there. */
function installShared(packages: Record<string, string>) {
  const manifest = JSON.stringify(
    { name: 'export-check-deps', private: true, dependencies: packages },
    null,
    2,
  );
  const stamp = join(DEPS, '.installed.json');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) {
    console.log('export-check: dependencies already installed');
    return;
  }
  mkdirSync(DEPS, { recursive: true });
  writeFileSync(join(DEPS, 'package.json'), manifest);
  console.log(
    `export-check: npm install ${Object.keys(packages).length} packages (shared by every project)`,
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      '--cache',
      join(CACHE, 'npm-cache'),
    ],
    { cwd: DEPS, stdio: 'inherit' },
  );
  writeFileSync(stamp, manifest);
}

/** Names of the packages a project pins that the shared install does not satisfy exactly. */
function unsatisfied(pins: Record<string, string>): string[] {
  return Object.entries(pins)
    .filter(([name, version]) => {
      const file = join(DEPS, 'node_modules', name, 'package.json');
      return !existsSync(file) || JSON.parse(readFileSync(file, 'utf8')).version !== version;
    })
    .map(([name, version]) => `${name}@${version}`);
}

/**
 * The project's index.html with its bundle added, as a bundler adds it: `build/<project>/index.js`
 * (an ES module, which imports the chunks it shares with the other projects) and its stylesheet.
 */
function pageHtml(dir: string, name: string): string {
  const css = existsSync(join(dir, '..', 'build', name, 'index.css'))
    ? `<link rel="stylesheet" href="/build/${name}/index.css" />\n`
    : '';
  return readFileSync(join(dir, 'index.html'), 'utf8')
    .replace('</head>', `${css}</head>`)
    .replace('</body>', `<script type="module" src="/build/${name}/index.js"></script>\n</body>`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves `dir` over HTTP (stylesheets opened from file:// hide their rules from scripts). */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const requested = normalize(
      join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)),
    );
    // A folder is its index.html, as on a static host (the site's routes are folders of dist/).
    const path = existsSync(join(requested, 'index.html'))
      ? join(requested, 'index.html')
      : requested;
    if (!path.startsWith(dir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      // The chunks the projects share are named by their content: a page's browser keeps them (and
      // their compiled code) for the next project, as it keeps a site's bundles.
      ...(/\/chunk-[A-Z0-9]+\.js$/.test(path)
        ? { 'cache-control': 'max-age=3600, immutable' }
        : {}),
    });
    res.end(readFileSync(path));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    });
  });
}

/** One exported project: `name` is its folder below the work folder, `dir` that folder's path. */
interface Project {
  demo: string;
  flavour: Flavour;
  name: string;
  dir: string;
  pins: Record<string, string>;
}

/** Runs `task` on every item, `CONCURRENCY` at a time. */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** esbuild's options for the projects: a browser bundle in development mode, as a sandbox makes. */
const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"development"' },
  loader: { '.png': 'file', '.svg': 'file', '.woff': 'file', '.woff2': 'file' },
  logLevel: 'silent',
} as const;

/**
 * Bundles every project from its package.json `main` into `<work>/build/<project>/`, in one esbuild
 * run with code splitting: what the projects share (React, rc-table, the installed packages) goes
 * into chunks that every project's page imports, so the browser compiles it once instead of 80
 * times. Each project still resolves its own files and its own node_modules link. If that run
 * fails, each project is bundled alone to say which failed and why. Returns project → error.
 */
async function bundleAll(work: string, projects: Project[]): Promise<Map<string, string>> {
  const run = (some: Project[], splitting: boolean) =>
    build({
      ...BUNDLE_OPTIONS,
      absWorkingDir: work,
      entryPoints: Object.fromEntries(
        some.map(({ name, dir }) => [
          `${name}/index`,
          join(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).main as string),
        ]),
      ),
      outdir: join(work, 'build'),
      splitting,
    });
  const errors = new Map<string, string>();
  try {
    await run(projects, true);
    return errors;
  } catch {
    // Find the projects that do not bundle, then bundle the others together again.
  }
  const bundled: Project[] = [];
  for (const project of projects) {
    try {
      await run([project], false);
      bundled.push(project);
    } catch (error) {
      errors.set(project.name, (error as Error).message.split('\n').slice(0, 4).join(' '));
    }
  }
  if (bundled.length) await run(bundled, true);
  return errors;
}

/** Adds a project's pins to the ones every project shares; one package, one version. */
function addPins(union: Record<string, string>, pins: Record<string, string>): void {
  for (const [name, version] of Object.entries(pins)) {
    if (union[name] && union[name] !== version)
      throw new Error(`${name} pinned as ${version} and ${union[name]}`);
    union[name] = version;
  }
}

/** A project's files written to `dir`, with its pins. */
function writeExport(
  dir: string,
  files: Record<string, { content: string }>,
  flavour: Flavour,
): Record<string, string> {
  writeProject(dir, files);
  const pkg = JSON.parse(files['package.json'].content);
  const pins: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
  if (flavour === 'JavaScript' && /typescript|@types\//.test(JSON.stringify(pins)))
    throw new Error('the JavaScript project installs TypeScript');
  return pins;
}

/**
 * Every demo's CodeSandbox project, and the configurator's, in both flavours, written under `work`
 * as the site posts them; a demo that cannot be exported is a failed result.
 */
async function exportProjects(
  work: string,
  demos: readonly string[],
): Promise<{ projects: Project[]; results: Result[]; union: Record<string, string> }> {
  const parse = dumiAssetParser();
  const projects: Project[] = [];
  const results: Result[] = [];
  const union: Record<string, string> = {};
  // The JavaScript the site publishes for every file under demos/, by its path there.
  const published = javaScriptAssets(join(ROOT, 'demos'));
  /** The JavaScript of the demo's files, keyed like its dependencies, as the site posts it. */
  const javaScriptOf = (asset: DemoAsset, filename: string) => {
    const paths = demoModulePaths(asset, filename);
    if (!paths) throw new Error(`${filename}: its files are not all under demos/`);
    return Object.fromEntries(
      Object.entries(paths).map(([key, path]) => {
        const file = published.get(path);
        if (!file) throw new Error(`no JavaScript published for demos/${path}`);
        return [key, JSON.parse(file.content) as string];
      }),
    );
  };
  for (const demo of demos) {
    for (const flavour of FLAVOURS) {
      const dir = join(work, flavour === 'TypeScript' ? demo : `${demo}.js`);
      try {
        const asset = await parse(join(ROOT, 'demos', `${demo}.tsx`));
        const filename = `demos/${demo}.tsx`;
        const javaScript = flavour === 'JavaScript' ? javaScriptOf(asset, filename) : undefined;
        const page = pageOf(demo);
        const data = codeSandboxDataOf(
          { asset, filename, playgroundPage: page, javaScript },
          SITE_MANIFEST,
        );
        const pins = writeExport(dir, data.files, flavour);
        addPins(union, pins);
        projects.push({ demo, flavour, name: relative(work, dir), dir, pins });
      } catch (error) {
        const detail = `export: ${(error as Error).message}`;
        results.push({ demo, flavour, ok: false, detail, ms: 0 });
      }
    }
  }
  // The configurator's exported table, in both flavours, as its buttons post it.
  for (const flavour of FLAVOURS) {
    const dir = join(work, flavour === 'TypeScript' ? CONFIGURATOR : `${CONFIGURATOR}.js`);
    const data = codeSandboxDataOf(
      configuratorPlayground(EXPORTED_STATE, flavour === 'TypeScript' ? 'ts' : 'js'),
      SITE_MANIFEST,
    );
    const pins = writeExport(dir, data.files, flavour);
    addPins(union, pins);
    projects.push({ demo: CONFIGURATOR, flavour, name: relative(work, dir), dir, pins });
  }
  return { projects, results, union };
}

/**
 * The look of each demo on its page of the built site, in light mode, once the page has hydrated
 * and loaded its chunks (a demo's own styles, e.g. styled-components', arrive with its code).
 * Read before the projects open, `CONCURRENCY` pages at a time, in one browser context (as one
 * reader's tabs: the site's bundles load and compile once).
 */
async function readSiteLooks(
  browser: Browser,
  siteUrl: string,
  demos: readonly string[],
): Promise<{ looks: Map<string, Look>; errors: Map<string, string> }> {
  const looks = new Map<string, Look>();
  const errors = new Map<string, string>();
  const context = await browser.newContext({ colorScheme: 'light' });
  const readLook = async (demo: string) => {
    const page = await context.newPage();
    try {
      const query = demo === CONFIGURATOR ? `?${serialiseState(EXPORTED_STATE)}` : '';
      await page.goto(`${siteUrl}${sitePage(demo)}${query}`, { timeout: 30_000 });
      await settle(page, 300, 20_000);
      await page
        .locator(`${siteRoot(demo)} .rc-table`)
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      // The demo's own look (styled-components' styles, say) is there once React has rendered the
      // demo on the page: its prerendered table then carries React's properties.
      await page.waitForFunction(
        (root) => {
          const table = document.querySelector(`${root} .rc-table`);
          return Boolean(table && Object.keys(table).some((key) => key.startsWith('__reactFiber')));
        },
        siteRoot(demo),
        { timeout: 30_000 },
      );
      looks.set(demo, await page.evaluate(lookOf, siteRoot(demo)));
    } catch (error) {
      errors.set(demo, (error as Error).message.split('\n')[0]);
    } finally {
      await page.close();
    }
  };
  await inParallel(
    [...demos, CONFIGURATOR].filter((demo) =>
      existsSync(join(ROOT, 'dist', sitePage(demo), 'index.html')),
    ),
    readLook,
  );
  await context.close();
  return { looks, errors };
}

/** What a project's check needs besides the project. */
interface CheckContext {
  context: BrowserContext;
  url: string;
  site: { looks: Map<string, Look>; errors: Map<string, string> };
  bundleErrors: Map<string, string>;
}

/** Opens a bundled project in Chromium and compares its table with the site's. */
async function checkProject(
  { demo, flavour, name, dir, pins }: Project,
  { context, url, site, bundleErrors }: CheckContext,
): Promise<Result> {
  const t0 = Date.now();
  const fail = (detail: string): Result => ({
    demo,
    flavour,
    ok: false,
    detail,
    ms: Date.now() - t0,
  });
  const missing = unsatisfied(pins);
  if (missing.length) return fail(`install: not satisfied: ${missing.join(', ')}`);
  const bundleError = bundleErrors.get(name);
  if (bundleError) return fail(`bundle: ${bundleError}`);
  writeFileSync(join(dir, 'check.html'), pageHtml(dir, name));

  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${url}/${name}/check.html`);
    await page.locator('#root table').first().waitFor({ state: 'visible', timeout: 15_000 });
    const styled = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.rc-table')),
      ),
    );
    if (errors.length) return fail(`page error: ${errors.join(' | ')}`);
    if (!styled) return fail('rc-table stylesheet not loaded');
    // Debug-only demos (hover-perf) have no page in a production build to compare with.
    const onSite = existsSync(join(ROOT, 'dist', sitePage(demo), 'index.html'));
    if (onSite) {
      if (!site.looks.has(demo))
        return fail(`its page on the site could not be read: ${site.errors.get(demo)}`);
      const differences = lookDifferences(
        site.looks.get(demo) ?? null,
        await page.evaluate(lookOf, '#root'),
      );
      if (differences.length)
        return fail(`looks different from the site: ${differences.join('; ')}`);
    }
    const compared = onSite ? ', looks as on the site' : ', no page on the site to compare';
    const detail = `${Object.keys(pins).length} pinned packages${compared}`;
    return { demo, flavour, ok: true, detail, ms: Date.now() - t0 };
  } catch (error) {
    return fail(
      `render: ${errors.length ? errors.join(' | ') : (error as Error).message.split('\n')[0]}`,
    );
  } finally {
    await page.close();
  }
}

/** Prints a line per project and the total; fails the run when a project failed. */
function report(results: Result[], demos: number, work: string, started: number): void {
  results.sort((a, b) => a.demo.localeCompare(b.demo) || a.flavour.localeCompare(b.flavour));
  for (const r of results)
    console.log(
      `${r.ok ? '✓' : '✘'} ${r.demo.padEnd(32)} ${r.flavour.padEnd(10)} ${String(r.ms).padStart(5)} ms  ${r.detail}`,
    );
  const failed = results.filter((r) => !r.ok);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `export-check: ${results.length - failed.length}/${(demos + 1) * FLAVOURS.length} projects pass (${demos} demos and a configured table in ${FLAVOURS.join(' and ')}, ${seconds} s)`,
  );
  if (failed.length) {
    console.log(`export-check: projects kept in ${work} for inspection`);
    process.exitCode = 1;
  } else if (!process.env.EXPORT_CHECK_KEEP) {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  const demos = readdirSync(join(ROOT, 'demos'))
    .filter((file) => /\.(tsx|jsx)$/.test(file) && !file.startsWith('_'))
    .map((file) => file.replace(/\.[^.]+$/, ''))
    .sort();
  const work = mkdtempSync(join(tmpdir(), 'rc-table-export-'));
  // The playground module reads the site's table stylesheet from here (the site build inlines it).
  process.env.SITE_TABLE_CSS = readFileSync(join(ROOT, SITE_TABLE_CSS_PATH), 'utf8');
  const { projects, results, union } = await exportProjects(work, demos);

  installShared(union);
  for (const { dir } of projects)
    symlinkSync(join(DEPS, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const typeScriptProject = projects.find((project) => project.flavour === 'TypeScript');
  const typeErrors = typeScriptProject
    ? typecheck(
        work,
        JSON.parse(readFileSync(join(typeScriptProject.dir, 'tsconfig.json'), 'utf8')),
      )
    : Promise.resolve(new Map<string, string>());

  const { server, url } = await serve(work);
  // The built site as a static host serves it, under the base path it was built for.
  const siteServer = await startServer({ dir: join(ROOT, 'dist'), port: 0 });
  const browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const site = await readSiteLooks(browser, siteServer.url, demos);
    const bundleErrors = await bundleAll(work, projects);
    // The projects' pages share one browser context: the chunks they share (React, rc-table) load
    // and compile once, as a reader's browser keeps a site's bundles from page to page.
    const context = await browser.newContext();
    await inParallel(projects, async (project) => {
      results.push(await checkProject(project, { context, url, site, bundleErrors }));
    });
  } finally {
    await browser.close();
    server.close();
    siteServer.server.close();
  }

  const errors = await typeErrors;
  for (const result of results) {
    if (result.flavour !== 'TypeScript') continue;
    const error = errors.get(result.demo) ?? errors.get('*');
    if (result.ok && error) Object.assign(result, { ok: false, detail: `types: ${error}` });
  }
  report(results, demos.length, work, started);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
