import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageActions from '../../../.dumi/theme/builtins/PageActions';
import { forgetTwins } from '../../../src/client/docs/copyPage';
import { loadCopyPage } from '../../../src/client/docs/copyPageLazy';
import { siteMessages as messages } from '../siteMessages';

const page = vi.hoisted(() => ({ locale: 'en-US' }));

vi.mock('dumi', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages(page.locale)[id] ?? id }),
}));

const TWIN = '# Simple table\n';
const writeText = vi.fn(async (_text: string) => undefined);
const fetchMock = vi.fn(async (_href: string) => new Response(TWIN));

beforeEach(() => {
  page.locale = 'en-US';
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
    render(<PageActions href="/demo/simple.md" />);
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/demo/simple.md',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('copies the twin, says “Copied” for two seconds, then offers to copy again', async () => {
    // The copy code is here (the pointer reached the button first), so only the clock is faked.
    await loadCopyPage();
    fetchMock.mockImplementation(async () => ({ ok: true, text: async () => TWIN }) as Response);
    vi.useFakeTimers();
    render(<PageActions href="/demo/simple.md" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledWith('/demo/simple.md');
    expect(writeText).toHaveBeenCalledWith(TWIN);
    const copied = screen.getByRole('button', { name: 'Copied' });
    expect(copied).toHaveAttribute('data-copied', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy page' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts fetching the twin when the pointer or the focus reaches the button', async () => {
    render(<PageActions href="/demo/simple.md" />);
    fireEvent.focus(screen.getByRole('button', { name: 'Copy page' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Copy page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the page could not be copied', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    render(<PageActions href="/demo/simple.md" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await screen.findByText('The page could not be copied.');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy page' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toHaveTextContent('The page could not be copied.');
  });

  it('speaks Chinese on a Chinese page', () => {
    page.locale = 'zh-CN';
    render(<PageActions href="/zh-CN/changelog.upgrade.md" />);
    expect(screen.getByRole('button', { name: '复制本页' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute(
      'href',
      '/zh-CN/changelog.upgrade.md',
    );
  });

  it('renders nothing without an address', () => {
    const { container } = render(<PageActions />);
    expect(container).toBeEmptyDOMElement();
  });
});
