import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/ellipsis';

const ELLIPSIS = 'rc-table-cell-ellipsis';
const SUBJECT = 'Invoices for March show the old VAT number after the company address change';
const REPLY =
  'We have regenerated the three invoices; the new VAT number appears on all of them now.';

const firstRowCell = (text: string) =>
  within(screen.getAllByRole('row')[1]).getByRole('cell', { name: text });

describe('demo: ellipsis', () => {
  it('uses a fixed table layout', () => {
    const { container } = render(<App />);
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
  });

  it('keeps its columns at least 760 px wide in total and scrolls sideways in its own box below that', () => {
    const { container } = render(<App />);
    expect(container.querySelector('table')).toHaveStyle({ width: '760px', minWidth: '100%' });
    expect(container.querySelector('.rc-table-content')).toHaveStyle({ overflowX: 'auto' });
  });

  it('truncates Subject with a native title holding the full text (ellipsis: true)', () => {
    render(<App />);
    const cell = firstRowCell(SUBJECT);
    expect(cell).toHaveClass(ELLIPSIS);
    expect(cell).toHaveAttribute('title', SUBJECT);
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toHaveClass(ELLIPSIS);
  });

  it('truncates Latest reply without a title (showTitle: false)', () => {
    render(<App />);
    const cell = firstRowCell(REPLY);
    expect(cell).toHaveClass(ELLIPSIS);
    expect(cell).not.toHaveAttribute('title');
  });

  it('leaves other columns alone and wraps everything when truncation is switched off', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(firstRowCell('Nadia Rahman')).not.toHaveClass(ELLIPSIS);

    await user.click(screen.getByRole('checkbox', { name: 'Truncate long text' }));
    expect(firstRowCell(SUBJECT)).not.toHaveClass(ELLIPSIS);
    expect(firstRowCell(SUBJECT)).not.toHaveAttribute('title');
    expect(firstRowCell(REPLY)).not.toHaveClass(ELLIPSIS);
    expect(document.querySelectorAll(`.${ELLIPSIS}`)).toHaveLength(0);
  });
});
