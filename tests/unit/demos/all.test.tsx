import { act, render } from '@testing-library/react';
import { existsSync, readdirSync } from 'node:fs';
import warning from 'rc-util/lib/warning';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

/**
 * Every demo: each `.tsx` file right under demos/ (the index page's `_example` and the crash
 * fixture included), found by listing the folder, so a new demo is rendered here without editing
 * this file. A demo fails when rendering it throws, when it shows no `<table>`, or when it logs an
 * error or a warning (tests/unit/setup.ts fails the test on any console output). What a demo does
 * when it is used is tested in the files next to this one, one per group of the demo catalogue.
 */
const DEMOS = readdirSync('demos')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length))
  .sort();

/** Demos not rendered here, and why. */
const SKIP: Record<string, string> = {
  'hover-perf':
    'its 12,500 cells take seconds to mount in jsdom: performance.test.tsx renders it once, and hovers it',
};

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
    '%s renders a table without an error or a warning',
    async (name) => {
      const expected = EXPECTED_OUTPUT[name];
      const error = expected && vi.spyOn(console, 'error').mockImplementation(() => undefined);
      warning.resetWarned();
      const { default: Demo } = (await import(`../../../demos/${name}.tsx`)) as {
        default: ComponentType;
      };
      const { container } = render(<Demo />);
      // Let effects that settle after mounting (sticky bars, measured headers) finish in the test.
      await act(async () => {});
      expect(container.querySelector('table'), `${name} shows a table`).not.toBeNull();
      if (error) expect(error.mock.calls).toEqual(expected.map((message) => [message]));
    },
  );
});
