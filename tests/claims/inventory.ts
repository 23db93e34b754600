import type { Proofs } from '../support/claims';
import * as basics from './basics';
import * as accessibility from './accessibility';
import * as columns from './columns';
import * as customisation from './customisation';
import * as expansion from './expansion';
import * as performance from './performance';
import * as scrolling from './scrolling';
import * as api from './api';
import * as home from './home';
import * as changelog from './changelog';
import { derivedClaims } from './derived';

export { PROSE_PAGES } from './home';

const PAGE_GROUPS = [
  basics,
  accessibility,
  columns,
  customisation,
  expansion,
  performance,
  scrolling,
];

/**
 * Every statement the site makes about what rc-table 7.30.3 (or a demo built on it) does, by
 * claim id, with its proofs: one file per demo group, one for the API reference, one for the
 * home page and the upgrade guide, and one for the changelog. Pages carry the ids as `<!-- claim: id -->` lines in their "Try
 * it" and "Pitfalls" items (on the home page and the upgrade guide, in every paragraph and list
 * item), the same id in both languages; API rows are `api/<section>/<prop>`; what the site derives
 * (a row's Since, the changelog's generated paragraphs, the configurator's controls and notes) has
 * the ids of tests/claims/derived.ts. tests/unit/claims/inventory.test.ts holds the two together.
 */
export const CLAIMS: Record<string, Proofs> = Object.assign(
  {},
  ...[...PAGE_GROUPS, api, home, changelog].map((group) => group.CLAIMS),
  derivedClaims(),
);

/**
 * Pages whose "Try it" and "Pitfalls" items are not yet audited item by item into claims. The
 * inventory test fails for a page listed here that has become complete, so the list only shrinks.
 */
export const PENDING_PAGES: readonly string[] = PAGE_GROUPS.flatMap((group) => group.PENDING);

/** API sections whose rows are not yet in the inventory (see PENDING_PAGES). */
export const PENDING_API_SECTIONS: readonly string[] = api.PENDING;
