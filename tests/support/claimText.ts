import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { descriptions } from '../../src/node/api/descriptions';
import { PENDING as PENDING_API_SECTIONS } from '../claims/api';
import { derivedStatements } from '../claims/derived';
import { PROSE_PAGES } from '../claims/home';
import { CLAIM_SECTIONS, claimItems, proseItems, type ClaimItem } from './claims';

/**
 * The sentences the claim ids mark, as the pages say them: what a proof was written for. The
 * reviewed-claims test (tests/unit/claims/reviewed.test.ts) holds their hashes to
 * tests/claims/reviewed.json, and proofs read the values a sentence names from here instead of
 * restating them.
 */

/** Where the claims of the API reference are written: their rows' descriptions. */
export const API_DESCRIPTIONS = 'src/node/api/descriptions.ts';

/** The hashes of the sentences as their proofs were last reviewed, by claim id. */
export const REVIEWED_FILE = 'tests/claims/reviewed.json';

/** The sentence a claim id marks, in both languages. */
export interface ClaimSentence {
  id: string;
  /** Where it is written: the English and Chinese page, or the descriptions file and the row. */
  where: string;
  en: string;
  zh: string;
}

type Lang = 'en' | 'zh';

/** Chinese and Japanese characters and punctuation, full-width forms. */
const CJK = '\u3000-\u9fff\uff00-\uffef';
const SPACE_BY_CJK = new RegExp(` (?=[${CJK}])|(?<=[${CJK}]) `, 'g');

/**
 * Text as compared and shown: every run of whitespace one space, none at either end, and none next
 * to a Chinese character, so that wrapping a Chinese paragraph differently changes nothing.
 */
export const normaliseSpace = (text: string): string =>
  text.replace(/\s+/g, ' ').trim().replace(SPACE_BY_CJK, '');

/** Puts each item's text under its id, in one language, for the page files `[en, zh]`. */
function addItems(
  sentences: Map<string, ClaimSentence>,
  files: readonly [string, string],
  read: (markdown: string, lang: Lang) => ClaimItem[],
  cwd: string,
) {
  (['en', 'zh'] as const).forEach((lang, i) => {
    for (const item of read(readFileSync(join(cwd, files[i]), 'utf8'), lang)) {
      if (!item.id) continue;
      const sentence = sentences.get(item.id) ?? {
        id: item.id,
        where: files.join(', '),
        en: '',
        zh: '',
      };
      sentence[lang] = normaliseSpace(item.body);
      sentences.set(item.id, sentence);
    }
  });
}

const cache = new Map<string, Map<string, ClaimSentence>>();

/**
 * Every claim id the parsers of tests/support/claims.ts find with its sentence: the Try it and
 * Pitfalls items of the demo pages, the paragraphs and list items of the prose pages (home page,
 * upgrade guide, changelog), the description of every API row (`api/<section>/<prop>`) outside
 * the sections still pending, and every statement the site derives, as the page shows it. Read
 * once per checkout.
 */
export function claimSentences(cwd: string = process.cwd()): ReadonlyMap<string, ClaimSentence> {
  const cached = cache.get(cwd);
  if (cached) return cached;
  const sentences = new Map<string, ClaimSentence>();
  const demoDir = 'docs/demo';
  const slugs = readdirSync(join(cwd, demoDir))
    .filter((file) => file.endsWith('.md') && !file.endsWith('.zh-CN.md') && file !== 'index.md')
    .map((file) => file.slice(0, -'.md'.length));
  for (const slug of slugs)
    addItems(
      sentences,
      [`${demoDir}/${slug}.md`, `${demoDir}/${slug}.zh-CN.md`],
      (markdown, lang) => claimItems(markdown, CLAIM_SECTIONS[lang]),
      cwd,
    );
  for (const { files, skip } of PROSE_PAGES)
    addItems(sentences, files, (markdown) => proseItems(markdown, skip), cwd);
  for (const [section, rows] of Object.entries(descriptions)) {
    if (PENDING_API_SECTIONS.includes(section)) continue;
    for (const [prop, { en, zh }] of Object.entries(rows)) {
      const id = `api/${section}/${prop}`;
      const where = `${API_DESCRIPTIONS} (${section}.${prop})`;
      sentences.set(id, { id, where, en: normaliseSpace(en), zh: normaliseSpace(zh) });
    }
  }
  for (const [id, { where, en, zh }] of derivedStatements())
    sentences.set(id, { id, where, en: normaliseSpace(en), zh: normaliseSpace(zh) });
  cache.set(cwd, sentences);
  return sentences;
}

/** A short hash of a sentence in both languages, as kept in tests/claims/reviewed.json. */
export const sentenceHash = ({ en, zh }: ClaimSentence): string =>
  createHash('sha256').update(`${en}\n${zh}`).digest('hex').slice(0, 12);

