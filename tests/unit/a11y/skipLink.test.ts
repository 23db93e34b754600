// @vitest-environment jsdom
import { focusMainContent, MAIN_CONTENT_ID } from '../../../src/client/a11y/skipLink';

describe('focusMainContent', () => {
  it('focuses the main content target, making it focusable first', () => {
    document.body.innerHTML = `<a href="#${MAIN_CONTENT_ID}">Skip</a><span id="${MAIN_CONTENT_ID}"></span>`;
    expect(focusMainContent(document)).toBe(true);
    const target = document.getElementById(MAIN_CONTENT_ID)!;
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(target);
  });

  it('reports a page without a target', () => {
    document.body.innerHTML = '<p>No content</p>';
    expect(focusMainContent(document)).toBe(false);
  });
});
