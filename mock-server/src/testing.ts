/**
 * For the server's tests: the app as a page of the site uses it — every request carries the
 * session cookie the first page load hands out (unless the test sends a cookie of its own), and
 * the test-only `/__mock/*` endpoints are on. The guards themselves are tested without this.
 */
import { DEFAULT_VIEWER_SESSION, SESSION_COOKIE } from '@tessera/mocks';
import express, { type Express } from 'express';
import { type CreateServerOptions, createServer } from './createServer.ts';

export const SITE_COOKIE = `${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`;

export function createSiteServer(options: CreateServerOptions = {}): Express {
  const inner = createServer({ testEndpoints: true, ...options });
  const outer = express();
  outer.use((req, _res, next) => {
    if (!req.headers.cookie) req.headers.cookie = SITE_COOKIE;
    next();
  });
  outer.use(inner);
  return outer;
}
