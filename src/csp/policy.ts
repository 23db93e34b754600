/**
 * The Content-Security-Policy of each page: the strictest policy under which every feature of the
 * page still works. Computed at build time from the page's final HTML (./page.ts) by
 * src/patches/html/csp.ts, written into the page as a `<meta>` and into the `_headers` file
 * (./headers.ts). The README's "Security" section says why each relaxation is there.
 */

/** The playground services a demo page posts its project to (forms) and embeds (frames). */
export const PLAYGROUND_ORIGINS = ['https://codesandbox.io', 'https://stackblitz.com'] as const;

/**
 * What a page does, as far as its policy is concerned:
 * - `demos`: a page with live demos (dumi's previewer): the code editor evaluates what the reader
 *   types, demos render `<style>` elements of their own, the playground buttons post forms to
 *   the playground services and "Edit here" embeds StackBlitz;
 * - `standalone`: a demo on a page of its own (`/~demos/:id`), rendered by the app without the
 *   editor or the playground buttons; dumi can frame these pages in the site's own pages;
 * - `plain`: any other page (changelog, demo gallery, not-found page).
 */
export type PageKind = 'demos' | 'standalone' | 'plain';

/** What the policy of one page is computed from. */
export interface PagePolicyInput {
  kind: PageKind;
  /** `'sha256-…'` sources of the page's inline scripts, in page order. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` sources of the page's `<style>` elements, in page order. */
  styleHashes: readonly string[];
  /** `'sha256-…'` sources of scripts the page's features write into frames they create. */
  frameScriptHashes?: readonly string[];
}

/** A policy: directive name → source list, in the order the directives are written. */
export type Policy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/**
 * Directives a `<meta>` policy cannot carry (browsers ignore them there, with a console error):
 * they go to the `_headers` file only.
 */
export const HEADER_ONLY_DIRECTIVES = [
  'frame-ancestors',
  'report-uri',
  'report-to',
  'sandbox',
] as const;

const unique = (sources: readonly string[]) => [...new Set(sources)];

/** The policy of one page (both the `<meta>` and the header: see `metaPolicy`). */
export function pagePolicy(input: PagePolicyInput): Policy {
  const { kind } = input;
  const script = [
    "'self'",
    ...unique([
      ...input.scriptHashes,
      ...(kind === 'demos' ? (input.frameScriptHashes ?? []) : []),
    ]),
  ];
  // dumi's live demo compiles the edited code with sucrase and runs it with `new Function`.
  if (kind === 'demos') script.push("'unsafe-eval'");
  // Demos render `<style>` elements whose text only the running demo knows (styled-components,
  // rc-util's scrollbar measurement, the reader's edits); a hash next to 'unsafe-inline' would
  // switch 'unsafe-inline' off, so those pages list none.
  const rendersDemos = kind !== 'plain';
  const style = rendersDemos
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...unique(input.styleHashes)];
  const playgrounds = kind === 'demos' ? [...PLAYGROUND_ORIGINS] : ["'none'"];
  const policy: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', script],
    ['style-src', style],
  ];
  // React writes `style` attributes (rc-table's column widths, fixed offsets, virtual rows).
  if (!rendersDemos) policy.push(['style-src-attr', ["'unsafe-inline'"]]);
  policy.push(
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', playgrounds],
    ['form-action', playgrounds],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // dumi frames standalone demo pages in the site's own pages (iframe demos); nothing else may.
    ['frame-ancestors', [kind === 'standalone' ? "'self'" : "'none'"]],
  );
  return policy;
}

/** `policy` without the directives a `<meta>` cannot carry. */
export function metaPolicy(policy: Policy): Policy {
  return policy.filter(([name]) => !(HEADER_ONLY_DIRECTIVES as readonly string[]).includes(name));
}

/** The policy as a header or `<meta content>` value: `default-src 'none'; script-src 'self' …`. */
export function serializePolicy(policy: Policy): string {
  return policy.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Parses a serialized policy back into directives (the first of a repeated directive counts). */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Restrictions every response of the site can carry whatever it is (`/*` in `_headers`): never
 * looser than a page's own policy, so a host that sends it next to a page's policy (as two
 * policies, both enforced) changes nothing for that page.
 */
export const BASELINE_POLICY: Policy = [
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];
