/**
 * Starts the mock server: `node --conditions=tessera-source mock-server/src/main.ts [--data FILE]
 * [--logged-out] [--test-endpoints]`. PORT (default 4000), SEED (default 1), LATENCY_MS (default 0), TESSERA_DATA
 * (same as --data) and APP_DIST (the built playground's folder, default playground-app/dist; lets
 * several engineers run e2e on their own builds at once) come from the environment. With a data file, state survives restarts;
 * without, it lives in memory from the seed.
 */
import { parseArgs } from 'node:util';
import { createMockBackend, DEMO_USERNAME } from '@tessera/mocks';
import { createHttpServerFor, createServer } from './createServer.ts';
import { dataFileWriter, readDataFile } from './dataFile.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
}

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    'logged-out': { type: 'boolean', default: false },
    // The e2e tests' /__mock/* endpoints (reset, faults, events); loopback callers only.
    'test-endpoints': { type: 'boolean', default: false },
  },
});
const port = intFromEnv('PORT', 4000);
const seed = intFromEnv('SEED', 1);
const dataFile = values.data ?? process.env.TESSERA_DATA;
const writer = dataFile ? dataFileWriter(dataFile) : undefined;
const saved = dataFile ? readDataFile(dataFile, seed) : undefined;

const backend = createMockBackend({
  seed,
  latencyMs: intFromEnv('LATENCY_MS', 0),
  defaultUsername: values['logged-out'] ? null : DEMO_USERNAME,
  // A served site's new ids are unguessable (issue 32); tests and stories use seeded ones.
  ids: 'random',
  ...(saved ? { state: saved } : {}),
  ...(writer ? { onChange: writer.changed } : {}),
});
const app = createServer({
  backend,
  testEndpoints: values['test-endpoints'],
  ...(process.env.APP_DIST ? { staticDir: process.env.APP_DIST } : {}),
});
const server = createHttpServerFor(app);
server.once('error', (error) => {
  console.error(`The mock server could not start on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, () => {
  const data = dataFile ? ` (data: ${dataFile}${saved ? ', loaded' : ', new'})` : '';
  console.log(`Tessera mock server: http://localhost:${port}/${data}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    writer?.flush();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
