/**
 * `npm test`: every check the project has, in one command that works on a fresh machine.
 * Finds Chromium (installing Debian's package when root with apt and none is found), then runs
 * lint, typecheck, the package builds, the Vitest projects (unit, dom, storybook, visual), the
 * model's coverage gate, the static Storybook build, the playground build, the bundle-size goals,
 * the end-to-end tests and the pin card packed and used outside the repo. Every step runs; the
 * command fails if any failed. A failed step's last lines are printed again under the summary:
 * CI keeps only the tail of the output, and that tail must say what failed.
 *
 * Each build runs once: the packages (read by the size goals and the pack test, which is told not
 * to build them again), the static Storybook (the docs pages) and the playground (the size goals
 * and the end-to-end tests).
 *
 *   npm test                      everything, on this machine
 *   npm test -- --shard=2/3       this machine's third of the browser tests (storybook, visual,
 *                                 docs pages, end to end; unit and dom files are shared out too);
 *                                 the checks that do not split (lint, typecheck, model coverage,
 *                                 size goals, the pack test) run on shard 1 only. Each runner also
 *                                 writes a blob report under reports/ for a CI job to merge
 *                                 (README, "Running the suite on several machines").
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.ts';
import { parseShard, type Shard } from './shard.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/** The steps of `npm test`, in order, for the whole suite or one shard of it. */
export function stepsFor(shard?: Shard): Step[] {
  const first = !shard || shard.index === 1;
  const split = shard ? `--shard=${shard.index}/${shard.total}` : undefined;
  const tag = shard ? `${shard.index}-${shard.total}` : '';
  const vitestBlob = (name: string) => [
    '--reporter=default',
    '--reporter=blob',
    // One folder for both runs: `vitest --merge-reports=reports/vitest` reads every blob in it.
    `--outputFile.blob=reports/vitest/${name}-${tag}.json`,
  ];
  const playwright = (config: string): Step['command'] =>
    split
      ? ['npx', 'playwright', 'test', '-c', config, split, '--reporter=list,blob']
      : ['npx', 'playwright', 'test', '-c', config];
  const playwrightEnv = (name: string) =>
    split ? { PLAYWRIGHT_BLOB_OUTPUT_FILE: `reports/${name}/report-${tag}.zip` } : undefined;
  const steps: Array<Step | false> = [
    first && { name: 'lint', command: ['npm', 'run', 'lint'] },
    first && { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    first && { name: 'build packages', command: ['npm', 'run', 'build:packages'] },
    ...(split
      ? [
          {
            name: 'unit + dom + storybook',
            command: [
              'npx',
              'vitest',
              'run',
              '--project',
              'unit',
              '--project',
              'dom',
              '--project',
              'dom-isolated',
              '--project',
              'storybook',
              split,
              ...vitestBlob('vitest'),
            ],
          },
          // The visual project is one file (every story, light and dark): it splits its stories
          // itself, by story file (stories/stories.visual.test.tsx reads TESSERA_SHARD).
          {
            name: 'visual',
            command: ['npx', 'vitest', 'run', '--project', 'visual', ...vitestBlob('visual')],
            env: { TESSERA_SHARD: `${shard?.index}/${shard?.total}` },
          },
        ]
      : [{ name: 'unit + dom + storybook + visual', command: ['npx', 'vitest', 'run'] }]),
    first && {
      name: 'model coverage (100 %)',
      command: ['npx', 'vitest', 'run', '--config', 'packages/model/vitest.config.ts'],
    },
    { name: 'build storybook', command: ['npm', 'run', 'build-storybook'] },
    {
      name: 'storybook docs pages',
      command: playwright('.storybook/playwright.config.ts'),
      env: playwrightEnv('docs'),
    },
    { name: 'build playground', command: ['npm', 'run', 'build:app'] },
    // After the package and playground builds: size-limit measures the packages' dist and the built
    // site's home route (scripts/size.ts).
    first && { name: 'bundle-size goals', command: ['npm', 'run', 'size'] },
    { name: 'end to end', command: playwright('e2e/playwright.config.ts'), env: playwrightEnv('e2e') },
    // The packages' dist is built above.
    first && { name: 'pin-card outside the repo', command: ['npm', 'run', 'test:pack', '--', '--no-build'] },
  ];
  return steps.filter((step): step is Step => step !== false);
}

/** How many of a failed step's last output lines the summary repeats. */
const FAILED_TAIL_LINES = 20;

/** Runs a step, streaming its output, and keeps the last lines for the summary. */
function run(step: Step): Promise<{ status: number | null; tail: string[] }> {
  const [bin = 'npm', ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail = tail.concat(chunk.toString('utf8').split('\n')).slice(-FAILED_TAIL_LINES * 4);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (status) => resolve({ status, tail }));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { shard: { type: 'string' } } });
  const shard = parseShard(values.shard ?? process.env.TESSERA_SHARD);
  process.env.CHROMIUM_PATH = ensureChromium();
  console.log(
    `Chromium: ${process.env.CHROMIUM_PATH}${shard ? `; shard ${shard.index} of ${shard.total}` : ''}`,
  );

  const started = Date.now();
  const results: Array<{ name: string; ok: boolean; seconds: number; tail: string[] }> = [];
  for (const step of stepsFor(shard)) {
    console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
    const stepStarted = Date.now();
    const { status, tail } = await run(step);
    results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - stepStarted) / 1000, tail });
  }

  console.log('\n=== summary');
  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s, ${(r.seconds / 60).toFixed(1)} min)`,
    );
  }
  console.log(`total: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  const failed = results.filter((r) => !r.ok).length;
  for (const r of results.filter((result) => !result.ok)) {
    const plain = r.tail.map((line) => stripVTControlCharacters(line)).filter((line) => line.trim() !== '');
    console.log(`\n=== what "${r.name}" printed last`);
    console.log(plain.slice(-FAILED_TAIL_LINES).join('\n'));
  }
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
