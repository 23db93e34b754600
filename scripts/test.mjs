#!/usr/bin/env node
/**
 * `npm test`: runs the stages below in order, each an npm script, stops at the first that fails,
 * and ends with a table of the stages and their times. The README says why each stage is there.
 * Usage: node scripts/test.mjs [--from <stage>] [--only <stage>[,<stage>…]]
 */
import { spawnSync } from 'node:child_process';

/** @typedef {{ name: string, script: string }} Stage */

/** @type {Stage[]} */
export const STAGES = [
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'types', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'generated', script: 'test:generated' },
  { name: 'output', script: 'test:output' },
  { name: 'e2e', script: 'test:e2e' },
  { name: 'export', script: 'test:export' },
  { name: 'base path', script: 'test:e2e:base' },
  { name: 'dev server', script: 'test:e2e:dev' },
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
 * The closing table: one row per stage with its time and outcome, then a total.
 * @param {Array<{ name: string, seconds: number, ok: boolean }>} results
 * @param {number} skipped stages not run after a failure
 */
export function formatTable(results, skipped) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const rows = results.map(
    (r) =>
      `| ${r.name.padEnd(width)} | ${r.seconds.toFixed(0).padStart(5)} s | ${r.ok ? 'passed' : 'FAILED'} |`,
  );
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
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

if (process.argv[1] && /test\.mjs$/.test(process.argv[1])) {
  const stages = selectStages(process.argv.slice(2));
  /** @type {Array<{ name: string, seconds: number, ok: boolean }>} */
  const results = [];
  for (const stage of stages) {
    console.log(`\n== ${stage.name} (npm run ${stage.script})`);
    const start = performance.now();
    const { status } = spawnSync('npm', ['run', '--silent', stage.script], { stdio: 'inherit' });
    results.push({
      name: stage.name,
      seconds: (performance.now() - start) / 1000,
      ok: status === 0,
    });
    if (status !== 0) break;
  }
  console.log(`\n${formatTable(results, stages.length - results.length)}`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
