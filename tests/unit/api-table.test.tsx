import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ApiTableView from '../../.dumi/theme/builtins/ApiTable/ApiTableView';
import { descriptions } from '../../src/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../src/api/extract';
import { buildApiRows } from '../../src/api/model';

const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions);
const locale = vi.hoisted(() => ({ id: 'en-US' }));

vi.mock('dumi', () => ({ useLocale: () => locale }));
vi.mock('../../.dumi/theme/builtins/ApiTable/rows', async () => {
  const { descriptions: text } = await import('../../src/api/descriptions');
  const extract = await import('../../src/api/extract');
  const model = await import('../../src/api/model');
  return { default: model.buildApiRows(extract.extractApi(extract.resolveRcTableLib()), text) };
});

const rowsOf = (section: string) => rows.filter((row) => row.section === section);

describe('ApiTableView', () => {
  it('renders one row per prop with an id and a copyable anchor link', () => {
    render(<ApiTableView rows={rowsOf('expandable')} section="expandable" locale="en" />);
    const table = screen.getByRole('table', { name: 'expandable properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Property', 'Type', 'Default', 'Description']);
    expect(within(table).getAllByRole('row')).toHaveLength(rowsOf('expandable').length + 1);
    const link = screen.getByRole('link', { name: 'Link to expandable.rowExpandable' });
    expect(link).toHaveAttribute('href', '#prop-expandable-rowexpandable');
    expect(link.closest('tr')).toHaveAttribute('id', 'prop-expandable-rowexpandable');
  });

  it('renders code spans of descriptions as code', () => {
    const { container } = render(
      <ApiTableView rows={rowsOf('sticky')} section="sticky" locale="en" />,
    );
    const cell = container.querySelector('#prop-sticky-getcontainer');
    expect(within(cell as HTMLElement).getByText('() => window').tagName).toBe('CODE');
  });

  it('badges deprecated props and links their replacement', () => {
    const { container } = render(
      <ApiTableView rows={rowsOf('table')} section="table" locale="en" />,
    );
    const legacy = container.querySelector('#prop-expandedrowrender') as HTMLElement;
    expect(within(legacy).getByText('Deprecated')).toBeInTheDocument();
    expect(
      within(legacy).getByRole('link', { name: 'expandable.expandedRowRender' }),
    ).toHaveAttribute('href', '#prop-expandable-expandedrowrender');
    expect(legacy).toHaveTextContent('Deprecated: use expandable.expandedRowRender instead.');
  });

  it('lists internal props in their own table under a heading', () => {
    render(<ApiTableView rows={rowsOf('table')} section="table" locale="en" />);
    expect(screen.getByRole('heading', { name: 'Internal, do not use' })).toBeInTheDocument();
    const main = screen.getByRole('table', { name: 'Table properties' });
    const internal = screen.getByRole('table', { name: 'Internal properties' });
    expect(main.querySelector('#prop-internalhooks')).toBeNull();
    expect(internal.querySelector('#prop-internalhooks')).not.toBeNull();
    expect(internal.querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('speaks Chinese on zh-CN pages', () => {
    const { container } = render(
      <ApiTableView rows={rowsOf('table')} section="table" locale="zh" />,
    );
    expect(screen.getByRole('table', { name: 'Table 属性' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 4)
        .map((th) => th.textContent),
    ).toEqual(['属性', '类型', '默认值', '说明']);
    expect(screen.getByRole('heading', { name: '内部属性，请勿使用' })).toBeInTheDocument();
    expect(container.querySelector('#prop-expandedrowrender')).toHaveTextContent(
      '已废弃，请使用 expandable.expandedRowRender。',
    );
  });
});

describe('ApiTable builtin', () => {
  beforeEach(() => {
    locale.id = 'en-US';
  });

  it('renders the section it is given in the current locale', async () => {
    const { default: ApiTable } = await import('../../.dumi/theme/builtins/ApiTable');
    const { unmount } = render(<ApiTable section="column" />);
    expect(screen.getByRole('table', { name: 'Column properties' })).toBeInTheDocument();
    expect(document.getElementById('prop-column-fixed')).not.toBeNull();
    unmount();
    locale.id = 'zh-CN';
    render(<ApiTable section="column" />);
    expect(screen.getByRole('table', { name: '列属性' })).toBeInTheDocument();
  });
});
