import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Setup of the tests that run in jsdom (every `.test.tsx`, and the `.test.ts` files that say
 * `@vitest-environment jsdom`), after tests/unit/setup.ts: what is rendered is unmounted after
 * each test, and jsdom gets a few parts it lacks. It defines no ResizeObserver and mocks none of
 * rc-table's packages: tests/unit/claims/inventory.test.ts holds every setup file to that.
 */
afterEach(() => {
  cleanup();
});

// No global ResizeObserver: jsdom has none, and rc-resize-observer (rc-table's measuring) brings
// resize-observer-polyfill, which would hand over any global defined here instead of its own
// implementation; the claims would then be proven on a stub. A test whose own code makes a
// ResizeObserver (a demo watching the site header) defines one for itself with
// stubResizeObserver() from tests/unit/claims/fixtures.tsx.

// jsdom lacks matchMedia; the site's colour mode and some demos read it, rc-table does not.
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
// rc-util asks for `::-webkit-scrollbar` when it measures the scroll bar. jsdom then answers with
// the element's own style, and so does this, without the report: rc-util reads the same values.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
