/**
 * Injected failures (`POST /__mock/faults`): the next `times` requests whose path contains
 * `match` (e.g. 'PinResource/create') answer `status` with `message` instead of their normal reply.
 */
import { badRequest } from './resourceHttp.ts';

export interface Fault {
  /** Matched against the request path: 'PinResource/create' matches /resource/PinResource/create/. */
  match: string;
  /** HTTP status of the failure, 400..599. */
  status: number;
  /** The server message; none means the client shows its own text (§8). */
  message?: string;
  /** How many more requests fail (default 1). */
  times: number;
}

export interface FaultRegistry {
  add(input: unknown): Fault;
  /** The fault for this path, counted as used; undefined when none matches. */
  take(pathname: string): Fault | undefined;
  list(): Fault[];
  clear(): void;
}

function parseFault(input: unknown): Fault {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('A fault is a JSON object: { match, status, message?, times? }.');
  }
  const { match, status, message, times = 1 } = input as Record<string, unknown>;
  if (typeof match !== 'string' || match.trim() === '') throw badRequest('match must be a non-empty string.');
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    throw badRequest('status must be an HTTP error status from 400 to 599.');
  }
  if (message !== undefined && typeof message !== 'string') throw badRequest('message must be a string.');
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    throw badRequest('times must be a whole number of at least 1.');
  }
  return { match: match.trim(), status, times, ...(message === undefined ? {} : { message }) };
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
    clear() {
      faults = [];
    },
  };
}
