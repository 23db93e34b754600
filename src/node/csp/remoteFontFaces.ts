// Drops remote-only `@font-face` rules (rc-dropdown's icon font): Chromium reports them under
// `font-src 'self'` even when no text uses the font.

export interface FontFaceRule {
  walkDecls(prop: string, callback: (decl: { value: string }) => void): void;
  remove(): void;
  source?: { input?: { file?: string } };
}

export function cssUrls(value: string): string[] {
  return [...value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].map((match) => match[2]);
}

/** Absolute or protocol-relative. */
export const isRemote = (url: string) =>
  /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim()) && !/^data:/i.test(url);

/** `mixed` (the site's files and another host's) is an error: the build cannot tell. */
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
