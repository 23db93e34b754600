import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface FrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  group?: { title: string; order: number };
  order?: number;
  debug?: boolean;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : path.endsWith('.md') ? [path] : [];
  });
}

function frontMatter(path: string): FrontMatter {
  const match = readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  if (!match) throw new Error(`${path} has no front matter`);
  return yaml.load(match[1]) as FrontMatter;
}

const pages = markdownFiles('docs');
const english = pages.filter((p) => !p.endsWith('.zh-CN.md'));
/** Debug-only test fixtures (not demos of the catalogue), e.g. the crashing demo of the e2e tests. */
const FIXTURES = ['docs/demo/crash.md'];

describe('pages', () => {
  it.each(english)('%s has a Chinese page', (path) => {
    expect(pages).toContain(path.replace(/\.md$/, '.zh-CN.md'));
  });

  it.each(pages)('%s has valid front matter with a title and a description', (path) => {
    const meta = frontMatter(path);
    expect(meta.title?.trim()).toBeTruthy();
    expect(meta.description?.trim()).toBeTruthy();
  });

  it.each(pages)(
    '%s asks for no home-page hero or features, which the layout does not render',
    (path) => {
      // .dumi/theme/layouts/DocLayout leaves dumi's Hero and Features slots out.
      expect(Object.keys(frontMatter(path))).not.toContain('hero');
      expect(Object.keys(frontMatter(path))).not.toContain('features');
    },
  );

  /** The demo pages, by demo name: every docs/demo page but the overview and the fixtures. */
  const demoPages = english
    .filter((p) => p.startsWith('docs/demo/') && !p.endsWith('index.md') && !FIXTURES.includes(p))
    .map((p) => p.replace(/^docs\/demo\/|\.md$/g, ''))
    .sort();

  it('has one page per demo under demos/, which embeds that demo in both languages', () => {
    const demoFiles = readdirSync('demos')
      .filter((f) => f.endsWith('.tsx') && !f.startsWith('_'))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect(demoPages).toEqual(demoFiles);
    for (const name of demoPages) {
      for (const file of [`docs/demo/${name}.md`, `docs/demo/${name}.zh-CN.md`]) {
        expect(readFileSync(file, 'utf8'), file).toContain(`<code src="../../demos/${name}.tsx"`);
        expect(frontMatter(file).keywords?.length, file).toBeGreaterThan(0);
      }
    }
  });

  it('puts each demo page in the same sidebar group and place in both languages, one place per page', () => {
    const titles = new Map<number, string>();
    const places = new Set<string>();
    for (const name of [
      ...demoPages,
      ...FIXTURES.map((p) => p.replace(/^docs\/demo\/|\.md$/g, '')),
    ]) {
      const en = frontMatter(`docs/demo/${name}.md`);
      const zh = frontMatter(`docs/demo/${name}.zh-CN.md`);
      expect(en.group?.order, name).toBeGreaterThan(0);
      expect(zh.group?.order, name).toBe(en.group?.order);
      expect(zh.order, name).toBe(en.order);
      // A group has one title per language, whichever page names it.
      const group = `${en.group!.title} / ${zh.group!.title}`;
      expect(titles.get(en.group!.order) ?? group, name).toBe(group);
      titles.set(en.group!.order, group);
      const place = `${en.group!.order}.${en.order}`;
      expect(places.has(place), `${name} shares its place ${place}`).toBe(false);
      places.add(place);
    }
    expect(new Set([...titles.values()].map((group) => group.split(' / ')[0])).size).toBe(
      titles.size,
    );
  });

  it('keeps the debug-only pages out of production, in both languages', () => {
    for (const fixture of FIXTURES) {
      expect(frontMatter(fixture).debug, fixture).toBe(true);
      expect(frontMatter(fixture.replace(/\.md$/, '.zh-CN.md')).debug, fixture).toBe(true);
    }
    const debug = demoPages.filter((name) => frontMatter(`docs/demo/${name}.md`).debug);
    for (const name of debug) {
      expect(frontMatter(`docs/demo/${name}.zh-CN.md`).debug, name).toBe(true);
    }
    for (const name of demoPages.filter((page) => !debug.includes(page))) {
      expect(frontMatter(`docs/demo/${name}.zh-CN.md`).debug, name).toBeUndefined();
    }
  });
});
