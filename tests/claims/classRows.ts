import { CLASS_ORIGINS } from '../../src/shared/demos/classOrigins';
import {
  classRows,
  demoRowCells,
  elementsCell,
  originCell,
  plainText,
} from '../../src/shared/demos/classRows';
import { demoPages, demoUses, readFacts } from '../../src/node/demos/classesSection';
import type { Proof } from '../support/claims';
import type { DerivedStatement } from './derived';

/**
 * The rows of every demo page's "Classes" section (`classes/<demo>/<class>`) and of the /classes
 * reference (`classes/all/<class>`, `<n>` written `n`), each a derived statement: the text the row
 * shows, in both languages, made by the code that renders it (src/shared/demos/classRows.ts).
 */

const ROOT = process.cwd();
const CLASSES = 'tests/unit/claims/classes.test.tsx';
const PAGES = 'tests/unit/demos/classes.test.ts';
const ORIGIN = `${CLASSES} › the classes rc-table 7.30.3 puts on its elements`;
const APPEARS = `${ORIGIN} › %s: appears with what the entry names, on the elements it names, and not without`;

const referenceId = (pattern: string) => `classes/all/rc-table${pattern.replace('<n>', 'n')}`;

/** Every row of the Classes sections and of the reference, by claim id. */
export function classStatements(): Map<
  string,
  DerivedStatement & { pattern: string; custom: boolean }
> {
  const statements = new Map<string, DerivedStatement & { pattern: string; custom: boolean }>();
  for (const { demo } of demoPages(ROOT)) {
    const facts = readFacts(ROOT, demo);
    for (const row of classRows(facts.classes, facts.prefix, demoUses(ROOT, demo)))
      statements.set(`classes/${demo}/${row.name}`, {
        where: `docs/demo/${demo}.md, docs/demo/${demo}.zh-CN.md (src/shared/demos/facts/${demo}.json)`,
        en: plainText(demoRowCells(row, 'en', '/')),
        zh: plainText(demoRowCells(row, 'zh', '/zh-CN')),
        pattern: row.origin.pattern,
        custom: Boolean(row.custom),
      });
  }
  for (const origin of CLASS_ORIGINS)
    statements.set(referenceId(origin.pattern), {
      where: 'docs/classes.md, docs/classes.zh-CN.md (src/shared/demos/classOrigins.ts)',
      en: plainText([elementsCell(origin.elements), originCell(origin, 'en', '/')]),
      zh: plainText([elementsCell(origin.elements), originCell(origin, 'zh', '/zh-CN')]),
      pattern: origin.pattern,
      custom: false,
    });
  return statements;
}

/** The proofs of each row: rc-table renders the class as the row says, and the page shows the facts. */
export function classClaims(): Record<string, Proof[]> {
  const claims: Record<string, Proof[]> = {};
  for (const [id, { pattern, custom }] of classStatements()) {
    const proofs: Proof[] = [{ test: APPEARS }];
    if (id.startsWith('classes/all/'))
      proofs.push(
        {
          test: `${PAGES} › the /classes page › %s lists every class rc-table writes, by part, with the demos that carry it`,
        },
        { test: `${ORIGIN} › cites for every class the line of rc-table’s lib/ that writes it` },
      );
    else
      proofs.push(
        {
          test: `${PAGES} › the Classes section of every demo page › %s: shows each class of the demo’s facts, its elements and count, and what puts it there`,
        },
        {
          test: `${PAGES} › the classes of every demo’s facts › %s: every class is one rc-table 7.30.3 writes, on elements it writes it on`,
        },
      );
    if (custom)
      proofs.push({
        test:
          pattern === '-body'
            ? `${ORIGIN} › writes no rc-table-body of its own when components.body is a function: a virtual body writes it itself`
            : `${ORIGIN} › puts the expand icon’s classes on what a custom expandIcon renders, when it writes them`,
      });
    if (pattern === '-row-expand-icon-cell')
      proofs.push({
        test: `${ORIGIN} › renders a header cell without a title as a <td>: the expand column’s, unless columnTitle names it`,
      });
    claims[id] = proofs;
  }
  return claims;
}
