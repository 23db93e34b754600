// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISMISSED,
  POINTED,
  clearPointed,
  installTipDismissal,
  pointReference,
} from '../../../../src/client/codeTypes/tips';

/** An identifier with its tooltip, as src/node/codeTypes/render.ts writes it. */
const reference = (id: string, name: string) =>
  `<span class="code-types-ref" id="${id}"><span class="token plain code-types-name" tabindex="0" aria-describedby="${id}-tip">${name}</span>` +
  `<span class="code-types-tip" role="tooltip" id="${id}-tip">const ${name}: number</span></span>`;

const byId = (id: string) => document.getElementById(id)!;
const nameOf = (id: string) => byId(id).querySelector<HTMLElement>('.code-types-name')!;
const tipOf = (id: string) => byId(id).querySelector<HTMLElement>('.code-types-tip')!;
const dismissed = (id: string) => byId(id).hasAttribute(DISMISSED);
const pointed = (id: string) => byId(id).hasAttribute(POINTED);

// jsdom has no PointerEvent; the listeners only read the type and the targets.
const pointer = (type: 'pointerover' | 'pointerout', target: Element, to?: Element) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: to ?? null }));
const escape = (key = 'Escape') =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeEach(() => {
  document.body.innerHTML =
    `<pre id="code">${reference('a', 'columns')} ${reference('b', 'data')}</pre>` +
    `<pre id="other">${reference('c', 'rows')}</pre><button id="outside">Copy</button>`;
});

describe('installTipDismissal', () => {
  beforeAll(() => installTipDismissal());

  it('hides the tooltip under the pointer on Escape, and no other', () => {
    pointer('pointerover', nameOf('a'));
    escape();
    expect(dismissed('a')).toBe(true);
    expect(dismissed('b')).toBe(false);
    expect(dismissed('c')).toBe(false);
  });

  it('hides the tooltip of the focused name on Escape', () => {
    nameOf('b').focus();
    expect(document.activeElement).toBe(nameOf('b'));
    escape();
    expect(dismissed('b')).toBe(true);
    expect(dismissed('a')).toBe(false);
  });

  it('hides nothing on Escape with no tooltip shown, or on another key', () => {
    escape();
    nameOf('a').focus();
    escape('Enter');
    expect([dismissed('a'), dismissed('b'), dismissed('c')]).toEqual([false, false, false]);
  });

  it('shows the tooltip again once the pointer has left its reference', () => {
    pointer('pointerover', nameOf('a'));
    escape();
    // From the name onto its own tooltip: still inside.
    pointer('pointerout', nameOf('a'), tipOf('a'));
    expect(dismissed('a')).toBe(true);
    pointer('pointerout', tipOf('a'), byId('outside'));
    expect(dismissed('a')).toBe(false);
  });

  it('keeps the tooltip hidden while the focus stays, and shows it once the focus leaves', () => {
    nameOf('a').focus();
    pointer('pointerover', nameOf('a'));
    escape();
    pointer('pointerout', nameOf('a'), byId('outside'));
    expect(dismissed('a')).toBe(true);
    byId('outside').focus();
    expect(dismissed('a')).toBe(false);
  });

  it('keeps the tooltip hidden after the focus leaves while the pointer is still on it', () => {
    nameOf('b').focus();
    pointer('pointerover', nameOf('b'));
    escape();
    byId('outside').focus();
    expect(dismissed('b')).toBe(true);
    pointer('pointerout', nameOf('b'), byId('outside'));
    expect(dismissed('b')).toBe(false);
  });

  it('hides the tooltip a text field over the code points at', () => {
    byId('c').setAttribute(POINTED, '');
    escape();
    expect(dismissed('c')).toBe(true);
    expect(dismissed('a')).toBe(false);
  });

  it('adds its listeners once per document, however often it is installed', () => {
    const doc = document.implementation.createHTMLDocument('another');
    const add = vi.spyOn(doc, 'addEventListener');
    installTipDismissal(doc);
    const types = add.mock.calls.map(([type]) => type).sort();
    expect(types).toEqual(['focusout', 'keydown', 'pointerout', 'pointerover']);
    installTipDismissal(doc);
    expect(add).toHaveBeenCalledTimes(types.length);
  });
});

describe('pointReference and clearPointed', () => {
  const under = vi.fn<(x: number, y: number) => Element[]>();

  beforeEach(() => {
    // jsdom does no layout: what is under a point is what the test says.
    document.elementsFromPoint = under;
  });
  afterEach(() => {
    delete (document as Partial<Document>).elementsFromPoint;
    under.mockReset();
  });

  it('marks the reference under the point, and only it', () => {
    under.mockReturnValue([nameOf('b'), byId('b'), byId('code'), document.body]);
    expect(pointReference(byId('code'), 40, 12)).toBe(byId('b'));
    expect(under).toHaveBeenCalledWith(40, 12);
    expect([pointed('a'), pointed('b'), pointed('c')]).toEqual([false, true, false]);
  });

  it('moves the mark, and the dismissal with it, when the point moves to another reference', () => {
    byId('a').setAttribute(POINTED, '');
    byId('a').setAttribute(DISMISSED, '');
    under.mockReturnValue([tipOf('b'), byId('code')]);
    pointReference(byId('code'), 80, 12);
    expect(pointed('a')).toBe(false);
    expect(dismissed('a')).toBe(false);
    expect(pointed('b')).toBe(true);
  });

  it('keeps the dismissal of the reference still under the point', () => {
    byId('a').setAttribute(POINTED, '');
    byId('a').setAttribute(DISMISSED, '');
    under.mockReturnValue([nameOf('a')]);
    expect(pointReference(byId('code'), 10, 12)).toBe(byId('a'));
    expect(pointed('a')).toBe(true);
    expect(dismissed('a')).toBe(true);
  });

  it('ignores references outside the code, and marks none when none is under the point', () => {
    byId('a').setAttribute(POINTED, '');
    under.mockReturnValue([nameOf('c'), byId('other'), document.body]);
    expect(pointReference(byId('code'), 10, 40)).toBeUndefined();
    expect([pointed('a'), pointed('b'), pointed('c')]).toEqual([false, false, false]);
  });

  it('clearPointed takes the mark and the dismissal off every reference of the code only', () => {
    for (const id of ['a', 'b', 'c']) {
      byId(id).setAttribute(POINTED, '');
      byId(id).setAttribute(DISMISSED, '');
    }
    clearPointed(byId('code'));
    expect([pointed('a'), pointed('b'), dismissed('a'), dismissed('b')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(pointed('c')).toBe(true);
    expect(dismissed('c')).toBe(true);
  });
});
