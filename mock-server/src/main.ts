/**
 * Starts the mock server: `node --conditions=tessera-source mock-server/src/main.ts`.
 * PORT (default 4000), SEED (default 1) and LATENCY_MS (default 0) come from the environment.
 */
import { createMockBackend } from '@tessera/mocks';
import { createServer } from './createServer.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
}

const port = intFromEnv('PORT', 4000);
const backend = createMockBackend({ seed: intFromEnv('SEED', 1), latencyMs: intFromEnv('LATENCY_MS', 0) });
const server = createServer({ backend }).listen(port, (error?: Error) => {
  if (error) {
    console.error(`The mock server could not start on port ${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`Tessera mock server: http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
