import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PreviewerActions, {
  type PreviewerActionsProps,
} from '../../../.dumi/theme/slots/PreviewerActions';
import { siteMessages as messages } from '../siteMessages';

const state = vi.hoisted(() => ({
  locale: 'en-US',
  compile: undefined as undefined | ((code: string) => Promise<string>),
  /** The build's HTML of each shown file (src/node/plugins/codeTypes.ts); absent: none made. */
  codeHtml: {} as Record<string, string>,
}));

/** The chunk that fetches the build's HTML of a demo file: from `state.codeHtml`. */
vi.mock('../../../src/client/codeTypes/fetcher', () => ({
  fetchCodeHtml: (key: string) =>
    key in state.codeHtml
      ? Promise.resolve(state.codeHtml[key])
      : Promise.reject(new Error(`No types were made for ${key}.`)),
}));

vi.mock('dumi', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values: Record<string, string> = {}) =>
      (messages(state.locale)[id] ?? id).replace(/\{(\w+)\}/g, (_, key: string) => values[key]),
  }),
  useRouteMeta: () => ({ frontmatter: { title: 'Simple', description: 'A table.' } }),
  useDemo: () => ({ renderOpts: { compile: state.compile } }),
  usePrefersColor: () => ['light'],
  useSiteData: () => ({ themeConfig: {} }),
}));

const ENTRY = "import Table from 'rc-table';\n\nexport default () => <Table columns={columns} />;";
const DATA = 'export const fleet = [{ name: "Aurora" }];';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** HTML as the build makes it: token spans, `Table` with its tooltip (placeholder ids). */
function builtHtml(code: string): string {
  const [before, ...after] = code.split('Table');
  const rest = after.join('Table');
  return (
    `<span class="token-line"><span class="token keyword">${escape(before)}</span>` +
    (after.length
      ? '<span class="code-types-ref"><span class="token class-name code-types-name" tabindex="0" ' +
        'aria-describedby="codetypes-t0">Table</span><span class="code-types-tip" role="tooltip" ' +
        'id="codetypes-t0">const Table: ImmutableTableType</span></span>' +
        `<span class="token plain">${escape(rest)}</span>`
      : '') +
    '</span>'
  );
}
const BUILT_HTML = {
  'demos/simple.tsx': builtHtml(ENTRY),
  'demos/fleet.tsx': builtHtml(ENTRY),
  'demos/_data/fleet.ts': builtHtml(DATA),
};

function props(overrides: Partial<PreviewerActionsProps> = {}): PreviewerActionsProps {
  return {
    demoUrl: '/~demos/simple',
    filename: 'demos/simple.tsx',
    children: null,
    asset: {
      type: 'BLOCK',
      refAtomIds: [],
      id: 'docs-demo-simple',
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': { type: 'FILE', value: `${ENTRY}\n` },
        'rc-table': { type: 'NPM', value: '7.30.3' },
      },
    } as PreviewerActionsProps['asset'],
    ...overrides,
  };
}

const twoFiles = () =>
  props({
    filename: 'demos/fleet.tsx',
    asset: {
      type: 'BLOCK',
      refAtomIds: [],
      id: 'docs-demo-fleet',
      entry: 'index.tsx',
      dependencies: {
        './_data/fleet.ts': { type: 'FILE', value: DATA },
        'index.tsx': { type: 'FILE', value: ENTRY },
        react: { type: 'NPM', value: '18.3.1' },
      },
    } as PreviewerActionsProps['asset'],
  });

/** The code panel of the (only) demo. */
const panel = () => document.querySelector<HTMLElement>('.dumi-default-previewer-sources')!;
/** The code panel's own copy button (the action bar has one for the demo too). */
const panelCopy = (name = 'Copy code') => within(panel()).findByRole('button', { name });

/** The lines of code on screen, as a reader sees them: without the hidden type tooltips. */
const codeLines = (root: HTMLElement) =>
  [...root.querySelectorAll('pre')]
    .map((pre) => {
      const shown = pre.cloneNode(true) as HTMLElement;
      shown.querySelectorAll('.code-types-tip').forEach((tip) => tip.remove());
      return shown.textContent;
    })
    .join('\n');

