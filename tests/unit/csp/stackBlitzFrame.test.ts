import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackBlitzFrameScripts } from '../../../src/node/csp/stackBlitzFrame';

const require = createRequire(import.meta.url);
const sdkDir = dirname(require.resolve('@stackblitz/sdk/package.json'));
const sdkModule = readFileSync(join(sdkDir, 'bundles/sdk.m.js'), 'utf8');

describe('stackBlitzFrameScripts', () => {
  it('reads the script the installed SDK writes into its embed frame', () => {
    expect(stackBlitzFrameScripts(sdkModule)).toEqual([
      "document.getElementById('sb_run').submit();",
    ]);
  });

  it('reads the same script from the CommonJS build', () => {
    expect(stackBlitzFrameScripts(readFileSync(join(sdkDir, 'bundles/sdk.js'), 'utf8'))).toEqual(
      stackBlitzFrameScripts(sdkModule),
    );
  });

  it('fails loudly when the SDK writes its frame another way', () => {
    expect(() => stackBlitzFrameScripts('export default {}')).toThrow(
      /no longer writes its embed frame/,
    );
    const twoScripts = sdkModule.replace(
      '<script>document',
      '<script>x()<\\/script><script>document',
    );
    expect(() => stackBlitzFrameScripts(twoScripts)).toThrow(/no longer writes its embed frame/);
  });
});
