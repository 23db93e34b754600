#!/usr/bin/env node
/**
 * `npm test`: runs the stages below in order, each an npm script, stops at the first that fails,
 * and ends with a table of the stages and their times. The README says why each stage is there.
 * Stages of one `group` run side by side: each leaves part of a 2-core machine idle (one-threaded
 * tools, a build waiting on its prerender, installs waiting on the disk, browsers waiting on
 * frames), and none reads what another writes. A stage with `after` starts in its group once that
 * stage has passed, so a group is lanes: the browser tests in one, the short checks of the build
 * one after another in the other. Their output is printed whole as each ends.
 * Usage: node scripts/test.mjs [--from <stage>] [--only <stage>[,<stage>…]]
 */
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, script: string, group?: string, after?: string }} Stage */

/** @type {Stage[]} */
export const STAGES = [
  { name: 'lint', script: 'lint', group: 'static' },
  { name: 'format', script: 'format:check', group: 'static' },
  { name: 'types', script: 'typecheck', group: 'static' },
  { name: 'unit', script: 'test:unit', group: 'unit and build' },
  { name: 'build', script: 'build:sub-path', group: 'unit and build' },
  { name: 'e2e', script: 'test:e2e', group: 'the built site' },
  { name: 'generated', script: 'test:generated', group: 'the built site' },
  { name: 'output', script: 'test:output', group: 'the built site', after: 'generated' },
  { name: 'dev server', script: 'test:e2e:dev', group: 'the built site', after: 'output' },
  { name: 'export', script: 'test:export', group: 'the built site', after: 'dev server' },
  { name: 'bench sizes', script: 'bench:size' },
];

/**
 * The stages to run for the command-line arguments: all, all from one on, or the ones named.
 * @param {string[]} args
 * @returns {Stage[]}
 */
export function selectStages(args) {
  const value = (/** @type {string} */ flag) => {
    const i = args.indexOf(flag);
    return i > -1 ? args[i + 1] : undefined;
  };
  const find = (/** @type {string} */ name) => {
    const index = STAGES.findIndex((stage) => stage.name === name || stage.script === name);
    if (index < 0) throw new Error(`no stage "${name}": ${STAGES.map((s) => s.name).join(', ')}`);
    return index;
  };
  const only = value('--only');
  if (only) return only.split(',').map((name) => STAGES[find(name.trim())]);
  const from = value('--from');
  return from ? STAGES.slice(find(from)) : STAGES;
}

/**
 * The stages in runs: consecutive stages of one group together, every other stage alone.
 * @param {Stage[]} stages
 * @returns {Stage[][]}
 */
export function stageRuns(stages) {
  /** @type {Stage[][]} */
  const runs = [];
  for (const stage of stages) {
    const last = runs.at(-1);
    if (stage.group && last?.[0].group === stage.group) last.push(stage);
    else runs.push([stage]);
  }
  return runs;
}

/**
 * Runs one stage's npm script; alone, its output streams, else it is kept and printed at its end.
 * @param {Stage} stage
 * @param {boolean} alone
 * @returns {Promise<{ name: string, seconds: number, ok: boolean }>}
 */
function runStage(stage, alone) {
  const start = performance.now();
  const child = spawn('npm', ['run', '--silent', stage.script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = (performance.now() - start) / 1000;
      if (!alone) {
        console.log(`\n== ${stage.name} (npm run ${stage.script}): output`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, seconds, ok: status === 0 });
    });
  });
}

/**
 * The closing table: one row per stage with its time and outcome, then a total.
 * @param {Array<{ name: string, seconds: number, ok: boolean }>} results
 * @param {number} skipped stages not run after a failure
 * @param {number} [wall] seconds from first to last, less than the sum where stages ran side by side
 */
export function formatTable(results, skipped, wall) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const rows = results.map(
    (r) =>
      `| ${r.name.padEnd(width)} | ${r.seconds.toFixed(0).padStart(5)} s | ${r.ok ? 'passed' : 'FAILED'} |`,
  );
  const total = wall ?? results.reduce((sum, r) => sum + r.seconds, 0);
  const failed = results.filter((r) => !r.ok).length;
  return [
    `| ${'stage'.padEnd(width)} |    time | result |`,
    `| ${'-'.repeat(width)} | ------: | ------ |`,
    ...rows,
    `| ${'total'.padEnd(width)} | ${total.toFixed(0).padStart(5)} s | ${(total / 60).toFixed(1)} min |`,
    '',
    `stages: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  ].join('\n');
}

/**
 * Runs the stages of one run: each at once, or once the stage it comes `after` has passed (when
 * that stage is in the run); a stage whose predecessor failed is not run. Results in stage order.
 * @param {Stage[]} run
 * @param {(stage: Stage, alone: boolean) => Promise<{ name: string, seconds: number, ok: boolean }>} start
 * @returns {Promise<Array<{ name: string, seconds: number, ok: boolean }>>}
 */
export async function runTogether(run, start = runStage) {
  /** @type {Map<string, Promise<{ name: string, seconds: number, ok: boolean } | undefined>>} */
  const started = new Map();
  for (const stage of run) {
    const before = stage.after ? started.get(stage.after) : undefined;
    started.set(
      stage.name,
      before
        ? before.then((result) => (result?.ok ? start(stage, false) : undefined))
        : start(stage, run.length === 1),
    );
  }
  const results = await Promise.all(started.values());
  return results.filter((result) => result !== undefined);
}

if (process.argv[1] && /test\.mjs$/.test(process.argv[1])) {
  const stages = selectStages(process.argv.slice(2));
  /** @type {Array<{ name: string, seconds: number, ok: boolean }>} */
  const results = [];
  const start = performance.now();
  for (const run of stageRuns(stages)) {
    const names = run
      .map((stage) => `${stage.after ? `then ` : ''}${stage.name} (npm run ${stage.script})`)
      .join(' | ');
    console.log(`\n== ${names}`);
    results.push(...(await runTogether(run)));
    if (!results.every((r) => r.ok)) break;
  }
  const wall = (performance.now() - start) / 1000;
  console.log(`\n${formatTable(results, stages.length - results.length, wall)}`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
