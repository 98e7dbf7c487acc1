/**
 * Injected failures and latency, for stories and tests (§8 error paths):
 * - registry (`POST /__mock/faults`): the next `times` requests whose path contains `match`
 *   (e.g. 'PinResource/create') wait `delayMs` and/or answer `status` with `message`;
 * - per request: the header `X-Tessera-Fault: <status>[ <message>]` fails that one request and
 *   `X-Tessera-Latency: <ms>` delays it;
 * - MSW override: `failing(match, status, message?)` / `delayed(match, ms)` give handlers to put
 *   in front with `worker.use(...)` / `server.use(...)`.
 */
import { badRequest } from './resourceHttp.ts';

/** Longest injected delay (so a typo cannot hang a test run). */
export const MAX_INJECTED_DELAY_MS = 30_000;
export const FAULT_HEADER = 'x-tessera-fault';
export const LATENCY_HEADER = 'x-tessera-latency';

export interface Fault {
  /** Matched against the request path: 'PinResource/create' matches /resource/PinResource/create/. */
  match: string;
  /** HTTP status of the failure, 400..599; none: the request is only delayed. */
  status?: number;
  /** The server message; none means the client shows its own text (§8). */
  message?: string;
  /** Delay before answering, in ms. */
  delayMs?: number;
  /** How many more requests it applies to (default 1). */
  times: number;
}

export interface FaultRegistry {
  add(input: unknown): Fault;
  /** The fault for this path, counted as used; undefined when none matches. */
  take(pathname: string): Fault | undefined;
  list(): Fault[];
  clear(): void;
  /** How many faults are registered. */
  readonly size: number;
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}

function isDelay(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INJECTED_DELAY_MS;
}

export function parseFault(input: unknown): Fault {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('A fault is a JSON object: { match, status?, message?, delayMs?, times? }.');
  }
  const { match, status, message, delayMs, times = 1 } = input as Record<string, unknown>;
  if (typeof match !== 'string' || match.trim() === '') throw badRequest('match must be a non-empty string.');
  if (status !== undefined && !isStatus(status))
    throw badRequest('status must be an HTTP error status from 400 to 599.');
  if (delayMs !== undefined && !isDelay(delayMs)) {
    throw badRequest(`delayMs must be a whole number from 0 to ${MAX_INJECTED_DELAY_MS}.`);
  }
  if (status === undefined && delayMs === undefined)
    throw badRequest('A fault needs a status, a delayMs or both.');
  if (message !== undefined && typeof message !== 'string') throw badRequest('message must be a string.');
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    throw badRequest('times must be a whole number of at least 1.');
  }
  return {
    match: match.trim(),
    times,
    ...(status === undefined ? {} : { status }),
    ...(message === undefined ? {} : { message }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

/**
 * The fault a request asks for in its headers, or undefined. A malformed header is a 400 (the
 * test asked for something it will not get).
 */
export function faultFromHeaders(headers: Headers, pathname: string): Fault | undefined {
  const failure = headers.get(FAULT_HEADER);
  const latency = headers.get(LATENCY_HEADER);
  if (failure === null && latency === null) return undefined;
  let status: number | undefined;
  let message: string | undefined;
  if (failure !== null) {
    const match = /^\s*(\d{3})(?:\s+(.*))?$/.exec(failure);
    const code = match ? Number(match[1]) : Number.NaN;
    if (!match || !isStatus(code)) throw badRequest(`${FAULT_HEADER} must be "<status 400-599> [message]".`);
    status = code;
    if (match[2]) message = match[2];
  }
  let delayMs: number | undefined;
  if (latency !== null) {
    const ms = /^\d+$/.test(latency.trim()) ? Number(latency.trim()) : Number.NaN;
    if (!isDelay(ms))
      throw badRequest(`${LATENCY_HEADER} must be a whole number of ms up to ${MAX_INJECTED_DELAY_MS}.`);
    delayMs = ms;
  }
  return {
    match: pathname,
    times: 1,
    ...(status === undefined ? {} : { status }),
    ...(message === undefined ? {} : { message }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  return {
    add(input) {
      const fault = parseFault(input);
      faults.push(fault);
      return { ...fault };
    },
    take(pathname) {
      const fault = faults.find((f) => pathname.includes(f.match));
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      return { ...fault };
    },
    list: () => faults.map((f) => ({ ...f })),
    get size() {
      return faults.length;
    },
    clear() {
      faults = [];
    },
  };
}
