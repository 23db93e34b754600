import type { Proof } from '../support/claims';

/** The claims of the scrolling pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'fixed-columns',
  'fixed-columns-and-header',
  'fixed-columns-and-header-rtl',
  'fixed-columns-auto-height',
  'fixed-columns-resize',
  'scroll-x',
  'scroll-xy',
  'scroll-y',
  'sticky-header',
  'sticky-header-and-summary',
];
