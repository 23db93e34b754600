import { act } from '@testing-library/react';
import { existsSync, readdirSync } from 'node:fs';
import warning from 'rc-util/lib/warning';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

/**
 * Every demo: each `.tsx` file right under demos/ (the index page's `_example` and the crash
 * fixture included), found by listing the folder, so a new demo is rendered here without editing
 * this file. Each is rendered as the built site serves it: to HTML where there is no DOM (the
 * prerender), then hydrated by React's development build, which logs any markup the browser's
 * first render would not produce. A demo fails when rendering it throws, when it shows no
 * `<table>`, or when it logs an error or a warning while it hydrates and settles
 * (tests/unit/setup.ts fails the test on any console output). What a demo does when it is used is
 * tested in the files next to this one, one per group of the demo catalogue.
 */
const DEMOS = readdirSync('demos')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length))
  .sort();

/** Demos not rendered here, and why. */
const SKIP: Record<string, string> = {
  'hover-perf':
    'its 12,500 cells take seconds to mount in jsdom: performance.test.tsx renders it once, and hovers it; the dev-server check hydrates its page',
};

/**
 * Demos whose libraries decide once, when first imported, whether they run in a browser: this
 * test imports them where a DOM exists, so they render on the "server" with it (styled-components
 * then writes its styles into document.head; the markup is the same).
 */
const BROWSER_AT_IMPORT = new Set(['styled-components']);

/**
 * Renders `Demo` as the server does: no `window` or `document` while it renders. What React logs
 * meanwhile goes to the server's console, not the reader's ("useLayoutEffect does nothing on the
 * server" from rc-motion and react-dnd), so it is set aside.
 */
function renderOnServer(Demo: ComponentType, withDom: boolean): string {
  // Replaced by hand, not with vi.spyOn, which would hand back (and then restore away) the spy of
  // tests/unit/setup.ts that fails the test on console output.
  const consoleError = console.error;
  console.error = () => undefined;
  if (!withDom) {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
  }
  try {
    return renderToString(<Demo />);
  } finally {
    vi.unstubAllGlobals();
    console.error = consoleError;
  }
}

/** Console output a demo prints on purpose; any other output still fails. */
const EXPECTED_OUTPUT: Record<string, string[]> = {
  // The page shows the legacy form rc-table 7.30.3 warns about (once per message and page load).
  'colspan-rowspan-legacy': [
    'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.',
  ],
};

describe('every demo', () => {
  it('is listed, and the lists above name only demos that exist', () => {
    expect(DEMOS.length).toBeGreaterThan(30);
    for (const name of [...Object.keys(SKIP), ...Object.keys(EXPECTED_OUTPUT)]) {
      expect(existsSync(`demos/${name}.tsx`), name).toBe(true);
    }
  });

  it.each(DEMOS.filter((name) => !(name in SKIP)))(
    '%s renders a table on the server and hydrates it without an error or a warning',
    async (name) => {
      const { default: Demo } = (await import(`../../../demos/${name}.tsx`)) as {
        default: ComponentType;
      };
      const html = renderOnServer(Demo, BROWSER_AT_IMPORT.has(name));
      expect(html, `${name} prerenders a table`).toContain('<table');

      const expected = EXPECTED_OUTPUT[name];
      const error = expected && vi.spyOn(console, 'error').mockImplementation(() => undefined);
      warning.resetWarned();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const root = await act(async () => hydrateRoot(container, <Demo />));
      // Let effects that settle after mounting (sticky bars, measured headers) finish in the test.
      await act(async () => {});
      expect(container.querySelector('table'), `${name} shows a table`).not.toBeNull();
      if (error) expect(error.mock.calls).toEqual(expected.map((message) => [message]));
      act(() => root.unmount());
      container.remove();
    },
  );
});
