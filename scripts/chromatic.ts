/**
 * `npm run chromatic`: publishes Storybook to Chromatic for teams with a project token
 * (CHROMATIC_PROJECT_TOKEN). Without one it says so and exits cleanly: the local screenshot
 * tests (`npm run test:visual`) are what CI relies on.
 */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'Chromatic: no CHROMATIC_PROJECT_TOKEN set, nothing published. Visual regression runs locally: npm run test:visual.',
  );
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(run.status ?? 1);
