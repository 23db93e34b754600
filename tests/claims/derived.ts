import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { descriptions } from '../../src/node/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../src/node/api/extract';
import { apiHistory, type ChangeKind } from '../../src/node/api/history';
import {
  blocksMarkdown,
  notedReleases,
  planReleaseHistory,
  type PagePlan,
} from '../../src/node/changelog/page';
import { buildApiRows, type ApiSection } from '../../src/shared/api/model';
import { CONTROL_NAMES, CONTROLS } from '../../src/shared/configurator/state';
import { NOTE_IDS } from '../../src/shared/configurator/warnings';
import configuratorEn from '../../src/shared/configurator/messages/en-US.json';
import configuratorZh from '../../src/shared/configurator/messages/zh-CN.json';
import type { Proof } from '../support/claims';
import { accessibilityClaims, accessibilityClaimStatements } from './accessibilityFacts';
import { classClaims, classStatements } from './classRows';

/**
 * The statements the site derives instead of writing them, each a claim like a written sentence:
 * every "Since" and "changed in" note of the API reference (`api/<section>/<prop>/since`,
 * `…/<kind>@<version>`), every paragraph the changelog pages gain from the release history
 * (`changelog/history/…`), and every control of the configurator with its starting value and
 * range (`configurator/control/<name>`) and every note it shows under one
 * (`configurator/note/<id>`). {@link derivedStatements} gives each id with the text the page
 * shows, in both languages, read from the model the page itself is rendered from, so that
 * tests/claims/reviewed.json binds it like a sentence; {@link CLAIMS} names the proofs.
 */

/** A derived statement: what the page shows, in both languages, and where it comes from. */
export interface DerivedStatement {
  where: string;
  en: string;
  zh: string;
}

export interface HistoryFact {
  section: ApiSection;
  name: string;
  /** The release the row names. */
  version: string;
  kind: 'since' | ChangeKind;
}

/** The project root: the tests and the scripts that read the claims run there. */
const ROOT = process.cwd();

/** Every history claim the reference makes, by id, in the rows' order. */
export function historyClaims(): Map<string, HistoryFact> {
  const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions, apiHistory);
  const facts = new Map<string, HistoryFact>();
  for (const { section, name: shown, since, changes } of rows) {
    // Rows of nested settings show `expandable.rowExpandable`; the history names `rowExpandable`.
    const name = shown.startsWith(`${section}.`) ? shown.slice(section.length + 1) : shown;
    const base = `api/${section}/${name}`;
    if (since) facts.set(`${base}/since`, { section, name, version: since, kind: 'since' });
    for (const { kind, version } of changes ?? [])
      facts.set(`${base}/${kind}@${version}`, { section, name, version, kind });
  }
  return facts;
}

const CHANGELOG_PAGES = { en: 'docs/changelog.md', zh: 'docs/changelog.zh-CN.md' } as const;

/** Every block the changelog pages gain, by claim id, with its Markdown in both languages. */
export function changelogBlocks(): Map<string, DerivedStatement> {
  const plans = (['en', 'zh'] as const).map((lang) =>
    planReleaseHistory(
      notedReleases(readFileSync(join(ROOT, CHANGELOG_PAGES[lang]), 'utf8')),
      lang,
    ),
  );
  const blocks = (plan: PagePlan) =>
    [plan.summary, ...plan.underDate.values(), ...plan.endOfSection.values()].flat();
  const zh = new Map(blocks(plans[1]).map((block) => [block.claim, block]));
  return new Map(
    blocks(plans[0]).map((block) => [
      block.claim,
      {
        where: `${CHANGELOG_PAGES.en}, ${CHANGELOG_PAGES.zh} (src/node/changelog/page.ts)`,
        en: blocksMarkdown([block]).join(''),
        zh: blocksMarkdown(zh.get(block.claim) ? [zh.get(block.claim)!] : []).join(''),
      },
    ]),
  );
}

type Messages = Record<string, string>;

/** A control as the configurator shows it: its label, starting value and range, both languages. */
function controlText(name: (typeof CONTROL_NAMES)[number], messages: Messages): string {
  const control = CONTROLS[name] as
    | { kind: 'boolean'; default: boolean }
    | { kind: 'number'; default: number; min: number; max: number; step: number }
    | { kind: 'choice'; default: string; values: readonly string[] }
    | { kind: 'colour'; default: string };
  const label = messages[name];
  if (control.kind === 'boolean' || control.kind === 'colour')
    return `${label}: ${control.default}`;
  if (control.kind === 'number')
    return `${label}: ${control.default} (${control.min}–${control.max}, step ${control.step})`;
  return `${label}: ${messages[`${name}.${control.default}`]} (${control.values
    .map((value) => messages[`${name}.${value}`])
    .join(' | ')})`;
}

