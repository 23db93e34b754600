import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropNoscriptNotice } = require('../../../src/node/patches/loaders/noscriptNotice.cjs') as {
  dropNoscriptNotice: (source: string) => string;
};
const html = readFileSync(require.resolve('@umijs/renderer-react/dist/html.js'), 'utf8');

describe("umi's document component leaves the notice for readers without JavaScript to the layout", () => {
  it('drops the English <noscript> of the installed umi, and changes nothing else', () => {
    const fixed = dropNoscriptNotice(html);
    expect(html).toContain('Enable JavaScript to run this app.');
    expect(fixed).not.toContain('Enable JavaScript');
    expect(fixed).toMatch(
      /var EnableJsScript = function EnableJsScript\(\) \{\s*return null;\s*\};/,
    );
    const rest = (code: string) => code.slice(code.indexOf('function normalizeClientCssPaths'));
    expect(rest(fixed)).toBe(rest(html));
  });

  it('fails the build when umi no longer has that notice', () => {
    expect(() =>
      dropNoscriptNotice(html.replace('Enable JavaScript to run this app.', 'Turn scripts on.')),
    ).toThrow(/umi's document component changed/);
  });
});
