/**
 * Annotated code as the HTML inside a `<pre>`: phrasing content only (spans), so it can go where
 * the browser-side highlighter put its tokens. The tooltips need CSS (src/client/codeTypes/codeTypes.less), no script.
 */
import type { AnnotatedCode, CodeToken, TypeInfo } from './types';

export interface RenderOptions {
  /** Starts the id of every tooltip; unique on the page, e.g. one per code block. */
  idPrefix: string;
  /** 1-based lines marked `highlighted`, as dumi's `{1,3-4}` marks them. */
  highlightLines?: readonly number[];
}

/** Class names of the tooltip markup (src/client/codeTypes/codeTypes.less styles them). */
export const CLASS = {
  /** An identifier with its tooltip. */
  ref: 'code-types-ref',
  /** The identifier (its token, or a span around its tokens); a first occurrence's focus target. */
  name: 'code-types-name',
  /** The tooltip: the type's text, then the doc comment and its tags. */
  tip: 'code-types-tip',
  docs: 'code-types-docs',
  tag: 'code-types-tag',
  tagName: 'code-types-tag-name',
} as const;

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
};

/** Text as HTML, escaped as an HTML serialiser escapes it (parse5, the browser's innerHTML). */
function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (char) => TEXT_ESCAPES[char]);
}

/** An attribute value in double quotes. */
function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');
}

/** A token as prism-react-renderer renders it, with more attributes if given. */
function tokenHtml(token: CodeToken, attributes = '', className = ''): string {
  const classes = escapeAttribute(['token', ...token.types, className].filter(Boolean).join(' '));
  return `<span class="${classes}"${attributes}>${escapeText(token.content)}</span>`;
}

// The doc comment and each tag start with a space, which `white-space: pre-line` hides at the
// start of their line: read as a description (aria-describedby), they stay words apart.
function tipHtml(id: string, info: TypeInfo): string {
  const docs = info.docs ? `<span class="${CLASS.docs}"> ${escapeText(info.docs)}</span>` : '';
  const tags = info.tags
    .map(
      (tag) =>
        `<span class="${CLASS.tag}"> <span class="${CLASS.tagName}">@${escapeText(tag.name)}</span>` +
        `${tag.text ? ` ${escapeText(tag.text)}` : ''}</span>`,
    )
    .join('');
  return `<span class="${CLASS.tip}" role="tooltip" id="${id}">${escapeText(info.type)}${docs}${tags}</span>`;
}

/**
 * The prefix as id characters (letters, digits, `-`), others as `_` and their code, so that
 * different prefixes stay different; never starting with a digit.
 */
function idStart(prefix: string): string {
  const safe = prefix.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}_`);
  return /^[A-Za-z]/.test(safe) ? safe : `c${safe}`;
}

/**
 * The HTML inside the `<pre>`: a `<span class="token-line">` per line, lines joined by `\n`, a
 * `<span class="token …">` per token as prism-react-renderer renders them. An identifier with type
 * information is wrapped:
 *
 * ```html
 * <span class="code-types-ref"><span class="token plain code-types-name" tabindex="0"
 * aria-describedby="p-t1">columns</span><span class="code-types-tip" role="tooltip" id="p-t1">const
 * columns: ColumnsType&lt;Employee&gt;</span></span>
 * ```
 *
 * (An identifier made of several tokens gets a `code-types-name` span around them.)
 *
 * The text of the result without the tooltips is the code, character for character.
 */
export function renderHtml(
  annotated: AnnotatedCode,
  { idPrefix, highlightLines = [] }: RenderOptions,
): string {
  const prefix = idStart(idPrefix);
  // Only the first occurrence of each distinct tooltip joins the Tab order, so that Tab does not
  // stop at every `columns` and `React` of a demo; the later ones show the same tooltip on hover.
  // Occurrences with the same text share an info index: that is what "distinct" means here.
  const focusable = new Set<number>();
  const seenInfo = new Set<number>();
  annotated.occurrences.forEach((occurrence, index) => {
    if (seenInfo.has(occurrence.info)) return;
    seenInfo.add(occurrence.info);
    focusable.add(index);
  });

  const lineHtml = (tokens: readonly CodeToken[]): string => {
    let html = '';
    for (let i = 0; i < tokens.length; i++) {
      const index = tokens[i].occurrence;
      if (index === undefined) {
        html += tokenHtml(tokens[i]);
        continue;
      }
      let end = i;
      while (end + 1 < tokens.length && tokens[end + 1].occurrence === index) end++;
      const id = `${prefix}-t${index}`;
      const attributes = `${focusable.has(index) ? ' tabindex="0"' : ''} aria-describedby="${id}"`;
      const name =
        end === i
          ? tokenHtml(tokens[i], attributes, CLASS.name)
          : `<span class="${CLASS.name}"${attributes}>` +
            tokens
              .slice(i, end + 1)
              .map((token) => tokenHtml(token))
              .join('') +
            '</span>';
      const info = annotated.infos[annotated.occurrences[index].info];
      html += `<span class="${CLASS.ref}">${name}${tipHtml(id, info)}</span>`;
      i = end;
    }
    return `<span class="token-line">${html}</span>`;
  };

  return annotated.lines
    .map((tokens, index) => {
      const line = lineHtml(tokens);
      return highlightLines.includes(index + 1) ? `<span class="highlighted">${line}</span>` : line;
    })
    .join('\n');
}
