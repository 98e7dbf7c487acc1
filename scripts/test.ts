/**
 * `npm test`: every check the project has, in one command that works on a fresh machine.
 * Finds Chromium (installing Debian's package when root with apt and none is found), then runs
 * lint, typecheck, the package builds, the Vitest projects (unit, dom, storybook, visual), the
 * model's coverage gate, the static Storybook build, the playground build, the bundle-size goals,
 * the end-to-end tests and the pin card packed and used outside the repo. Every step runs; the
 * command fails if any failed. A failed step's last lines are printed again under the summary:
 * CI keeps only the tail of the output, and that tail must say what failed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const steps: Array<{ name: string; command: string[] }> = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'build packages', command: ['npm', 'run', 'build:packages'] },
  { name: 'unit + dom + storybook + visual', command: ['npx', 'vitest', 'run'] },
  {
    name: 'model coverage (100 %)',
    command: ['npx', 'vitest', 'run', '--config', 'packages/model/vitest.config.ts'],
  },
  { name: 'build storybook', command: ['npm', 'run', 'build-storybook'] },
  { name: 'storybook docs pages', command: ['npm', 'run', 'test:storybook-docs'] },
  { name: 'build playground', command: ['npm', 'run', 'build:app'] },
  // After the package and playground builds: size-limit measures the packages' dist and the built
  // site's home route (scripts/size.ts).
  { name: 'bundle-size goals', command: ['npm', 'run', 'size'] },
  { name: 'end to end', command: ['npm', 'run', 'test:e2e'] },
  { name: 'pin-card outside the repo', command: ['npm', 'run', 'test:pack'] },
];

process.env.CHROMIUM_PATH = ensureChromium();
console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);

/** How many of a failed step's last output lines the summary repeats. */
const FAILED_TAIL_LINES = 20;

/** Runs a step, streaming its output, and keeps the last lines for the summary. */
function run(bin: string, args: string[]): Promise<{ status: number | null; tail: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: root, env: process.env, stdio: ['inherit', 'pipe', 'pipe'] });
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

const results: Array<{ name: string; ok: boolean; seconds: number; tail: string[] }> = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [bin = 'npm', ...args] = step.command;
  const { status, tail } = await run(bin, args);
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000, tail });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
for (const r of results.filter((result) => !result.ok)) {
  const plain = r.tail.map((line) => stripVTControlCharacters(line)).filter((line) => line.trim() !== '');
  console.log(`\n=== what "${r.name}" printed last`);
  console.log(plain.slice(-FAILED_TAIL_LINES).join('\n'));
}
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
