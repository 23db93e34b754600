import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Element, Root } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockCode, demoCode, type SiteCode } from '../../src/node/codeTypes/site';
import { codeFences } from '../../src/node/docs/codeSamples';
import { CODE_TYPES_DIR } from '../../src/node/plugins/codeTypes';
import rehypeCodeTypes from '../../src/node/plugins/rehypeCodeTypes';
import {
  DEMO_ID_PLACEHOLDER,
  TYPED_LANGUAGES,
  withIdPrefix,
} from '../../src/shared/codeTypes/keys';
import { attribute, classes, parsePre, textOf, type ParsedPre } from '../support/preHtml';

/**
 * The highlighted HTML with types that the last build published (src/node/plugins/codeTypes.ts):
 * one file per demo file and flavour and per distinct block of the pages, showing exactly their
 * code, found by the key the pages and panels ask for.
 */

const ROOT = process.cwd();
const DIST = join(ROOT, process.env.E2E_DIST || 'dist');
const DEMOS = join(ROOT, 'demos');

/** Each published file's HTML by key: `code-types/<key>.<8 hex>.json`. */
function builtHtml(dir: string): Map<string, string> {
  const html = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const match = /^(.+)\.[0-9a-f]{8}\.json$/.exec(name.split('\\').join('/'));
    if (!match) continue;
    if (html.has(match[1])) throw new Error(`${relative(ROOT, dir)} holds ${match[1]} twice`);
    html.set(match[1], JSON.parse(readFileSync(join(dir, name), 'utf8')) as string);
  }
  return html;
}

/** The Markdown files under `dir`. */
function markdownPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name))
    .sort();
}

/** The key rehypeCodeTypes gives dumi's `<SourceCode>` of a fence: its lines and a line break. */
function typesKeyOf(lang: string, code: string): unknown {
  const element: Element = {
    type: 'element',
    tagName: 'SourceCode',
    properties: { lang },
    children: [{ type: 'text', value: `${code}\n` }],
  };
  const tree: Root = { type: 'root', children: [element] };
  rehypeCodeTypes()(tree);
  return element.properties?.typesKey;
}

const isTip = (element: Parameters<typeof classes>[0]) =>
  classes(element).includes('code-types-tip');
/** What the reader sees of the code: the text without the tooltips. */
const shownText = (parsed: ParsedPre) => textOf(parsed.fragment, isTip);

describe("the build's code with types (every demo file and block)", () => {
  let codes: SiteCode[];
  let html: Map<string, string>;
  const parsedByKey = new Map<string, ParsedPre>();
  /** The HTML of `key` as the browser parses it, parsed once for all the tests. */
  const parsed = (key: string): ParsedPre => {
    if (!parsedByKey.has(key)) parsedByKey.set(key, parsePre(html.get(key)!));
    return parsedByKey.get(key)!;
  };

  beforeAll(() => {
    codes = [...blockCode(ROOT), ...demoCode(DEMOS)];
    html = builtHtml(join(DIST, CODE_TYPES_DIR));
  });

  it('has HTML for every code, with tooltips in TypeScript and JavaScript wherever it names something', () => {
    expect([...html.keys()].sort()).toEqual(codes.map((code) => code.key).sort());
    const typed = codes.filter((code) => TYPED_LANGUAGES.includes(code.lang ?? ''));
    const untyped = codes.filter((code) => !typed.includes(code));
    expect(untyped.length).toBeGreaterThan(0);
    expect(untyped.filter((code) => parsed(code.key).elements.some(isTip))).toEqual([]);
    const withoutTips = typed.filter((code) => !parsed(code.key).elements.some(isTip));
    // Only a block of bare imports (`import 'rc-table/assets/index.css';`) names nothing.
    for (const code of withoutTips) {
      expect(code.code, code.key).toMatch(/^(import '[^']+';\n?)+$/);
    }
    expect(withoutTips.length).toBeLessThan(typed.length / 10);
  });

  it('shows, without its tooltips, exactly the code of each demo file and block', () => {
    const differences = codes.flatMap((code) => {
      const pre = parsed(code.key);
      const text = shownText(pre);
      if (text === code.code && pre.errors.length === 0) return [];
      let at = 0;
      while (at < text.length && text[at] === code.code[at]) at++;
      return [
        {
          key: code.key,
          errors: pre.errors.map((error) => error.code),
          at,
          html: text.slice(at, at + 40),
          code: code.code.slice(at, at + 40),
        },
      ];
    });
    expect(differences).toEqual([]);
  });

  it("names a page's block as the page does, so each fence of docs/ with a language finds HTML of its code", () => {
    let fences = 0;
    const missing: string[] = [];
    for (const path of markdownPaths(join(ROOT, 'docs'))) {
      for (const fence of codeFences(readFileSync(path, 'utf8'))) {
        const key = typesKeyOf(fence.lang, fence.code);
        const where = `${path}:${fence.index + 2}`;
        if (!fence.lang) {
          if (key !== undefined) missing.push(`${where} has a key without a language`);
          continue;
        }
        fences++;
        if (typeof key !== 'string' || !html.has(key)) missing.push(where);
        else if (shownText(parsed(key)) !== fence.code.trim()) missing.push(`${where} differs`);
      }
    }
    expect(missing).toEqual([]);
    // The English and Chinese pages share most blocks: more fences than blocks.
    expect(fences).toBeGreaterThan(codes.filter((code) => code.kind === 'block').length);
  });

  /** The ids of the tooltips in `pre`, and the ids its names are described by. */
  const idsOf = (pre: ParsedPre) => ({
    ids: pre.elements.flatMap((element) => attribute(element, 'id') ?? []),
    described: pre.elements.flatMap((element) => attribute(element, 'aria-describedby') ?? []),
  });

  it("gives a block's tooltips ids that start with its key, unique on any page", () => {
    const all: string[] = [];
    const wrong: string[] = [];
    for (const code of codes.filter((entry) => entry.kind === 'block')) {
      const { ids, described } = idsOf(parsed(code.key));
      const own = new RegExp(`^${code.key}-t\\d+$`);
      wrong.push(...[...ids, ...described].filter((id) => !own.test(id)));
      // Each name is described by a tooltip of its own block, and each tooltip describes a name.
      expect(new Set(described), code.key).toEqual(new Set(ids));
      all.push(...ids);
    }
    expect(wrong).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });

  it("gives a demo file's tooltips the placeholder ids, which a panel replaces with its own", () => {
    const placeholder = new RegExp(`^${DEMO_ID_PLACEHOLDER}-t\\d+$`);
    const wrong: string[] = [];
    let count = 0;
    for (const code of codes.filter((entry) => entry.kind === 'demo')) {
      const before = idsOf(parsed(code.key));
      count += before.ids.length;
      wrong.push(...[...before.ids, ...before.described].filter((id) => !placeholder.test(id)));
    }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(0);
    // Two flavours of one file are enough to show the renaming on real HTML (parsing all is slow).
    for (const key of ['demos/simple.tsx', 'demos/simple.jsx']) {
      const before = idsOf(parsed(key));
      const panel = parsePre(withIdPrefix(html.get(key)!, 'panel-7'));
      const rename = (id: string) => id.replace(`${DEMO_ID_PLACEHOLDER}-`, 'panel-7-');
      expect(before.ids.length, key).toBeGreaterThan(0);
      expect(idsOf(panel), key).toEqual({
        ids: before.ids.map(rename),
        described: before.described.map(rename),
      });
      expect(shownText(panel), key).toBe(shownText(parsed(key)));
    }
  });
});
