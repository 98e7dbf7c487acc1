/**
 * The mock server: an Express 5 app that answers the API with the @tessera/mocks handlers (the
 * same ones the browser uses through MSW), serves the generated images, and serves the built
 * playground with a single-page-app fallback.
 */
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockBackend, type MockBackend } from '@tessera/mocks';
import express, { type Express } from 'express';
import { mswMiddleware } from './mswMiddleware.ts';

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
}

export function createServer({
  backend = createMockBackend({ seed: 1 }),
  staticDir = DEFAULT_STATIC_DIR,
}: CreateServerOptions = {}): Express {
  const app = express();
  const indexHtml = join(staticDir, 'index.html');
  app.disable('x-powered-by');

  // Bodies of any type (JSON, text, forms) reach the handlers unparsed, exactly as sent.
  app.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  app.use(mswMiddleware(backend.handlers));

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
  app.get('/{*splat}', (req, res, next) => {
    const wantsPage = req.accepts(['html']) === 'html' && extname(req.path) === '';
    if (!wantsPage) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  return app;
}
