import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import type {
  ClassFacts,
  DemoFacts,
  ExpandControlFacts,
  KeyEffect,
  LiveRegionFacts,
  NameSource,
  TabStopFacts,
  TableFacts,
} from '../../src/shared/demos/facts';
import { FACTS_WIDTH } from '../../src/node/demos/accessibility';

/**
 * Derives a demo's {@link DemoFacts} from its standalone page (`/~demos/<id>`) in Chromium: what
 * assistive technology receives from Chromium's own accessibility tree (CDP `Accessibility`), and
 * the classes and key effects from the DOM. `npm run demos:facts` (scripts/demo-facts.ts) writes
 * the result to src/shared/demos/facts/, and tests/e2e/demo-facts.spec.ts derives it again and
 * compares, so both read a demo with this one code.
 */

/** The width the facts are read at: a desktop, where every demo shows all its columns. */
export const FACTS_VIEWPORT = { width: FACTS_WIDTH, height: 800 };

/** The folder of the facts, one JSON file per demo. */
export const FACTS_DIR = 'src/shared/demos/facts';

/** The standalone page id of a demo file (`simple` → `docs-demo-simple-demo-simple`). */
export const standaloneId = (demo: string) => `docs-demo-${demo}-demo-${demo}`;

/** The demos a build has standalone pages of (the fixtures starting with `_` left out). */
export function builtDemos(dist: string): string[] {
  const folder = join(dist, '~demos');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((id) => /^docs-demo-([\w-]+)-demo-\1$/.exec(id)?.[1])
    .filter((demo): demo is string => Boolean(demo) && !demo!.startsWith('_'))
    .sort();
}

/** One node of `Accessibility.getFullAXTree`, the fields read here. */
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string; sources?: AXSource[] };
  description?: { value?: string };
  properties?: Array<{ name: string; value: { value?: unknown } }>;
  childIds?: string[];
  backendDOMNodeId?: number;
}

interface AXSource {
  type: string;
  attribute?: string;
  nativeSource?: string;
  value?: unknown;
  superseded?: boolean;
}

/** Where the name came from: the first source Chromium gives a value that nothing supersedes. */
export function nameSource(node: Pick<AXNode, 'name'> | undefined): NameSource {
  if (!node?.name?.value) return 'none';
  const used = node.name.sources?.find(
    (source) => source.value !== undefined && !source.superseded,
  );
  if (!used) return 'other';
  if (used.attribute === 'aria-labelledby' || used.attribute === 'aria-label')
    return used.attribute;
  if (used.nativeSource === 'tablecaption') return 'caption';
  if (used.attribute === 'title') return 'title';
  if (used.nativeSource === 'label') return 'label';
  if (used.attribute === 'placeholder') return 'placeholder';
  if (used.type === 'contents') return 'contents';
  if (used.type === 'relatedElement') return 'related-element';
  return 'other';
}

const TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);

const property = (node: AXNode, name: string) =>
  node.properties?.find((entry) => entry.name === name)?.value.value;

/** The role as a reader meets it: an ignored node has none. */
const roleOf = (node: AXNode | undefined) =>
  !node || node.ignored ? 'none' : String(node.role?.value ?? 'none');

/** The AX node of the element `expression` evaluates to in the page, through CDP. */
async function axNodeOf(cdp: CDPSession, expression: string): Promise<AXNode | undefined> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  if (!result.objectId) return undefined;
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  return (nodes as AXNode[])[0];
}

/** The demo's tables, grids and their halves in document order, as selected in the page. */
const TABLES = `[...document.querySelectorAll('#root table, #root [role=table], #root [role=grid], #root [role=treegrid]')]`;

/** What only the DOM tells of a table: its half, nesting and the columns of its grid. */
interface TableDom {
  part: TableFacts['part'];
  nested: boolean;
  columns: number;
  ariaRowCount: number | null;
}

