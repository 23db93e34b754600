import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoSourceFiles } from '../../src/node/docs/demoSources';
import { localeHomes } from '../../src/node/docs/siteTwins';
import { readSitePages, siteLocales, type SitePage } from '../../src/node/docs/sitePages';
import { twinPath } from '../../src/shared/docs/twinPath';

/** The check of a built site's Markdown twins and `llms.txt` files (scripts/check-output.ts). */

export interface TwinProblem {
  file: string;
  message: string;
}

export interface FencedBlock {
  /** e.g. `tsx title="demos/simple.tsx"`. */
  info: string;
  title?: string;
  /** Each line ending with a line break. */
  code: string;
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, fence, info] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const body = lines.slice(i + 1, end);
    blocks.push({
      info: info.trim(),
      title: /\btitle="([^"]*)"/.exec(info)?.[1],
      code: body.map((line) => `${line}\n`).join(''),
    });
    i = end;
  }
  return blocks;
}

/** Without fenced code blocks and code spans. */
export function proseOf(markdown: string): string {
  const lines = markdown.split('\n');
  const kept: string[] = [];
  let fence: RegExp | null = null;
  for (const line of lines) {
    if (fence) {
      if (fence.test(line)) fence = null;
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open) {
      fence = new RegExp(`^\\s*${open[1][0] === '`' ? '`' : '~'}{${open[1].length},}\\s*$`);
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n').replace(/(`+)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

export function linkTargets(markdown: string): string[] {
  return [...proseOf(markdown).matchAll(/\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1],
  );
}

/** Folders holding an index.html: `/`, `/changelog`, `/zh-CN/demo/simple`. */
export function builtRoutes(dist: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '~demos') walk(path);
      } else if (name === 'index.html') {
        const rel = relative(dist, dir).split('\\').join('/');
        routes.push(rel ? `/${rel}` : '/');
      }
    }
  };
  walk(dist);
  return routes.sort();
}

