import { describe, expect, it } from 'vitest';
import { CODESANDBOX_DEFINE_API } from '../../../src/client/playground/open';
import {
  BASELINE_POLICY,
  metaPolicy,
  pagePolicy,
  parsePolicy,
  PLAYGROUND_ORIGINS,
  serializePolicy,
  type PageKind,
} from '../../../src/node/csp/policy';

const input = (kind: PageKind) => ({
  kind,
  scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"],
  styleHashes: ["'sha256-s'"],
  frameScriptHashes: ["'sha256-frame'"],
});
const directives = (kind: PageKind) => parsePolicy(serializePolicy(pagePolicy(input(kind))));

describe('pagePolicy', () => {
  it('lets every kind of page run only its own scripts and the inline scripts it holds, never inline code at large', () => {
    for (const kind of ['demos', 'standalone', 'playground', 'plain'] as const) {
      const policy = directives(kind);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')?.slice(0, 3)).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
      expect(policy.get('font-src')).toEqual(["'self'"]);
    }
  });

  it('gives the frame script and the playground hosts to demo pages only, eval to them and the standalone pages', () => {
    const demos = directives('demos');
    expect(demos.get('script-src')).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      "'sha256-frame'",
      "'unsafe-eval'",
    ]);
    expect(demos.get('form-action')).toEqual([...PLAYGROUND_ORIGINS]);
    expect(demos.get('frame-src')).toEqual([...PLAYGROUND_ORIGINS]);
    expect(directives('standalone').get('script-src')).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      "'unsafe-eval'",
    ]);
    expect(directives('plain').get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    for (const kind of ['standalone', 'plain'] as const) {
      const policy = directives(kind);
      expect(policy.get('form-action')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
    }
  });

  it('lets the configurator post to the playgrounds, but neither eval nor frame them', () => {
    const playground = directives('playground');
    expect(playground.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(playground.get('form-action')).toEqual([...PLAYGROUND_ORIGINS]);
    expect(playground.get('frame-src')).toEqual(["'none'"]);
    expect(playground.get('frame-ancestors')).toEqual(["'none'"]);
    // rc-table's scroll bar measure may write a <style> at run time, as on demo pages.
    expect(playground.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets pages that render demos write <style> elements; other pages only the ones they hold, and style attributes', () => {
    expect(directives('demos').get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives('standalone').get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const plain = directives('plain');
    expect(plain.get('style-src')).toEqual(["'self'", "'sha256-s'"]);
    expect(plain.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('lets only the site frame standalone demo pages, and nobody frame the others', () => {
    expect(directives('standalone').get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives('demos').get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives('plain').get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names the hosts the playground openers post to', () => {
    expect(PLAYGROUND_ORIGINS).toContain(new URL(CODESANDBOX_DEFINE_API).origin);
    expect(PLAYGROUND_ORIGINS).toContain('https://stackblitz.com');
  });
});

describe('metaPolicy', () => {
  it('leaves out what a <meta> cannot carry', () => {
    const meta = parsePolicy(serializePolicy(metaPolicy(pagePolicy(input('demos')))));
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(meta.get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('serializePolicy and parsePolicy', () => {
  it('write directives in order and read them back', () => {
    const text = serializePolicy(BASELINE_POLICY);
    expect(text).toBe("object-src 'none'; base-uri 'self'; frame-ancestors 'self'");
    expect([...parsePolicy(text).keys()]).toEqual(['object-src', 'base-uri', 'frame-ancestors']);
  });

  it('keeps the first of a repeated directive, as browsers do', () => {
    expect(parsePolicy("script-src 'self'; script-src *").get('script-src')).toEqual(["'self'"]);
  });
});
