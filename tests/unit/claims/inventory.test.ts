import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptions } from '@site/node/api/descriptions';
import { isDebugPage } from '@site/shared/site/debugPages';
import vitestConfig from '../../../vitest.config';
import { CLAIMS, PENDING_API_SECTIONS, PENDING_PAGES, PROSE_PAGES } from '../../claims/inventory';
import { derivedStatements } from '../../claims/derived';
import {
  CLAIM_SECTIONS,
  claimIds,
  claimItems,
  factAnswers,
  proofList,
  proseItems,
  sourceChecks,
  STUB_HELPER,
  stubSites,
  testNames,
  type ClaimItem,
  type Proof,
  type SourceFact,
  type StubSite,
} from '../../support/claims';

/**
 * The claim inventory (tests/claims/inventory.ts) and the pages hold each other: every "Try it"
 * and "Pitfalls" item, every API row, every paragraph and list item of the home page, the upgrade
 * guide and the changelog has a claim id, every id has a proof, and every proof exists (a test by
 * its full name, a line of rc-table 7.30.3, or a fact of rc-table's tagged source that
 * scripts/claim-sources.ts verified). A test proves what rc-table does only on rc-table itself: no
 * setup file and no file holding a proof mocks rc-table's packages or defines a ResizeObserver,
 * except in a test whose proof declares it (see the last group).
 */

const ROOT = resolve(__dirname, '../../..');
const DEMO_DOCS = join(ROOT, 'docs/demo');
const RC_TABLE = join(ROOT, 'node_modules/rc-table');
const TAGGED_SOURCE = 'tests/claims/tagged-source.json';

/** Every proof with the id it proves. */
const proofs: Array<[string, Proof]> = Object.entries(CLAIMS).flatMap(([id, list]) =>
  proofList(list).map((proof): [string, Proof] => [id, proof]),
);

const slugs = [
  ...new Set(readdirSync(DEMO_DOCS).map((file) => file.replace(/(\.zh-CN)?\.md$/, ''))),
].filter((slug) => slug !== 'index');
/** The pages readers see (the debug fixtures are built only on request). */
const readerPages = slugs.filter((slug) => !isDebugPage(page(slug, 'en')));

function page(slug: string, lang: 'en' | 'zh') {
  const file = join(DEMO_DOCS, lang === 'en' ? `${slug}.md` : `${slug}.zh-CN.md`);
  return readFileSync(file, 'utf8');
}

const items = (slug: string, lang: 'en' | 'zh'): ClaimItem[] =>
  claimItems(page(slug, lang), CLAIM_SECTIONS[lang]);

/**
 * Every id the site carries: markers in any Markdown page, the API rows, and what the site derives
 * (tests/claims/derived.ts).
 */
function usedIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md'))
        claimIds(readFileSync(path, 'utf8')).forEach((id) => ids.add(id));
    }
  };
  walk(join(ROOT, 'docs'));
  for (const [section, rows] of Object.entries(descriptions)) {
    if (PENDING_API_SECTIONS.includes(section)) continue;
    for (const prop of Object.keys(rows)) ids.add(`api/${section}/${prop}`);
  }
  for (const id of derivedStatements().keys()) ids.add(id);
  return ids;
}

describe('the claims on the demo pages', () => {
  const audited = slugs.filter((slug) => !PENDING_PAGES.includes(slug));

  it.each(audited)('%s: every Try it and Pitfalls item carries a claim id', (slug) => {
    for (const lang of ['en', 'zh'] as const) {
      const missing = items(slug, lang).filter((item) => !item.id);
      expect(
        missing.map((item) => `${item.section}: ${item.text}`),
        `${slug} (${lang})`,
      ).toEqual([]);
    }
  });

  it.each(readerPages)('%s: has Try it and Pitfalls items in both languages', (slug) => {
    for (const lang of ['en', 'zh'] as const) {
      const sections = new Set(items(slug, lang).map((item) => item.section));
      expect([...sections], `${slug} (${lang})`).toEqual(CLAIM_SECTIONS[lang]);
    }
  });

  it.each(slugs)(
    '%s: both languages carry the same claims, in order, named after the page',
    (slug) => {
      const ids = claimIds(page(slug, 'en'));
      expect(claimIds(page(slug, 'zh'))).toEqual(ids);
      expect(ids.filter((id) => !id.startsWith(`${slug}/`))).toEqual([]);
      expect(new Set(ids).size, 'each id once').toBe(ids.length);
    },
  );

  it('lists as pending only pages that exist and still lack a claim id', () => {
    for (const slug of PENDING_PAGES) {
      expect(slugs, slug).toContain(slug);
      const complete = (['en', 'zh'] as const).every((lang) =>
        items(slug, lang).every((item) => item.id),
      );
      expect(complete, `${slug} is complete: take it off PENDING_PAGES`).toBe(false);
    }
  });
});

