/**
 * The policies of a whole build: every exported page gets its policy as a `<meta>`, and the
 * `_headers` file gets them all. Used by src/patches/html/csp.ts on the final HTML of every page.
 */
import { headerRules, headersFile, servedPath } from './headers';
import { policyMetaProblems, policyProblems, scanPage, sha256Source, withPolicyMeta } from './page';
import { metaPolicy, pagePolicy, serializePolicy, type PageKind } from './policy';

/** An exported HTML file as umi hands it to `modifyExportHTMLFiles`: path relative to the output. */
export interface HtmlFile {
  path: string;
  content: string;
}

export interface SitePolicyOptions {
  /** The site's base path (`/` or `/table/`). */
  base: string;
  /** Inline scripts that features of demo pages write into frames (./stackBlitzFrame.ts). */
  frameScripts: readonly string[];
}

/** The kind of the page at `file` (see PageKind): standalone demo pages live under `~demos/`. */
export function pageKind(file: string, hasPreviewer: boolean): PageKind {
  if (/^\.?\/?~demos\//.test(file.replace(/\\/g, '/'))) return 'standalone';
  return hasPreviewer ? 'demos' : 'plain';
}

/**
 * Gives every file its policy `<meta>` and returns the files with the `_headers` text. Throws one
 * error naming every page and everything in it the policy would block: the build must not write
 * a page that would silently lose a script, a handler or a style under its own policy.
 */
export function applySitePolicies(
  files: readonly HtmlFile[],
  options: SitePolicyOptions,
): { files: HtmlFile[]; headers: string } {
  const errors: string[] = [];
  const frameScriptHashes = options.frameScripts.map(sha256Source);
  const pages: Array<{ path: string; policy: string }> = [];
  const out = files.map((file) => {
    const scan = scanPage(file.content);
    const policy = pagePolicy({
      kind: pageKind(file.path, scan.hasPreviewer),
      scriptHashes: scan.inlineScripts.map(sha256Source),
      styleHashes: scan.inlineStyles.map(sha256Source),
      frameScriptHashes,
    });
    const header = serializePolicy(policy);
    const meta = serializePolicy(metaPolicy(policy));
    let content = file.content;
    try {
      content = withPolicyMeta(file.content, meta);
    } catch (error) {
      errors.push(`${file.path}: ${(error as Error).message}`);
    }
    const problems = [...policyProblems(scanPage(content), meta), ...policyMetaProblems(content)];
    errors.push(...problems.map((problem) => `${file.path}: ${problem}`));
    pages.push({ path: servedPath(file.path, options.base), policy: header });
    return { ...file, content };
  });
  if (errors.length) {
    throw new Error(
      `csp: ${errors.length} thing(s) the Content-Security-Policy would block (move inline code into the ` +
        `app's bundle, or see the README's Security section):\n  ${errors.join('\n  ')}`,
    );
  }
  return { files: out, headers: headersFile(headerRules(pages, options.base)) };
}
