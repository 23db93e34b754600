import type { Proof } from '../support/claims';

/** The claims of the columns pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'colspan-rowspan',
  'colspan-rowspan-legacy',
  'dropdown',
  'ellipsis',
  'ellipsis-custom-tooltip',
  'grouping-columns',
];
