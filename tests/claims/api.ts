import type { Proof } from '../support/claims';

/** The claims of the API reference: `api/<section>/<prop>` (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {};

/** The API sections whose rows are not yet in the inventory. */
export const PENDING: readonly string[] = [
  'table',
  'column',
  'expandable',
  'sticky',
  'components',
  'summary',
  'summaryRow',
  'summaryCell',
];