describe('the claims on the home page, the upgrade guide and the changelog', () => {
  it.each(PROSE_PAGES.map((page) => [page.slug, page] as const))(
    '%s: every paragraph and list item carries a claim id, the same in both languages',
    (slug, { files, skip }) => {
      const [en, zh] = files.map((file) =>
        proseItems(readFileSync(join(ROOT, file), 'utf8'), skip),
      );
      for (const items of [en, zh])
        expect(
          items.filter((item) => !item.id).map((item) => `${item.section}: ${item.text}`),
        ).toEqual([]);
      const ids = en.map((item) => item.id);
      expect(zh.map((item) => item.id)).toEqual(ids);
      expect(ids.filter((id) => !id?.startsWith(`${slug}/`))).toEqual([]);
      expect(new Set(ids).size, 'each id once').toBe(ids.length);
    },
  );
  it('changelog: the n-th note under a release carries changelog/<release>/<n>', () => {
    for (const file of ['docs/changelog.md', 'docs/changelog.zh-CN.md']) {
      const items = proseItems(readFileSync(join(ROOT, file), 'utf8')).filter((item) =>
        /^\d+\.\d+\.\d+$/.test(item.section),
      );
      const expected = items.map(
        (item, i) =>
          `changelog/${item.section}/${items.slice(0, i + 1).filter((other) => other.section === item.section).length}`,
      );
      expect(
        items.map((item) => item.id),
        file,
      ).toEqual(expected);
    }
  });
});

describe('the claim inventory', () => {
  const used = usedIds();

  it('has a proof for every claim id the site carries, and no proof for an id it does not', () => {
    expect([...used].filter((id) => !(id in CLAIMS))).toEqual([]);
    expect(Object.keys(CLAIMS).filter((id) => !proofList(CLAIMS[id]).length)).toEqual([]);
    expect(Object.keys(CLAIMS).filter((id) => !used.has(id))).toEqual([]);
  });

  it('names only tests that exist', () => {
    const byFile = new Map<string, string[]>();
    for (const [id, proof] of proofs) {
      if (!('test' in proof)) continue;
      const [file] = proof.test.split(' › ');
      const path = join(ROOT, file);
      expect(existsSync(path), `${id}: ${file}`).toBe(true);
      if (!byFile.has(file)) byFile.set(file, testNames(path));
      const name = proof.test.slice(file.length + 3);
      expect(byFile.get(file), id).toContain(name);
    }
  });

  it('cites only lines of rc-table 7.30.3 that hold what they prove', () => {
    expect(JSON.parse(readFileSync(join(RC_TABLE, 'package.json'), 'utf8')).version).toBe('7.30.3');
    for (const [id, proof] of proofs) {
      if (!('lib' in proof)) continue;
      const text = readFileSync(join(RC_TABLE, proof.lib), 'utf8');
      if ('lacks' in proof) expect(text, id).not.toContain(proof.lacks);
      else expect(text.split('\n')[proof.line - 1], id).toContain(proof.has);
    }
  });

  it("cites only facts of rc-table's tagged source that tests/claims/tagged-source.json holds, and it holds no other", () => {
    const facts = JSON.parse(readFileSync(join(ROOT, TAGGED_SOURCE), 'utf8')) as SourceFact[];
    const checks = proofs.flatMap(([id, proof]) =>
      'release' in proof ? sourceChecks(proof).map((check) => ({ id, check })) : [],
    );
    const rerun = 'run npm run claims:sources -- --repo <git dir of react-component/table>';
    expect(
      checks
        .filter(({ check }) => !facts.some((fact) => factAnswers(fact, check)))
        .map(({ id, check }) => `${id}: ${JSON.stringify(check)}`),
      rerun,
    ).toEqual([]);
    expect(
      facts.filter((fact) => !checks.some(({ check }) => factAnswers(fact, check))),
      rerun,
    ).toEqual([]);
  });
});

/** The setup files of the unit tests (vitest.config.ts), with the files of tests/unit they import. */
function setupFiles(): string[] {
  const projects = (vitestConfig.test?.projects ?? []) as Array<{
    test?: { setupFiles?: string[] };
  }>;
  const queue = [...new Set(projects.flatMap((project) => project.test?.setupFiles ?? []))];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const path = relative(ROOT, resolve(ROOT, dirname(file), specifier));
      queue.push(
        ['.ts', '.tsx', ''].map((ext) => path + ext).find((f) => existsSync(join(ROOT, f)))!,
      );
    }
  }
  return [...seen];
}