/** Every derived statement the site shows, by claim id. */
export function derivedStatements(): Map<string, DerivedStatement> {
  const statements = new Map<string, DerivedStatement>();
  for (const [id, { section, name, version, kind }] of historyClaims())
    statements.set(id, {
      where: `src/node/api/releaseTypes.json (${section}.${name})`,
      en: `${kind} ${version}`,
      zh: `${kind} ${version}`,
    });
  for (const [id, block] of changelogBlocks()) statements.set(id, block);
  const where = 'src/shared/configurator, src/shared/configurator/messages';
  for (const name of CONTROL_NAMES)
    statements.set(`configurator/control/${name}`, {
      where,
      en: controlText(name, configuratorEn),
      zh: controlText(name, configuratorZh),
    });
  for (const note of NOTE_IDS) {
    // rc-table's warnings are worded as warnings, the other notes as notes.
    const key = `warning.${note}` in configuratorEn ? `warning.${note}` : `note.${note}`;
    statements.set(`configurator/note/${note}`, {
      where,
      en: (configuratorEn as Messages)[key],
      zh: (configuratorZh as Messages)[key],
    });
  }
  // The rows of the demo pages' Classes sections and of /classes (./classRows.ts).
  for (const [id, { where, en, zh }] of classStatements()) statements.set(id, { where, en, zh });
  // The sentences of the demo pages' Accessibility sections (./accessibilityFacts.ts).
  for (const [id, { where, en, zh }] of accessibilityClaimStatements())
    statements.set(id, { where, en, zh });
  return statements;
}

const DERIVED_TEST = 'tests/unit/claims/derived.test.ts';
const CHANGELOG_TEST = 'tests/unit/changelog.test.ts';
const WRITTEN_CODE = 'tests/unit/configurator/written-code.test.tsx';
const CODE = 'tests/unit/configurator/code.test.ts';
const HISTORY_FILE = `${CHANGELOG_TEST} › the kept release history (src/node/changelog/releases.json)`;
const PAGES = `${CHANGELOG_TEST} › the changelog pages, in English and Chinese`;
const GENERATED = `${CHANGELOG_TEST} › the changelog’s generated paragraphs`;

/** The proofs of a changelog block, by what it says. */
function changelogProofs(id: string): Proof[] {
  const tests = (...names: string[]) => names.map((test) => ({ test }));
  if (id.endsWith('/between'))
    return tests(
      `${PAGES} › lists each release without notes under the next newer release that has notes`,
      `${PAGES} › shows every release of the history once, with its date`,
    );
  if (id.endsWith('/date-note'))
    return tests(
      `${PAGES} › flags every date rc-table’s changelog gives otherwise, under the release and in the intro`,
      `${PAGES} › says under each release without a date in rc-table’s changelog which commit dates it`,
      `${GENERATED} › says under a release whose tag names another version’s commit which commit dates it`,
    );
  const part = id.slice(id.lastIndexOf('/') + 1);
  const byPart: Record<string, string[]> = {
    total: [
      `${HISTORY_FILE} › holds the 339 releases tagged from 3.2.0 to 7.30.3, newest first, each placed by its own commit and dated`,
      `${GENERATED} › counts every release, the tagged ones and those with notes`,
      `${HISTORY_FILE} › lists an untagged version only where rc-table’s changelog describes it, or a commit sets it and the registry serves it`,
    ],
    undescribed: [
      `${PAGES} › names, as ranges, exactly the releases rc-table’s changelog never described`,
    ],
    differing: [
      `${PAGES} › flags every date rc-table’s changelog gives otherwise, under the release and in the intro`,
    ],
    corrected: [
      `${HISTORY_FILE} › corrects the tags that name a commit of another version, and places those releases by their own commits`,
      `${GENERATED} › names every tag that points at a commit of another version, with that version`,
    ],
    publishedOnly: [
      `${GENERATED} › lists undated the releases no commit sets, each one the registry serves`,
    ],
  };
  return tests(...(byPart[part] ?? []));
}

/** The proofs of every derived statement, by claim id (see {@link derivedStatements}). */
export function derivedClaims(): Record<string, Proof[]> {
  const claims: Record<string, Proof[]> = {};
  for (const id of historyClaims().keys())
    claims[id] = [
      { test: `${DERIVED_TEST} › the API reference’s Since and changed-in notes › %s` },
    ];
  for (const id of changelogBlocks().keys()) claims[id] = changelogProofs(id);
  const shown = `${CODE} › the configurator’s code › renders the markup of the live preview, with the warnings the page predicts: %s`;
  for (const name of CONTROL_NAMES)
    claims[`configurator/control/${name}`] = [
      {
        test: `${WRITTEN_CODE} › the configurator’s code, rendered by rc-table 7.30.3 › keeps what %s promises`,
      },
      { test: shown },
    ];
  for (const note of NOTE_IDS)
    claims[`configurator/note/${note}`] = [
      {
        test: `${CODE} › the configurator’s notes › each note is shown for a state of the tested runs`,
      },
      { test: shown },
      ...(note === 'nested-expand'
        ? [
            {
              test: `${CODE} › the configurator’s notes › nested-expand: one expand icon opens both the expanded row and the child rows, which lose their indent`,
            },
          ]
        : []),
      ...(note === 'empty-scroll'
        ? [
            {
              test: `${CODE} › the configurator’s notes › empty-scroll: rc-table 7.30.3 throws when expandable.fixed meets sticky without scroll`,
            },
          ]
        : []),
    ];
  Object.assign(claims, classClaims());
  Object.assign(claims, accessibilityClaims());
  return claims;
}
