/** Reads a built page as the browser will, for its policy, and writes the policy `<meta>`. */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { parsePolicy } from './policy';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const PREVIEWER_CLASS = 'dumi-default-previewer';
/** The class of the configurator's container (.dumi/theme/builtins/Configurator). */
export const CONFIGURATOR_CLASS = 'site-configurator';

/** A URL the page loads, frames, posts to or sets as its base. */
export interface PageResource {
  directive: string;
  url: string;
  /** e.g. `<script src>`. */
  where: string;
}

/** What a page holds that its policy has a say on. */
export interface PageScan {
  /** Every inline script the browser runs, in page order. */
  inlineScripts: string[];
  inlineStyles: string[];
  styleAttributes: number;
  resources: PageResource[];
  /** Things no policy of this site allows (handler attributes, `javascript:` URLs…). */
  blocked: string[];
  hasPreviewer: boolean;
  hasConfigurator: boolean;
}

/** The source that allows an inline script or style with exactly this text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);
/** Not code, but checked against script-src. */
const CHECKED_DATA_TYPES = new Set(['importmap', 'speculationrules']);

/** `run`: checked against script-src; `data`: a JSON block, never run; `unknown`: neither known. */
export function scriptKind(type: string | undefined): 'run' | 'data' | 'unknown' {
  const essence = (type ?? '').split(';')[0].trim().toLowerCase();
  if (JAVASCRIPT_TYPES.has(essence) || CHECKED_DATA_TYPES.has(essence)) return 'run';
  if (/^(application|text)\/([\w.+-]+\+)?json$/.test(essence)) return 'data';
  return 'unknown';
}

/** Attributes that may hold a `javascript:` URL. */
const NAVIGABLE_URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
]);

/** Browsers skip spaces and control characters in a URL (`java\tscript:`). */
const withoutControls = (url: string) =>
  [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');

const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const textOf = (element: Element) =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

const childrenOf = (node: Node): Node[] => {
  const children = 'childNodes' in node ? node.childNodes : [];
  // `<template>` keeps its children in a fragment of its own.
  return node.nodeName === 'template' && 'content' in node
    ? [...children, ...node.content.childNodes]
    : children;
};

function linkDirective(element: Element): string | null {
  const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'style-src';
  if (rel.includes('icon')) return 'img-src';
  if (rel.includes('modulepreload')) return 'script-src';
  if (rel.includes('preload') || rel.includes('prefetch')) {
    const as = (attr(element, 'as') ?? '').toLowerCase();
    return (
      {
        script: 'script-src',
        style: 'style-src',
        font: 'font-src',
        image: 'img-src',
        fetch: 'connect-src',
      }[as] ?? null
    );
  }
  return null;
}

export function scanPage(html: string): PageScan {
  const scan: PageScan = {
    inlineScripts: [],
    inlineStyles: [],
    styleAttributes: 0,
    resources: [],
    blocked: [],
    hasPreviewer: false,
    hasConfigurator: false,
  };
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const element = node;
      const tag = element.tagName;
      const resource = (directive: string, name: string, fallback?: string) => {
        const url = attr(element, name) ?? fallback;
        if (url !== undefined) scan.resources.push({ directive, url, where: `<${tag} ${name}>` });
      };
      for (const { name, value, prefix } of element.attrs) {
        const written = prefix ? `${prefix}:${name}` : name;
        if (/^on/i.test(name)) scan.blocked.push(`an inline event handler <${tag} ${written}>`);
        if (NAVIGABLE_URL_ATTRIBUTES.has(written) && /^javascript:/i.test(withoutControls(value))) {
          scan.blocked.push(`a javascript: URL in <${tag} ${written}>`);
        }
        if (name === 'style') scan.styleAttributes += 1;
        if (name === 'class' && value.split(/\s+/).includes(PREVIEWER_CLASS))
          scan.hasPreviewer = true;
        if (name === 'class' && value.split(/\s+/).includes(CONFIGURATOR_CLASS))
          scan.hasConfigurator = true;
      }
      if (tag === 'script') {
        const src = attr(element, 'src');
        if (src !== undefined) resource('script-src', 'src');
        else {
          const kind = scriptKind(attr(element, 'type'));
          if (kind === 'run') scan.inlineScripts.push(textOf(element));
          else if (kind === 'unknown') {
            scan.blocked.push(
              `an inline <script type="${attr(element, 'type')}"> that a browser may run`,
            );
          }
        }
      } else if (tag === 'style') scan.inlineStyles.push(textOf(element));
      else if (tag === 'link') {
        const directive = linkDirective(element);
        if (directive) resource(directive, 'href');
      } else if (tag === 'img' || tag === 'image')
        resource('img-src', tag === 'img' ? 'src' : 'href');
      else if (tag === 'iframe' || tag === 'frame') resource('frame-src', 'src');
      else if (tag === 'form') resource('form-action', 'action', '');
      else if ((tag === 'button' || tag === 'input') && attr(element, 'formaction') !== undefined) {
        resource('form-action', 'formaction');
      } else if (tag === 'object' || tag === 'embed' || tag === 'applet') {
        resource('object-src', tag === 'object' ? 'data' : 'src', '');
      } else if (tag === 'base') resource('base-uri', 'href');
      else if (tag === 'video' || tag === 'audio' || tag === 'source' || tag === 'track')
        resource('media-src', 'src');
    }
    childrenOf(node).forEach(visit);
  };
  visit(parse(html));
  return scan;
}

