import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Setup of the tests that run in jsdom (every `.test.tsx`, and the `.test.ts` files that say
 * `@vitest-environment jsdom`), after tests/unit/setup.ts: what is rendered is unmounted after
 * each test, and jsdom gets the browser parts it lacks.
 */
afterEach(() => {
  cleanup();
});

// jsdom lacks these; rc-table and rc-resize-observer read them.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not implement pseudo-element styles and reports that through console.error;
// rc-util asks for `::-webkit-scrollbar` when it measures the scroll bar. Answer with the
// element's own style, as a browser without that pseudo-element would.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
