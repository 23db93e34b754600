import { act } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Every demo as the built site serves it: rendered to HTML where there is no DOM (the prerender),
 * then hydrated by React's development build, which reports on the console (and so fails the
 * test, tests/unit/setup.ts) any markup the browser's first render would not produce. This is the
 * dev server's check of every demo, without a dev server.
 */
const DEMOS = join(__dirname, '../../../demos');
/**
 * Left out: the debug page's crashing demo throws on purpose; hover-perf's 12,500 cells take
 * 20 s in jsdom, so the dev-server check (tests/e2e-dev) loads its page instead.
 */
const SKIP = new Set(['_crash.tsx', 'hover-perf.tsx']);

/**
 * Demos whose libraries decide once, when first imported, whether they run in a browser: this
 * test imports them where a DOM exists, so they render on the "server" with it (styled-components
 * then writes its styles into document.head; the markup is the same).
 */
const BROWSER_AT_IMPORT = new Set(['styled-components.tsx']);

const files = readdirSync(DEMOS).filter((file) => file.endsWith('.tsx') && !SKIP.has(file));

/**
 * Warnings a demo's page tells its reader to expect in development (the legacy merged-cells page
 * shows the deprecation its demo triggers on purpose).
 */
const ANNOUNCED: Record<string, string> = {
  'colspan-rowspan-legacy.tsx':
    'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.',
};

/**
 * Renders `Demo` as the server does: no `window` or `document` while it renders. What React
 * logs meanwhile goes to the server's console, not the reader's (its "useLayoutEffect does
 * nothing on the server" from rc-motion and react-dnd), so it is set aside.
 */
function renderOnServer(Demo: ComponentType, withDom: boolean): string {
  const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  if (!withDom) {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
  }
  try {
    return renderToString(<Demo />);
  } finally {
    vi.unstubAllGlobals();
    silence.mockRestore();
  }
}

describe('every demo hydrates its prerendered markup without a mismatch', () => {
  it.each(files)('%s', async (file) => {
    const { default: Demo } = (await import(`../../../demos/${file}`)) as {
      default: ComponentType;
    };
    const html = renderOnServer(Demo, BROWSER_AT_IMPORT.has(file));
    expect(html).toContain('<table');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Demo />));
    const messages = logged.mock.calls.map((args) => args.map(String).join(' '));
    logged.mockRestore();
    expect(messages.filter((message) => message !== ANNOUNCED[file])).toEqual([]);
    expect(container.querySelector('table')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
