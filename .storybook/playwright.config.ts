import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

/**
 * The docs pages of the static Storybook in the system Chromium (`npm run build-storybook` first;
 * the spec serves the build itself, so no mock server is needed). Never downloads a browser.
 *
 * One worker by default: the pages keep the CPU busy, so on 2 cores a second or third worker only
 * slows each page (measured: 15.7 min with one worker, over 18 with three). DOCS_WORKERS sets
 * more on a bigger machine.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'docs.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.DOCS_WORKERS ?? 1),
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
