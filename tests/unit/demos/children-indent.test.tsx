import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/children-indent';
import { tabTo } from './tabTo';

const indentOf = (name: string) => {
  const row = screen.getByText(name).closest('tr') as HTMLElement;
  const indent = row.querySelector<HTMLElement>('.rc-table-row-indent');
  if (!indent) throw new Error(`no indent element in the row of ${name}`);
  return indent;
};

describe('demo: children-indent', () => {
  it('opens every level of the tree at first render', () => {
    render(<App />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 10);
    expect(screen.getByText('Invoice.test.tsx').closest('tr')).toHaveClass('rc-table-row-level-4');
  });

  it('indents each row by indentSize times its depth', () => {
    render(<App />);
    expect(indentOf('website/')).toHaveStyle({ paddingLeft: '0px' });
    expect(indentOf('src/')).toHaveStyle({ paddingLeft: '16px' });
    expect(indentOf('components/')).toHaveStyle({ paddingLeft: '32px' });
    expect(indentOf('Invoice.tsx')).toHaveStyle({ paddingLeft: '64px' });
  });

  it('re-indents every level when the slider changes indentSize', () => {
    render(<App />);
    const slider = screen.getByRole('slider', { name: /indent per level/i });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(screen.getByText('40px')).toBeInTheDocument();
    expect(indentOf('components/')).toHaveStyle({ paddingLeft: '80px' });
    expect(indentOf('Invoice.tsx')).toHaveStyle({ paddingLeft: '160px' });

    fireEvent.change(slider, { target: { value: '0' } });
    expect(indentOf('Invoice.tsx')).toHaveStyle({ paddingLeft: '0px' });
  });

  it('still collapses a folder, hiding everything beneath it', async () => {
    const user = userEvent.setup();
    render(<App />);
    const src = screen.getByText('src/').closest('tr') as HTMLElement;
    await user.click(src.querySelector('.rc-table-row-expand-icon') as Element);
    expect(screen.queryByText('Invoice.tsx')).not.toBeInTheDocument();
    expect(screen.queryByText('main.tsx')).not.toBeInTheDocument();
    expect(screen.getByText('package.json')).toBeInTheDocument();
  });

  it('closes and reopens a folder from the keyboard through a named button with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<App />);
    const src = screen.getByRole('button', { name: 'Collapse website/src' });
    expect(src).toHaveAttribute('aria-expanded', 'true');
    // Files cannot expand: they get rc-table's hidden placeholder, not a button.
    const readme = screen.getByText('README.md').closest('tr') as HTMLElement;
    expect(within(readme).queryByRole('button')).toBeNull();

    await tabTo(user, src);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('main.tsx')).not.toBeInTheDocument();
    expect(src).toHaveAccessibleName('Expand website/src');
    expect(src).toHaveAttribute('aria-expanded', 'false');
    expect(src).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByText('main.tsx')).toBeInTheDocument();
    expect(src).toHaveAttribute('aria-expanded', 'true');
  });
});
