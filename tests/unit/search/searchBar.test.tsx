import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SearchBar from '../../../.dumi/theme/slots/SearchBar';
import type { SearchResultGroup } from '../../../src/shared/search/types';

const { pushed } = vi.hoisted(() => ({ pushed: [] as string[] }));

vi.mock('dumi', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
  useLocale: () => ({ id: 'en-US' }),
  history: { push: (link: string) => pushed.push(link) },
  FormattedMessage: ({ id }: { id: string }) => id,
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

/** One result per page title that contains every typed word; the API page is an `api` result. */
const PAGES = ['Sticky header', 'Sticky header and summary', 'Fixed columns', 'sticky API'];
vi.mock('../../../src/client/search/client', () => ({
  loadSearcher: async () => ({
    search: (keywords: string, options?: { kind?: string }): SearchResultGroup[] => {
      const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
      const titles = PAGES.filter((title) =>
        words.every((word) => title.toLowerCase().includes(word)),
      );
      const hints = titles.map((title) => ({
        type: 'page' as const,
        kind: title.endsWith('API') ? ('api' as const) : ('demo' as const),
        path: title.endsWith('API') ? ['rc-table', 'Properties'] : [],
        link: `/demo/${title.toLowerCase().replace(/ /g, '-')}`,
        priority: 100,
        pageTitle: title,
        highlightTitleTexts: [{ text: title }],
        highlightTexts: [],
      }));
      return [
        {
          title: 'Demos',
          hints: hints.filter((hint) => !options?.kind || hint.kind === options.kind),
        },
      ];
    },
  }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pushed.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  // jsdom has no layout: the highlighted option is scrolled into view by a method it lacks.
  Element.prototype.scrollIntoView = vi.fn();
  return () => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  };
});

const box = () => screen.getByRole('combobox');
const selected = () =>
  screen.queryAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');

/** Types `keywords` and lets the debounced search answer (and the list's own chunk load). */
async function type(keywords: string) {
  fireEvent.change(box(), { target: { value: keywords } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
    await vi.dynamicImportSettled();
  });
}

describe('SearchBar: the highlighted result', () => {
  it('moves with the arrows, starts again with a new result list, and Enter opens it', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('sticky header');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(selected()).toHaveLength(0);

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(selected().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Sticky header and summary'),
    ]);
    expect(box().getAttribute('aria-activedescendant')).toBe(selected()[0].id);

    // Typing more gives a new list: nothing is highlighted in it until an arrow is pressed.
    await type('sticky header summary');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(selected()).toHaveLength(0);
    expect(box().getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(selected()).toHaveLength(1);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(pushed).toEqual(['/demo/sticky-header-and-summary']);
  });
});

describe('SearchBar: what results say, and narrowing them', () => {
  it('labels each result with its kind and the headings it sits under', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('sticky api');
    const [option] = screen.getAllByRole('option');
    expect(option.textContent).toContain('search.kind.api');
    expect(option.textContent).toContain('rc-table › Properties');
  });

  it('narrows the list to one kind with the filter, reached by Tab, and announces the count', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('sticky');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    const api = screen.getByRole('button', { name: 'search.kind.api' });
    expect(screen.getByRole('group', { name: 'search.filter' })).toContainElement(api);
    expect(api.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(api);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('sticky API'),
    ]);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'search.count')).toBe(true);
  });
});

describe('SearchBar: the address and the recent searches', () => {
  it('keeps the query in ?q= and opens the results of a link with it', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('fixed');
    expect(window.location.search).toBe('?q=fixed');
    await type('');
    expect(window.location.search).toBe('');
  });

  it('opens the results of ?q= on load', async () => {
    window.history.replaceState(null, '', '/demo/simple?q=sticky');
    render(<SearchBar />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect((box() as HTMLInputElement).value).toBe('sticky');
    expect(document.activeElement).toBe(box());
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('offers the searches a result was opened from while the box is empty, and clears them', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('fixed');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(pushed).toEqual(['/demo/fixed-columns']);
    fireEvent.blur(box());
    fireEvent.focus(box());
    await type('');
    expect(screen.getByRole('listbox', { name: 'search.recent' })).toBeTruthy();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['fixed', 'search.recent.clear']);

    // Arrow to the recent search and Enter: it is searched again.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect((box() as HTMLInputElement).value).toBe('fixed');

    await type('');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(localStorage.getItem('rc-table-site:recent-searches')).toBeNull();
  });
});
