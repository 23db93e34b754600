import postcss from 'postcss';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import dropRemoteFontFaces, {
  cssUrls,
  fontFaceVerdict,
  isRemote,
} from '../../../src/node/csp/remoteFontFaces';

const run = (css: string) => postcss([dropRemoteFontFaces()]).process(css, { from: 'x.css' }).css;

describe('dropRemoteFontFaces', () => {
  it("drops rc-dropdown's icon font, which loads from another host only, and keeps the rest of its sheet", () => {
    const sheet = readFileSync('node_modules/rc-dropdown/assets/index.css', 'utf8');
    expect(sheet).toContain('at.alicdn.com');
    const css = run(sheet);
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('alicdn');
    expect(css).toContain('.rc-dropdown {');
  });

  it('keeps fonts from the site, data: URIs and local() fonts, and refuses a rule that mixes hosts', () => {
    const own =
      "@font-face{font-family:a;src:url(/fonts/a.woff2) format('woff2'),url(data:font/woff2;base64,AA)}";
    const local = '@font-face{font-family:Heti;src:local("PingFang SC")}';
    expect(run(own + local)).toBe(own + local);
    expect(() =>
      run('@font-face{font-family:m;src:url(/a.woff2),url(https://cdn.example/a.woff)}'),
    ).toThrow(/loads from the site and from another host/);
  });
});

describe('its helpers', () => {
  it('read url() values and tell remote addresses', () => {
    expect(cssUrls(`url('//a.example/x.eot?#iefix') format('eot'), url(b.woff)`)).toEqual([
      '//a.example/x.eot?#iefix',
      'b.woff',
    ]);
    expect(isRemote('//a.example/x')).toBe(true);
    expect(isRemote('https://a.example/x')).toBe(true);
    expect(isRemote('/fonts/x')).toBe(false);
    expect(isRemote('data:font/woff2;base64,AA')).toBe(false);
    expect(fontFaceVerdict([])).toBe('keep');
  });
});
