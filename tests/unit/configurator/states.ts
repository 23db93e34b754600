import { CONTROL_NAMES, CONTROLS, type ConfiguratorState } from '@site/shared/configurator/state';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` combinations of the configurator's choices, the same for the same seed, named
 * `random #1`, `random #2`…: each control off its default now and then, and 5 to 24 rows (1,000
 * rendered rows would only slow a test down).
 */
export function seededStates(count: number, seed: number): Array<[string, ConfiguratorState]> {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  return Array.from({ length: count }, (_, i) => {
    const state: Record<string, unknown> = {};
    for (const name of CONTROL_NAMES) {
      const control = CONTROLS[name];
      if (control.kind === 'boolean')
        state[name] = next() < 0.4 ? !control.default : control.default;
      else if (control.kind === 'choice') state[name] = pick(control.values);
      else if (name === 'rows') state[name] = 5 + Math.floor(next() * 20);
      else {
        const steps = Math.floor((control.max - control.min) / control.step);
        state[name] =
          next() < 0.5
            ? control.default
            : control.min + Math.floor(next() * (steps + 1)) * control.step;
      }
    }
    return [`random #${i + 1}`, state as unknown as ConfiguratorState];
  });
}
