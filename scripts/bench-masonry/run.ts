/**
 * `npm run bench:masonry`: Tessera's Masonry against the grids a React developer could pick instead.
 *
 * Builds one page per contender with esbuild, serves them on loopback, and drives each in the
 * system's headless Chromium (playwright-core, flags of scripts/chromium.ts). Runs are interleaved:
 * every round shuffles (contender × N) and each run gets a fresh browser. Prints a table and writes
 * it into README.md between the bench:masonry markers.
 *
 * Flags: --runs=5 (rounds; fewer for a quick look), --sizes=1000,10000,50000,
 * --only=tessera,masonic, --no-readme (print only).
 * Bounded: every run has a hard time limit (RUN_TIMEOUT_MS); a run that hits it counts as failed.
 */

import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../chromium.ts';
import { lazyImportsExternal } from '../size-lines.ts';
import type { BenchState, PhaseResult } from './harness.tsx';
import { GRID_WIDTH, SIZES, VIEWPORT } from './workload.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
/** Built pages go outside the repo: nothing to ignore, nothing to commit by mistake. */
const out = join(tmpdir(), 'tessera-bench-masonry');

interface Contender {
  id: string;
  name: string;
  /** What an app imports of it (its bundle cost over React). */
  sizeEntry: string;
  /** The page's document holds the first screen (pages/<id>.server.tsx renders it per request). */
  serverRendered?: boolean;
  /** A reference, not a grid: only its load is measured (no scrolling). */
  loadOnly?: boolean;
}

export const CONTENDERS: readonly Contender[] = [
  { id: 'tessera', name: 'Tessera Masonry', sizeEntry: "export { Masonry } from '@tessera/masonry';" },
  {
    id: 'tessera-ssr',
    name: 'Tessera Masonry, server-rendered',
    sizeEntry: "export { Masonry } from '@tessera/masonry';",
    serverRendered: true,
  },
  { id: 'masonic', name: 'masonic 4', sizeEntry: "export { Masonry } from 'masonic';" },
  {
    id: 'tanstack',
    name: '@tanstack/react-virtual (lanes)',
    sizeEntry: "export { useWindowVirtualizer } from '@tanstack/react-virtual';",
  },
  {
    id: 'virtuoso',
    name: '@virtuoso.dev/masonry',
    sizeEntry: "export { VirtuosoMasonry } from '@virtuoso.dev/masonry';",
  },
  { id: 'gestalt', name: 'gestalt Masonry (virtualize)', sizeEntry: "export { Masonry } from 'gestalt';" },
  {
    id: 'react-floor',
    name: 'floor: React alone, first screen, no grid',
    sizeEntry: '',
    loadOnly: true,
  },
];
type ContenderId = string;
const contenderOf = (id: ContenderId) => CONTENDERS.find((contender) => contender.id === id);

/** A run that takes longer than this is stopped and counted as failed. */
const RUN_TIMEOUT_MS = 90_000;
/** The grid must fill the viewport within this, or the run is failed. */
const FILL_TIMEOUT_MS = 30_000;
const FLING_PX_PER_S = 4000;
const FLING_MS = 2000;
const SWEEP_FRAMES = 240;
/** A frame counts as "over 16.7 ms" when it missed its vsync: longer than 16.7 ms + 4 ms of timer jitter. */
const FRAME_BUDGET_MS = 16.7;
const FRAME_JITTER_MS = 4;
const QUIET_AFTER_FILL_MS = 500;

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

// ---------------------------------------------------------------------------------------- build