const sameOrigin = (url: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(url.trim()) && !url.trim().startsWith('//');

/** Whether a source list allows `url` (the subset of CSP source matching this site uses). */
export function sourcesAllow(sources: readonly string[], url: string): boolean {
  if (sources.includes("'none'")) return false;
  if (sameOrigin(url)) return sources.includes("'self'");
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:')
    return sources.includes(parsed.protocol);
  return sources.some(
    (source) => /^https?:\/\//.test(source) && new URL(source).origin === parsed.origin,
  );
}

/** The sources that govern `directive`, following CSP's fallbacks. */
export function effectiveSources(
  policy: Map<string, string[]>,
  directive: string,
): readonly string[] | undefined {
  const chain: Record<string, string[]> = {
    'style-src-attr': ['style-src-attr', 'style-src', 'default-src'],
    'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
    'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
    'worker-src': ['worker-src', 'child-src', 'script-src', 'default-src'],
    'frame-src': ['frame-src', 'child-src', 'default-src'],
    // Neither falls back to default-src: without them, anything goes.
    'form-action': ['form-action'],
    'base-uri': ['base-uri'],
  };
  for (const name of chain[directive] ?? [directive, 'default-src']) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return undefined;
}

/** What in the scanned page the policy would block, as messages; empty when it all works. */
export function policyProblems(scan: PageScan, policyText: string): string[] {
  const policy = parsePolicy(policyText);
  const problems = [...scan.blocked];
  const allowsInline = (directive: string, text: string) => {
    const sources = effectiveSources(policy, directive);
    if (!sources) return true;
    if (sources.includes(sha256Source(text))) return true;
    const hashed = sources.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
    return !hashed && sources.includes("'unsafe-inline'");
  };
  scan.inlineScripts.forEach((text, index) => {
    if (!allowsInline('script-src-elem', text)) {
      problems.push(
        `inline script ${index + 1} (${JSON.stringify(text.slice(0, 40))}…) is not allowed by script-src`,
      );
    }
  });
  scan.inlineStyles.forEach((text, index) => {
    if (!allowsInline('style-src-elem', text)) {
      problems.push(
        `<style> element ${index + 1} (${JSON.stringify(text.slice(0, 40))}…) is not allowed by style-src`,
      );
    }
  });
  if (scan.styleAttributes > 0) {
    const sources = effectiveSources(policy, 'style-src-attr');
    if (sources && !sources.includes("'unsafe-inline'")) {
      problems.push(`${scan.styleAttributes} style attributes are not allowed by style-src-attr`);
    }
  }
  for (const { directive, url, where } of scan.resources) {
    const sources = effectiveSources(policy, directive);
    if (sources && !sourcesAllow(sources, url))
      problems.push(`${where} "${url}" is not allowed by ${directive}`);
  }
  return problems;
}

export function policyMeta(policyText: string): string {
  if (/["<>&]/.test(policyText))
    throw new Error(`csp: a policy with a character to escape: ${policyText}`);
  return `<meta http-equiv="Content-Security-Policy" content="${policyText}">`;
}

const isStylesheet = (element: Element) =>
  element.tagName === 'link' &&
  (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

// umi's `Html` renders `<meta>`s and the style sheets first in `<head>`, and React hydrates them:
// an element added among them breaks hydration (error 418), one after them is left alone.
const inLeadingRun = (element: Element) => element.tagName === 'meta' || isStylesheet(element);

/** Puts the policy `<meta>` after the leading `<meta>`s and style sheets, before any script. */
export function withPolicyMeta(html: string, policyText: string): string {
  if (/<meta\s+http-equiv=["']?content-security-policy/i.test(html)) {
    throw new Error('the page already has a Content-Security-Policy <meta>');
  }
  const head = headOf(parse(html, { sourceCodeLocationInfo: true }));
  const location = head?.sourceCodeLocation;
  if (!head || !location?.startTag) throw new Error('the page has no <head> to put the policy in');
  const elements = head.childNodes.filter((node): node is Element => 'tagName' in node);
  const first = elements.find((element) => !inLeadingRun(element));
  const last = [...elements].reverse().find(inLeadingRun);
  const at = first
    ? (first.sourceCodeLocation?.startOffset ?? -1)
    : (last?.sourceCodeLocation?.endOffset ?? location.startTag.endOffset);
  if (at < 0) throw new Error('csp: parse5 gave no position for an element of <head>');
  return html.slice(0, at) + policyMeta(policyText) + html.slice(at);
}

function headOf(document: DefaultTreeAdapterMap['document']): Element | undefined {
  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  return htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
}

/** Checks that there is one policy `<meta>`, in `<head>`, after only `<meta>`s and own sheets. */
export function policyMetaProblems(html: string): string[] {
  const count = (html.match(/<meta\s+http-equiv=["']?content-security-policy/gi) ?? []).length;
  if (count !== 1) return [`${count} Content-Security-Policy <meta> elements, expected 1`];
  const elements = (headOf(parse(html))?.childNodes ?? []).filter(
    (node): node is Element => 'tagName' in node,
  );
  const index = elements.findIndex(
    (element) =>
      element.tagName === 'meta' &&
      attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  if (index < 0) return ['the Content-Security-Policy <meta> is not in <head>'];
  return elements
    .slice(0, index)
    .filter(
      (element) =>
        !inLeadingRun(element) ||
        (isStylesheet(element) && !sameOrigin(attr(element, 'href') ?? '')),
    )
    .map(
      (element) =>
        `<${element.tagName}${isStylesheet(element) ? ` href="${attr(element, 'href')}"` : ''}> comes before the Content-Security-Policy <meta>`,
    );
}
