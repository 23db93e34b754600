import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { hydrateInTransition } =
  require('../../../src/node/patches/loaders/hydrateInTransition.cjs') as {
    hydrateInTransition: (source: string, yieldModule?: string) => string;
  };
const browser = readFileSync(require.resolve('@umijs/renderer-react/dist/browser.js'), 'utf8');

describe("umi's client renderer hydrates the page in a transition, in a task of its own", () => {
  it('wraps the one hydrateRoot call of the installed umi, and changes nothing else', () => {
    const [importLine, ...lines] = hydrateInTransition(browser, '/site/yield.ts').split('\n');
    expect(importLine).toBe(
      'import { yieldToBrowser as __siteYieldToBrowser } from "/site/yield.ts";',
    );
    const at = lines.findIndex((line) => line.includes('ReactDOM.hydrateRoot('));
    expect(lines[at - 2].trim()).toBe('__siteYieldToBrowser().then(function () {');
    expect(lines[at - 1].trim()).toBe('React.startTransition(function () {');
    expect(lines[at + 1].trim()).toBe('});');
    expect(lines[at + 2].trim()).toBe('});');
    expect(lines.filter((line) => line.includes('ReactDOM.hydrateRoot('))).toHaveLength(1);
    const unwrapped = [
      ...lines.slice(0, at - 2),
      lines[at].replace(/^ {4}/, ''),
      ...lines.slice(at + 3),
    ];
    expect(unwrapped.join('\n')).toBe(browser);
  });

  it('fails the build when umi no longer has that call', () => {
    expect(() =>
      hydrateInTransition(browser.replace(/ReactDOM\.hydrateRoot\(/, 'ReactDOM.createRoot(')),
    ).toThrow(/umi's renderer changed/);
  });
});
