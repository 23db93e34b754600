import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageActions from '../../../.dumi/theme/builtins/PageActions';
import { forgetTwins } from '../../../src/docs/copyPage';

const messages = (id: string): Record<string, string> =>
  JSON.parse(readFileSync(`.dumi/theme/locales/${id}.json`, 'utf8'));
const page = vi.hoisted(() => ({
  locale: 'en-US',
  pathname: '/demo/simple',
  search: '',
  filename: 'docs/demo/simple.md' as string | undefined,
  tab: undefined as object | undefined,
}));

vi.mock('dumi', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages(page.locale)[id] ?? id }),
  useLocation: () => ({ pathname: page.pathname, search: page.search }),
  useRouteMeta: () => ({ frontmatter: { filename: page.filename } }),
  useSiteData: () => ({
    locales: [
      { id: 'en-US', name: 'English', base: '/' },
      { id: 'zh-CN', name: '中文', base: '/zh-CN' },
    ],
  }),
  useTabMeta: () => page.tab,
}));

const TWIN = '# Simple table\n';
const writeText = vi.fn(async (_text: string) => undefined);
const fetchMock = vi.fn(async (_href: string) => new Response(TWIN));

beforeEach(() => {
  Object.assign(page, {
    locale: 'en-US',
    pathname: '/demo/simple',
    search: '',
    filename: 'docs/demo/simple.md',
    tab: undefined,
  });
  forgetTwins();
  writeText.mockClear();
  fetchMock.mockClear();
  fetchMock.mockImplementation(async () => new Response(TWIN));
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PageActions', () => {
  it('offers “Copy page” and a link to the page’s Markdown twin, and fetches nothing before it is asked', () => {
    render(<PageActions />);
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/demo/simple.md',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('copies the twin, says “Copied” for two seconds, then offers to copy again', async () => {
    vi.useFakeTimers();
    render(<PageActions />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/demo/simple.md');
    expect(writeText).toHaveBeenCalledWith(TWIN);
    const copied = screen.getByRole('button', { name: 'Copied' });
    expect(copied).toHaveAttribute('data-copied', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The page is on the clipboard as Markdown.',
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy page' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts fetching the twin when the pointer or the focus reaches the button', () => {
    render(<PageActions />);
    fireEvent.focus(screen.getByRole('button', { name: 'Copy page' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the page could not be copied', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    render(<PageActions />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy page' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The page could not be copied. Check the connection and try again.',
    );
  });

  it('speaks Chinese on a Chinese page, and links a content tab’s own twin', () => {
    Object.assign(page, {
      locale: 'zh-CN',
      pathname: '/zh-CN/changelog',
      search: '?tab=upgrade',
      filename: 'docs/changelog.zh-CN.md',
      tab: {},
    });
    render(<PageActions />);
    expect(screen.getByRole('button', { name: '复制本页' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute(
      'href',
      '/zh-CN/changelog.upgrade.md',
    );
  });

  it('renders nothing on a page made from no Markdown file', () => {
    page.filename = undefined;
    const { container } = render(<PageActions />);
    expect(container).toBeEmptyDOMElement();
  });
});
