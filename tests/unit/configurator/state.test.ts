import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuratorHrefOfFile } from '@site/node/plugins/remarkPageActions';
import { configuratorQueryOf, DEMO_CONFIGURATIONS } from '@site/shared/configurator/demoLinks';
import {
  CONTROL_GROUPS,
  CONTROL_NAMES,
  CONTROLS,
  DEFAULT_STATE,
  parseState,
  serialiseState,
} from '@site/shared/configurator/state';

describe('configurator state in the address', () => {
  it('leaves the address bare when every control is at its default', () => {
    expect(serialiseState(DEFAULT_STATE)).toBe('');
    expect(parseState('')).toEqual(DEFAULT_STATE);
  });

  it('writes only the changed choices, in control order, and reads them back', () => {
    const state = {
      ...DEFAULT_STATE,
      scrollY: 300,
      sticky: true,
      showHeader: false,
      summary: 'top' as const,
    };
    const query = serialiseState(state);
    expect(query).toBe('showHeader=0&sticky=1&scrollY=300&summary=top');
    expect(parseState(`?${query}`)).toEqual(state);
  });

  it('ignores unknown names and keeps a control at its default for a bad value', () => {
    const state = parseState(
      '?sticky=yes&scrollY=-5&rows=4&rows2=9&summary=middle&fixedLeft=3&indentSize=1e2&evil=<script>&rtl=1',
    );
    expect(state).toEqual({ ...DEFAULT_STATE, rtl: true });
  });

  it('accepts every bound of every number control and nothing beyond', () => {
    for (const name of CONTROL_NAMES) {
      const control = CONTROLS[name];
      if (control.kind !== 'number') continue;
      expect(parseState(`${name}=${control.min}`)[name], name).toBe(control.min);
      expect(parseState(`${name}=${control.max}`)[name], name).toBe(control.max);
      expect(parseState(`${name}=${control.max + 1}`)[name], name).toBe(control.default);
    }
  });

  it('shows every control on the page, in one group', () => {
    const shown = CONTROL_GROUPS.flatMap(([, names]) => names);
    expect([...shown].sort()).toEqual([...CONTROL_NAMES].sort());
  });

  it('round-trips every value of every choice control', () => {
    for (const name of CONTROL_NAMES) {
      const control = CONTROLS[name];
      if (control.kind !== 'choice') continue;
      for (const value of control.values) {
        const state = { ...DEFAULT_STATE, [name]: value };
        expect(parseState(serialiseState(state)), `${name}=${value}`).toEqual(state);
      }
    }
  });
});

describe('demo pages that link to the configurator', () => {
  const pages = readdirSync(join(__dirname, '../../../docs/demo'));

  it('name demos that have a page, each with choices that survive the address', () => {
    for (const [demo, choices] of Object.entries(DEMO_CONFIGURATIONS)) {
      expect(pages, demo).toContain(`${demo}.md`);
      const state = { ...DEFAULT_STATE, ...choices };
      expect(parseState(configuratorQueryOf(demo)!), demo).toEqual(state);
    }
    expect(configuratorQueryOf('virtual-list')).toBeNull();
  });

  it('link from both languages, under the base path', () => {
    const options = { base: '/table/', locales: [] };
    expect(configuratorHrefOfFile('docs/demo/fixed-columns.md', options)).toBe(
      '/table/configurator?scrollX=width&amp;fixedLeft=2&amp;fixedRight=1',
    );
    expect(configuratorHrefOfFile('docs/demo/sticky-header.zh-CN.md', options)).toBe(
      '/table/zh-CN/configurator?sticky=1',
    );
    expect(configuratorHrefOfFile('docs/demo/simple.md', options)).toBe('/table/configurator');
    expect(configuratorHrefOfFile('docs/demo/virtual-list.md', options)).toBeUndefined();
    expect(configuratorHrefOfFile('docs/changelog.md', options)).toBeUndefined();
  });
});
