// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentAllowsEval, ownDocumentPerPolicy } from '../../../src/client/csp/navigation';

const withPolicy = (content: string | null) => {
  document.head.innerHTML =
    content === null ? '' : `<meta http-equiv="Content-Security-Policy" content="${content}">`;
  return document;
};

describe('documentAllowsEval', () => {
  it("reads 'unsafe-eval' from the document's policy <meta>", () => {
    expect(
      documentAllowsEval(withPolicy("default-src 'none'; script-src 'self' 'unsafe-eval'")),
    ).toBe(true);
    expect(documentAllowsEval(withPolicy("default-src 'none'; script-src 'self' 'sha256-x'"))).toBe(
      false,
    );
  });

  it('lets a document without a policy (the dev server) evaluate code', () => {
    expect(documentAllowsEval(withPolicy(null))).toBe(true);
  });
});

describe('ownDocumentPerPolicy', () => {
  const route = (pathname: string, isFirst = false) => ({ location: { pathname }, isFirst });

  it('reloads when a document that may not evaluate code moves to another page, not for a query or section', () => {
    const reloads: number[] = [];
    const onRouteChange = ownDocumentPerPolicy(
      () => reloads.push(1),
      withPolicy("script-src 'self'"),
    );
    onRouteChange(route('/demo', true));
    onRouteChange(route('/demo'));
    expect(reloads).toHaveLength(0);
    onRouteChange(route('/demo/simple'));
    expect(reloads).toHaveLength(1);
  });

  it('lets a demo page move in place', () => {
    const reloads: number[] = [];
    const onRouteChange = ownDocumentPerPolicy(
      () => reloads.push(1),
      withPolicy("script-src 'self' 'unsafe-eval'"),
    );
    onRouteChange(route('/demo/simple', true));
    onRouteChange(route('/changelog'));
    onRouteChange(route('/demo/nested'));
    expect(reloads).toHaveLength(0);
  });
});
