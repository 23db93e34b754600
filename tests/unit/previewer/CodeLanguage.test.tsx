import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PreviewerActions, {
  type PreviewerActionsProps,
} from '../../../.dumi/theme/slots/PreviewerActions';
import {
  CODE_LANGUAGE_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
} from '../../../src/shared/site/codeLanguage';
import { siteMessages as messages } from '../siteMessages';

const state = vi.hoisted(() => ({
  locale: 'en-US',
  /** What fetching the JavaScript of a file does. */
  fetchJavaScript: undefined as unknown as (path: string) => Promise<string>,
  opened: [] as unknown[],
}));

vi.mock('dumi', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values: Record<string, string> = {}) =>
      (messages(state.locale)[id] ?? id).replace(/\{(\w+)\}/g, (_, key: string) => values[key]),
  }),
  useRouteMeta: () => ({ frontmatter: { title: 'Fleet', description: 'Servers.' } }),
  useDemo: () => ({ renderOpts: {} }),
}));

/** A demo file's code (the build's HTML, or Prism's): a stand-in that shows the code. */
vi.mock('../../../.dumi/theme/slots/PreviewerActions/DemoSource', () => ({
  default: ({ code, lang }: { code: string; lang: string }): ReactNode => (
    <div className="dumi-default-source-code">
      <pre className={`language-${lang}`}>{code}</pre>
    </div>
  ),
}));

/** The build's HTML of the files: none here (the stand-in above shows the code as it is). */
vi.mock('../../../src/client/codeTypes/fetcher', () => ({
  fetchCodeHtml: () => Promise.reject(new Error('No types in this test.')),
}));

/**
 * The chunk that fetches the published JavaScript files (src/node/plugins/javascript.ts): each file
 * of the demo, found where the real chunk looks for it, comes from `state.fetchJavaScript`.
 */
vi.mock('../../../src/client/demos/javascriptSources', async () => {
  const { demoModulePaths } = await import('../../../src/client/site/demoFiles');
  return {
    fetchDemoJavaScript: async (filename: string, asset: Parameters<typeof demoModulePaths>[0]) => {
      const paths = demoModulePaths(asset, filename) ?? {};
      const entries = await Promise.all(
        Object.entries(paths).map(async ([key, path]) => [key, await state.fetchJavaScript(path)]),
      );
      return Object.fromEntries(entries);
    },
  };
});

/** The playground chunk: records what each opener receives. */
vi.mock('../../../src/client/playground/lazy', () => {
  const opener = {
    openInCodeSandbox: (props: unknown) => state.opened.push(props),
    openInStackBlitz: (props: unknown) => state.opened.push(props),
  };
  return { loadPlayground: () => Promise.resolve(opener), preloadPlayground: () => undefined };
});

const ENTRY_TS =
  "import { fleet } from './_data/fleet';\n\nconst App: React.FC = () => <Table<Row> data={fleet} />;\n";
const ENTRY_JS =
  "import { fleet } from './_data/fleet';\n\nconst App = () => <Table data={fleet} />;\n";
const DATA_TS = 'export const fleet: Row[] = [];\n';
const DATA_JS = 'export const fleet = [];\n';
const JAVASCRIPT: Record<string, string> = { 'fleet.tsx': ENTRY_JS, '_data/fleet.ts': DATA_JS };

let demoCount = 0;
/** A demo under demos/ with one data file; a new file name each time (fetches are kept per demo). */
function props(overrides: Partial<PreviewerActionsProps> = {}): PreviewerActionsProps {
  demoCount += 1;
  return {
    demoUrl: '/~demos/fleet',
    filename: `demos/fleet-${demoCount}.tsx`,
    children: null,
    asset: {
      type: 'BLOCK',
      refAtomIds: [],
      id: `docs-demo-fleet-${demoCount}`,
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': { type: 'FILE', value: ENTRY_TS },
        './_data/fleet.ts': { type: 'FILE', value: DATA_TS },
        'rc-table': { type: 'NPM', value: '7.30.3' },
      },
    } as PreviewerActionsProps['asset'],
    ...overrides,
  };
}

/** The code on screen in the visible file's panel. */
const shownCode = () =>
  [...document.querySelectorAll<HTMLElement>('.dumi-default-previewer-sources pre')]
    .filter((pre) => !pre.closest('[hidden]'))
    .map((pre) => pre.textContent)
    .join('\n');
const languageSwitch = (name = 'Language of the code') =>
  screen.findByRole('group', { name }, SLOW);
