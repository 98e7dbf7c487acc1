/**
 * `npm test`: every check the project has, in one command that works on a fresh machine.
 * Finds Chromium (installing Debian's package when root with apt and none is found), then runs
 * lint, typecheck, the package builds, the Vitest projects (unit, dom, storybook, visual), the
 * model's coverage gate, the static Storybook build, the playground build, the bundle-size goals,
 * the end-to-end tests and the pin card packed and used outside the repo. Every step runs; the
 * command fails if any failed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
  { name: 'build playground', command: ['npm', 'run', 'build:app'] },
  // After the package and playground builds: size-limit measures the packages' dist and the built
  // site's home route (scripts/size.ts).
  { name: 'bundle-size goals', command: ['npm', 'run', 'size'] },
  { name: 'end to end', command: ['npm', 'run', 'test:e2e'] },
  { name: 'pin-card outside the repo', command: ['npm', 'run', 'test:pack'] },
];

process.env.CHROMIUM_PATH = ensureChromium();
console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [bin = 'npm', ...args] = step.command;
  const run = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
