/** Shell languages, whose `$ ` / `> ` prompts are left out of the copied text (as dumi does). */
const SHELL = /shellscript|shell|bash|sh|zsh/;

/**
 * The text the copy button of a code block in `lang` puts on the clipboard: the code as the block
 * shows it, without the line break that ends a Markdown fence (pasted into a terminal, it would run
 * the command at once), and in shell languages without the prompts.
 */
export function copiedCode(code: string, lang: string | undefined): string {
  const shown = code.replace(/\s+$/, '');
  return lang && SHELL.test(lang) ? shown.replace(/^(\$|>)\s/gm, '') : shown;
}

/** DSLs highlighted as a similar language (dumi's list). */
export const SIMILAR_DSL: Record<string, string> = { acss: 'css', axml: 'markup', vue: 'markup' };

/** The language Prism highlights a block in `lang` as. */
export function highlightLanguage(lang: string | undefined): string {
  return (lang && SIMILAR_DSL[lang]) || lang || '';
}

/** The class of a highlighted block's `<pre>`, as prism-react-renderer writes it. */
export function preClassName(lang: string | undefined): string {
  return `prism-code language-${highlightLanguage(lang)}`;
}
