/** The DOM setup (./setup-dom.ts) for a `.test.ts` file that asked for jsdom; nothing in Node. */
if (typeof window !== 'undefined') await import('./setup-dom');

export {};
