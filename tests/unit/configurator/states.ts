import type { Expr } from '@site/shared/configurator/layout';
import { tableModel } from '@site/shared/configurator/model';
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

/** Colours a seeded state picks: dark and light, so text and backgrounds meet in both ways. */
export const COLOURS = ['#0b3d91', '#fff8c5', '#1a7f37', '#000000', '#ffffff', '#d0d7de'] as const;

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
      else if (control.kind === 'colour')
        state[name] = next() < 0.3 ? pick(COLOURS) : control.default;
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

/** The pieces of the code a state's model writes, each as `path=source`, its numbers as 0. */
function piecesOf(state: ConfiguratorState): string[] {
  const model = tableModel(state);
  const leaves = (path: string, expr: Expr): string[] =>
    typeof expr === 'string'
      ? [`${path}=${expr}`]
      : 'array' in expr
        ? expr.array.flatMap((item) => leaves(`${path}[]`, item))
        : expr.object.flatMap(([key, value]) => leaves(`${path}.${key}`, value));
  // The types of every piece but the data depend only on the `Server` interface the data declares.
  const server = `merged=${state.merged}, tree=${state.tree}`;
  return [
    ...model.declarations.flatMap(({ name, source }) =>
      typeof source === 'function' ? [source(true)] : leaves(name, source),
    ),
    ...model.props.flatMap(({ name, source, comment }) =>
      leaves(`${comment ?? ''}${name}`, source),
    ),
  ].map((piece) => `${server}: ${piece.replace(/\d+/g, '0')}`);
}

/**
 * The states, in order, whose code first writes a piece: a prop, an entry of an object or array
 * literal, or a declaration written as statements, with the `Server` interface it is checked
 * against. Together their code holds every distinct piece the code of all the states holds, up to
 * the numbers in it, which change no type and which the live table takes from the same values.
 */
export function coveringStates<T extends [string, ConfiguratorState]>(states: T[]): T[] {
  const seen = new Set<string>();
  return states.filter(([, state]) => {
    const pieces = piecesOf(state).filter((piece) => !seen.has(piece));
    for (const piece of pieces) seen.add(piece);
    return pieces.length > 0;
  });
}
