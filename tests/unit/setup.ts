import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every console.error / console.warn during a test is a failure: React warnings (keys, act,
 * unknown props) and library warnings are bugs in a demo that a reader would copy.
 */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (messages.length) {
    const text = messages.join('\n');
    messages = [];
    throw new Error(`Unexpected console output during the test:\n${text}`);
  }
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
if (typeof window !== 'undefined' && !window.matchMedia) {
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
// (Tests of Node-only code run without a DOM: `// @vitest-environment node`.)
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
}
