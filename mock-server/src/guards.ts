/**
 * The HTTP hardening of the mock server (issue 18), in the Express layer so the MSW handlers stay
 * the same in the browser (Storybook, `npm run dev`):
 *
 * - limits checked before routing: URL over MAX_URL_LENGTH → 414, headers over
 *   MAX_HEADER_BYTES → 431, a missing or malformed Host → 400, a method the site does not use
 *   (TRACE, CONNECT, …) → 405 with Allow; two Host headers or a port past 65535 → 400; a request
 *   not received within REQUEST_TIMEOUT_MS (a body announced and never sent) → 408;
 * - the session: a visitor without a session cookie gets the default viewer's on the first
 *   response (HttpOnly, SameSite=Lax);
 * - cross-site writes refused: a change needs that cookie and a same-origin Origin /
 *   Sec-Fetch-Site, else 403 and nothing changes;
 * - the test-only `/__mock/*` endpoints answer only when the server was started for tests, and
 *   only on loopback; the fault and latency headers are honoured only then too;
 * - errors answer JSON on API paths and a short text elsewhere, never an HTML stack trace.
 */

import {
  DEFAULT_VIEWER_SESSION,
  FAULT_HEADER,
  LATENCY_HEADER,
  SESSION_COOKIE,
  sessionCookie,
} from '@tessera/mocks';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';

/** Longest request target (path + query) answered; longer → 414. */
export const MAX_URL_LENGTH = 8192;
/** Largest sum of header names and values (the request target not counted); more → 431. */
export const MAX_HEADER_BYTES = 32 * 1024;
/**
 * Node's own parser limit (`maxHeaderSize`), set above MAX_URL_LENGTH + MAX_HEADER_BYTES so the
 * checks above answer with a status before Node has to drop the request.
 */
export const NODE_MAX_HEADER_SIZE = 1024 * 1024;
/** Longest a client may take to send a whole request (headers and body); then 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TEST_HEADERS = [FAULT_HEADER, LATENCY_HEADER];

/** A host name or IP literal with an optional port (RFC 9110 Host; no userinfo, no path). */
const HOST_HEADER =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** A Host header the server can build its URL from: the shape above, and a port from 0 to 65535. */
function validHost(host: string): boolean {
  if (!HOST_HEADER.test(host)) return false;
  const port = /:([0-9]{1,5})$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

export const isApiPath = (path: string) =>
  path.startsWith('/resource/') || path.startsWith('/v3/') || path.startsWith('/__mock/');

/** Answers `status` with `message`: the ResourceResponse error shape on API paths, text elsewhere. */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status);
  if (isApiPath(req.path)) {
    res.json({
      resource_response: {
        data: null,
        error: { message, http_status: status },
        bookmark: null,
        http_status: status,
      },
    });
  } else {
    res.type('text/plain').send(`${message}\n`);
  }
}

export function requestLimits(): RequestHandler {
  return (req, res, next) => {
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      refuse(req, res, 405, `Method ${req.method} is not allowed.`);
      return;
    }
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      refuse(req, res, 414, `The URL is longer than ${MAX_URL_LENGTH} characters.`);
      return;
    }
    let headerBytes = 0;
    for (let i = 0; i < req.rawHeaders.length; i++) headerBytes += (req.rawHeaders[i] ?? '').length;
    if (headerBytes > MAX_HEADER_BYTES) {
      refuse(req, res, 431, `The request headers are larger than ${MAX_HEADER_BYTES} bytes.`);
      return;
    }
    const host = req.headers.host;
    if (!host || !validHost(host)) {
      refuse(req, res, 400, 'The request has no valid Host header.');
      return;
    }
    // RFC 9112 §3.2: a request with more than one Host header is answered 400 (Node keeps the first).
    if (
      req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]?.toLowerCase() === 'host').length > 1
    ) {
      refuse(req, res, 400, 'The request has more than one Host header.');
      return;
    }
    next();
  };
}

function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === SESSION_COOKIE) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Gives a visitor without a session the default viewer's, on whatever it asks first. */
export function defaultSession(): RequestHandler {
  return (req, res, next) => {
    if (readSessionCookie(req) === undefined && SAFE_METHODS.has(req.method)) {
      res.append('Set-Cookie', sessionCookie(DEFAULT_VIEWER_SESSION));
    }
    next();
  };
}

/** The origin this request was sent to, as a browser writes it in `Origin`. */
const ownOrigin = (req: Request) => `${req.protocol}://${req.headers.host}`;

/** A change (any method but GET/HEAD/OPTIONS) to the API from anywhere but the site itself → 403. */
export function sameSiteWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isApiPath(req.path) || req.path.startsWith('/__mock/')) {
      next();
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      refuse(req, res, 403, 'Changes are accepted only from the site itself.');
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(req)) {
      refuse(req, res, 403, 'Changes are accepted only from the site itself.');
      return;
    }
    if (readSessionCookie(req) === undefined) {
      refuse(req, res, 403, 'A change needs the session cookie of the site: load a page of the site first.');
      return;
    }
    next();
  };
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** `/__mock/*` only when the server runs for tests, and only for callers on this machine. */
export function testEndpoints(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/__mock/')) {
      next();
      return;
    }
    if (!enabled || !LOOPBACK.test(req.socket.remoteAddress ?? '')) {
      refuse(req, res, 404, `No such call: ${req.method} ${req.path}`);
      return;
    }
    next();
  };
}

/**
 * The backend's per-request test hooks (`X-Tessera-Fault`, `X-Tessera-Latency`: fail or stall one
 * request) are for tests: without `--test-endpoints` they are dropped before the handlers see them,
 * so no client can make a served site fail or stall (issue 32).
 */
export function testHeaders(enabled: boolean): RequestHandler {
  return (req, _res, next) => {
    if (!enabled) for (const name of TEST_HEADERS) delete req.headers[name];
    next();
  };
}

/** The last handler: a status for what went wrong, never a stack trace. */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const e = error as { status?: unknown; statusCode?: unknown; type?: unknown };
    const raw =
      typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
    const status = raw >= 400 && raw < 600 ? raw : 500;
    const message =
      status === 413
        ? 'The request body is too large.'
        : status === 400
          ? 'The request could not be read.'
          : status < 500
            ? 'The request was refused.'
            : 'The server could not answer this request.';
    if (status >= 500) console.error(error);
    refuse(req, res, status, message);
  };
}
