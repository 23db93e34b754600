/**
 * The site's performance benchmark: `npm run bench`.
 *
 * Prints one table per measure and exits non-zero when a budget of issue 7 is exceeded:
 * - JS and CSS per route (raw and gzip), main entry size, build time;
 * - Lighthouse (simulated mobile, median of 3): performance score, LCP, TBT, CLS per route;
 * - frame times while scrolling the 100,000-row virtual-list demo (p50, p95): main-thread work per
 *   frame, and the interval between frames (dropped frames).
 *
 * `--size-only` measures only the bundle sizes (deterministic), holds them to the JavaScript
 * budgets and compares them with the recorded baseline in bench/baseline.json: CI runs that, so a
 * size over budget or a regression fails the build.
 * `--build` forces a fresh production build (and times it); `--update-baseline` rewrites the baseline.
 *
 * `--without <patch>` builds the site without one patch of src/node/patches (into dist-without-<patch>)
 * and prints what the patch buys: gzip JavaScript per route and of the main entry, what a reader
 * gets in the HTML, and main-thread time on load (see {@link loadTrace}); `--runs <n>` sets the
 * loads per route and build (5), `--routes /,/changelog` the routes, `--size-only` skips the main
 * thread, `--lighthouse` adds Lighthouse's LCP and TBT (median of 3) for both builds. Without
 * `--without`, `--routes` limits Lighthouse to those routes.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startServer } from './serve.mjs';
import { settle } from './settle';
import { benchSearch, quantile } from './bench-search';

const ROUTES = [
  '/',
  '/changelog',
  '/demo/simple',
  '/demo/virtual-list',
  '/zh-CN/demo/fixed-columns',
  '/configurator',
];
/** Routes held to the demo-page budget: demo pages and the configurator (issue 26). */
const withDemoBudget = (route: string): boolean =>
  route.includes('/demo/') || route.endsWith('/configurator');
/** A route's JavaScript budget (KB at gzip level 6): the changelog's is its own (issue 37). */
const routeBudget = (route: string): number =>
  route === '/changelog'
    ? BUDGETS.changelogJs
    : withDemoBudget(route)
      ? BUDGETS.demoJs
      : BUDGETS.docsJs;
const KB = 1024;
/** Budgets from issue 7 (gzip KB, ms, scores); the changelog's and the main entry's from issue 37. */
export const BUDGETS = {
  docsJs: 150,
  changelogJs: 140,
  demoJs: 200,
  mainEntry: 100,
  lighthouse: 95,
  tbt: 100,
  lcp: 1800,
  cls: 0.02,
  frameP95: 16,
};
/** Growth over the recorded baseline that still passes the size check (fraction). */
const TOLERANCE = 0.05;

const argv = process.argv.slice(2);
const args = new Set(argv);
/** The value of option `--name value` or `--name=value`. */
const option = (name: string): string | undefined => {
  const index = argv.indexOf(`--${name}`);
  if (index > -1) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
};
/** The built site to measure: dist/ unless BENCH_DIST names another output folder. */
const DIST = process.env.BENCH_DIST || 'dist';
const failures: string[] = [];

interface RouteSize {
  route: string;
  jsRaw: number;
  /** At gzip's best level (9), as the baseline records it. */
  jsGzip: number;
  /** At gzip's default level (6), as a static host compresses on the fly: what the budgets hold. */
  jsHost: number;
  cssRaw: number;
  cssGzip: number;
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const table = (title: string, rows: Array<Record<string, string | number>>) => {
  console.log(`\n${title}`);
  console.table(rows);
};

function build(dist = DIST, env: Record<string, string> = {}): number | null {
  if (!args.has('--build') && existsSync(`${dist}/index.html`)) return null;
  const start = Date.now();
  execSync('npx dumi build', {
    stdio: 'inherit',
    env: { ...process.env, ...env, OUTPUT_PATH: dist },
  });
  return Date.now() - start;
}

/** A file's bytes: raw, at gzip level 9 (the baseline's) and at level 6 (a host's default). */
function assetSize(file: string) {
  const body = readFileSync(file);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    host: gzipSync(body, { level: 6 }).length,
  };
}

