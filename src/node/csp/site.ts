import { headerRules, headersFile, servedPath } from './headers';
import { policyMetaProblems, policyProblems, scanPage, sha256Source, withPolicyMeta } from './page';
import { metaPolicy, pagePolicy, serializePolicy, type PageKind } from './policy';

/** An exported HTML file as umi's `modifyExportHTMLFiles` hands it. */
export interface HtmlFile {
  path: string;
  content: string;
}

export interface SitePolicyOptions {
  base: string;
  /** Inline scripts that demo pages write into frames (./stackBlitzFrame.ts). */
  frameScripts: readonly string[];
}

export function pageKind(file: string, hasPreviewer: boolean, hasConfigurator = false): PageKind {
  if (/^\.?\/?~demos\//.test(file.replace(/\\/g, '/'))) return 'standalone';
  if (hasPreviewer) return 'demos';
  return hasConfigurator ? 'playground' : 'plain';
}

/** Writes each page's policy and the `_headers` text; throws for what a policy would block. */
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
      kind: pageKind(file.path, scan.hasPreviewer, scan.hasConfigurator),
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