const esbuildCommon = {
  bundle: true,
  minify: true,
  format: 'esm' as const,
  target: 'es2022',
  jsx: 'automatic' as const,
  conditions: ['tessera-source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent' as const,
  absWorkingDir: root,
};

async function buildPages(ids: readonly ContenderId[]) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    ...esbuildCommon,
    entryPoints: Object.fromEntries(ids.map((id) => [id, join(here, 'pages', `${id}.tsx`)])),
    outdir: out,
    // What a page loads with import() is a chunk of its own, loaded when asked for, as an app's
    // bundler makes it (Tessera's Masonry loads its keys and load-more so, after its first render).
    splitting: true,
    loader: { '.woff2': 'file', '.woff': 'file' },
  });
  const serverRendered = ids.filter((id) => contenderOf(id)?.serverRendered);
  if (serverRendered.length > 0) {
    await build({
      ...esbuildCommon,
      entryPoints: Object.fromEntries(
        serverRendered.map((id) => [id, join(here, 'pages', `${id}.server.tsx`)]),
      ),
      outdir: join(out, 'server'),
      // CommonJS: React's server build requires Node's modules, which an ESM bundle cannot.
      format: 'cjs',
      outExtension: { '.js': '.cjs' },
      platform: 'node',
    });
  }
  for (const id of ids) {
    const css = existsSync(join(out, `${id}.css`)) ? `<link rel="stylesheet" href="/${id}.css">` : '';
    // A server-rendered page paints its markup first and loads its script after that paint (a
    // timeout set in an animation frame runs after the frame is painted): loaded at once, the
    // script is fetched, parsed and run before the first paint, and the markup waits for it.
    const script = contenderOf(id)?.serverRendered
      ? `<script>requestAnimationFrame(() => setTimeout(() => { const s = document.createElement('script'); s.type = 'module'; s.src = '/${id}.js'; document.body.append(s); }));</script>`
      : `<script type="module" src="/${id}.js"></script>`;
    writeFileSync(
      join(out, `${id}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title>${css}<style>body{margin:0}</style></head><body><div id="root"></div>${script}</body></html>`,
    );
  }
}

/**
 * gzip bytes of a minified ESM bundle of `entry`, with `external` left out: the code the import loads
 * up front, what is behind import() not counted (as `npm run size` counts it).
 */