/** `<link rel="alternate" type="text/markdown">`. */
export function twinLinkOf(html: string): string | undefined {
  const tag = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .find((each) => /\srel="alternate"/.test(each) && /\stype="text\/markdown"/.test(each));
  return tag ? /\shref="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** The page actions' link. */
export function twinAnchorOf(html: string): string | undefined {
  const tag = [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .find((each) => /\stype="text\/markdown"/.test(each));
  return tag ? /\shref="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** Whether an address leads to a file of the build, as a static host finds it. */
export function resolvesIn(dist: string, target: string, base: string): boolean {
  const path = decodeURIComponent(target.slice(base.length - 1).split(/[?#]/)[0]);
  const file = join(dist, path);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(join(file, 'index.html'));
}

function pageProblems(
  page: SitePage,
  twin: string,
  file: string,
  cwd: string,
  dist: string,
  base: string,
): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const problem = (message: string) => problems.push({ file, message });
  if (twin.startsWith('---')) problem('starts with front matter');
  if (!twin.startsWith('# ')) problem('does not start with the page title (# …)');
  const blocks = fencedBlocks(twin);
  const demoBlocks = blocks.filter((block) => block.title?.startsWith('demos/'));
  const srcs = [...page.markdown.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)].map((m) => m[2]);
  const expected = new Map<string, string>();
  for (const src of srcs) {
    for (const demo of demoSourceFiles(cwd, join(cwd, page.file), src))
      expected.set(demo.path, demo.code);
  }
  for (const [path, code] of expected) {
    const block = demoBlocks.find((each) => each.title === path);
    if (!block) problem(`has no code block of ${path}`);
    else if (block.code !== code) problem(`its code block of ${path} differs from the file`);
  }
  for (const block of demoBlocks) {
    if (!expected.has(block.title ?? ''))
      problem(`has a code block of ${block.title}, which the page's demos do not use`);
  }
  problems.push(...linkProblems(twin, file, dist, base));
  return problems;
}

/** Links to the site that leave the base path or lead nowhere. */
function linkProblems(markdown: string, file: string, dist: string, base: string): TwinProblem[] {
  const problems: TwinProblem[] = [];
  for (const target of linkTargets(markdown)) {
    if (target.startsWith('#')) {
      problems.push({ file, message: `links to ${target}, an anchor of no page` });
    } else if (target.startsWith('/') && !target.startsWith('//')) {
      if (!target.startsWith(base)) {
        problems.push({ file, message: `links to ${target}, outside the base path ${base}` });
      } else if (!resolvesIn(dist, target, base)) {
        problems.push({ file, message: `links to ${target}, which the build does not have` });
      }
    }
  }
  return problems;
}

/** As .dumirc.ts declares them (a unit test holds the two together). */
export const SITE_LOCALE_IDS: readonly string[] = ['en-US', 'zh-CN'];

export function twinProblems(
  dist: string,
  cwd: string = process.cwd(),
  localeIds: readonly string[] = SITE_LOCALE_IDS,
): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const locales = siteLocales(localeIds);
  const homes = localeHomes(locales);
  const home = twinLinkOf(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!home)
    return [{ file: 'index.html', message: 'has no <link rel="alternate" type="text/markdown">' }];
  const base = home.replace(/index\.md$/, '');
  const routes = builtRoutes(dist);
  const pages = readSitePages(cwd, locales, { keepDebug: true }).filter((page) =>
    routes.includes(page.route),
  );
  for (const route of routes) {
    if (!pages.some((page) => page.route === route)) {
      problems.push({
        file: `${route.slice(1)}/index.html`,
        message: 'is a page with no Markdown source, so no twin',
      });
    }
  }
  const twins = new Map<SitePage, string>();
  for (const page of pages) {
    const path = twinPath(page.route, homes, page.tab);
    const file = path.slice(1);
    if (!page.tab) {
      const html = join(dist, page.route, 'index.html');
      const markup = readFileSync(html, 'utf8');
      const expected = `${base.replace(/\/$/, '')}${path}`;
      for (const [where, link] of [
        ['in its head', twinLinkOf(markup)],
        ['under its title', twinAnchorOf(markup)],
      ]) {
        if (link !== expected) {
          problems.push({
            file: relative(dist, html),
            message: `links its twin ${where} as ${link ?? 'nothing'}, not ${expected}`,
          });
        }
      }
    }
    if (!existsSync(join(dist, file))) {
      problems.push({ file, message: `is missing: the twin of ${page.file}` });
      continue;
    }
    const twin = readFileSync(join(dist, file), 'utf8');
    twins.set(page, twin);
    problems.push(...pageProblems(page, twin, file, cwd, dist, base));
  }
  for (const locale of locales) {
    const folder = locale.base.replace(/\/+$/, '');
    const own = pages.filter((page) => page.locale === locale.id);
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const file = `${folder}/${name}`.slice(1);
      if (!existsSync(join(dist, file))) {
        problems.push({ file, message: 'is missing' });
        continue;
      }
      const text = readFileSync(join(dist, file), 'utf8');
      if (!/^# \S/.test(text) || !/\n> \S/.test(text)) {
        problems.push({ file, message: 'lacks the llmstxt.org head: a # title and a > summary' });
      }
      const targets = linkTargets(text);
      problems.push(...linkProblems(text, file, dist, base));
      for (const page of own) {
        const href = `${base.replace(/\/$/, '')}${twinPath(page.route, homes, page.tab)}`;
        if (name === 'llms.txt' && targets.filter((target) => target === href).length !== 1) {
          problems.push({ file, message: `does not list ${href} exactly once` });
        }
        const twin = twins.get(page);
        if (name === 'llms-full.txt' && twin && !text.includes(twin.trim())) {
          problems.push({
            file,
            message: `does not hold the twin of ${page.route}${page.tab ? `?tab=${page.tab}` : ''}`,
          });
        }
      }
    }
  }
  return problems;
}
