import { describe, expect, it } from 'vitest';
import { CANDIDATES, findChromium, INSTALL_HINT } from '../../../scripts/chromium';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/c' }, (p) => p === '/opt/c')).toBe('/opt/c');
  });
  it('explains a CHROMIUM_PATH that points nowhere', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nope' }, () => false)).toThrow(
      /CHROMIUM_PATH.*\/nope/,
    );
  });
  it("falls back to Debian's chromium, then the other locations", () => {
    expect(findChromium({}, (p) => p === CANDIDATES[0])).toBe('/usr/bin/chromium');
    expect(findChromium({}, (p) => p === '/usr/bin/google-chrome')).toBe('/usr/bin/google-chrome');
  });
  it('says how to install one when none is found', () => {
    expect(() => findChromium({}, () => false)).toThrow(INSTALL_HINT);
    expect(INSTALL_HINT).toMatch(/apt-get install -y chromium/);
  });
});
