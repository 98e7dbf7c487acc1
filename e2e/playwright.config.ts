import { defineConfig } from '@playwright/test';
import { browserWorkers } from '../scripts/browserWorkers.ts';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

/**
 * End to end: the Express mock server that `npm start` runs, serving the built playground
 * (`npm run build:app` first), driven in the system Chromium. Never downloads a browser.
 *
 * Each worker starts a mock server of its own (e2e/test.ts, the `mockServer` fixture: its own
 * port, its own world from the seed, reset before every test), so the tests run fully parallel
 * and share nothing. APP_DIST: a playground built elsewhere, for runs side by side (in
 * playground-app: `npx vite build --outDir DIR && npx vite build --ssr src/entry-server.tsx
 * --outDir DIR/.ssr`; without the second, `/` goes without its first screen). E2E_PORT: the first
 * worker's port (the others count up from it); unset, free ports. `--shard=i/n` splits the tests
 * between machines. Workers: one per two cores (scripts/browserWorkers.ts); E2E_WORKERS sets another
 * number.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: browserWorkers(process.env.E2E_WORKERS),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
