/** Shell languages, whose `$ ` / `> ` prompts are left out of the copied text (as dumi does). */
const SHELL = /shellscript|shell|bash|sh|zsh/;

/** The text the copy button of a code block in `lang` puts on the clipboard. */
export function copiedCode(code: string, lang: string | undefined): string {
  return lang && SHELL.test(lang) ? code.replace(/^(\$|>)\s/gm, '') : code;
}

/** The language of a highlighted block, from its `pre`'s `language-*` class. */
export function blockLanguage(pre: Element): string | undefined {
  return /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1];
}
