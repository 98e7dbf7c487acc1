/**
 * Security headers of the site (issue 18), through helmet: a Content-Security-Policy that allows
 * only what the playground loads — scripts, styles, fonts and data from this origin, images and
 * media from this origin, `blob:` (hls.js media, upload previews) and `data:` images — no inline
 * script, no framing. styled-components injects its <style> at run time: each page gets a fresh
 * nonce, written into the page as `<meta property="csp-nonce">` (where styled-components reads
 * it) and allowed by `style-src 'nonce-…'`. Plus nosniff, a referrer policy and the rest of
 * helmet's defaults.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isApiPath } from './guards.ts';

/** A fresh nonce for this response, in `res.locals.cspNonce`. */
export function cspNonce(): RequestHandler {
  return (req, res, next) => {
    // Only pages need one; an API answer runs no style (its CSP allows none but 'self').
    res.locals.cspNonce = isApiPath(req.path) ? 'none' : randomBytes(16).toString('base64');
    next();
  };
}

const nonceOf = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", nonceOf],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Pin images, videos and GIFs: media other apps embed (the pin card outside this site), like a CDN's. */
export const MEDIA_PREFIX = '/media/';

export function securityHeaders(): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Outbound clicks are logged by the site itself; other sites see only the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) =>
    headers(req, res, () => {
      // Everything else stays same-origin (helmet's default Cross-Origin-Resource-Policy).
      if (req.path.startsWith(MEDIA_PREFIX)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    });
}

/**
 * The page with its nonce: `<meta property="csp-nonce">` first in <head> (where styled-components
 * looks for it); in a page without a <head> tag, right after the doctype, where the parser opens
 * the head by itself.
 */
export function withNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" content="${nonce}" />`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + meta + html.slice(at);
}
