const SHELL = /shellscript|shell|bash|sh|zsh/;

/**
 * The code without shell prompts, and without the fence's final line break, which would run the
 * command at once when pasted into a terminal.
 */
export function copiedCode(code: string, lang: string | undefined): string {
  const shown = code.replace(/\s+$/, '');
  return lang && SHELL.test(lang) ? shown.replace(/^(\$|>)\s/gm, '') : shown;
}

/** dumi's list. */
export const SIMILAR_DSL: Record<string, string> = { acss: 'css', axml: 'markup', vue: 'markup' };

export function highlightLanguage(lang: string | undefined): string {
  return (lang && SIMILAR_DSL[lang]) || lang || '';
}

/** As prism-react-renderer writes it. */
export function preClassName(lang: string | undefined): string {
  return `prism-code language-${highlightLanguage(lang)}`;
}
