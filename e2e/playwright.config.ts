import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End to end: the Express mock server that `npm start` runs, serving the built playground
 * (`npm run build:app` first), driven in the system Chromium. Never downloads a browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --conditions=tessera-source mock-server/src/main.ts --test-endpoints',
    cwd: root,
    // APP_DIST: a playground built elsewhere, for runs side by side (in playground-app:
    // `npx vite build --outDir DIR && npx vite build --ssr src/entry-server.tsx --outDir DIR/.ssr`;
    // without the second, `/` goes without its first screen).
    env: { PORT: String(PORT), ...(process.env.APP_DIST ? { APP_DIST: process.env.APP_DIST } : {}) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
