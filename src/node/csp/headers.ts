/** The `_headers` file (Netlify, Cloudflare Pages, scripts/serve.mjs); its rules: README. */
import { BASELINE_POLICY, serializePolicy } from './policy';
import { withoutTrailingSlash, withTrailingSlash } from '../../shared/site/paths';

/** A built page: its URL path (base included, no trailing slash but for the root) and policy. */
export interface PagePolicy {
  path: string;
  policy: string;
}

export interface HeaderRule {
  path: string;
  policy: string;
}

/** At least this many sibling pages with one policy share a `:placeholder` rule. */
export const MIN_SHARED_RULE = 3;
/** Cloudflare Pages' limits: rules in a `_headers` file, characters in one line. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

/** The URL path of a built file under `base`: `demo/simple/index.html` → `/demo/simple`. */
export function servedPath(file: string, base: string): string {
  const prefix = withTrailingSlash(base);
  const path = file
    .replace(/\\/g, '/')
    .replace(/^\.?\//, '')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return path ? withoutTrailingSlash(`${prefix}${path}`) : prefix;
}

const parentOf = (path: string) => path.replace(/\/[^/]+$/, '') || '/';

/**
 * `/*` with the baseline, then one rule per page (with and without a trailing slash); siblings
 * with one policy share `parent/:page`, which does not match the parent itself.
 */
export function headerRules(pages: readonly PagePolicy[], base: string): HeaderRule[] {
  const root = withTrailingSlash(base);
  const byParent = new Map<string, PagePolicy[]>();
  for (const page of pages) {
    if (page.path === root || page.path === withoutTrailingSlash(root)) continue;
    const parent = parentOf(page.path);
    byParent.set(parent, [...(byParent.get(parent) ?? []), page]);
  }
  const shared = new Map<string, string>();
  for (const [parent, children] of byParent) {
    const policies = new Set(children.map((child) => child.policy));
    if (children.length >= MIN_SHARED_RULE && policies.size === 1)
      shared.set(parent, children[0].policy);
  }
  const rules: HeaderRule[] = [{ path: `${root}*`, policy: serializePolicy(BASELINE_POLICY) }];
  const add = (path: string, policy: string) => {
    rules.push({ path, policy });
    if (path !== root) rules.push({ path: `${path}/`, policy });
    else if (root !== '/') rules.push({ path: root.slice(0, -1), policy });
  };
  const written = new Set<string>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const parent = parentOf(page.path);
    if (page.path !== root && shared.has(parent)) {
      if (!written.has(parent))
        add(`${parent === '/' ? '' : parent}/:page`, shared.get(parent) ?? '');
      written.add(parent);
    } else add(page.path, page.policy);
  }
  return rules;
}

/** The `_headers` file for `rules`. Throws when a host would drop rules or lines. */
export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > MAX_RULES) {
    throw new Error(
      `csp: ${rules.length} header rules, more than the ${MAX_RULES} Cloudflare Pages reads`,
    );
  }
  const lines = [
    '# Content-Security-Policy of every page, written by the build (src/node/patches/html/csp.ts).',
    '# Each page carries the same policy in a <meta> too; frame-ancestors only works from here.',
  ];
  for (const { path, policy } of rules) {
    const line = `  Content-Security-Policy: ${policy}`;
    if (line.length > MAX_LINE)
      throw new Error(`csp: the policy of ${path} is longer than ${MAX_LINE} characters`);
    lines.push(path, line);
  }
  return `${lines.join('\n')}\n`;
}
