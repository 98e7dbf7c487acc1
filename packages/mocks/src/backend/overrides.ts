/**
 * MSW overrides for stories and tests: put in front of the backend's handlers with
 * `worker.use(failing('PinResource/create', 500))` or `server.use(delayed('HomefeedResource', 2000))`.
 * `match` is a piece of the path, as in the fault registry.
 */
import { delay, type HttpHandler, http } from 'msw';
import { resourceError } from './resourceHttp.ts';

const FAULT_CODE = 'MOCK_FAULT';

function matching(match: string) {
  return ({ request }: { request: Request }) => new URL(request.url).pathname.includes(match);
}

/** Every request whose path contains `match` fails with `status` (and `message`, default none). */
export function failing(match: string, status: number, message = ''): HttpHandler {
  return http.all(matching(match), () => resourceError(status, message, FAULT_CODE));
}

/**
 * Every request whose path contains `match` waits `ms`, then goes on to the next handler (the
 * backend's own answer).
 */
export function delayed(match: string, ms: number): HttpHandler {
  return http.all(matching(match), async () => {
    await delay(ms);
    return undefined;
  });
}
