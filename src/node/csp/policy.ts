/** Each page's strictest working policy; the README's Security section says why it relaxes. */

export const PLAYGROUND_ORIGINS = ['https://codesandbox.io', 'https://stackblitz.com'] as const;

/**
 * `demos`: live demos (editor, playground buttons); `standalone`: a demo page of its own
 * (`/~demos/:id`), which dumi frames; `playground`: a page that renders tables and opens
 * playgrounds without live demos (the configurator); `plain`: any other page.
 */
export type PageKind = 'demos' | 'standalone' | 'playground' | 'plain';

export interface PagePolicyInput {
  kind: PageKind;
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Hashes of scripts the page's features write into frames they create. */
  frameScriptHashes?: readonly string[];
}

export type Policy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/** Directives browsers ignore in a `<meta>` policy: `_headers` only. */
export const HEADER_ONLY_DIRECTIVES = [
  'frame-ancestors',
  'report-uri',
  'report-to',
  'sandbox',
] as const;

const unique = (sources: readonly string[]) => [...new Set(sources)];

export function pagePolicy(input: PagePolicyInput): Policy {
  const { kind } = input;
  const script = [
    "'self'",
    ...unique([
      ...input.scriptHashes,
      ...(kind === 'demos' ? (input.frameScriptHashes ?? []) : []),
    ]),
  ];
  // dumi's live demo compiles the edited code with sucrase and runs it with `new Function`; a
  // standalone page does the same with a demo right to left (`?dir=rtl`).
  if (kind === 'demos' || kind === 'standalone') script.push("'unsafe-eval'");
  // Demos write `<style>`s known only at run time; a hash would switch 'unsafe-inline' off.
  const rendersDemos = kind !== 'plain';
  const style = rendersDemos
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...unique(input.styleHashes)];
  const playgrounds = kind === 'demos' ? [...PLAYGROUND_ORIGINS] : ["'none'"];
  // The configurator posts its project to a playground in a new tab; it embeds none.
  const posts = kind === 'demos' || kind === 'playground' ? [...PLAYGROUND_ORIGINS] : ["'none'"];
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
    ['form-action', posts],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // dumi frames standalone demo pages in the site's own pages (iframe demos); nothing else may.
    ['frame-ancestors', [kind === 'standalone' ? "'self'" : "'none'"]],
  );
  return policy;
}

export function metaPolicy(policy: Policy): Policy {
  return policy.filter(([name]) => !(HEADER_ONLY_DIRECTIVES as readonly string[]).includes(name));
}

export function serializePolicy(policy: Policy): string {
  return policy.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Directives of a serialized policy (the first of a repeated directive counts, as in CSP). */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** `/*` in `_headers`: never looser than a page's own policy, so sending both changes nothing. */
export const BASELINE_POLICY: Policy = [
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];
