/**
 * Benchmark of the mock API: starts the mock server (a child process, in memory, seed 1) on
 * 127.0.0.1, then drives it with autocannon for a bounded time per scenario (after a 2 s warm-up
 * that is not counted) and prints requests per second, p50/p99 latency and the server's CPU time
 * per request for the home feed (first page, 25 pins; as sent, and compressed as a browser asks
 * for it) and a repin.
 *
 *   npm run bench:api                       5 s per scenario, 10 connections
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:api
 *   npm run bench:api -- --soak [--minutes 10]
 *       a mixed load (feed pages, repins and deletes, events) for the given minutes; the server's
 *       RSS after a forced GC at the end must be within 25 % of the same figure after warm-up
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_VIEWER_SESSION, SESSION_COOKIE } from '@tessera/mocks';
// @ts-expect-error autocannon ships no types; the part used here is typed below.
import autocannonModule from 'autocannon';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = autocannonModule as Autocannon;

const SITE_COOKIE = `${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!(seconds > 0 && seconds <= 120) || !(connections > 0 && connections <= 200)) {
  throw new Error('BENCH_SECONDS must be in (0, 120] and BENCH_CONNECTIONS in (0, 200].');
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

const soak = process.argv.includes('--soak');
const minutesArg = process.argv.indexOf('--minutes');
const soakMinutes = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : 10;
if (soak && !(soakMinutes > 0 && soakMinutes <= 60)) throw new Error('--minutes must be in (0, 60].');
/** The soak passes when RSS after GC at the end is at most this times the figure after warm-up. */
const SOAK_RSS_GROWTH_MAX = 1.25;

async function startServer(port: number): Promise<ChildProcess> {
  const args = ['--conditions=tessera-source', '--expose-gc', 'mock-server/src/main.ts', '--test-endpoints'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/resource/LocalesResource/get/`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The mock server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * CPU time (user + system, ms) the server process has used, from /proc (Linux); null elsewhere.
 * Per request it is a figure that other jobs on a shared machine disturb much less than latency.
 */
function serverCpuMs(child: ChildProcess): number | null {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
/** USER_HZ of /proc/<pid>/stat: 100 on every Linux Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;
try {
  const feed = (await (await fetch(`${base}/resource/HomefeedResource/get/`)).json()) as {
    resource_response: { data: Array<{ id: string }> };
  };
  const pinIds = feed.resource_response.data.map((p) => p.id);

  const homeFeedUrl = `${base}/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`;
  const scenarios: Array<{ name: string; options: Record<string, unknown> }> = [
    {
      name: 'home feed (GET HomefeedResource, 25 pins)',
      options: { url: homeFeedUrl },
    },
    {
      // What a browser sends: the page goes compressed (br), about 8.5 KB instead of 68 KB.
      name: 'home feed, compressed (Accept-Encoding as a browser)',
      options: { url: homeFeedUrl, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
    },
    {
      name: 'repin (POST PinResource/create)',
      options: {
        url: `${base}/resource/PinResource/create/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: pinIds.map((id) => ({
          method: 'POST',
          path: '/resource/PinResource/create/',
          // A change needs the site's session cookie (issue 18: cross-site writes are refused).
          headers: { 'content-type': 'application/json', cookie: SITE_COOKIE },
          body: JSON.stringify({ options: { pin_id: id } }),
        })),
      },
    },
  ];

  if (soak) {
    // The soak also takes the saves away again, so repin + delete pairs run for its whole length.
    const unsave = {
      name: 'unsave (POST PinResource/delete)',
      options: {
        url: `${base}/resource/PinResource/delete/`,
        method: 'POST',
        requests: pinIds.map((id) => ({
          method: 'POST',
          path: '/resource/PinResource/delete/',
          headers: { 'content-type': 'application/json', cookie: SITE_COOKIE },
          body: JSON.stringify({ options: { id } }),
        })),
      },
    };
    await runSoak([...scenarios, unsave]);
  } else {
    console.log(
      `mock API benchmark: ${seconds} s per scenario (after a 2 s warm-up), ${connections} connections, 127.0.0.1, Node ${process.version}`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const scenario of scenarios) {
      await autocannon({ ...scenario.options, connections, duration: 2 });
      const cpuBefore = serverCpuMs(server);
      const result = await autocannon({ ...scenario.options, connections, duration: seconds });
      const cpuAfter = serverCpuMs(server);
      const cpuPerRequest =
        cpuBefore === null || cpuAfter === null || result.requests.total === 0
          ? 'n/a'
          : String(Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total));
      const errors = result.errors + result.non2xx;
      console.log(
        `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${cpuPerRequest} | ${errors} |`,
      );
      if (errors > 0) process.exitCode = 1;
    }
  }
} finally {
  server.kill('SIGTERM');
}

interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  gc: boolean;
}

/** The server's memory after a forced GC (the test-only /__mock/memory probe). */
async function memoryAfterGc(): Promise<ServerMemory> {
  const memory = (await (await fetch(`${base}/__mock/memory`)).json()) as ServerMemory;
  if (!memory.gc) throw new Error('The server runs without --expose-gc: no forced GC to measure after.');
  return memory;
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

function memoryLine(m: ServerMemory): string {
  return `RSS ${mb(m.rss)} MB (V8 heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB)`;
}

/**
 * Mixed load in rounds (each scenario in turn, up to 15 s each), memory after GC before, after
 * each round and at the end; the end's RSS is compared with the start's.
 */
async function runSoak(scenarios: Array<{ name: string; options: Record<string, unknown> }>) {
  console.log(
    `mock API soak: ${soakMinutes} min of mixed load, ${connections} connections, Node ${process.version}`,
  );
  for (const scenario of scenarios) await autocannon({ ...scenario.options, connections, duration: 10 });
  const start = await memoryAfterGc();
  console.log(`after warm-up and GC: ${memoryLine(start)}`);
  const began = Date.now();
  const end = began + soakMinutes * 60_000;
  let requests = 0;
  let errors = 0;
  while (Date.now() < end) {
    for (const scenario of scenarios) {
      const left = Math.max(1, Math.min(15, Math.round((end - Date.now()) / 1000)));
      const result = await autocannon({ ...scenario.options, connections, duration: left });
      requests += result.requests.total;
      // An unsave racing another for the same pin finds nothing to remove (404): expected, not an error.
      errors += result.errors + (scenario.name.startsWith('unsave') ? 0 : result.non2xx);
    }
    const minutes = ((Date.now() - began) / 60_000).toFixed(1);
    console.log(`  ${minutes} min, ${requests} requests: ${memoryLine(await memoryAfterGc())}`);
  }
  const after = await memoryAfterGc();
  const ratio = after.rss / start.rss;
  console.log(`requests: ${requests}, errors: ${errors}`);
  console.log(`after the soak and GC: ${memoryLine(after)}`);
  console.log(
    `RSS at the end: ${(ratio * 100).toFixed(0)} % of the start (at most ${SOAK_RSS_GROWTH_MAX * 100} %)`,
  );
  if (ratio > SOAK_RSS_GROWTH_MAX || errors > 0) process.exitCode = 1;
}