/**
 * The elements matching a selector that were put into `root` from this call on, in order, whether
 * or not they are still there.
 */
function recordAdded(root: HTMLElement): (selector: string) => Element[] {
  const nodes = new Set<Element>();
  const observer = new MutationObserver((records) => collect(records));
  const collect = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const element of [node, ...node.querySelectorAll('*')]) nodes.add(element);
  };
  observer.observe(root, { childList: true, subtree: true });
  return (selector) => {
    collect(observer.takeRecords());
    return [...nodes].filter((node) => node.matches(selector));
  };
}

/** PreviewerActions in a fresh module graph: the code panel's chunk has not been loaded yet. */
async function freshPreviewerActions() {
  // An import an earlier test started settles first, inside act (on a busy machine it may still
  // be on its way, and React warns about a lazy component that resolves outside act).
  await act(() => vi.dynamicImportSettled());
  vi.resetModules();
  return (await import('../../../.dumi/theme/slots/PreviewerActions')).default;
}

beforeEach(() => {
  state.locale = 'en-US';
  state.compile = undefined;
  state.codeHtml = { ...BUILT_HTML };
});

describe('PreviewerActions: show and hide code', () => {
  it('toggles the code panel and says so with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText(/columns=\{columns\}/)).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide code');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await panelCopy();
    expect(codeLines(panel!)).toContain('export default () => <Table columns={columns} />;');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show code');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/columns=\{columns\}/)).toBeNull();
  });

  it('renders the code block once when Show code waits for the chunk: the copy button found first stays', async () => {
    const FreshPreviewerActions = await freshPreviewerActions();
    const user = userEvent.setup();
    const { container } = render(<FreshPreviewerActions {...props()} />);
    const added = recordAdded(container);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    // The first copy button to appear, then the page settles: highlighted code, chunk loaded
    // (waitFor, not one act: on a busy machine React may finish the lazy component after the
    // import has settled).
    const copy = await panelCopy();
    await waitFor(() => expect(panel().querySelector('pre .token')).not.toBeNull(), {
      timeout: 10_000,
    });
    await act(() => vi.dynamicImportSettled());
    expect(copy.isConnected).toBe(true);
    expect(await panelCopy()).toBe(copy);
    expect(codeLines(panel())).toBe(ENTRY);
    // Nothing was put in and taken out again: one frame, one copy button.
    expect(added('.dumi-default-source-code')).toHaveLength(1);
    expect(added('.dumi-default-source-code-copy')).toEqual([copy]);

    await user.click(copy);
    expect(copy).toHaveAccessibleName('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows the code at once, highlighted, when the focus on the toggle has fetched the chunk', async () => {
    const FreshPreviewerActions = await freshPreviewerActions();
    const user = userEvent.setup();
    const { container } = render(<FreshPreviewerActions {...props()} />);
    const toggle = screen.getByRole('button', { name: 'Show code' });
    act(() => toggle.focus());
    await act(() => vi.dynamicImportSettled());
    const added = recordAdded(container);
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel().querySelector('pre .token')).not.toBeNull();
    const copy = within(panel()).getByRole('button', { name: 'Copy code' });
    await act(() => vi.dynamicImportSettled());
    expect(copy.isConnected).toBe(true);
    expect(added('.dumi-default-source-code-copy')).toEqual([copy]);
    expect(added('.site-previewer-code-status')).toEqual([]);
  });

  it('lets the copied label go back to "Copy code" after two seconds', async () => {
    vi.useFakeTimers();
    try {
      render(<PreviewerActions {...props({ defaultShowCode: true })} />);
      await act(() => vi.dynamicImportSettled());
      const copy = within(panel()).getByRole('button', { name: 'Copy code' });
      // The clipboard answers asynchronously; the label changes once it has.
      await act(async () => {
        fireEvent.click(copy);
      });
      expect(copy).toHaveAccessibleName('Copied');
      act(() => vi.advanceTimersByTime(2000));
      expect(copy).toHaveAccessibleName('Copy code');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no toggle with forceShowCode or when EXPAND is disabled', async () => {
    const { unmount } = render(<PreviewerActions {...props({ forceShowCode: true })} />);
    expect(screen.queryByRole('button', { name: /show code|hide code/i })).toBeNull();
    expect(await panelCopy()).toBeVisible();
    unmount();

    render(<PreviewerActions {...props({ disabledActions: ['EXPAND', 'CSB'] })} />);
    expect(screen.queryByRole('button', { name: 'Show code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open in CodeSandbox' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
  });
});

describe('PreviewerActions: several files', () => {
  it('shows the entry first and switches files with clicks', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...twoFiles()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const list = await screen.findByRole('tablist', { name: 'Files of this demo' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['index.tsx', '_data/fleet.ts']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const visiblePanel = () => screen.getByRole('tabpanel');
    // The code shows once its types are here.
    expect(await screen.findByRole('tabpanel')).toHaveAccessibleName('index.tsx');
    expect(codeLines(visiblePanel())).toBe(ENTRY);

    await user.click(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    expect(visiblePanel()).toHaveAccessibleName('_data/fleet.ts');
    expect(codeLines(visiblePanel())).toBe(DATA);
    expect(within(visiblePanel()).getByRole('button', { name: 'Copy code' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...twoFiles()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1]);

    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('_data/fleet.ts');

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('index.tsx');
    await user.keyboard('{ArrowLeft}');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  });
});

describe('PreviewerActions: live editing', () => {
  it('offers a labelled editor for the entry file that re-renders the demo', async () => {
    state.compile = async (code) => code;
    const onSourceChange = vi.fn();
    const user = userEvent.setup();
    render(<PreviewerActions {...props({ defaultShowCode: true, onSourceChange })} />);
    const editor = await screen.findByRole('textbox', {
      name: 'Edit index.tsx: the demo updates as you type',
    });
    expect(editor).toHaveValue(ENTRY);
    await user.type(editor, '!');
    expect(onSourceChange).toHaveBeenLastCalledWith({ 'index.tsx': `${ENTRY}!` });
    // Tab leaves the editor: no keyboard trap.
    await user.tab();
    expect(editor).not.toHaveFocus();
  });

  it("shows the build's code with its types under the editor until the first edit, then Prism's", async () => {
    state.compile = async (code) => code;
    const user = userEvent.setup();
    render(<PreviewerActions {...props({ defaultShowCode: true, onSourceChange: vi.fn() })} />);
    const editor = await screen.findByRole('textbox', { name: /^Edit index\.tsx/ });
    const name = panel().querySelector<HTMLElement>('.code-types-name')!;
    expect(name).toHaveTextContent('Table');
    // The panel's own ids, so that two panels showing one file do not share them.
    expect(name).toHaveAccessibleDescription('const Table: ImmutableTableType');
    expect(panel().innerHTML).not.toContain('"codetypes-');
    // The editor comes first in the Tab order, the type names after it.
    expect(editor.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(editor, '!');
    await waitFor(() => expect(panel().querySelector('pre .token')).not.toBeNull());
    expect(panel().querySelector('.code-types-name')).toBeNull();
    expect(codeLines(panel())).toBe(`${ENTRY}!`);
  });

  it('highlights the code in the browser when the build made no HTML for it', async () => {
    // A file of its own: the code panel's chunk (and what it loaded) may outlive a test.
    render(<PreviewerActions {...props({ defaultShowCode: true, filename: 'demos/plain.tsx' })} />);
    await waitFor(() => expect(panel().querySelector('pre .token')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(panel().querySelector('.code-types-name')).toBeNull();
    expect(codeLines(panel())).toBe(ENTRY);
  });

  it('is read-only without a live compiler', async () => {
    render(<PreviewerActions {...props({ defaultShowCode: true, onSourceChange: vi.fn() })} />);
    await panelCopy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('PreviewerActions: Chinese', () => {
  it('names the toggle, the copy button, the tabs and the editor in Chinese', async () => {
    state.locale = 'zh-CN';
    state.compile = async (code) => code;
    const user = userEvent.setup();
    render(<PreviewerActions {...twoFiles()} onSourceChange={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: '展开代码' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('收起代码');
    expect(await screen.findByRole('tablist', { name: '此示例的文件' })).toBeVisible();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: '复制代码' }),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: '编辑 index.tsx：示例随输入实时更新' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '在此编辑' })).toBeVisible();
  });
});
