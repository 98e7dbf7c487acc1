/**
 * Express middleware that answers with MSW request handlers: the Express request becomes a Fetch
 * `Request`, msw's `getResponse` finds the handler's `Response`, and its status, headers and body
 * are streamed back byte for byte (binary-safe, for the JPEGs). No matching handler: `next()`.
 */
import { once } from 'node:events';
import { CLIENT_ADDRESS_HEADER, keptBody } from '@tessera/mocks';
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

export function toFetchRequest(req: ExpressRequest, signal?: AbortSignal): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
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
  return new Request(new URL(req.originalUrl, origin), {
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
