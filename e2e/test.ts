/**
 * The e2e tests' `test`: Playwright's, with
 *
 * - a mock server per worker (`mockServer`, worker-scoped): each Playwright worker starts its own
 *   `node --conditions=tessera-source mock-server/src/main.ts --test-endpoints` on a port of its
 *   own, with its own world from the seed, waits until it answers, points `baseURL` at it (so
 *   `page`, `page.request` and `request` all talk to it) and stops it when the worker ends. Tests
 *   in different workers share nothing; the playwright config runs them fully parallel.
 *   Environment: E2E_PORT (optional) is the first worker's port, the others take E2E_PORT + their
 *   parallel index (without it the system picks free ports); APP_DIST (optional) is the built
 *   playground the servers serve (default playground-app/dist, `npm run build:app`); SEED,
 *   LATENCY_MS go to the servers as they are.
 * - a fresh world for every test (`freshWorld`, automatic): before each test the worker's server
 *   is reset to the seed's world (`POST /__mock/reset`: data, faults and events), so no test sees
 *   what another saved, whatever ran before it in that worker.
 * - a page whose requests are followed (`requestsInFlight`, e2e/settle.ts's `settled`), and that
 *   waits, after each load of a document (goto, reload, back, forward), until the app has
 *   hydrated the server's first screen (the page's markup, mock-server/src/firstPaint.ts): a test
 *   reading or pressing the page means the app's page. A hydration error (HYDRATION_MESSAGE) is
 *   reported on the test (hydrationErrors). e2e/first-paint.spec.ts
 *   looks at the first screen itself, in contexts of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page, type Request } from '@playwright/test';
import { HYDRATION_ERROR } from '../playground-app/src/app/hydration.ts';

export * from '@playwright/test';

/**
 * What the browser says when the app's first render does not match the server's markup: the app's
 * own message (main.tsx's onRecoverableError), React's (its hydration errors, #418-#425 in a
 * production build).
 */
const HYDRATION_MESSAGE = new RegExp(
  `${HYDRATION_ERROR}|hydrat|Minified React error #(?:418|419|421|422|423|425)\\b`,
  'i',
);

const root = fileURLToPath(new URL('..', import.meta.url));
const appDist = process.env.APP_DIST ?? join(root, 'playground-app', 'dist');
/** What main.ts prints once it listens. */
const LISTENING = 'Tessera mock server: ';
/** How often a worker tries another port when the one it picked was taken meanwhile. */
const PORT_TRIES = 5;

/** Each page's requests not answered yet (media excepted: a video's byte ranges stay open). */
const unanswered = new WeakMap<Page, Set<Request>>();
/** How many requests each page has made. */
const made = new WeakMap<Page, number>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  unanswered.set(page, open);
  made.set(page, 0);
  page.on('request', (request) => {
    made.set(page, (made.get(page) ?? 0) + 1);
    if (request.resourceType() !== 'media') open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** The requests `page` has made that have neither been answered nor failed, as "METHOD url". */
export function requestsInFlight(page: Page): string[] {
  return [...(unanswered.get(page) ?? [])].map((request) => `${request.method()} ${request.url()}`);
}

/** How many requests `page` has made so far. */
export function requestsMade(page: Page): number {
  return made.get(page) ?? 0;
}

/** Resolves once the app has hydrated the server's first screen (at once on a page without one). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-first-screen]') === null);
}

const hydrationMismatches = new WeakMap<Page, string[]>();

/** The hydration errors the fixture's `page` has logged so far (HYDRATION_MESSAGE). */
export function hydrationErrors(page: Page): string[] {
  return [...(hydrationMismatches.get(page) ?? [])];
}

/** A port nobody listens on now: the system's pick for a listener on port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
}

/**
 * Starts a mock server on `port`; resolves once it listens (its "Tessera mock server:" line),
 * rejects with its stderr when it exits first (a port taken, a missing build, a syntax error).
 */
function startServer(port: number, label: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--conditions=tessera-source', 'mock-server/src/main.ts', '--test-endpoints'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), APP_DIST: appDist },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(chunk.replace(/^(?=.)/gm, `[${label}] `));
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (stdout.includes(LISTENING)) return;
      stdout += chunk;
      if (stdout.includes(LISTENING)) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      reject(
        new Error(
          `The mock server on port ${port} exited (${signal ?? code}) before it listened.\n${stderr}`,
        ),
      );
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface MockServer {
  /** http://127.0.0.1:PORT, the worker's `baseURL`. */
  url: string;
}

export const test = base.extend<{ freshWorld: undefined }, { mockServer: MockServer }>({
  mockServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, use, workerInfo) => {
      if (!existsSync(join(appDist, 'index.html'))) {
        throw new Error(
          `No built playground in ${appDist}: run \`npm run build:app\` first (or set APP_DIST).`,
        );
      }
      const label = `mock server ${workerInfo.parallelIndex}`;
      const fixed = process.env.E2E_PORT
        ? Number(process.env.E2E_PORT) + workerInfo.parallelIndex
        : undefined;
      let started: Started | undefined;
      for (let attempt = 1; !started; attempt++) {
        try {
          started = await startServer(fixed ?? (await freePort()), label);
        } catch (error) {
          // A free port can be taken between the probe and the server's listen: pick another.
          if (fixed !== undefined || attempt >= PORT_TRIES) throw error;
        }
      }
      // It listens; it answers (the test endpoints too).
      const answer = await fetch(`${started.url}/__mock/faults`);
      if (!answer.ok)
        throw new Error(`The mock server at ${started.url} answered ${answer.status} to /__mock/faults`);
      try {
        await use({ url: started.url });
      } finally {
        await stopServer(started.child);
      }
    },
    { scope: 'worker', title: 'mock server', timeout: 60_000 },
  ],

  baseURL: async ({ mockServer }, use) => {
    await use(mockServer.url);
  },

  freshWorld: [
    async ({ request }, use) => {
      const reset = await request.post('/__mock/reset');
      if (!reset.ok()) throw new Error(`POST /__mock/reset answered ${reset.status()}`);
      await use(undefined);
    },
    { auto: true, title: 'fresh world' },
  ],

  page: async ({ page }, use) => {
    trackRequests(page);
    // A page that does not hydrate the server's markup is a bug, whatever the test looks at: each is
    // recorded (hydrationErrors) and reported on the test. Not failed on yet: some pages still
    // render differently in the browser (playground-app/README.md, first paint); a test that means
    // a page hydrates asserts hydrationErrors(page) itself (e2e/first-paint.spec.ts).
    const mismatches: string[] = [];
    hydrationMismatches.set(page, mismatches);
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_MESSAGE.test(message.text()))
        mismatches.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_MESSAGE.test(error.message)) mismatches.push(error.message);
    });
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await load(...args);
        await appTookOver(page);
        return response;
      };
    }
    await use(page);
    for (const mismatch of mismatches)
      base.info().annotations.push({ type: 'hydration error', description: mismatch.split('\n')[0] ?? '' });
  },
});
