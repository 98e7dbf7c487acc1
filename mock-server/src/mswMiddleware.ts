/**
 * Express middleware that answers with MSW request handlers: the Express request becomes a Fetch
 * `Request`, msw's `getResponse` finds the handler's `Response`, and its status, headers and body
 * are streamed back byte for byte (binary-safe, for the JPEGs). No matching handler: `next()`.
 * Before it, `cachedReads` sends hot feed reads from the backend's read cache directly.
 */
import { once } from 'node:events';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { CLIENT_ADDRESS_HEADER, type KeptAnswer, keptBody, type MockBackend } from '@tessera/mocks';
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  NextFunction,
  RequestHandler,
} from 'express';
import { getResponse, type HttpHandler } from 'msw';

/** Headers about this one connection, not the request: not copied into the Fetch request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
  'proxy-connection',
  'te',
  'trailer',
]);

/** The absolute URL of the request, as the handlers see it. */
export function fetchUrl(req: ExpressRequest): URL {
  return new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

export function toFetchRequest(req: ExpressRequest, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The client's address, for the backend's internal-network check (§2 debug panel): ours, never
  // what a client sent under that name.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  const raw: unknown = req.body;
  const body = withBody && raw instanceof Uint8Array && raw.byteLength > 0 ? new Uint8Array(raw) : undefined;
  return new Request(fetchUrl(req), {
    method: req.method,
    headers,
    ...(body ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
}

export async function sendFetchResponse(
  response: Response,
  res: ExpressResponse,
  method: string,
): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  // A JSON answer is small and whole: send it in one write with its length (no chunked encoding);
  // a cached read's bytes as they are kept, without going through the Response's stream.
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const bytes = keptBody(response) ?? new Uint8Array(await response.arrayBuffer());
    res.setHeader('content-length', bytes.byteLength);
    res.end(bytes);
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await once(res, 'drain');
  }
  res.end();
}

/** Below this many bytes a kept answer is sent as it is (the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli quality of the compressed copies (the compression middleware's default). */
const BROTLI_QUALITY = 4;
/**
 * Compressed copies of kept answers, made once each: compressing a 68 KB page on every request
 * cost milliseconds of CPU per read. A copy lives as long as its kept answer (the read cache drops
 * answers at the next change of state).
 */
const compressedCopies = new WeakMap<Uint8Array, Map<string, Buffer>>();

function compressedCopy(body: Uint8Array, encoding: 'br' | 'gzip'): Buffer {
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = new Map();
    compressedCopies.set(body, copies);
  }
  let copy = copies.get(encoding);
  if (!copy) {
    copy =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body);
    copies.set(encoding, copy);
  }
  return copy;
}

/** br when the client takes it, else gzip, else none (no Accept-Encoding: none, as the middleware). */
function encodingFor(req: ExpressRequest): 'br' | 'gzip' | null {
  if (!req.headers['accept-encoding']) return null;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

/**
 * Sends a kept answer of the backend's read cache: its status, headers and bytes as they are, or
 * its compressed copy when the client accepts one (the compression middleware then leaves it).
 */
export function sendKept(kept: KeptAnswer, req: ExpressRequest, res: ExpressResponse): void {
  res.status(kept.status);
  for (const [name, value] of kept.headers) {
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  const encoding = kept.body.byteLength >= COMPRESS_FROM_BYTES ? encodingFor(req) : null;
  if (!encoding) {
    res.end(kept.body);
    return;
  }
  const copy = compressedCopy(kept.body, encoding);
  res.vary('Accept-Encoding');
  res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', copy.byteLength);
  res.end(copy);
}

/**
 * Feed reads the backend has already answered for this visitor at this state (its read cache):
 * sent straight from the kept bytes, without a Fetch Request or MSW's handler matching, which
 * are most of the cost of a hot read (issue 18). Anything else, a miss included: `next()`.
 */
export function cachedReads(backend: Pick<MockBackend, 'cachedRead'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.path.startsWith('/resource/')) {
      next();
      return;
    }
    const kept = backend.cachedRead({
      method: req.method,
      url: fetchUrl(req).href,
      header: (name) => req.get(name),
    });
    if (kept) sendKept(kept, req, res);
    else next();
  };
}

export function mswMiddleware(handlers: readonly HttpHandler[]): RequestHandler {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = toFetchRequest(req, controller.signal);
      const response = await getResponse([...handlers], request, { baseUrl: new URL(request.url).origin });
      if (!response) {
        next();
        return;
      }
      await sendFetchResponse(response, res, req.method);
    } catch (error) {
      next(error);
    }
  };
}
