/**
 * The list of Vitest projects. Vitest 4+ has no workspace file of its own: vitest.config.ts
 * passes this list to `test.projects`. Each browser project gets its own browser config object.
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, type TestProjectConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The visual comparison's "handful of pixels" (issue 17): the most that may differ on any screenshot. */
const VISUAL_MAX_MISMATCHED_PIXELS = 20;

/** In the repo, `@tessera/*` resolves to sources through the `tessera-source` export condition. */
const resolve = {
  conditions: ['tessera-source', ...defaultClientConditions],
};
const ssr = { resolve: { conditions: ['tessera-source', ...defaultServerConditions] } };

function browser(viewport = { width: 1280, height: 800 }) {
  const executablePath = findChromium();
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    viewport,
    provider: playwright({
      launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const DOM_TESTS = ['packages/*/src/**/*.dom.test.tsx', 'playground-app/src/**/*.dom.test.tsx'];
/**
 * Dom tests that need modules of their own (the `dom` project shares a worker's modules between
 * files): a module's state before a chunk loads, the bundled font URLs resolved against the file's
 * own document, react-aria's global touch state after a tap.
 */
const DOM_TESTS_ISOLATED = [
  'packages/masonry/src/Masonry.behaviour.dom.test.tsx',
  'packages/tokens/src/react.dom.test.tsx',
  'packages/pin-card/src/PinCard/touch.dom.test.tsx',
];

export const projects: TestProjectConfiguration[] = [
  {
    resolve,
    ssr,
    test: {
      name: 'unit',
      root,
      environment: 'node',
      include: [
        'packages/{tokens,model,machines,api,mocks,masonry}/src/**/*.test.ts',
        'mock-server/src/**/*.test.ts',
        'scripts/**/*.test.ts',
        // The site's server side (entry-server.tsx: the first screen rendered in Node).
        'playground-app/src/**/*.test.ts',
      ],
      // A worker's modules stay loaded between files (the mocks' seeded world, zod, the model load
      // once per worker): 125 s → 54 s on 2 cores (issue 26). No test relies on a fresh module.
      isolate: false,
    },
  },
  {
    plugins: [react()],
    resolve,
    ssr,
    test: {
      name: 'dom',
      root,
      environment: 'jsdom',
      include: DOM_TESTS,
      exclude: [...configDefaults.exclude, ...DOM_TESTS_ISOLATED],
      setupFiles: ['./scripts/vitest.dom.setup.ts'],
      // The site's tests load lazy route modules: the first test of a file pays for the import,
      // which on a busy 2-core CI machine takes longer than the 5 s default (findBy waits 5 s).
      testTimeout: 15_000,
      // Each file gets a fresh document but the worker's modules stay loaded: the kit, the site and
      // their dependencies are imported once per worker, not once per file (288 s → 105 s for 78
      // files on 2 cores, issue 26). State kept in a module is reset where a test starts
      // (renderSite clears the feed cache); a test that needs fresh modules is in dom-isolated.
      isolate: false,
    },
  },
  {
    plugins: [react()],
    resolve,
    ssr,
    test: {
      name: 'dom-isolated',
      root,
      environment: 'jsdom',
      include: DOM_TESTS_ISOLATED,
      setupFiles: ['./scripts/vitest.dom.setup.ts'],
      testTimeout: 15_000,
    },
  },
  {
    plugins: [storybookTest({ configDir: `${root}.storybook` })],
    resolve,
    test: {
      name: 'storybook',
      root,
      browser: browser(),
    },
  },
  {
    plugins: [react()],
    resolve,
    // The MSW worker script the stories' backend registers (as Storybook's staticDirs serves it).
    publicDir: 'playground-app/public',
    // This machine's share of the story files under `npm test -- --shard=i/n` (scripts/shard.ts).
    define: { 'import.meta.env.TESSERA_SHARD': JSON.stringify(process.env.TESSERA_SHARD ?? '') },
    test: {
      name: 'visual',
      root,
      include: ['stories/**/*.visual.test.tsx'],
      browser: {
        ...browser(),
        expect: {
          // What is screenshotted: stories/screenshot.ts. At most 0.1 % of the screenshot's pixels may
          // differ, and never more than VISUAL_MAX_MISMATCHED_PIXELS, so a badge moved by 3 px fails
          // on a full page too (stories/screenshot.visual.test.tsx proves it). On a failure the actual
          // and diff images land in .vitest/attachments/ (the message gives their paths).
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: {
              threshold: 0.1,
              allowedMismatchedPixelRatio: 0.001,
              allowedMismatchedPixels: VISUAL_MAX_MISMATCHED_PIXELS,
            },
          },
        },
      },
    },
  },
];