/** The JavaScript comes through a dynamic import: allow for a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  state.locale = 'en-US';
  state.opened = [];
  state.fetchJavaScript = (path) =>
    Promise.resolve(JAVASCRIPT[path.replace(/^fleet-\d+\.tsx$/, 'fleet.tsx')]);
});

afterEach(() => {
  document.documentElement.removeAttribute(CODE_LANGUAGE_ATTRIBUTE);
  localStorage.clear();
});

describe('the code language switch', () => {
  it('shows TypeScript first, and JavaScript for the whole site once chosen', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const group = await languageSwitch();
    const ts = within(group).getByRole('button', { name: 'TypeScript' });
    const js = within(group).getByRole('button', { name: 'JavaScript' });
    expect(ts).toHaveAttribute('aria-pressed', 'true');
    expect(js).toHaveAttribute('aria-pressed', 'false');
    expect(shownCode()).toBe(ENTRY_TS.trim());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'index.tsx',
      '_data/fleet.ts',
    ]);

    await user.click(js);
    expect(js).toHaveAttribute('aria-pressed', 'true');
    expect(ts).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(shownCode()).toBe(ENTRY_JS.trim()), SLOW);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'index.jsx',
      '_data/fleet.js',
    ]);
    await user.click(screen.getByRole('tab', { name: '_data/fleet.js' }));
    expect(shownCode()).toBe(DATA_JS.trim());
    expect(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('js');

    await user.click(ts);
    expect(shownCode()).toBe(DATA_TS.trim());
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('ts');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const js = within(await languageSwitch()).getByRole('button', { name: 'JavaScript' });
    js.focus();
    await user.keyboard('{Enter}');
    expect(js).toHaveAttribute('aria-pressed', 'true');
    const ts = within(await languageSwitch()).getByRole('button', { name: 'TypeScript' });
    await user.tab({ shift: true });
    expect(ts).toHaveFocus();
    await user.keyboard(' ');
    expect(ts).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens straight in JavaScript when that was chosen before: never the TypeScript first', async () => {
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    let deliver: () => void = () => undefined;
    state.fetchJavaScript = (path) =>
      new Promise((resolve) => {
        const previous = deliver;
        deliver = () => {
          previous();
          resolve(JAVASCRIPT[path.replace(/^fleet-\d+\.tsx$/, 'fleet.tsx')]);
        };
      });
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByText('Loading the code…', {}, SLOW)).toBeVisible();
    expect(shownCode()).not.toContain('React.FC');
    await act(async () => deliver());
    await waitFor(() => expect(shownCode()).toBe(ENTRY_JS.trim()), SLOW);
    expect(
      within(await languageSwitch()).getByRole('button', { name: 'JavaScript' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so and shows the TypeScript when the JavaScript cannot be fetched', async () => {
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    state.fetchJavaScript = () => Promise.reject(new Error('offline'));
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The JavaScript could not be loaded, so the code is shown in TypeScript.',
    );
    // Once its types have come (or could not be had).
    await waitFor(() => expect(shownCode()).toBe(ENTRY_TS.trim()));
  });

  it('is offered only for demos whose files are under demos/', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...props({ filename: undefined })} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    await screen.findByRole('tablist');
    expect(screen.queryByRole('group', { name: 'Language of the code' })).toBeNull();
  });

  it('is named in Chinese on Chinese pages', async () => {
    state.locale = 'zh-CN';
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: '展开代码' }));
    const group = await languageSwitch('代码语言');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TypeScript', 'JavaScript']);
  });
});

describe('the actions follow the chosen language', () => {
  it('copy the JavaScript and export a JavaScript project', async () => {
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(ENTRY_JS), SLOW);

    await user.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await waitFor(() => expect(state.opened).toHaveLength(1), SLOW);
    expect((state.opened[0] as { javaScript?: unknown }).javaScript).toEqual({
      'index.tsx': ENTRY_JS,
      './_data/fleet.ts': DATA_JS,
    });
  });

  it('copy the TypeScript and export the TypeScript project by default', async () => {
    const user = userEvent.setup();
    render(<PreviewerActions {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(ENTRY_TS), SLOW);
    await user.click(screen.getByRole('button', { name: 'Open in StackBlitz' }));
    await waitFor(() => expect(state.opened).toHaveLength(1), SLOW);
    expect((state.opened[0] as { javaScript?: unknown }).javaScript).toBeUndefined();
  });
});
