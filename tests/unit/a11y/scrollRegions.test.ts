import { labelScrollRegions } from '../../../src/a11y/scrollRegions';

describe('labelScrollRegions', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div class="rc-table-content" id="scrolls"><table></table></div>
      <div class="rc-table-body" id="fits"><table></table></div>
      <div class="rc-table-body" id="own" tabindex="-1"></div>
      <div class="other" id="other"></div>`;
  });
  const byId = (id: string) => document.getElementById(id)!;

  it('makes scrolling table regions focusable named groups and leaves the rest alone', () => {
    const scrolling = new Set(['scrolls', 'other', 'own']);
    expect(labelScrollRegions(document.body, 'Scrollable table', (e) => scrolling.has(e.id))).toBe(2);
    expect(byId('scrolls').getAttribute('tabindex')).toBe('0');
    expect(byId('scrolls').getAttribute('role')).toBe('group');
    expect(byId('scrolls').getAttribute('aria-label')).toBe('Scrollable table');
    expect(byId('fits').hasAttribute('tabindex')).toBe(false);
    expect(byId('other').hasAttribute('tabindex')).toBe(false);
    // A region that already manages its own focus is not overridden.
    expect(byId('own').getAttribute('tabindex')).toBe('-1');
    expect(byId('own').hasAttribute('role')).toBe(false);
  });

  it('takes its attributes back when a region stops scrolling', () => {
    labelScrollRegions(document.body, 'Scrollable table', () => true);
    labelScrollRegions(document.body, 'Scrollable table', () => false);
    for (const attribute of ['tabindex', 'role', 'aria-label']) {
      expect(byId('scrolls').hasAttribute(attribute)).toBe(false);
    }
  });

  it('keeps a label set by the demo itself', () => {
    byId('scrolls').setAttribute('aria-label', 'Orders');
    labelScrollRegions(document.body, 'Scrollable table', () => true);
    expect(byId('scrolls').getAttribute('aria-label')).toBe('Orders');
  });
});
