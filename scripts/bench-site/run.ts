/**
 * `npm run bench:site`: Lighthouse on the built site (issue 15, first paint).
 *
 * Starts the mock server (a child process, in memory, seed 1, as `npm start` serves the site) on
 * loopback and runs Lighthouse (the npm `lighthouse` package, desktop preset, performance only) on
 * the home feed, a closeup, a board and a search, each in a fresh headless system Chromium (flags
 * of scripts/chromium.ts); rounds are interleaved (every round runs each page once) and the
 * backend is reset before each run. Prints the median of each figure over the runs and writes the
 * table into playground-app/README.md between the bench:site markers. Not part of `npm test`:
 * timings vary with the machine.
 *
 *   npm run build:app && npm run bench:site
 *   npm run bench:site -- --runs=2 --pages=home,search --no-readme
 *   npm run bench:site -- --root=/tmp/older-checkout   measure another (built) checkout's site
 *
 * Bounded: a run that takes longer than RUN_TIMEOUT_MS is stopped and counted as failed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, type Pin, type ResourceResponse } from '@tessera/model';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, requireChromium } from '../chromium.ts';
import { profileTable, type RunFigures, replaceBetweenMarkers, s, table } from './report.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const README = join(repo, 'playground-app', 'README.md');

/** A run longer than this (Chromium start, load, trace, audits) is stopped and counted as failed. */
const RUN_TIMEOUT_MS = 120_000;
const SERVER_START_MS = 30_000;

export const PAGES = ['home', 'closeup', 'board', 'search'] as const;
export type PageName = (typeof PAGES)[number];

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

async function startServer(root: string, port: number): Promise<ChildProcess> {
  const args = ['--conditions=tessera-source', 'mock-server/src/main.ts', '--test-endpoints'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), LATENCY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } })).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error('The mock server did not start (is the site built? npm run build:app)');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The paths measured: the home feed, its first pin's closeup and board, a search for its first word. */
async function pagePaths(origin: string): Promise<Record<PageName, string>> {
  const data = encodeURIComponent(JSON.stringify({ options: {} }));
  const answer = (await (
    await fetch(`${origin}/resource/HomefeedResource/get/?data=${data}`)
  ).json()) as ResourceResponse<Pin[]>;
  const pin = answer.resource_response.data?.[0];
  if (!pin?.board?.url) throw new Error('The home feed has no first pin with a board');
  const word = (pin.gridTitle ?? pin.title ?? 'red').split(/\s+/)[0]?.toLowerCase() ?? 'red';
  return {
    home: buildPath('home'),
    closeup: buildPath('pin', { id: pin.id }),
    board: pin.board.url,
    search: `${buildPath('search', { tab: 'pins' })}?q=${encodeURIComponent(word)}`,
  };
}

/** A fresh headless Chromium with a debugging port; resolves when DevTools listens. */
async function launchChromium(executablePath: string): Promise<{ port: number; close: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'tessera-bench-site-'));
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = () => {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolvePort, reject) => {
    let err = '';
    const timer = setTimeout(() => {
      close();
      reject(new Error(`Chromium did not start: ${err.slice(-500)}`));
    }, 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolvePort({ port: Number(match[1]), close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`));
    });
  });
}

async function runOnce(executablePath: string, url: string): Promise<RunFigures> {
  const chrome = await launchChromium(executablePath);
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`no ${id} in the report`);
      return value;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      kb: audit('total-byte-weight') / 1024,
      mainThread: mainThreadGroups(lhr.audits['mainthread-work-breakdown']?.details),
    };
  } finally {
    clearTimeout(timer);
    chrome.close();
  }
}

/** The mainthread-work-breakdown audit's items as ms by group label. */
function mainThreadGroups(details: unknown): Record<string, number> {
  const items = (details as { items?: Array<{ groupLabel?: string; duration?: number }> } | undefined)?.items;
  if (!items) throw new Error('no mainthread-work-breakdown in the report');
  return Object.fromEntries(items.map((item) => [item.groupLabel ?? 'Other', item.duration ?? 0]));
}

function writeReadme(body: string) {
  writeFileSync(README, replaceBetweenMarkers(readFileSync(README, 'utf8'), body));
  // The generated table formatted as the linter wants it, so a bench run leaves lint green.
  execFileSync(join(repo, 'node_modules', '.bin', 'biome'), ['format', '--write', README], {
    stdio: 'ignore',
  });
}

async function main() {
  const runs = Number(flag('runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be 1–20');
  const pages = (flag('pages')?.split(',') ?? [...PAGES]) as PageName[];
  for (const p of pages)
    if (!PAGES.includes(p)) throw new Error(`--pages: ${p} is not one of ${PAGES.join(', ')}`);
  const root = resolve(flag('root') ?? repo);
  if (!existsSync(join(root, 'playground-app', 'dist', 'index.html'))) {
    throw new Error(`${root} has no built site: run \`npm run build:app\` first.`);
  }
  const executablePath = requireChromium();
  const chromiumVersion = execFileSync(executablePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(root, port);
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const results = new Map<string, RunFigures[]>(pages.map((p) => [p, []]));
  let paths: Record<PageName, string>;
  try {
    paths = await pagePaths(origin);
    console.log(`bench:site: ${pages.join(', ')} × ${runs} runs, ${chromiumVersion}, ${origin}`);
    for (let round = 1; round <= runs; round += 1) {
      for (const name of pages) {
        await fetch(`${origin}/__mock/reset`, { method: 'POST' });
        try {
          const figures = await runOnce(executablePath, `${origin}${paths[name]}`);
          results.get(name)?.push(figures);
          console.log(
            `round ${round}/${runs} ${name}: ${figures.score}, FCP ${s(figures.fcp)}, LCP ${s(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
          );
        } catch (error) {
          console.log(`round ${round}/${runs} ${name}: FAILED ${(error as Error).message}`);
        }
      }
    }
  } finally {
    server.kill();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const cpu = cpus();
  const report = [
    table(paths, results),
    '',
    'Where the main thread’s time goes (medians, Lighthouse’s main-thread work breakdown, simulated desktop):',
    '',
    profileTable(results),
    '',
    `Medians of ${runs} Lighthouse runs per page (desktop preset: simulated throttling, performance only), measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:site\` (${minutes} min) on the built site served by the mock server (seed 1, the default demo session, reset before each run); a fresh headless ${chromiumVersion} per run, on ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), shared with other jobs (1-minute load average ${loadAtStart.toFixed(1)} at the start).`,
  ].join('\n');
  console.log(`\n${report}`);
  if (!process.argv.includes('--no-readme')) {
    writeReadme(report);
    console.log('\nplayground-app/README.md: bench:site block updated.');
  }
  if ([...results.values()].some((r) => r.length === 0)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
