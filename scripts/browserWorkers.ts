/**
 * How many Playwright workers the browser suites (the docs pages, end to end) run by default: one
 * per two cores. A worker's Chromium (for end to end with its mock server and server rendering)
 * keeps about two cores busy. Measured on 2 cores (issue 26): the docs pages took 15.7 min with one
 * worker and over 18 with three; end to end 16.8 min with one worker and 16.2 with two, and a
 * second worker doubles the load each test's waits run under. E2E_WORKERS / DOCS_WORKERS override it.
 */
import { availableParallelism } from 'node:os';

export function browserWorkers(override: string | undefined, cores = availableParallelism()): number {
  const asked = Number(override);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, Math.floor(cores / 2));
}
