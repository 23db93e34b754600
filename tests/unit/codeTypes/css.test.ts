// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/** Less, as dumi's build compiles the theme's styles (it ships no types). */
const less = createRequire(import.meta.url)('less') as {
  render(input: string, options: { filename: string }): Promise<{ css: string }>;
};

const SOURCE = resolve('src/client/codeTypes/codeTypes.less');
let css = '';
/** The code block's background in dumi's theme, light and dark. */
let blockBackground: { light: string; dark: string };

beforeAll(async () => {
  css = (await less.render(readFileSync(SOURCE, 'utf8'), { filename: SOURCE })).css;
  const colours = await less.render(
    `@import (reference) 'node_modules/dumi/theme-default/styles/variables.less';
     a { light: tint(@c-site-bg, 50%); dark: shade(@c-site-bg-dark, 50%); }`,
    { filename: resolve('colours.less') },
  );
  blockBackground = {
    light: /light: (#[0-9a-f]{6})/.exec(colours.css)![1],
    dark: /dark: (#[0-9a-f]{6})/.exec(colours.css)![1],
  };
});

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    match[1]
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const at = declaration.indexOf(':');
        return [declaration.slice(0, at).trim(), declaration.slice(at + 1).trim()];
      }),
  );
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the tooltip styles', () => {
  it('have text of at least 4.5:1 in light and dark mode, and a focus ring of 3:1', () => {
    const light = rule('.code-types-ref');
    const dark = rule("html[data-prefers-color='dark'] .code-types-ref");
    for (const [scheme, colours] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const background = colours['--code-types-bg'];
      expect(contrast(colours['--code-types-fg'], background), scheme).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours['--code-types-muted'], background), scheme).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrast(colours['--code-types-focus'], blockBackground[scheme]),
        scheme,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(light['--code-types-bg']).not.toBe(dark['--code-types-bg']);
  });

  it('show on hover, under a text field on pointing, and on focus; hidden otherwise', () => {
    expect(rule('.code-types-tip').display).toBe('none');
    expect(css).toMatch(
      /\.code-types-ref:hover > \.code-types-tip,\n\.code-types-ref\[data-code-types-pointed\] > \.code-types-tip,\n\.code-types-name:focus \+ \.code-types-tip \{\n {2}display: block;/,
    );
    expect(rule('.code-types-name:focus').outline).toMatch(/^2px solid /);
    // Hoverable: no gap of leading between the identifier and a tooltip under its line.
    expect(rule('.code-types-ref')['padding-block']).toBe('calc((1lh - 1em) / 2)');
    // Dismissed (Escape, by a script), after the rules that show it, which it then outranks.
    const dismissed = css.indexOf(
      '.code-types-ref[data-code-types-dismissed] > .code-types-tip {\n  display: none;',
    );
    expect(dismissed).toBeGreaterThan(css.indexOf('.code-types-name:focus + .code-types-tip'));
  });

  it('keep a tooltip inside the frame, which is no wider than the viewport', () => {
    const tip = rule('.code-types-tip');
    expect(tip.position).toBe('absolute');
    expect([tip.left, tip.right, tip['box-sizing']]).toEqual(['8px', '8px', 'border-box']);
    expect(tip['white-space']).toBe('pre-wrap');
    expect(tip['overflow-wrap']).toBe('anywhere');
    // Anchored: shrunk to the room beside the identifier, on the wider side.
    expect(css).toMatch(/position-area: bottom span-right;/);
    expect(css).toMatch(/position-try-order: most-width;/);
  });

  it('do without the fade-in when less motion is asked for', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\n {2}\.code-types-ref:hover > \.code-types-tip,\n {2}\.code-types-name:focus \+ \.code-types-tip \{\n {4}animation: none;/,
    );
  });
});
