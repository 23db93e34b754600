/**
 * A PostCSS plugin (umi's `extraPostCSSPlugins`) that drops `@font-face` rules loading a font only
 * from another host. rc-dropdown's style sheet, which the dropdown demo imports, declares an icon
 * font on at.alicdn.com for a menu it does not render here; the site's policy allows fonts from
 * the site only (`font-src 'self'`), and Chromium reports such a declaration as a violation on
 * every page even when no text uses the font. The exported playground projects keep the sheet
 * whole. A rule mixing the site's own files and another host's is an error: drop or keep, the
 * build cannot tell.
 */

/** The part of a PostCSS at-rule the plugin reads. */
export interface FontFaceRule {
  walkDecls(prop: string, callback: (decl: { value: string }) => void): void;
  remove(): void;
  source?: { input?: { file?: string } };
}

/** The `url(…)` addresses in a CSS value. */
export function cssUrls(value: string): string[] {
  return [...value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].map((match) => match[2]);
}

/** Whether a URL in a style sheet points to another host (absolute or protocol-relative). */
export const isRemote = (url: string) =>
  /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim()) && !/^data:/i.test(url);

/** What to do with a `@font-face` whose `src` declarations hold `urls`. */
export function fontFaceVerdict(urls: readonly string[]): 'keep' | 'drop' | 'mixed' {
  const remote = urls.filter(isRemote).length;
  if (remote === 0) return 'keep';
  return remote === urls.length ? 'drop' : 'mixed';
}

export default function dropRemoteFontFaces() {
  return {
    postcssPlugin: 'site-drop-remote-font-faces',
    AtRule: {
      'font-face': (rule: FontFaceRule) => {
        const urls: string[] = [];
        rule.walkDecls('src', (decl) => urls.push(...cssUrls(decl.value)));
        const verdict = fontFaceVerdict(urls);
        if (verdict === 'mixed') {
          throw new Error(
            `csp: an @font-face in ${rule.source?.input?.file ?? 'a style sheet'} loads from the site and from ` +
              `another host (${urls.join(', ')}); font-src allows the site only`,
          );
        }
        if (verdict === 'drop') rule.remove();
      },
    },
  };
}