const describeSite = (file: string, site: StubSite) =>
  `${file}:${site.line}: ${site.how} ${site.what}${site.test ? ` in "${site.test}"` : ''}`;

// resize-observer-polyfill, which rc-resize-observer measures rc-table's columns with, hands over a
// global ResizeObserver in place of its own implementation: one defined in a setup file or at the
// top of a test file would be what every proof there measures with. A test whose own code needs one
// (a demo's observer of the site header) defines it in its body with stubResizeObserver(), which
// refuses to observe a table, and its proof says so in `stubs`.
describe('the proofs run on rc-table itself', () => {
  const testProofs = proofs.flatMap(([id, proof]) =>
    'test' in proof ? [{ id, proof, file: proof.test.split(' › ')[0] }] : [],
  );
  const sitesOf = new Map(
    [...new Set(testProofs.map(({ file }) => file))].map((file) => [
      file,
      stubSites(join(ROOT, file)),
    ]),
  );

  it('no setup file of the unit tests mocks rc-table, rc-resize-observer, rc-util or resize-observer-polyfill, or defines a ResizeObserver', () => {
    const files = setupFiles();
    expect(files).toContain('tests/unit/setup-dom.ts');
    expect(
      files.flatMap((file) => stubSites(join(ROOT, file)).map((site) => describeSite(file, site))),
    ).toEqual([]);
  });

  it('no file holding a proof mocks rc-table, rc-resize-observer, rc-util or resize-observer-polyfill', () => {
    expect(
      [...sitesOf].flatMap(([file, sites]) =>
        sites.filter((site) => site.how === 'mock').map((site) => describeSite(file, site)),
      ),
    ).toEqual([]);
  });

  it(`no file holding a proof defines a ResizeObserver but with ${STUB_HELPER}() in a test's own body`, () => {
    expect(
      [...sitesOf].flatMap(([file, sites]) =>
        sites
          .filter((site) => site.how === 'global' || (site.how === 'helper' && !site.test))
          .map((site) => describeSite(file, site)),
      ),
    ).toEqual([]);
    for (const [file, sites] of sitesOf) {
      if (!sites.some((site) => site.how === 'helper')) continue;
      const source = readFileSync(join(ROOT, file), 'utf8');
      expect(source, `${file} imports ${STUB_HELPER} from tests/unit/claims/fixtures.tsx`).toMatch(
        new RegExp(`import \\{[^}]*\\b${STUB_HELPER}\\b[^}]*\\} from '[./]*(?:claims/)?fixtures'`),
      );
    }
  });

  it('finds each way a test file mocks those packages or defines a ResizeObserver, and the test it is in', () => {
    const source = [
      "vi.mock('rc-util/lib/Dom/isVisible', () => ({ default: () => true }));",
      "vi.doMock(import('rc-table'));",
      "vi.mock('../../../node_modules/rc-resize-observer/lib/index.js');",
      "vi.mock('dumi', () => ({}));",
      'vi.hoisted(() => { window.ResizeObserver ??= class {}; });',
      "beforeEach(() => vi.stubGlobal('ResizeObserver', class {}));",
      'describe("a group", () => {',
      "  it('stubs through the helper', () => { stubResizeObserver(); });",
      "  it('defines it', () => { Object.assign(globalThis, { ResizeObserver: class {} }); });",
      "  it('names it', () => { expect('ResizeObserver has no global here').toBeTruthy(); });",
      '});',
    ].join('\n');
    expect(
      stubSites('planted.test.tsx', source).map(({ what, how, test, line }) =>
        [line, how, what, test].join(' '),
      ),
    ).toEqual([
      '1 mock rc-util/lib/Dom/isVisible ',
      '2 mock rc-table ',
      '3 mock ../../../node_modules/rc-resize-observer/lib/index.js ',
      '5 global ResizeObserver ',
      '6 global ResizeObserver ',
      '8 helper ResizeObserver a group › stubs through the helper',
      '9 global ResizeObserver a group › defines it',
    ]);
  });

  it('every proof declares the globals its test stubs, and only those', () => {
    const wrong = testProofs.flatMap(({ id, proof, file }) => {
      const name = proof.test.slice(file.length + 3);
      const stubbed = sitesOf
        .get(file)!
        .filter((site) => site.test === name && site.how === 'helper')
        .map((site) => site.what);
      const declared = Object.keys(proof.stubs ?? {});
      return [...new Set(stubbed)].sort().join() === declared.sort().join()
        ? []
        : [`${id}: stubs ${stubbed.join() || 'nothing'}, declares ${declared.join() || 'nothing'}`];
    });
    expect(wrong).toEqual([]);
  });
});
