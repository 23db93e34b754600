import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessibilityStatements,
  demoFacts,
  FACTS_FOLDER,
  inlineMarkdown,
} from '../../src/node/demos/accessibility';
import type { Proof } from '../support/claims';

/**
 * The sentences of the demo pages' Accessibility sections (src/node/demos/accessibility.ts), each a
 * derived statement `demo/<demo>/a11y/<fact>`: written from the demo's facts, proven by the unit
 * test that holds each sentence to the facts and by the e2e test that holds the facts to Chromium.
 */

/** The project root: the tests and the scripts that read the claims run there. */
const ROOT = process.cwd();

/** The demos with facts, by file name. */
export function factDemos(cwd: string = ROOT): string[] {
  return readdirSync(join(cwd, FACTS_FOLDER))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Every sentence of every Accessibility section, by claim id, as Markdown in both languages. */
export function accessibilityClaimStatements(
  cwd: string = ROOT,
): Map<string, { where: string; en: string; zh: string; demo: string }> {
  const statements = new Map<string, { where: string; en: string; zh: string; demo: string }>();
  for (const demo of factDemos(cwd))
    for (const { id, en, zh } of accessibilityStatements(demoFacts(cwd, demo)!))
      statements.set(id, {
        where: `docs/demo/${demo}.md, docs/demo/${demo}.zh-CN.md (${FACTS_FOLDER}/${demo}.json)`,
        en: inlineMarkdown(en),
        zh: inlineMarkdown(zh),
        demo,
      });
  return statements;
}

export const SECTION_TEST = 'tests/unit/demos/a11ySection.test.ts';
export const GUARD_TEST = 'tests/e2e/demo-facts.spec.ts';

/** The proofs of each sentence: the sentence against the facts, and the facts against Chromium. */
export function accessibilityClaims(cwd: string = ROOT): Record<string, Proof[]> {
  const claims: Record<string, Proof[]> = {};
  for (const [id, { demo }] of accessibilityClaimStatements(cwd))
    claims[id] = [
      // "rc-table draws the header in a <table> of its own (scroll.y or sticky)": the fixed
      // header's FixedHolder, and a summary pinned with them.
      ...(id.endsWith('/tables') && demoFacts(cwd, demo)!.tables.some((t) => t.part === 'header')
        ? [
            { lib: 'lib/Table.js', line: 535, has: 'if (fixHeader || isSticky)' },
            { lib: 'lib/Table.js', line: 582, has: '_FixedHolder.default' },
          ]
        : []),
      // "Name it with a caption or with aria-label or aria-labelledby": rc-table renders `caption`
      // as the table's <caption> and passes its aria-* props to the <table>.
      ...(id.endsWith('/name') && !demoFacts(cwd, demo)!.tables.some((t) => t.name)
        ? [
            { lib: 'lib/Table.js', line: 519, has: 'var captionElement = caption !== null' },
            {
              lib: 'lib/Table.js',
              line: 531,
              has: 'var ariaProps = (0, _pickAttrs.default)(props',
            },
          ]
        : []),
      // "rowScope makes a column's cells row headers": the scope cell component with its scope.
      ...(id.endsWith('/row-headers') &&
      !demoFacts(cwd, demo)!.tables.some((t) => t.headers.rowHeaders)
        ? [
            {
              lib: 'lib/Body/BodyRow.js',
              line: 168,
              has: 'component: column.rowScope ? scopeCellComponent : cellComponent',
            },
            { lib: 'lib/Body/index.js', line: 82, has: 'scopeCellComponent: thComponent' },
          ]
        : []),
      {
        test: `${SECTION_TEST} › the Accessibility section of every demo page › says what the facts say: %s`,
      },
      {
        test: `${GUARD_TEST} › what each demo gives assistive technology › %s gives Chromium’s accessibility tree what its facts file says, on its standalone page: the demo alone, in English, zoomable, within its policy`,
      },
    ];
  return claims;
}
