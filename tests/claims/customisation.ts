import type { Proof } from '../support/claims';

/** The claims of the customisation pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'animation',
  'column-resize',
  'react-dnd',
  'styled-components',
];