/** Reads {@link TableDom} for every table of `TABLES` (run in the page). */
function tableDom([selector, prefix]: [string, string]): TableDom[] {
  const tables = new Function(`return ${selector}`)() as HTMLElement[];
  return tables.map((table) => {
    const box = table.closest(`.${prefix}-container`);
    const split = Boolean(box?.querySelector(`:scope > .${prefix}-header`));
    const part = table.closest(`.${prefix}-header`)
      ? 'header'
      : table.closest(`.${prefix}-summary`) && split
        ? 'summary'
        : split
          ? 'body'
          : 'whole';
    // The grid's width, as a table's cells lay out: colspans add up, rowspans carry down.
    let columns = 0;
    const carried: number[] = [];
    const rows =
      table instanceof HTMLTableElement
        ? [...table.rows].filter(
            (row) => row.closest('table') === table && !row.closest('[aria-hidden="true"]'),
          )
        : [];
    for (const row of rows) {
      let width = carried.filter((left) => left > 0).length;
      for (const cell of row.cells) width += cell.colSpan;
      for (let i = 0; i < carried.length; i++) carried[i] -= 1;
      for (const cell of row.cells)
        for (let span = 0; span < cell.colSpan; span++) carried.push(cell.rowSpan - 1);
      columns = Math.max(columns, width);
    }
    const rowCount = table.getAttribute('aria-rowcount');
    return {
      part,
      nested: Boolean(table.parentElement?.closest('td, th')),
      columns,
      ariaRowCount: rowCount === null ? null : Number(rowCount),
    };
  }) as TableDom[];
}

/** The facts of each table of the demo, from the full AX tree and the DOM. */
async function readTables(page: Page, cdp: CDPSession, prefix: string): Promise<TableFacts[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const doms = await page.evaluate(tableDom, [TABLES, prefix] as [string, string]);
  const tables: TableFacts[] = [];
  for (let i = 0; i < doms.length; i++) {
    const own = await axNodeOf(cdp, `${TABLES}[${i}]`);
    const node = own && byId.get(own.nodeId);
    const rows: AXNode[][] = [];
    // Rows and cells of this table only: a nested table's rows are its own.
    const walk = (id: string, row: AXNode[] | null) => {
      const child = byId.get(id);
      if (!child) return;
      const role = roleOf(child);
      if (TABLE_ROLES.has(role)) return;
      if (role === 'row') {
        const cells: AXNode[] = [];
        rows.push(cells);
        child.childIds?.forEach((next) => walk(next, cells));
        return;
      }
      if (row && CELL_ROLES.has(role)) row.push(child);
      child.childIds?.forEach((next) => walk(next, row));
    };
    node?.childIds?.forEach((id) => walk(id, null));
    const cells = rows.flat();
    const rowHeaders = cells.filter((cell) => roleOf(cell) === 'rowheader');
    tables.push({
      role: roleOf(node),
      name: String(node?.name?.value ?? ''),
      nameSource: nameSource(node),
      description: String(node?.description?.value ?? ''),
      part: doms[i].part,
      rows: rows.length,
      columns: doms[i].columns || Math.max(0, ...rows.map((row) => row.length)),
      ariaRowCount: doms[i].ariaRowCount,
      nested: doms[i].nested,
      headers: {
        columns: cells
          .filter((cell) => roleOf(cell) === 'columnheader')
          .map((cell) => String(cell.name?.value ?? '').trim()),
        rowHeaders: rowHeaders.length,
        rowHeaderExamples: rowHeaders
          .slice(0, 3)
          .map((cell) => String(cell.name?.value ?? '').trim()),
      },
    });
  }
  return tables;
}

/** The table's class prefix: the root's class whose `-container` is its child (run in the page). */
function detectPrefix(): string {
  for (const element of document.querySelectorAll('#root *'))
    for (const name of element.classList)
      if (element.querySelector(`:scope > .${CSS.escape(name)}-container`)) return name;
  return 'rc-table';
}

