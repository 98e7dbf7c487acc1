import { defineConfig } from '@playwright/test';
import { browserWorkers } from '../scripts/browserWorkers.ts';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

/**
 * The docs pages of the static Storybook in the system Chromium (`npm run build-storybook` first;
 * the spec serves the build itself, so no mock server is needed). Never downloads a browser.
 *
 * Workers: one per two cores (scripts/browserWorkers.ts, where the measurements are); DOCS_WORKERS
 * sets another number.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'docs.spec.ts',
  fullyParallel: true,
  workers: browserWorkers(process.env.DOCS_WORKERS),
  // CI machines are busy: a page that times out once gets a second try there; an error that is
  // really on the page fails both.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
