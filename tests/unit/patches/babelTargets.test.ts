import { describe, expect, it } from 'vitest';
import { withPresetEnvTargets } from '../../../src/node/patches';

const targets = { chrome: 105, safari: 16 };

describe('babel-targets', () => {
  it("gives preset-env the site's targets and keeps umi's other options", () => {
    const memo = { presetEnv: { bugfixes: true }, presetReact: { runtime: 'automatic' } };
    expect(withPresetEnvTargets(memo, targets)).toEqual({
      presetEnv: { bugfixes: true, targets },
      presetReact: { runtime: 'automatic' },
    });
    expect(memo.presetEnv).toEqual({ bugfixes: true });
  });

  it("fails the build when umi's options lose their presetEnv entry or the site its targets", () => {
    expect(() => withPresetEnvTargets({ presetReact: {} }, targets)).toThrow(
      /babel-targets.*presetEnv/,
    );
    expect(() => withPresetEnvTargets({ presetEnv: {} }, undefined)).toThrow(
      /babel-targets.*targets/,
    );
  });
});