/** Every class of the prefix inside the demo, with its elements' tag names (run in the page). */
function readClasses(prefix: string): ClassFacts[] {
  const found = new Map<string, { elements: Set<string>; count: number }>();
  for (const element of document.querySelectorAll('#root *'))
    for (const name of element.classList) {
      if (name !== prefix && !name.startsWith(`${prefix}-`)) continue;
      const entry = found.get(name) ?? { elements: new Set<string>(), count: 0 };
      entry.elements.add(element.tagName.toLowerCase());
      entry.count += 1;
      found.set(name, entry);
    }
  return [...found]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, { elements, count }]) => ({ name, elements: [...elements].sort(), count }));
}

/**
 * Selects the row expand controls: rc-table's icons of rows that can expand, and any control with
 * `aria-expanded` in a body row (a menu button in a header cell is not one).
 */
const EXPANDERS = (prefix: string) =>
  `[...document.querySelectorAll('#root tbody [aria-expanded], #root .${prefix}-row-expand-icon:not(.${prefix}-row-spaced)')]`;

async function readExpand(page: Page, cdp: CDPSession, prefix: string) {
  const selector = EXPANDERS(prefix);
  const focusable = await page.evaluate(
    (list) => (new Function(`return ${list}`)() as HTMLElement[]).map((el) => el.tabIndex >= 0),
    selector,
  );
  const controls: ExpandControlFacts[] = [];
  for (let i = 0; i < focusable.length; i++) {
    const node = await axNodeOf(cdp, `${selector}[${i}]`);
    const expanded = node && !node.ignored ? property(node, 'expanded') : undefined;
    controls.push({
      role: roleOf(node),
      name: String(node?.name?.value ?? '').trim(),
      expanded: typeof expanded === 'boolean' ? expanded : null,
      focusable: focusable[i],
    });
  }
  return { controls };
}

/** The live regions inside the demo (run in the page). */
function readLiveRegions(): LiveRegionFacts[] {
  const implicit: Record<string, string> = { status: 'polite', log: 'polite', alert: 'assertive' };
  return [
    ...document.querySelectorAll<HTMLElement>(
      '#root [aria-live], #root [role=status], #root [role=alert], #root [role=log]',
    ),
  ]
    .map((region) => {
      const role = region.getAttribute('role') ?? 'generic';
      return {
        live: region.getAttribute('aria-live') ?? implicit[role] ?? 'off',
        role,
        text: (region.textContent ?? '').replace(/\s+/g, ' ').trim(),
      };
    })
    .filter((region) => region.live !== 'off');
}

/** Derives every fact of the demo on `page`, which shows its standalone page, settled. */
export async function deriveDemoFacts(page: Page, demo: string): Promise<DemoFacts> {
  // The demo renders after the app is ready (the standalone page may compile it first).
  await page.locator('#root table').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForTimeout(200);
  const cdp = await page.context().newCDPSession(page);
  try {
    const prefix = await page.evaluate(detectPrefix);
    const facts: DemoFacts = {
      demo,
      prefix,
      tables: await readTables(page, cdp, prefix),
      expand: await readExpand(page, cdp, prefix),
      liveRegions: await page.evaluate(readLiveRegions),
      keyboard: [],
      classes: await page.evaluate(readClasses, prefix),
    };
    facts.keyboard = await readKeyboard(page, cdp, prefix);
    return facts;
  } finally {
    await cdp.detach();
  }
}

/** What the page looks like to a key: the states a key press can change (run in the page). */
function keyState() {
  const stop = (window as { factsStop?: HTMLElement }).factsStop;
  const focused = document.activeElement as HTMLElement | null;
  const scroll: number[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('#root *'))
    if (element.scrollLeft || element.scrollTop) scroll.push(element.scrollLeft, element.scrollTop);
  const rows = [...document.querySelectorAll('#root tr, #root [role=row]')].filter(
    (row) => !row.closest('[aria-hidden="true"]'),
  ).length;
  return {
    inside: Boolean(focused && focused !== document.body && focused.closest('#root')),
    onStop: Boolean(stop && focused === stop),
    expanded: stop?.getAttribute('aria-expanded') ?? null,
    value: stop?.getAttribute('aria-valuenow') ?? null,
    pressed: `${stop?.getAttribute('aria-pressed')}${stop?.getAttribute('aria-checked')}${(stop as HTMLInputElement | undefined)?.checked}`,
    scroll: scroll.join(','),
    rows,
    text: document.querySelector('#root')?.textContent ?? '',
    url: location.href,
  };
}

