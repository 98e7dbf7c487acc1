/**
 * `npm run test:stress`: the flake finder (issue 26). Runs the end-to-end tests and the storybook
 * project's story tests ROUNDS times (default 3) while a second process keeps one core busy, the way
 * a loaded CI machine is, and prints each test that failed at least once, with how many rounds it
 * failed in. Not part of `npm test`: it takes ROUNDS times as long as those two steps.
 *
 *   npm run test:stress                         3 rounds of e2e and storybook, under load
 *   npm run test:stress -- --rounds 5 --only e2e
 *   npm run test:stress -- --no-load --no-build
 *     --rounds N   how many rounds (default 3)
 *     --only P     e2e or storybook (default both)
 *     --no-load    without the busy process
 *     --no-build   use the playground already built in playground-app/dist (e2e serves it)
 *
 * Exits 0 only when no test failed in any round.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureChromium } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export const STRESS_PROJECTS = ['e2e', 'storybook'] as const;
export type StressProject = (typeof STRESS_PROJECTS)[number];

/** The tests a Playwright JSON report says failed (retries included: a flaky test failed once). */
export function playwrightFailures(report: unknown): string[] {
  interface Suite {
    title: string;
    suites?: Suite[];
    specs?: Array<{ title: string; tests: Array<{ results: Array<{ status: string }> }> }>;
  }
  const failed: string[] = [];
  const visit = (suite: Suite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      if (results.some((result) => result.status !== 'passed' && result.status !== 'skipped')) {
        failed.push([...here, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of (report as { suites?: Suite[] }).suites ?? []) visit(suite, []);
  return failed;
}

/** The tests a Vitest JSON report says failed, and any file that failed outside a test. */
export function vitestFailures(report: unknown): string[] {
  const files =
    (
      report as {
        testResults?: Array<{
          name: string;
          status: string;
          message?: string;
          assertionResults: Array<{ fullName: string; status: string }>;
        }>;
      }
    ).testResults ?? [];
  return files.flatMap((file) => {
    const relative = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative} › ${test.fullName}`);
    return tests.length === 0 && file.status === 'failed' ? [`${relative} (the file itself)`] : tests;
  });
}

/** Counts, per test, in how many rounds it failed; most often first, then by name. */
export function tally(rounds: string[][]): Array<{ test: string; rounds: number }> {
  const counts = new Map<string, number>();
  for (const failed of rounds)
    for (const test of new Set(failed)) counts.set(test, (counts.get(test) ?? 0) + 1);
  return [...counts]
    .map(([test, count]) => ({ test, rounds: count }))
    .sort((a, b) => b.rounds - a.rounds || a.test.localeCompare(b.test));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('close', resolve);
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One round of one project; the tests that failed (a run that wrote no report counts as failed). */
async function runProject(project: StressProject, dir: string, round: number): Promise<string[]> {
  const file = join(dir, `${project}-${round}.json`);
  const status =
    project === 'e2e'
      ? await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=dot,json'], {
          PLAYWRIGHT_JSON_OUTPUT_FILE: file,
        })
      : await run('npx', [
          'vitest',
          'run',
          '--project',
          'storybook',
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ]);
  const report = readJson(file);
  const failed =
    report === undefined ? [] : project === 'e2e' ? playwrightFailures(report) : vitestFailures(report);
  if (status !== 0 && failed.length === 0)
    return [`${project}: the run failed with no test failing (exit ${status})`];
  return failed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      only: { type: 'string' },
      'no-load': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds takes a whole number from 1, not ${values.rounds}`);
  const projects = values.only ? [values.only] : [...STRESS_PROJECTS];
  for (const project of projects) {
    if (!STRESS_PROJECTS.includes(project as StressProject)) {
      throw new Error(`--only takes ${STRESS_PROJECTS.join(' or ')}, not ${project}`);
    }
  }
  process.env.CHROMIUM_PATH = ensureChromium();
  if (projects.includes('e2e') && !values['no-build']) {
    if ((await run('npm', ['run', 'build:app'])) !== 0) throw new Error('The playground did not build.');
  }

  // The artificial load: one process keeping one core busy for the whole run.
  let load: ChildProcess | undefined;
  if (!values['no-load']) {
    load = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    const stop = () => load?.kill();
    process.once('exit', stop);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stop();
        process.exit(130);
      });
    }
  }

  const dir = mkdtempSync(join(tmpdir(), 'tessera-stress-'));
  const results = new Map<StressProject, string[][]>();
  const started = Date.now();
  for (let round = 1; round <= rounds; round += 1) {
    for (const project of projects as StressProject[]) {
      console.log(`\n=== stress round ${round}/${rounds}: ${project}${load ? ' (one core busy)' : ''}`);
      const failed = await runProject(project, dir, round);
      results.set(project, [...(results.get(project) ?? []), failed]);
      console.log(`=== round ${round}, ${project}: ${failed.length} failed`);
    }
  }
  load?.kill();
  rmSync(dir, { recursive: true, force: true });

  console.log(
    `\n=== test:stress: ${rounds} round(s)${load ? ' under load' : ''}, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
  let total = 0;
  for (const project of projects as StressProject[]) {
    const rows = tally(results.get(project) ?? []);
    total += rows.length;
    console.log(
      `${project}: ${rows.length === 0 ? 'no test failed' : `${rows.length} test(s) failed at least once`}`,
    );
    for (const row of rows) console.log(`  ${row.rounds}/${rounds}  ${row.test}`);
  }
  console.log(`failing tests: ${total}`);
  process.exit(total === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
