import { describe, expect, it } from 'vitest';
import {
  CANDIDATES,
  findChromium,
  findTestChromium,
  HEADLESS_SHELL,
  INSTALL_HINT,
} from '../../../scripts/chromium';

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

describe('findTestChromium', () => {
  it('takes the headless shell where it is installed, and CHROMIUM_PATH over it', () => {
    const both = (p: string) => p === HEADLESS_SHELL || p === '/usr/bin/chromium' || p === '/opt/c';
    expect(findTestChromium({}, both)).toBe(HEADLESS_SHELL);
    expect(findTestChromium({ CHROMIUM_PATH: '/opt/c' }, both)).toBe('/opt/c');
  });
  it('falls back to the full browser without it', () => {
    expect(findTestChromium({}, (p) => p === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });
});
