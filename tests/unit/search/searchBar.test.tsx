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

/** One result per page title that contains every typed word. */
const PAGES = ['Sticky header', 'Sticky header and summary', 'Fixed columns'];
vi.mock('../../../src/client/search/client', () => ({
  loadSearcher: async () => ({
    search: (keywords: string): SearchResultGroup[] => {
      const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
      const titles = PAGES.filter((title) =>
        words.every((word) => title.toLowerCase().includes(word)),
      );
      return [
        {
          title: 'Demos',
          hints: titles.map((title) => ({
            type: 'page' as const,
            link: `/demo/${title.toLowerCase().replace(/ /g, '-')}`,
            priority: 100,
            pageTitle: title,
            highlightTitleTexts: [{ text: title }],
            highlightTexts: [],
          })),
        },
      ];
    },
  }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pushed.length = 0;
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

/** Types `keywords` and lets the debounced search answer. */
async function type(keywords: string) {
  fireEvent.change(box(), { target: { value: keywords } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

describe('SearchBar: the highlighted result', () => {
  it('moves with the arrows, starts again with a new result list, and Enter opens it', async () => {
    render(<SearchBar />);
    fireEvent.focus(box());
    await type('sticky');
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
