/**
 * The mock server: an Express 5 app that answers the API with the @tessera/mocks handlers (the
 * same ones the browser uses through MSW), serves the generated images, and serves the built
 * playground with a single-page-app fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockBackend, type MockBackend } from '@tessera/mocks';
import compression from 'compression';
import express, { type Express } from 'express';
import { askForMobileHint, firstScreenRenderer, isServerPainted, pageFirstPaint } from './firstPaint.ts';
import {
  ALLOWED_METHODS,
  defaultSession,
  errorHandler,
  isApiPath,
  NODE_MAX_HEADER_SIZE,
  REQUEST_TIMEOUT_MS,
  refuse,
  requestLimits,
  sameSiteWrites,
  testEndpoints,
  testHeaders,
} from './guards.ts';
import { cachedReads, mswMiddleware, toFetchRequest } from './mswMiddleware.ts';
import { cspNonce, securityHeaders, withNonce } from './securityHeaders.ts';

/** The built playground (`npm run build:app`), resolved from this file. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../playground-app/dist', import.meta.url));

export const NOT_BUILT_MESSAGE =
  'The playground is not built yet. Run `npm run build:app` (or `npm start`, which builds it), then reload.\n';

/** Largest request body the mock API accepts. */
export const BODY_LIMIT = '5mb';

export interface CreateServerOptions {
  /** Default: a fresh `createMockBackend({ seed: 1 })`. */
  backend?: MockBackend;
  /** Folder of the built playground. Default: playground-app/dist. */
  staticDir?: string;
  /** Serve the test-only `/__mock/*` endpoints (reset, faults, events), to loopback callers only. */
  testEndpoints?: boolean;
}

export function createServer({
  backend = createMockBackend({ seed: 1 }),
  staticDir = DEFAULT_STATIC_DIR,
  testEndpoints: withTestEndpoints = false,
}: CreateServerOptions = {}): Express {
  const app = express();
  const indexHtml = join(staticDir, 'index.html');
  const renderer = firstScreenRenderer(staticDir);
  app.disable('x-powered-by');

  // Before any routing: sizes, Host, methods; then the session and the cross-site rule.
  app.use(requestLimits());
  app.use(testEndpoints(withTestEndpoints));
  app.use(testHeaders(withTestEndpoints));
  app.use(defaultSession());
  app.use(sameSiteWrites());
  app.use(cspNonce());
  app.use(securityHeaders());
  // gzip or brotli, as the browser accepts (JSON, HTML, JS, CSS; media stay as they are).
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));

  // The soak benchmark's memory probe (test endpoints only): a full GC when Node allows it
  // (--expose-gc), then the process's memory figures. The GC is V8's last-resort one, which also
  // gives back the heap space the load made V8 reserve: after a plain full GC the RSS still
  // holds 150–300 MB of empty heap that comes and goes with the allocation rate, not with what
  // the server keeps.
  if (withTestEndpoints) {
    app.get('/__mock/memory', (_req, res) => {
      const gc = (globalThis as { gc?: (options?: object) => void }).gc;
      gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      res.json({ ...process.memoryUsage(), gc: typeof gc === 'function' });
    });
  }

  // Bodies of any type (JSON, text, forms) reach the handlers unparsed, exactly as sent.
  const readBody = express.raw({ type: () => true, limit: BODY_LIMIT });
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : readBody(req, res, next),
  );
  app.use(cachedReads(backend));
  app.use(mswMiddleware(backend.handlers));
  // An API path no handler answered: JSON 404, never the page fallback.
  app.use((req, res, next) => {
    if (isApiPath(req.path)) refuse(req, res, 404, `No such call: ${req.method} ${req.path}`);
    else next();
  });

  app.use(
    express.static(staticDir, {
      index: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash: they never change. Pages are revalidated.
        if (path.includes(`${join(staticDir, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // Single-page app: any other GET for a page (not a file) gets index.html; the app routes it.
  // A page of a route family a person browses goes with its first screen rendered, the answers it
  // read and its LCP image's preload (firstPaint.ts).
  app.get('/{*splat}', async (req, res, next) => {
    const wantsPage = req.accepts(['html']) === 'html' && extname(req.path) === '';
    if (!wantsPage) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    let html = withNonce(readFileSync(indexHtml, 'utf8'), res.locals.cspNonce as string);
    askForMobileHint(res);
    if (isServerPainted(req.originalUrl)) {
      html = await pageFirstPaint(html, req, res, backend.handlers, await renderer());
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The page's own status (404 for no route or a missing pin or user, 410 for a removed pin):
    // the app renders the same not-found page over it (issue 30: everything answered 200).
    res
      .status(backend.pageStatus(toFetchRequest(req)))
      .type('html')
      .send(html);
  });

  app.use((req, res) => refuse(req, res, 404, `Not found: ${req.path}`));
  app.use(errorHandler());
  return app;
}

/**
 * An HTTP server for the app with Node's header limit above the app's own checks (so an oversized
 * URL or header gets 414 / 431 from the app), and a parser error answered with a status instead of
 * a reset where Node still can.
 */
export function createHttpServerFor(
  app: Express,
  { requestTimeoutMs = REQUEST_TIMEOUT_MS }: { requestTimeoutMs?: number } = {},
): Server {
  const server = createHttpServer(
    {
      maxHeaderSize: NODE_MAX_HEADER_SIZE,
      // A request (headers and body) not received in time is answered 408 and closed: a declared
      // but unsent body held the connection open (issue 32). Checked every second, not Node's 30 s.
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
    },
    app,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A request the app is answering can still time out (its body never came): 408 unless the
    // answer has begun. Any other error mid-answer only closes the socket.
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    if (!socket.writable || (answering && (!timedOut || answering.headersSent))) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const [status, body] = timedOut
      ? ['408 Request Timeout', 'The request was not received in time.\n']
      : tooLarge
        ? ['431 Request Header Fields Too Large', 'The request headers are too large.\n']
        : ['400 Bad Request', 'The request could not be read.\n'];
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // Node hands CONNECT to 'connect' listeners, not to the app; without one it drops the socket.
  server.on('connect', (_req, socket) => {
    const body = 'Method CONNECT is not allowed.\n';
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
