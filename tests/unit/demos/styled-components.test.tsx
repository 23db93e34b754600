import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/styled-components';

/** The CSS that styled-components injected for the element's own generated classes. */
const styledCss = (element: Element) => {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const ownClasses = Array.from(element.classList).filter((cls) => !cls.startsWith('rc-table'));
  expect(ownClasses.length).toBeGreaterThan(0);
  return css
    .split('}')
    .filter((rule) => ownClasses.some((cls) => rule.includes(`.${cls}`)))
    .join('}');
};

describe('demo: styled-components', () => {
  it('renders rc-table through the styled table, header cell, body row and body cell', () => {
    const { container } = render(<App />);
    const table = container.querySelector('table') as HTMLTableElement;
    expect(styledCss(table)).toContain('border-collapse:separate');

    const th = screen.getAllByRole('columnheader')[0];
    expect(th).toHaveClass('rc-table-cell');
    expect(styledCss(th)).toContain('background:var(--demo-accent-bg, #ddf4ff)');

    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveClass('rc-table-row');
    expect(styledCss(row)).toContain('background:var(--demo-hover, #f3f8ff)');

    const td = within(row).getAllByRole('cell')[0];
    expect(td).toHaveClass('rc-table-cell');
    expect(styledCss(td)).toContain('border-bottom:1px solid var(--demo-border, #d0d7de)');
  });

  it('keeps the data in place: one row per quote, formatted values', () => {
    render(<App />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['KAIZ', 'Kaizen Robotics', '913.05', '+3.10%', '402,118']);
  });

  it('colours gains and losses through theme variables', () => {
    render(<App />);
    expect(styledCss(screen.getByText('+1.84%'))).toContain('var(--demo-success, #1a7f37)');
    expect(styledCss(screen.getByText('−0.62%'))).toContain('var(--demo-danger, #cf222e)');
  });
});
