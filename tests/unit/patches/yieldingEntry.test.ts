import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { yieldingEntry } = require('../../../src/node/patches/loaders/yieldingEntry.cjs') as {
  yieldingEntry: (source: string, yieldModule?: string) => string;
};
/** The template umi generates its client entry from (`{{{ … }}}` placeholders left in). */
const template = readFileSync(require.resolve('@umijs/preset-umi/templates/umi.tpl'), 'utf8');

describe("umi's client entry starts the app in several tasks", () => {
  it('yields after the plugin manager exists, after the routes are built and before the history, and changes nothing else', () => {
    const [importLine, ...lines] = yieldingEntry(template, '/site/yield.ts').split('\n');
    expect(importLine).toBe(
      'import { yieldToBrowser as __siteYieldToBrowser } from "/site/yield.ts";',
    );
    const yields = lines.flatMap((line, index) =>
      line.trim() === 'await __siteYieldToBrowser();' ? [index] : [],
    );
    expect(yields).toHaveLength(3);
    expect(lines[yields[0] - 1].trim()).toBe('const pluginManager = createPluginManager();');
    expect(lines[yields[1] - 1].trim()).toBe(
      'const { routes, routeComponents } = await getRoutes(pluginManager);',
    );
    expect(lines[yields[2] + 1].trim()).toBe('const history = createHistory({');
    // All of them inside render(), before it hands over to the renderer.
    const render = lines.findIndex((line) => line.startsWith('async function render() {'));
    const renderer = lines.findIndex((line) => line.includes("key: 'render'"));
    expect(yields.every((at) => at > render && at < renderer)).toBe(true);
    expect(lines.filter((_, index) => !yields.includes(index)).join('\n')).toBe(template);
  });

  it('fails the build when umi changed one of the lines it yields at', () => {
    for (const line of [
      'const pluginManager = createPluginManager();',
      'const history = createHistory({',
    ]) {
      expect(() => yieldingEntry(template.replace(line, `${line} // changed`))).toThrow(
        /umi's entry changed/,
      );
      expect(() => yieldingEntry(template.replace(line, `${line}\n${line}`))).toThrow(
        /umi's entry changed/,
      );
    }
  });
});
