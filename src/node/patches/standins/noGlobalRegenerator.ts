/**
 * Stands in for `regenerator-runtime/runtime.js`, which umi's generated polyfill entry imports on
 * every page to define a global `regeneratorRuntime` (see src/node/patches/index.ts). Nothing the
 * site bundles reads that global: the targeted browsers run generators natively, and compiled
 * dependencies import Babel's own regenerator helper instead (a built chunk that read it would
 * throw a ReferenceError, which the e2e test of every route reports as a page error).
 */
export {};
