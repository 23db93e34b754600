// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shouldHydrate } from '../../../src/client/site/hydration';

const rootWith = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('shouldHydrate', () => {
  const page = rootWith('<div class="dumi-default-doc-layout"><h1>Simple table</h1></div>');
  const notFound = rootWith(
    '<div class="dumi-default-doc-layout"><div class="dumi-default-not-found"></div></div>',
  );

  it('hydrates a prerendered page', () => {
    expect(shouldHydrate(page, '/demo/simple')).toBe(true);
  });
  it('renders an unknown address served with the 404 shell on the client', () => {
    expect(shouldHydrate(notFound, '/zh-CN/missing')).toBe(false);
    expect(shouldHydrate(notFound, '/table/demo/missing', '/table/')).toBe(false);
  });
  it('hydrates the 404 page at its own address', () => {
    expect(shouldHydrate(notFound, '/404')).toBe(true);
    expect(shouldHydrate(notFound, '/table/404', '/table/')).toBe(true);
  });
  it('renders when there is no markup at all', () => {
    expect(shouldHydrate(rootWith(''), '/')).toBe(false);
    expect(shouldHydrate(null, '/')).toBe(false);
  });
});