type KeyState = ReturnType<typeof keyState>;

const KEYS = ['Enter', 'Space', 'ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'] as const;

/** The key that scrolls the other way, pressed first so that a key back has somewhere to go. */
const BACK: Partial<Record<(typeof KEYS)[number], (typeof KEYS)[number]>> = {
  ArrowUp: 'ArrowDown',
  ArrowLeft: 'ArrowRight',
};

/** What a key did, from the states before and after it. */
export function keyEffect(before: KeyState, after: KeyState): KeyEffect {
  if (after.url !== before.url) return 'navigates';
  if (before.expanded !== after.expanded)
    return after.expanded === 'true' ? 'expands' : 'collapses';
  if (before.pressed !== after.pressed) return 'toggles';
  if (before.value !== after.value)
    return Number(after.value) > Number(before.value) ? 'increases' : 'decreases';
  if (after.onStop && before.scroll !== after.scroll) return 'scrolls';
  if (before.rows !== after.rows || before.text !== after.text) return 'activates';
  if (!after.onStop) return 'moves-focus';
  return 'nothing';
}

/**
 * Marks the focused element as the Tab stop under test; returns what identifies it, and whether
 * Tab has met it before since the page loaded (headless Chromium's Tab wraps around) (run in the page).
 */
function markStop(prefix: string) {
  const focused = document.activeElement as HTMLElement | null;
  const inside = Boolean(focused && focused !== document.body && focused.closest('#root'));
  const state = window as { factsStop?: HTMLElement; factsSeen?: WeakSet<Element> };
  state.factsSeen ??= new WeakSet();
  const seen = Boolean(focused && state.factsSeen.has(focused));
  if (focused) state.factsSeen.add(focused);
  state.factsStop = focused ?? undefined;
  return {
    inside,
    seen,
    inTable: Boolean(focused?.closest(`.${prefix}`)),
    // A form field's keys edit its value: they are not pressed there.
    field: Boolean(
      focused?.matches(
        'input:not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select, [contenteditable]',
      ),
    ),
    // Like controls share tag, classes, role, state and the verb of their name ("Drain web-01").
    kind: focused
      ? [
          focused.tagName,
          focused.className,
          focused.getAttribute('role'),
          focused.getAttribute('aria-disabled'),
          (focused as HTMLButtonElement).disabled,
          // A button's or link's text names what it does; a cell's or row's is data.
          (
            focused.getAttribute('aria-label') ??
            (focused.matches('button, a') ? focused.textContent : '') ??
            ''
          )
            .trim()
            .split(/\s/)[0],
        ].join(' ')
      : '',
  };
}

/** Opens the demo afresh and tabs to its `index`-th Tab stop (0 is the first), marked. */
async function tabTo(page: Page, index: number, prefix: string) {
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator('#root table').first().waitFor({ state: 'attached' });
  await frames(page);
  for (let i = 0; i <= index; i++) await page.keyboard.press('Tab');
  await page.evaluate(markStop, prefix);
}

/**
 * Puts back the scroll positions of the demo's elements a key changed; false when the demo has
 * other elements now (a virtual list drew other rows), and a reload has to (run in the page).
 */
function restoreScroll(saved: Array<[number, number]>): boolean {
  const elements = document.querySelectorAll<HTMLElement>('#root *');
  if (elements.length !== saved.length) return false;
  saved.forEach(([left, top], i) => {
    elements[i].scrollLeft = left;
    elements[i].scrollTop = top;
  });
  return true;
}

/** Most Tab stops read per demo. */
const MAX_STOPS = 60;