async function measureRoutes(base: string, dist = DIST, quietMs?: number) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const sizes: RouteSize[] = [];
  for (const route of ROUTES) {
    // A fresh context per route: nothing comes from the previous route's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(base + route.slice(1));
    await settle(page, quietMs);
    const size: RouteSize = { route, jsRaw: 0, jsGzip: 0, jsHost: 0, cssRaw: 0, cssGzip: 0 };
    for (const path of files) {
      const file = decodeURIComponent(path).slice(new URL(base).pathname.length);
      const { raw, gzip, host } = assetSize(`${dist}/${file}`);
      if (path.endsWith('.js')) {
        size.jsRaw += raw;
        size.jsGzip += gzip;
        size.jsHost += host;
      } else {
        size.cssRaw += raw;
        size.cssGzip += gzip;
      }
    }
    sizes.push(size);
    await context.close();
  }
  await browser.close();
  return sizes;
}

function mainEntry(dist = DIST) {
  const manifest = JSON.parse(readFileSync(`${dist}/build-manifest.json`, 'utf8')) as {
    assets: Record<string, string>;
  };
  // The main entry sits at the top of the build, whatever its base path.
  return assetSize(`${dist}/${basename(manifest.assets['umi.js'])}`);
}

/** Display refresh interval at 60 Hz: a frame interval of one refresh means no frame was dropped. */
const REFRESH_MS = 1000 / 60;
/** Scroll passes over the virtual list, each in a fresh page; their frames are pooled. */
const FRAME_PASSES = 3;

/**
 * Scrolls the virtual-list demo 400 px (ten rows, so every visible row is new) per frame for 240
 * frames and records two things per frame:
 * - the interval between frames, which the display's refresh rounds up to whole refreshes: it
 *   shows dropped frames (33.3 ms) but not how close a frame came to the limit;
 * - the main thread's work for the frame: from the start of the frame's animation callback to a
 *   message posted there, which runs only after the tasks already queued (React's render of the
 *   scroll, queued by the scroll event) and after the frame's own style, layout and paint.
 */
async function frameTimes(base: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const intervals: number[] = [];
  const work: number[] = [];
  try {
    for (let pass = 0; pass < FRAME_PASSES; pass += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}demo/virtual-list`);
      await settle(page);
      // The orders are generated after the page appears; scroll only once all of them are in.
      await page
        .getByRole('status')
        .filter({ hasText: '100,000 orders' })
        .waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      const measured = await page.evaluate(async () => {
        const cell = document.querySelector('.virtual-list-cell');
        let scroller = cell?.parentElement ?? null;
        while (scroller && scroller.scrollHeight <= scroller.clientHeight)
          scroller = scroller.parentElement;
        if (!scroller) throw new Error('no scroll container found in the virtual-list demo');
        const target = scroller;
        const deltas: number[] = [];
        const busy: number[] = [];
        const channel = new MessageChannel();
        let frameStart = 0;
        channel.port1.onmessage = () => busy.push(performance.now() - frameStart);
        await new Promise<void>((done) => {
          let last = performance.now();
          let frame = 0;
          const step = (now: number) => {
            frameStart = performance.now();
            deltas.push(now - last);
            last = now;
            target.scrollTop += 400;
            target.scrollLeft = frame % 60 < 30 ? 200 : 0;
            channel.port2.postMessage(null);
            frame += 1;
            if (frame < 240) requestAnimationFrame(step);
            else setTimeout(done, 100);
          };
          requestAnimationFrame(step);
        });
        // The first frames include the start of scrolling; measure the steady state.
        return { deltas: deltas.slice(5), busy: busy.slice(5) };
      });
      intervals.push(...measured.deltas);
      work.push(...measured.busy);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const quantiles = (values: number[]) => ({
    p50: quantile(values, 0.5),
    p95: quantile(values, 0.95),
  });
  return { frames: intervals.length, interval: quantiles(intervals), work: quantiles(work) };
}

async function lighthouse(base: string) {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results = [];
  for (const route of option('routes')?.split(',') ?? ROUTES) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
      try {
        const result = await run(`${base}${route.slice(1)}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        const audits = result!.lhr.audits;
        runs.push({
          score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue ?? 0,
          tbt: audits['total-blocking-time'].numericValue ?? 0,
          cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        });
      } finally {
        await chrome.kill();
      }
    }
    runs.sort((a, b) => a.score - b.score);
    results.push({ route, ...runs[1] });
  }
  return results;
}