/** The kept hashes, by claim id (none when the file does not exist yet). */
export function readReviewed(cwd: string = process.cwd()): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(cwd, REVIEWED_FILE), 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The sentence claim `id` marks on its page, in `lang` (English unless told), whitespace made
 * single spaces; throws when no page carries the id. A proof reads the values it checks from here.
 */
export function claimText(id: string, lang: Lang = 'en'): string {
  const sentence = claimSentences().get(id);
  if (!sentence?.[lang]) throw new Error(`No page carries the claim ${id} in ${lang}`);
  return sentence[lang];
}

/**
 * A number as a sentence writes it: `12`, `-1`, `0.5`, `3,000` (thousands grouped), a version
 * `7.30.3`; not the 1 of `h1`.
 */
const NUMBER = /(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)*/g;

/** Every number the sentence of claim `id` names, as written, in order ({@link numbersIn}). */
export const claimNumbers = (id: string, lang: Lang = 'en'): string[] =>
  numbersIn(claimText(id, lang));

/** Every number `text` names, in order ({@link NUMBER}); link addresses are not read. */
export const numbersIn = (text: string): string[] =>
  text.replace(/\]\([^)]*\)/g, ']').match(NUMBER) ?? [];

/** `pattern` matched in the English sentence of claim `id`, `zhPattern` in the Chinese one. */
function matchBoth(
  id: string,
  pattern: RegExp,
  zhPattern: RegExp,
): [RegExpExecArray, RegExpExecArray] {
  const [en, zh] = [claimText(id, 'en'), claimText(id, 'zh')];
  const [enMatch, zhMatch] = [pattern.exec(en), zhPattern.exec(zh)];
  if (!enMatch || !zhMatch)
    throw new Error(`The claim ${id} no longer matches ${pattern} / ${zhPattern}:\n${en}\n${zh}`);
  return [enMatch, zhMatch];
}

/**
 * The values the sentence of claim `id` names where `pattern` matches it (`zhPattern` in
 * Chinese): its groups in order, or the whole match, the same on both pages. Throws, naming the id
 * and the sentences, when either no longer matches or the two pages name different values, so a
 * proof that reads `15 px` from its page fails loudly once the page stops saying it that way.
 */
export function claimValues(id: string, pattern: RegExp, zhPattern: RegExp = pattern): string[] {
  const [en, zh] = matchBoth(id, pattern, zhPattern).map((match) =>
    match.length > 1 ? match.slice(1) : [match[0]],
  );
  if (en.join('\n') !== zh.join('\n'))
    throw new Error(
      `The claim ${id} names ${en.join(', ')} in English, ${zh.join(', ')} in Chinese`,
    );
  return en;
}

/** The first value {@link claimValues} reads: the first group of `pattern`, or the whole match. */
export const claimValue = (id: string, pattern: RegExp, zhPattern: RegExp = pattern): string =>
  claimValues(id, pattern, zhPattern)[0];

const EN_WORDS = 'zero one two three four five six seven eight nine ten'.split(' ');
const ZH_DIGITS = '零一二三四五六七八九';
const ZH_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/**
 * A count as a sentence writes it: in digits (`3,000`), as an English word up to ten (`three`), or
 * in Chinese numerals (`三`, `两`, `十二`, `十万`). Throws on anything else.
 */
export function writtenNumber(text: string): number {
  if (!text) throw new Error('Not a number as a sentence writes one: an empty string');
  const digits = text.replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(digits)) return Number(digits);
  if (EN_WORDS.includes(text.toLowerCase())) return EN_WORDS.indexOf(text.toLowerCase());
  let [total, section, digit] = [0, 0, 0];
  for (const char of text) {
    const value = char === '两' ? 2 : ZH_DIGITS.indexOf(char);
    if (value >= 0) digit = value;
    else if (ZH_UNITS[char]) [section, digit] = [section + (digit || 1) * ZH_UNITS[char], 0];
    else if (char === '万') [total, section, digit] = [total + (section + digit) * 10_000, 0, 0];
    else throw new Error(`Not a number as a sentence writes one: ${text}`);
  }
  return total + section + digit;
}

/**
 * The count the sentence of claim `id` names where `pattern` matches it (`zhPattern` in Chinese),
 * written in digits or words ({@link writtenNumber}): the first group, or the whole match, the same
 * number on both pages. Throws as {@link claimValues} does.
 */
export function claimCount(id: string, pattern: RegExp, zhPattern: RegExp = pattern): number {
  const [en, zh] = matchBoth(id, pattern, zhPattern).map((match) =>
    writtenNumber(match[1] ?? match[0]),
  );
  if (en !== zh) throw new Error(`The claim ${id} names ${en} in English, ${zh} in Chinese`);
  return en;
}
