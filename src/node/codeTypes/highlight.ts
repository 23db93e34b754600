/**
 * Syntax highlighting with the Prism that prism-react-renderer ships (the one the site used in the
 * browser), so the tokens and their classes are the ones the site's CSS already styles.
 */
import { Prism } from 'prism-react-renderer';
import type { CodeToken, Occurrence } from './types';

/** dumi's names for languages Prism knows by another (as the theme's SourceCode/copyCode.ts). */
const SIMILAR_LANGUAGES: Record<string, string> = { acss: 'css', axml: 'markup', vue: 'markup' };

/** A Prism token as the tokenizer returns it (prism-react-renderer's types omit `alias`). */
interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | (string | PrismToken)[];
}

type Grammar = Parameters<typeof Prism.tokenize>[1];

interface TokenizeEnv {
  code: string;
  grammar: Grammar;
  language: string;
  tokens: (string | PrismToken)[];
}

/** Prism's hooks, which prism-react-renderer's types leave out. */
const hooks = (Prism as unknown as { hooks: { run(name: string, env: TokenizeEnv): void } }).hooks;

/**
 * Prism's tokens with the tokenize hooks run, as prism-react-renderer runs them (the JSX grammar
 * merges the text between tags into `plain-text` tokens in one).
 */
function tokenize(code: string, grammar: Grammar, language: string): (string | PrismToken)[] {
  const env: TokenizeEnv = { code, grammar, language, tokens: [] };
  hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar, language as never) as (string | PrismToken)[];
  hooks.run('after-tokenize', env);
  return env.tokens;
}

/** The Prism language for a code block's `lang`, `''` when Prism has no grammar for it. */
export function prismLanguage(lang: string | undefined): string {
  const name = (lang && SIMILAR_LANGUAGES[lang]) || lang || '';
  const languages = Prism.languages as unknown as Record<string, Grammar | undefined>;
  return name && Object.prototype.hasOwnProperty.call(languages, name) ? name : '';
}

/** Adds a type unless it is already the last one (as prism-react-renderer does). */
function withType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

/**
 * Prism's nested tokens as lines of flat tokens: a nested token carries the types of the tokens
 * around it, text outside any token is `plain`. Empty tokens are dropped; an empty line has none.
 */
export function highlightLines(code: string, language: string): CodeToken[][] {
  const languages = Prism.languages as unknown as Record<string, Grammar | undefined>;
  const grammar = language ? languages[language] : undefined;
  const stream = grammar ? tokenize(code, grammar, language) : [code];
  const lines: CodeToken[][] = [[]];
  const add = (content: string, types: string[]) => {
    content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ content: part, types });
    });
  };
  const visit = (items: (string | PrismToken)[], outer: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        add(item, outer.length ? outer : ['plain']);
        continue;
      }
      let types = withType(outer, item.type);
      for (const alias of ([] as string[]).concat(item.alias ?? [])) types = withType(types, alias);
      if (typeof item.content === 'string') add(item.content, types);
      else visit(item.content, types);
    }
  };
  visit(stream, []);
  return lines;
}

/**
 * Splits tokens where identifiers begin and end, and marks the pieces inside an identifier with
 * its index in `occurrences` (sorted by `start`, not overlapping).
 */
export function markOccurrences(lines: CodeToken[][], occurrences: Occurrence[]): CodeToken[][] {
  let offset = 0;
  let next = 0;
  return lines.map((line) => {
    const marked: CodeToken[] = [];
    for (const token of line) {
      const end = offset + token.content.length;
      let at = offset;
      while (at < end) {
        while (next < occurrences.length && occurrences[next].end <= at) next++;
        const occurrence = occurrences[next];
        if (!occurrence || occurrence.start >= end) {
          marked.push({ ...token, content: token.content.slice(at - offset) });
          at = end;
        } else if (occurrence.start > at) {
          marked.push({
            ...token,
            content: token.content.slice(at - offset, occurrence.start - offset),
          });
          at = occurrence.start;
        } else {
          const stop = Math.min(end, occurrence.end);
          marked.push({
            ...token,
            content: token.content.slice(at - offset, stop - offset),
            occurrence: next,
          });
          at = stop;
        }
      }
      offset = end;
    }
    offset += 1;
    return marked;
  });
}
