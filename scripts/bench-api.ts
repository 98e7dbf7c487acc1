/**
 * Benchmark of the mock API: starts the mock server (a child process, in memory, seed 1) on
 * 127.0.0.1, then drives it with autocannon for a bounded time per scenario and prints requests
 * per second and p50/p99 latency for the home feed (first page, 25 pins) and a repin.
 *
 *   npm run bench:api                       5 s per scenario, 10 connections
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
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

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=tessera-source', 'mock-server/src/main.ts'], {
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

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;
try {
  const feed = (await (await fetch(`${base}/resource/HomefeedResource/get/`)).json()) as {
    resource_response: { data: Array<{ id: string }> };
  };
  const pinIds = feed.resource_response.data.map((p) => p.id);

  const scenarios: Array<{ name: string; options: Record<string, unknown> }> = [
    {
      name: 'home feed (GET HomefeedResource, 25 pins)',
      options: { url: `${base}/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}` },
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

  console.log(
    `mock API benchmark: ${seconds} s per scenario, ${connections} connections, 127.0.0.1, Node ${process.version}`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const scenario of scenarios) {
    const result = await autocannon({ ...scenario.options, connections, duration: seconds });
    const errors = result.errors + result.non2xx;
    console.log(
      `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
    if (errors > 0) process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