const sameState = (a: KeyState, b: KeyState) =>
  a.onStop === b.onStop &&
  a.value === b.value &&
  a.expanded === b.expanded &&
  a.rows === b.rows &&
  a.text === b.text;

/** Two animation frames: React has rendered what a key did, and the browser has drawn it. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Presses a key on the focused stop and waits for the demo to answer. */
async function press(page: Page, key: (typeof KEYS)[number]) {
  await page.keyboard.press(key === 'Space' ? ' ' : key);
  await frames(page);
}

/**
 * The page's state once it has stopped changing over two frames (a virtual list redraws in the
 * frames after it scrolls), read at most 30 times.
 */
async function settledState(page: Page): Promise<KeyState> {
  let state = await page.evaluate(keyState);
  for (let tries = 0; tries < 30; tries++) {
    await frames(page);
    const next = await page.evaluate(keyState);
    if (sameState(state, next) && next.scroll === state.scroll) return next;
    state = next;
  }
  return state;
}

/** What each key does on the focused stop; leaves the page as it found it, the stop focused. */
async function keysAt(page: Page, index: number, prefix: string): Promise<TabStopFacts['keys']> {
  const keys: TabStopFacts['keys'] = {};
  for (const key of KEYS) {
    const origin = await settledState(page);
    const scrolled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#root *')].map((element): [number, number] => [
        element.scrollLeft,
        element.scrollTop,
      ]),
    );
    // ↑ and ← are pressed where ↓ and → have scrolled to: at the start they have nowhere to go.
    const opposite = BACK[key];
    if (opposite && keys[opposite] === 'scrolls') await press(page, opposite);
    const before = await settledState(page);
    await press(page, key);
    const after = await settledState(page);
    const effect = keyEffect(before, after);
    if (effect !== 'nothing') keys[key] = effect;
    if (effect === 'nothing' || effect === 'scrolls') {
      if (before.scroll === origin.scroll && after.scroll === origin.scroll) continue;
      if (await page.evaluate(restoreScroll, scrolled)) {
        const now = await settledState(page);
        if (sameState(origin, now) && now.scroll === origin.scroll) continue;
      }
    } else if (['expands', 'collapses', 'toggles'].includes(effect)) {
      // A toggle undoes itself when pressed again; a toggle that did not reloads.
      await press(page, key);
      if (sameState(origin, await settledState(page))) continue;
    }
    await tabTo(page, index, prefix);
  }
  return keys;
}

/**
 * The demo's Tab stops in order. The keys are read on the stops inside the table but form fields; a stop of the
 * same kind as an earlier one (tag, classes, role, disabled state and the first word of its name)
 * names it in `like` instead of reading them again, as the rows of a column repeat one control.
 */
async function readKeyboard(page: Page, cdp: CDPSession, prefix: string) {
  const stops: TabStopFacts[] = [];
  const kinds = new Map<string, number>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let count = 0;
  while (count < MAX_STOPS) {
    await page.keyboard.press('Tab');
    const { inside, seen } = await page.evaluate(markStop, prefix);
    if (!inside || seen) break;
    count += 1;
  }
  if (count) await tabTo(page, 0, prefix);
  for (let index = 0; index < count; index++) {
    if (index) await page.keyboard.press('Tab');
    const { inTable, kind, field } = await page.evaluate(markStop, prefix);
    const node = await axNodeOf(cdp, 'document.activeElement');
    const stop: TabStopFacts = {
      role: roleOf(node),
      name: String(node?.name?.value ?? '').trim(),
      inTable,
      keys: {},
    };
    const like = kinds.get(kind);
    if (like !== undefined) stop.like = like;
    else if (inTable && !field) {
      kinds.set(kind, index);
      stop.keys = await keysAt(page, index, prefix);
    }
    stops.push(stop);
  }
  return stops;
}

/** A demo's facts as its file holds them: two-space JSON with a final newline. */
export const factsJson = (facts: DemoFacts) => `${JSON.stringify(facts, null, 2)}\n`;