function check(ok: boolean, message: string) {
  if (!ok) failures.push(message);
}

/**
 * Chinese pages measured on a machine without a Chinese font measure its failing font fallback
 * (each character searched for in vain), not the site: say so before measuring.
 */
function warnWithoutChineseFont() {
  if (process.platform !== 'linux') return;
  let families = '';
  try {
    families = execSync('fc-list :lang=zh family', {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return; // no fontconfig tools: nothing to check with
  }
  if (!families.trim()) {
    console.warn(
      'bench: no Chinese font installed (fc-list :lang=zh is empty); the Chinese routes will measure font fallback, ' +
        'not the site. Debian/Ubuntu: sudo apt-get install fonts-noto-cjk',
    );
  }
}

/** Lighthouse's simulated mobile CPU: 4× slower than this machine. */
const CPU_SLOWDOWN = 4;
/** The phone Lighthouse's mobile run emulates (Moto G Power). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): unlike `dur`, not stretched by other processes. */
  tdur?: number;
  args?: { beginData?: { url?: string }; data?: { url?: string } };
}

/**
 * One page load's main-thread work on the simulated phone (ms): all of it, its blocking time, and
 * the start-up (the tasks from the evaluation of umi's entry to the app marking itself ready).
 */
interface MainThreadRun {
  work: number;
  blocking: number;
  startup: number;
}

/**
 * The main thread's work while a page loads and settles (scripts/settle.ts), as Lighthouse's
 * simulated mobile run counts it: the CPU time of each task (`RunTask`) of the renderer thread
 * that parsed the page, from the start of parsing, times {@link CPU_SLOWDOWN}; blocking time is
 * what each such task takes beyond 50 ms (TBT). CPU time rather than wall time, and no CDP
 * throttling (which busy-waits): on a shared machine, both mostly measure the other processes.
 */
async function loadTrace(
  browser: import('playwright-core').Browser,
  url: string,
): Promise<MainThreadRun> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    // The moment the app marks itself ready (hydrated), as a mark in the trace.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        performance.mark('bench-app-ready');
        observer.disconnect();
      }).observe(document, { attributeFilter: ['data-app-ready'], subtree: true });
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
      ],
    });
    await page.goto(url);
    await settle(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const parse = traceEvents.find(
      (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url),
    );
    if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
    const ready = traceEvents.find((event) => event.name === 'bench-app-ready');
    const entry = traceEvents.find(
      (event) =>
        event.name === 'EvaluateScript' &&
        /\/umi\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? ''),
    );
    if (!ready || !entry) throw new Error(`no app start in the trace of ${url}`);
    const tasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts + (event.dur ?? 0) >= parse.ts,
    );
    const cpu = (event: TraceEvent) => ((event.tdur ?? 0) / 1000) * CPU_SLOWDOWN;
    return {
      work: tasks.reduce((sum, event) => sum + cpu(event), 0),
      blocking: tasks.reduce((sum, event) => sum + Math.max(0, cpu(event) - 50), 0),
      startup: tasks
        .filter((event) => event.ts + (event.dur ?? 0) >= entry.ts && event.ts <= ready.ts)
        .reduce((sum, event) => sum + cpu(event), 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Main-thread time on load of each route, for two builds served at `a` and `b` (see
 * {@link loadTrace}): the median of `runs` loads per route and build, the loads of the two builds
 * alternating so that the machine's other work weighs on both alike.
 */
async function mainThread(a: string, b: string, runs: number) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const median = (list: MainThreadRun[], key: keyof MainThreadRun) =>
    quantile(
      list.map((run) => run[key]),
      0.5,
    );
  const results = [];
  try {
    for (const route of option('routes')?.split(',') ?? ROUTES) {
      const seen: [MainThreadRun[], MainThreadRun[]] = [[], []];
      for (let run = 0; run < runs; run += 1) {
        for (const which of run % 2 ? [1, 0] : [0, 1]) {
          seen[which].push(await loadTrace(browser, `${[a, b][which]}${route.slice(1)}`));
        }
      }
      const [withRuns, withoutRuns] = seen;
      results.push({
        route,
        work: [median(withRuns, 'work'), median(withoutRuns, 'work')],
        blocking: [median(withRuns, 'blocking'), median(withoutRuns, 'blocking')],
        startup: [median(withRuns, 'startup'), median(withoutRuns, 'startup')],
        spread:
          quantile(
            withRuns.map((run) => run.work),
            0.75,
          ) -
          quantile(
            withRuns.map((run) => run.work),
            0.25,
          ),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** What a reader gets from the exported pages of `dist` without running them (see {@link benchWithout}). */
function pageFacts(dist: string) {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const facts = {
    pages: pages.length,
    'NUL bytes': 0,
    'pages with NUL bytes': 0,
    'pages with content after </html>': 0,
    "pages with umi's English <noscript>": 0,
    'Chinese pages declared English': 0,
    'pages titled "rc-table" before their own title': 0,
    'pages whose viewport blocks zoom': 0,
    'pages starting umi.js before the first paint': 0,
    'pages with a Content-Security-Policy': 0,
  };
  for (const file of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    const nul = html.split('\0').length - 1;
    facts['NUL bytes'] += nul;
    if (nul) facts['pages with NUL bytes'] += 1;
    if (/<\/html>\s*\S/.test(html)) facts['pages with content after </html>'] += 1;
    if (html.includes('Enable JavaScript to run this app'))
      facts["pages with umi's English <noscript>"] += 1;
    if (file.startsWith('zh-CN') && !/<html\b[^>]*\slang="zh/.test(html))
      facts['Chinese pages declared English'] += 1;
    const firstTitle = /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0];
    if (firstTitle === '<title>rc-table</title>' && /<title data-rh="true">[^<]*\S/.test(html))
      facts['pages titled "rc-table" before their own title'] += 1;
    if (/<meta name="viewport" content="[^"]*(user-scalable=no|maximum-scale=)/.test(html))
      facts['pages whose viewport blocks zoom'] += 1;
    if (/<script\b[^>]*\ssrc="[^"]*\/umi(?:\.[0-9a-f]+)?\.js"/.test(html))
      facts['pages starting umi.js before the first paint'] += 1;
    if (/http-equiv="Content-Security-Policy"/i.test(html))
      facts['pages with a Content-Security-Policy'] += 1;
  }
  return facts;
}

/**
 * `--without <patch>`: what one patch of src/node/patches buys today. Builds the site without it
 * (`SITE_WITHOUT_PATCH`, honoured by src/node/patches/index.ts) into its own folder, and compares that
 * build with the full one: gzip JavaScript per route and of the main entry, what a reader gets in
 * the exported HTML, and (unless `--size-only`) main-thread time on load.
 */
async function benchWithout(id: string) {
  const full = DIST;
  const reduced = `dist-without-${id}`;
  build(full);
  const buildMs = build(reduced, { SITE_WITHOUT_PATCH: id });
  if (buildMs !== null) console.log(`build without ${id}: ${(buildMs / 1000).toFixed(1)} s`);
  const servers = [
    await startServer({ dir: full, port: 0 }),
    await startServer({ dir: reduced, port: 0 }),
  ];
  const [withUrl, withoutUrl] = servers.map(({ url }) => url);
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  try {
    const [withSizes, withoutSizes] = [
      // A longer quiet time than the budget check's: on a busy machine a page's last lazy chunk
      // can start more than 300 ms after the one before.
      await measureRoutes(withUrl, full, 2000),
      await measureRoutes(withoutUrl, reduced, 2000),
    ];
    const [withEntry, withoutEntry] = [mainEntry(full), mainEntry(reduced)];
    const rows = withSizes.map((size, i) => ({
      route: size.route,
      with: kb(size.jsGzip),
      without: kb(withoutSizes[i].jsGzip),
      buys: kb(withoutSizes[i].jsGzip - size.jsGzip),
    }));
    rows.push({
      route: 'main entry',
      with: kb(withEntry.gzip),
      without: kb(withoutEntry.gzip),
      buys: kb(withoutEntry.gzip - withEntry.gzip),
    });
    table(`${id}: JavaScript, KB gzip (what the browser loads on each route)`, rows);

    const [withFacts, withoutFacts] = [pageFacts(full), pageFacts(reduced)];
    table(
      `${id}: the exported HTML`,
      Object.keys(withFacts).map((fact) => ({
        fact,
        with: withFacts[fact as keyof typeof withFacts],
        without: withoutFacts[fact as keyof typeof withoutFacts],
      })),
    );
    if (args.has('--size-only')) return;

    const runs = Number(option('runs') ?? 5);
    const ms = (value: number) => value.toFixed(0);
    const times = await mainThread(withUrl, withoutUrl, runs);
    table(
      `${id}: main-thread time on load, ms (CPU time in Chromium's trace × ${CPU_SLOWDOWN}, Lighthouse's mobile slowdown; median of ${runs} loads per route and build)`,
      times.map(({ route, work, blocking, startup, spread }) => ({
        route,
        'start-up with': ms(startup[0]),
        'start-up without': ms(startup[1]),
        'work with': ms(work[0]),
        'work without': ms(work[1]),
        'work buys': ms(work[1] - work[0]),
        'TBT with': ms(blocking[0]),
        'TBT without': ms(blocking[1]),
        'TBT buys': ms(blocking[1] - blocking[0]),
        'spread of work (IQR, with)': ms(spread),
      })),
    );

    if (args.has('--lighthouse')) {
      const [withScores, withoutScores] = [await lighthouse(withUrl), await lighthouse(withoutUrl)];
      table(
        `${id}: Lighthouse, simulated mobile, median of 3`,
        withScores.map((s, i) => ({
          route: s.route,
          'LCP with/without': `${Math.round(s.lcp)}/${Math.round(withoutScores[i].lcp)} ms`,
          'TBT with/without': `${Math.round(s.tbt)}/${Math.round(withoutScores[i].tbt)} ms`,
        })),
      );
    }
  } finally {
    for (const { server } of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
}

/** JavaScript and CSS per route and of the main entry, against the budgets and the baseline. */
async function benchSizes(url: string, buildMs: number | null): Promise<void> {
  const sizes = await measureRoutes(url);
  const entry = mainEntry();
  table(
    'Bundle size per route (what the browser loads)',
    sizes.map((s) => ({
      route: s.route,
      'JS raw': fmt(s.jsRaw),
      'JS gzip': fmt(s.jsGzip),
      'JS gzip -6': fmt(s.jsHost),
      'CSS raw': fmt(s.cssRaw),
      'CSS gzip': fmt(s.cssGzip),
      budget: `${routeBudget(s.route)} KB`,
    })),
  );
  console.log(
    `main entry: ${fmt(entry.raw)} raw, ${fmt(entry.gzip)} gzip, ${fmt(entry.host)} at a host's level 6 (budget ${BUDGETS.mainEntry} KB)`,
  );
  console.log(
    `build time: ${buildMs === null ? 'not measured (dist/ reused; pass --build)' : `${(buildMs / 1000).toFixed(1)} s`}`,
  );

  const current: Record<string, number> = Object.fromEntries([
    ...sizes.map((s) => [s.route, s.jsGzip + s.cssGzip] as const),
    ['main entry', entry.gzip] as const,
  ]);
  if (args.has('--update-baseline')) {
    writeFileSync('bench/baseline.json', `${JSON.stringify(current, null, 2)}\n`);
    console.log('bench/baseline.json updated');
  }
  // The budgets are sizes too: `npm test` (`--size-only`) holds them as a host serves the files,
  // at gzip's default level 6 (issue 37); the baseline below stays at level 9, its own measure.
  for (const s of sizes) {
    const budget = routeBudget(s.route);
    check(
      s.jsHost <= budget * KB,
      `${s.route}: ${fmt(s.jsHost)} of JS at gzip level 6, over the ${budget} KB budget`,
    );
  }
  check(
    entry.host <= BUDGETS.mainEntry * KB,
    `main entry ${fmt(entry.host)} at gzip level 6, over the ${BUDGETS.mainEntry} KB budget`,
  );
  const baseline = JSON.parse(readFileSync('bench/baseline.json', 'utf8')) as Record<
    string,
    number
  >;
  for (const [key, bytes] of Object.entries(current)) {
    const before = baseline[key];
    if (before === undefined) continue;
    check(
      bytes <= before * (1 + TOLERANCE),
      `size regression on ${key}: ${fmt(bytes)} gzip, baseline ${fmt(before)} (+${TOLERANCE * 100}% allowed)`,
    );
  }
}

/** Frame times while scrolling the virtual list, against their budgets. */
async function benchFrames(url: string): Promise<void> {
  const frames = await frameTimes(url);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  table(
    `virtual-list, scrolling 100,000 rows (${frames.frames} frames in ${FRAME_PASSES} passes, 400 px a frame)`,
    [
      {
        measure: 'main-thread work per frame',
        p50: ms(frames.work.p50),
        p95: ms(frames.work.p95),
        budget: `p95 ≤ ${BUDGETS.frameP95} ms`,
      },
      {
        measure: 'interval between frames',
        p50: ms(frames.interval.p50),
        p95: ms(frames.interval.p95),
        budget: `p95 ≤ one refresh (${ms(REFRESH_MS)})`,
      },
    ],
  );
  check(
    frames.work.p95 <= BUDGETS.frameP95,
    `virtual-list: p95 main-thread work per frame ${ms(frames.work.p95)} over ${BUDGETS.frameP95} ms`,
  );
  // An interval is a whole number of refreshes give or take timer jitter; more than one is a dropped frame.
  check(
    frames.interval.p95 <= REFRESH_MS + 0.5,
    `virtual-list: p95 frame interval ${ms(frames.interval.p95)}, frames were dropped`,
  );
}

/** Lighthouse on simulated mobile, median of 3, against its budgets. */
async function benchLighthouse(url: string): Promise<void> {
  const scores = await lighthouse(url);
  table(
    'Lighthouse, simulated mobile, median of 3',
    scores.map((s) => ({
      route: s.route,
      score: s.score,
      LCP: `${Math.round(s.lcp)} ms`,
      TBT: `${Math.round(s.tbt)} ms`,
      CLS: s.cls.toFixed(3),
    })),
  );
  for (const s of scores) {
    check(
      s.score >= BUDGETS.lighthouse,
      `${s.route}: Lighthouse ${s.score} < ${BUDGETS.lighthouse}`,
    );
    check(s.tbt <= BUDGETS.tbt, `${s.route}: TBT ${Math.round(s.tbt)} ms > ${BUDGETS.tbt} ms`);
    check(s.lcp <= BUDGETS.lcp, `${s.route}: LCP ${Math.round(s.lcp)} ms > ${BUDGETS.lcp} ms`);
    check(s.cls <= BUDGETS.cls, `${s.route}: CLS ${s.cls.toFixed(3)} > ${BUDGETS.cls}`);
  }
}

async function main() {
  const without = option('without');
  if (without) return benchWithout(without);
  if (!args.has('--size-only')) warnWithoutChineseFont();
  const buildMs = build();
  const { server, url } = await startServer({ dir: DIST, port: 0 });
  try {
    await benchSizes(url, buildMs);
    // ---- search (issue 5), see scripts/bench-search.ts: index size per locale; in a full run also
    // query time in Node and keystroke-to-results in Chromium. Goals missed join `failures`.
    const search = await benchSearch({ dist: DIST, url, sizeOnly: args.has('--size-only') });
    for (const result of search.tables) table(result.title, result.rows);
    failures.push(...search.failures);
    // ---- end search
    if (args.has('--size-only')) return;
    await benchFrames(url);
    if (!args.has('--no-lighthouse')) await benchLighthouse(url);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

main().then(
  () => {
    if (failures.length) {
      console.log(`\n${failures.length} budget(s) exceeded:\n- ${failures.join('\n- ')}`);
      process.exit(1);
    }
    if (option('without')) process.exit(0);
    console.log(
      args.has('--size-only')
        ? `\nbundle sizes within the baseline (+${TOLERANCE * 100}%)`
        : '\nall budgets met',
    );
    // Chromium's keep-alive sockets and Lighthouse's timers would otherwise keep Node running.
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
