import { describe, expect, it } from 'vitest';
import { documentPolicy, needsOwnDocument, policyAllowsEval } from '../../../src/csp/navigation';

describe('documentPolicy', () => {
  it("reads the document's policy <meta>, or null without one", () => {
    document.head.innerHTML = '<meta http-equiv="content-security-policy" content="script-src \'self\'">';
    expect(documentPolicy(document)).toBe("script-src 'self'");
    document.head.innerHTML = '';
    expect(documentPolicy(document)).toBeNull();
  });
});

describe('policyAllowsEval', () => {
  it("reads 'unsafe-eval' from script-src, else default-src; no policy allows everything", () => {
    expect(policyAllowsEval("default-src 'none'; script-src 'self' 'unsafe-eval'")).toBe(true);
    expect(policyAllowsEval("default-src 'unsafe-eval'; script-src 'self'")).toBe(false);
    expect(policyAllowsEval("default-src 'self' 'unsafe-eval'")).toBe(true);
    expect(policyAllowsEval("img-src 'self'")).toBe(true);
    expect(policyAllowsEval(null)).toBe(true);
  });
});

describe('needsOwnDocument', () => {
  it('loads another page as a new document only where the document may not evaluate code', () => {
    expect(needsOwnDocument('/demo', '/demo/simple', false)).toBe(true);
    expect(needsOwnDocument('/demo', '/demo', false)).toBe(false);
    expect(needsOwnDocument('/demo/simple', '/demo/nested', true)).toBe(false);
  });
});
