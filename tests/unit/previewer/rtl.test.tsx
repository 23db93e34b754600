import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PreviewerActions, {
  type PreviewerActionsProps,
} from '../../../.dumi/theme/slots/PreviewerActions';
import type { DemoDirection } from '../../../src/client/demos/useLiveDirection';
import { useLiveDirection } from '../../../src/client/demos/useLiveDirection';
import { siteMessages as messages } from '../siteMessages';

const ENTRY =
  "import Table from 'rc-table';\n\nexport default () => <Table columns={columns} />;\n";
const VARIANT = {
  ts: 'import Table from \'rc-table\';\n\nexport default () => <Table columns={columns} direction="rtl" />;\n',
  js: 'import Table from \'rc-table\';\n\nexport default () => <Table columns={columns} direction="rtl" />;\n',
};

const state = vi.hoisted(() => ({ locale: 'en-US', fetched: [] as string[] }));

vi.mock('dumi', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values: Record<string, string> = {}) =>
      (messages(state.locale)[id] ?? id).replace(/\{(\w+)\}/g, (_, key: string) => values[key]),
  }),
  useRouteMeta: () => ({ frontmatter: { title: 'Simple', description: 'A table.' } }),
  useDemo: () => ({ renderOpts: { compile: (code: string) => Promise.resolve(code) } }),
  usePrefersColor: () => ['light'],
  useSiteData: () => ({ themeConfig: {} }),
}));

/** The chunk that fetches a variant (its manifest exists only in a build): the transform's text. */
vi.mock('../../../src/client/demos/rtlSources', () => ({
  fetchRtlVariant: (path: string) => {
    state.fetched.push(path);
    return Promise.resolve(VARIANT);
  },
}));

const asset = {
  type: 'BLOCK',
  refAtomIds: [],
  id: 'docs-demo-simple',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': { type: 'FILE', value: ENTRY },
    'rc-table': { type: 'NPM', value: '7.30.3' },
  },
} as PreviewerActionsProps['asset'];

const props = (direction: DemoDirection): PreviewerActionsProps => ({
  demoUrl: '/~demos/simple',
  filename: 'demos/simple.tsx',
  children: null,
  asset,
  direction,
});

const direction = (overrides: Partial<DemoDirection> = {}): DemoDirection => ({
  available: true,
  rtl: false,
  toggle: vi.fn(),
  failed: false,
  ...overrides,
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  state.fetched = [];
  state.locale = 'en-US';
});

describe('the right-to-left switch in the action bar', () => {
  it('is a toggle button named in both languages, pressed while the demos are right to left', async () => {
    const toggle = vi.fn();
    const { rerender } = render(<PreviewerActions {...props(direction({ toggle }))} />);
    const button = screen.getByRole('button', { name: 'Right to left' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(toggle).toHaveBeenCalledTimes(1);
    rerender(<PreviewerActions {...props(direction({ rtl: true, variant: VARIANT }))} />);
    expect(screen.getByRole('button', { name: 'Right to left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    state.locale = 'zh-CN';
    rerender(<PreviewerActions {...props(direction({ rtl: true, variant: VARIANT }))} />);
    expect(screen.getByRole('button', { name: '从右到左' })).toBeInTheDocument();
  });

  it('shows the variant as the code, and opens the standalone page with ?dir=rtl', async () => {
    render(<PreviewerActions {...props(direction({ rtl: true, variant: VARIANT }))} />);
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/~demos/simple?dir=rtl',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
    const sources = document.querySelector<HTMLElement>('.dumi-default-previewer-sources')!;
    await waitFor(() =>
      expect(sources.querySelector('pre')?.textContent).toContain('direction="rtl"'),
    );
    expect(sources.textContent).not.toContain('<Table columns={columns} />');
  });

  it('is absent for a demo without a variant (a file outside demos/)', () => {
    render(<PreviewerActions {...props(direction({ available: false }))} />);
    expect(screen.queryByRole('button', { name: 'Right to left' })).toBeNull();
  });
});

/** Lets the variant's chunk, its fetch and the live demo's compile settle, inside act. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

describe('useLiveDirection', () => {
  it('runs the variant from ?dir=rtl, and the demo again once switched off, keeping the address', async () => {
    window.history.replaceState(null, '', '/demo/simple?dir=rtl#top');
    const setSource = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useLiveDirection({ asset, filename: 'demos/simple.tsx' }, setSource),
    );
    await settle(() => result.current.shown === 'rtl');
    expect(result.current.shown).toBe('rtl');
    expect(state.fetched).toEqual(['simple.tsx']);
    expect(setSource).toHaveBeenLastCalledWith({ 'index.tsx': VARIANT.ts });
    await act(async () => result.current.toggle());
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#top');
    await settle(() => setSource.mock.calls.length === 2);
    expect(setSource).toHaveBeenLastCalledWith({ 'index.tsx': ENTRY });
    expect(result.current.rtl).toBe(false);
    expect(result.current.shown).toBeUndefined();
    await act(async () => result.current.toggle());
    expect(window.location.search).toBe('?dir=rtl');
  });

  it('leaves a demo alone while the switch is off', async () => {
    const setSource = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useLiveDirection({ asset, filename: 'demos/simple.tsx' }, setSource),
    );
    await settle(() => false);
    expect(result.current.rtl).toBe(false);
    expect(setSource).not.toHaveBeenCalled();
    expect(state.fetched).toEqual([]);
  });
});
