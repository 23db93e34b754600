const SHELL = /shellscript|shell|bash|sh|zsh/;

/** Without shell prompts or the final line break, which would run a pasted command at once. */
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