async function gzipSize(entry: string, external: string[]): Promise<number> {
  const result = await build({
    ...esbuildCommon,
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    external,
    plugins: [lazyImportsExternal],
    write: false,
    loader: { '.woff2': 'empty', '.css': 'empty' },
  });
  return gzipSync(result.outputFiles?.[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function sizes(ids: readonly ContenderId[]) {
  const overReact: Record<string, number> = {};
  for (const contender of CONTENDERS) {
    if (!ids.includes(contender.id)) continue;
    overReact[contender.id] = contender.sizeEntry ? await gzipSize(contender.sizeEntry, REACT) : 0;
  }
  return { overReact };
}

// ---------------------------------------------------------------------------------------- serve

/** A server-rendered page's markup for N cards (pages/<id>.server.tsx, built by buildPages). */
type Renderer = (n: number) => string;

/**
 * The server-rendered pages' renderers, each already run once for every N: a server is warm and
 * has its data before the measured requests come.
 */
async function renderers(
  ids: readonly ContenderId[],
  ns: readonly number[],
): Promise<Map<ContenderId, Renderer>> {
  const found = new Map<ContenderId, Renderer>();
  for (const id of ids.filter((each) => contenderOf(each)?.serverRendered)) {
    const module = (await import(pathToFileURL(join(out, 'server', `${id}.cjs`)).href)) as {
      default: { render: Renderer };
    };
    for (const n of ns) module.default.render(n);
    found.set(id, module.default.render);
  }
  return found;
}

function serve(render: Map<ContenderId, Renderer>): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = join(out, url.pathname.replace(/^\/+/, ''));
    if (!file.startsWith(out) || file.startsWith(join(out, 'server')) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    const renderPage = render.get(url.pathname.replace(/^\/|\.html$/g, ''));
    if (!renderPage) {
      response.end(readFileSync(file));
      return;
    }
    // Rendered per request, as a server does: its time is part of the page's navigation.
    const markup = renderPage(Number(url.searchParams.get('n') ?? 1000));
    response.end(
      readFileSync(file, 'utf8').replace(
        '<div id="root"></div>',
        `<div id="root" style="width:${GRID_WIDTH}px">${markup}</div>`,
      ),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------- run

interface PhaseStats {
  p50: number;
  p95: number;
  over16: number;
  over50: number;
  blank: number;
}

interface RunResult {
  contender: ContenderId;
  n: number;
  ok: boolean;
  error?: string;
  scriptStart?: number;
  cardsMade?: number;
  firstPins?: number;
  filled?: number;
  tbt?: number;
  heapMb?: number;
  nodesRest?: number;
  nodesMax?: number;
  layoutErrors?: number;
  layoutErrorSamples?: string[];
  blankRest?: number;
  fling?: PhaseStats;
  sweep?: PhaseStats;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] as number;
}

function phaseStats(phase: PhaseResult): PhaseStats {
  return {
    p50: quantile(phase.frames, 0.5),
    p95: quantile(phase.frames, 0.95),
    over16: phase.frames.filter((t) => t > FRAME_BUDGET_MS + FRAME_JITTER_MS).length,
    over50: phase.frames.filter((t) => t > 50).length,
    blank: phase.blankSamples,
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function runOnce(
  executablePath: string,
  origin: string,
  contender: ContenderId,
  n: number,
): Promise<RunResult> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const run = async (): Promise<RunResult> => {
      await page.goto(`${origin}/${contender}.html?n=${n}`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => window.__bench?.filled != null || window.__bench?.error != null,
        null,
        {
          timeout: FILL_TIMEOUT_MS,
          polling: 50,
        },
      );
      await page.waitForTimeout(QUIET_AFTER_FILL_MS);
      const load = await page.evaluate(() => {
        const bench: BenchState = window.__bench;
        const filled = bench.filled ?? Number.NaN;
        const tbt = bench.longTasks
          .filter((task) => task.start < filled)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        const rest = bench.check();
        return {
          firstPins: bench.firstPins,
          filled,
          tbt,
          error: bench.error,
          nodes: bench.nodes(),
          rest,
          scriptStart: bench.scriptStart,
          cardsMade: bench.cardsMade,
        };
      });
      if (load.error) throw new Error(load.error);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const loaded = {
        contender,
        n,
        ok: true,
        scriptStart: load.scriptStart,
        cardsMade: load.cardsMade,
        firstPins: load.firstPins ?? Number.NaN,
        filled: load.filled,
        tbt: load.tbt,
        heapMb: heap.usedSize / 1024 / 1024,
        nodesRest: load.nodes,
        blankRest: load.rest.blank,
      };
      if (contenderOf(contender)?.loadOnly) return loaded;
      const fling = await page.evaluate(
        ([speed, ms]) => window.__bench.fling(speed as number, ms as number),
        [FLING_PX_PER_S, FLING_MS],
      );
      const sweep = await page.evaluate((frames) => window.__bench.sweep(frames), SWEEP_FRAMES);
      const errors = [...load.rest.errors, ...fling.layoutErrors, ...sweep.layoutErrors];
      return {
        ...loaded,
        nodesMax: Math.max(load.nodes, fling.maxNodes, sweep.maxNodes),
        layoutErrors: errors.length,
        layoutErrorSamples: errors.slice(0, 3),
        fling: phaseStats(fling),
        sweep: phaseStats(sweep),
      };
    };
    return await withTimeout(run(), RUN_TIMEOUT_MS, `${contender} n=${n}`);
  } catch (error) {
    return {
      contender,
      n,
      ok: false,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await browser?.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------- report

const median = (values: number[]) => quantile(values, 0.5);
const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** "median (min–max)" over the successful runs. */
function cell(values: number[], digits = 0): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '–';
  const med = fmt(median(finite), digits);
  if (finite.length === 1) return med;
  return `${med} (${fmt(Math.min(...finite), digits)}–${fmt(Math.max(...finite), digits)})`;
}

function table(
  results: RunResult[],
  ids: readonly ContenderId[],
  ns: readonly number[],
  size: Awaited<ReturnType<typeof sizes>>,
) {
  const lines: string[] = [];
  const header = (columns: string[]) => {
    lines.push(`| ${columns.join(' | ')} |`);
    lines.push(`| ${columns.map(() => '---').join(' | ')} |`);
  };
  const groups = ns.flatMap((n) =>
    ids.map((id) => ({ id, n, runs: results.filter((r) => r.contender === id && r.n === n) })),
  );
  const name = (id: ContenderId) => contenderOf(id)?.name ?? id;
  const ok = (runs: RunResult[]) => runs.filter((r) => r.ok);
  const pick = (runs: RunResult[], get: (r: RunResult) => number | undefined) =>
    ok(runs).map((r) => get(r) ?? Number.NaN);

  lines.push('Load and memory (ms from navigation start; medians, min–max in brackets):', '');
  header([
    'N',
    'contender',
    'runs ok',
    'first pins ms',
    'of which after script start ms',
    'filled grid ms',
    'TBT ms',
    'heap MB',
    'DOM nodes rest',
    'DOM nodes max',
    'layout errors',
    'blank at rest',
  ]);
  for (const { id, n, runs } of groups) {
    lines.push(
      `| ${n.toLocaleString('en')} | ${name(id)} | ${ok(runs).length}/${runs.length} | ${cell(pick(runs, (r) => r.firstPins))} | ${cell(pick(runs, (r) => (r.firstPins ?? Number.NaN) - (r.scriptStart ?? Number.NaN)))} | ${cell(pick(runs, (r) => r.filled))} | ${cell(pick(runs, (r) => r.tbt))} | ${cell(
        pick(runs, (r) => r.heapMb),
        1,
      )} | ${cell(pick(runs, (r) => r.nodesRest))} | ${cell(pick(runs, (r) => r.nodesMax))} | ${cell(pick(runs, (r) => r.layoutErrors))} | ${cell(pick(runs, (r) => r.blankRest))} |`,
    );
  }
  lines.push(
    '',
    `Scrolling: a ${FLING_PX_PER_S} px/s fling for ${FLING_MS / 1000} s, then a top-to-bottom sweep in ${SWEEP_FRAMES} frames (frame times in ms; "> 16.7" counts frames longer than ${FRAME_BUDGET_MS} + ${FRAME_JITTER_MS} ms of timer jitter, i.e. a missed vsync; blank = viewport sample points with no card):`,
    '',
  );
  header([
    'N',
    'contender',
    'fling p50',
    'fling p95',
    'fling > 16.7',
    'fling > 50',
    'fling blank',
    'sweep p50',
    'sweep p95',
    'sweep > 16.7',
    'sweep > 50',
    'sweep blank',
  ]);
  for (const { id, n, runs } of groups.filter(({ id }) => !contenderOf(id)?.loadOnly)) {
    const f = (get: (s: PhaseStats) => number, digits = 0) =>
      cell(
        pick(runs, (r) => (r.fling ? get(r.fling) : undefined)),
        digits,
      );
    const s = (get: (s: PhaseStats) => number, digits = 0) =>
      cell(
        pick(runs, (r) => (r.sweep ? get(r.sweep) : undefined)),
        digits,
      );
    lines.push(
      `| ${n.toLocaleString('en')} | ${name(id)} | ${f((x) => x.p50, 1)} | ${f((x) => x.p95, 1)} | ${f((x) => x.over16)} | ${f((x) => x.over50)} | ${f((x) => x.blank)} | ${s((x) => x.p50, 1)} | ${s((x) => x.p95, 1)} | ${s((x) => x.over16)} | ${s((x) => x.over50)} | ${s((x) => x.blank)} |`,
    );
  }
  lines.push('', 'Bundle cost (minified, gzip level 9, bytes over React and ReactDOM):', '');
  header(['contender', 'gzip bytes']);
  for (const id of ids) lines.push(`| ${name(id)} | ${size.overReact[id]?.toLocaleString('en') ?? '–'} |`);
  const failures = results.filter((r) => !r.ok);
  if (failures.length > 0) {
    lines.push('', 'Failed runs:', '');
    for (const failure of failures)
      lines.push(`- ${name(failure.contender)} N=${failure.n}: ${failure.error}`);
  }
  const errorSamples = results.filter((r) => r.ok && (r.layoutErrors ?? 0) > 0);
  if (errorSamples.length > 0) {
    lines.push('', 'Layout error samples:', '');
    const seen = new Set<string>();
    for (const r of errorSamples) {
      const key = `${r.contender} ${r.n}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`- ${name(r.contender)} N=${r.n}: ${(r.layoutErrorSamples ?? []).join('; ')}`);
    }
  }
  return lines.join('\n');
}

const START = '<!-- bench:masonry:start -->';
const END = '<!-- bench:masonry:end -->';

function writeReadme(body: string) {
  const path = join(root, 'README.md');
  let readme = readFileSync(path, 'utf8');
  if (!readme.includes(START) || !readme.includes(END)) {
    readme = `${readme.trimEnd()}\n\n${START}\n${END}\n`;
  }
  const before = readme.slice(0, readme.indexOf(START) + START.length);
  const after = readme.slice(readme.indexOf(END));
  writeFileSync(path, `${before}\n${body}\n${after}`);
  // The generated tables are formatted as the linter wants them, so a bench run leaves lint green.
  execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', path], { stdio: 'ignore' });
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function main() {
  const runs = Number(flag('runs') ?? 5);
  const ns = (flag('sizes') ?? SIZES.join(',')).split(',').map(Number);
  const only = flag('only')?.split(',');
  const ids = CONTENDERS.map((c) => c.id).filter((id) => !only || only.includes(id));
  const executablePath = requireChromium();
  const started = Date.now();
  console.log(
    `bench:masonry: ${ids.length} contenders × N ${ns.join('/')} × ${runs} runs, Chromium ${executablePath}`,
  );
  await buildPages(ids);
  const size = await sizes(ids);
  const server = await serve(await renderers(ids, ns));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: RunResult[] = [];
  try {
    for (let round = 1; round <= runs; round += 1) {
      const order = shuffle(ns.flatMap((n) => ids.map((id) => ({ id, n }))));
      for (const { id, n } of order) {
        const result = await runOnce(executablePath, origin, id, n);
        results.push(result);
        console.log(
          `round ${round}/${runs} ${id} N=${n}: ${result.ok ? `script ${fmt(result.scriptStart ?? Number.NaN)} ms, cards ${fmt(result.cardsMade ?? Number.NaN)} ms, first ${fmt(result.firstPins ?? Number.NaN)} ms, filled ${fmt(result.filled ?? Number.NaN)} ms, TBT ${fmt(result.tbt ?? Number.NaN)} ms${result.fling ? `, fling>16.7 ${result.fling.over16}, sweep>16.7 ${result.sweep?.over16}, blank ${result.fling.blank}/${result.sweep?.blank}, errors ${result.layoutErrors}` : ''}` : `FAILED ${result.error}`}`,
        );
      }
    }
  } finally {
    server.close();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:masonry\` (${runs} interleaved rounds, fresh Chromium per run, ${minutes} min): ${CONTENDERS.length === ids.length ? 'all contenders' : ids.join(', ')}, N = ${ns.map((n) => n.toLocaleString('en')).join(', ')}, cards 236 px wide, gap 14, heights 150–600 (seeded), viewport ${VIEWPORT.width}×${VIEWPORT.height}, headless Chromium on a shared 2-core machine.`,
    '',
    table(results, ids, ns, size),
  ].join('\n');
  console.log(`\n${report}`);
  if (!process.argv.includes('--no-readme')) {
    // The reading of the numbers (targets missed, by how much, why) is written by hand next to this
    // script and travels with the table.
    const notesPath = join(here, 'NOTES.md');
    const notes = existsSync(notesPath) ? `\n\n${readFileSync(notesPath, 'utf8').trim()}` : '';
    writeReadme(`${report}${notes}`);
    console.log('\nREADME.md: bench:masonry block updated.');
  }
}

await main();
