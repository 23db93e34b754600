import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatTable, runTogether, selectStages, stageRuns, STAGES } from '../../scripts/test.mjs';

describe('npm test stages (scripts/test.mjs)', () => {
  it('runs an npm script that exists for every stage, and npm test runs them', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8'));
    expect(STAGES.filter((stage) => !scripts[stage.script])).toEqual([]);
    expect(scripts.test).toBe('node scripts/test.mjs');
  });

  it('npm run check is the lint, format, types and unit stages (the first side by side)', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8'));
    const [, args] = /^node scripts\/test\.mjs (.*)$/.exec(scripts.check) ?? [];
    expect(selectStages(args.split(' ')).map((stage) => stage.name)).toEqual([
      'lint',
      'format',
      'types',
      'unit',
    ]);
  });

  it('selects all stages, the stages from one on, or the ones named', () => {
    expect(selectStages([])).toEqual(STAGES);
    expect(selectStages(['--from', 'e2e'])[0].name).toBe('e2e');
    expect(selectStages(['--only', 'lint,test:unit']).map((s) => s.name)).toEqual(['lint', 'unit']);
    expect(() => selectStages(['--only', 'nope'])).toThrow(/no stage "nope"/);
  });

  it('ends with a table of times and a closing line a CI reads', () => {
    const table = formatTable(
      [
        { name: 'lint', seconds: 12.4, ok: true },
        { name: 'unit', seconds: 61, ok: false },
      ],
      3,
    );
    expect(table).toContain('| lint  |    12 s | passed |');
    expect(table).toContain('| unit  |    61 s | FAILED |');
    expect(table).toContain('| total |    73 s | 1.2 min |');
    expect(table.split('\n').at(-1)).toBe('stages: 1 passed, 1 failed, 3 skipped');
    // Stages that ran side by side: the total is the time from first to last.
    expect(formatTable([{ name: 'lint', seconds: 12, ok: true }], 0, 20)).toContain(
      '| total |    20 s | 0.3 min |',
    );
  });

  it('runs the stages of a group side by side, and only those', () => {
    const runs = stageRuns(STAGES).map((run) => run.map((stage) => stage.name));
    expect(runs).toEqual([
      ['lint', 'format', 'types'],
      ['unit', 'build'],
      ['e2e', 'generated', 'output', 'dev server', 'export'],
      ['bench sizes'],
    ]);
    expect(stageRuns(selectStages(['--only', 'lint,e2e,format'])).map((run) => run.length)).toEqual(
      [1, 1, 1],
    );
  });
});

describe('a run of stages side by side (runTogether)', () => {
  const stage = (name: string, after?: string) => ({ name, script: name, after });
  const recorder = (failing: string[] = []) => {
    const events: string[] = [];
    const start = async (each: { name: string }) => {
      events.push(`start ${each.name}`);
      await new Promise((resolve) => setTimeout(resolve, each.name === 'long' ? 20 : 1));
      events.push(`end ${each.name}`);
      return { name: each.name, seconds: 0, ok: !failing.includes(each.name) };
    };
    return { events, start };
  };

  it('starts a lane’s stage when the one it comes after has passed, beside the other lanes', async () => {
    const { events, start } = recorder();
    const results = await runTogether(
      [stage('long'), stage('a'), stage('b', 'a'), stage('c', 'b')],
      start,
    );
    expect(results.map((result) => result.name)).toEqual(['long', 'a', 'b', 'c']);
    expect(events.slice(0, 2)).toEqual(['start long', 'start a']);
    expect(events.indexOf('start b')).toBeGreaterThan(events.indexOf('end a'));
    expect(events.indexOf('start c')).toBeGreaterThan(events.indexOf('end b'));
    expect(events.indexOf('end c')).toBeLessThan(events.indexOf('end long'));
  });

  it('does not run what comes after a failed stage; the other lanes finish', async () => {
    const { events, start } = recorder(['a']);
    const results = await runTogether([stage('long'), stage('a'), stage('b', 'a')], start);
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ['long', true],
      ['a', false],
    ]);
    expect(events).not.toContain('start b');
  });
});

describe('the pull-request workflow (.github/workflows/check.yml)', () => {
  it('runs npm run check, then what CI runs from the build on, each stage once', () => {
    const workflow = load(
      readFileSync(resolve(__dirname, '../../.github/workflows/check.yml'), 'utf8'),
    ) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: Array<{ run?: string }> }>;
    };
    expect(Object.keys(workflow.on)).toContain('pull_request');
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run));
    expect(runs).toContain('npm run check');
    expect(runs).toContain('bash .ci/run --from build');
    // What `npm run check` runs and what `.ci/run --from build` runs add up to `npm test`.
    const check = (
      JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.check
      .split(' ')
      .slice(2);
    const checked = selectStages(check).map((stage) => stage.name);
    const rest = selectStages(['--from', 'build']).map((stage) => stage.name);
    expect([...checked, ...rest]).toEqual(STAGES.map((stage) => stage.name));
    const ci = readFileSync(resolve(__dirname, '../../.ci/run'), 'utf8');
    expect(ci.trim().split('\n').at(-1)).toBe('npm test -- "$@"');
  });
});
