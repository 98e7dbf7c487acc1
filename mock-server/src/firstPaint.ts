/**
 * The home page's first paint (issue 15): when the server sends `/` (the home feed route), it
 * reads the home feed's first page itself, as the visitor's session sees it (their cookie, or the
 * one this response gives them; their user agent), and sends it with the HTML:
 *
 * - the answer as `<script type="application/json" id="tessera-preloaded">` (data: the CSP's
 *   `script-src 'self'` does not apply to it and stays strict), which the app uses for its first
 *   home feed request instead of asking again (playground-app/src/app/preloadedData.ts);
 * - the first card's image as `<link rel="preload" as="image" fetchpriority="high">`, with the
 *   card's 1x/2x/3x choices as `imagesrcset`, so the browser asks for the LCP image while the
 *   script still loads.
 *
 * An answer that is not JSON is left out (the app then asks as before); a failed one is sent as
 * it is, so the page shows the same error it would have read.
 */

import { imageSizeForWidth, type Pin, parseRoute } from '@tessera/model';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type HttpHandler } from 'msw';
import {
  HOMEFEED_FIRST_PAGE_URL,
  type PreloadedResponse,
  preloadedDataElement,
} from '../../playground-app/src/app/preloadedData.ts';
import { toFetchRequest } from './mswMiddleware.ts';

/** The width of a grid card on a wide screen (§3 236x): the LCP image is the first card's. */
export const GRID_CARD_WIDTH = 236;
/** The densities a card's srcset offers (pin-card's pinImageSrcSet). */
const DENSITIES = [1, 2, 3] as const;
/** Statuses whose Response has no body: never preloaded. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** Whether the page at this URL is the home feed, whose first page goes with the HTML. */
export function isHomeFeedPage(originalUrl: string): boolean {
  return parseRoute(originalUrl)?.name === 'home';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The request's cookies as the browser will send them after this response: those it sent, with
 * any this response sets (the default session a first visit gets) in their place.
 */
function cookiesAfterResponse(req: ExpressRequest, res: ExpressResponse): string {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const set = res.getHeader('set-cookie');
  for (const line of Array.isArray(set) ? set : typeof set === 'string' ? [set] : []) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The home feed's first page as the visitor would read it, or null when it is not JSON. */
export async function readFirstHomefeedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  handlers: readonly HttpHandler[],
): Promise<PreloadedResponse | null> {
  const page = toFetchRequest(req);
  const headers = new Headers(page.headers);
  headers.set('accept', 'application/json');
  headers.delete('accept-encoding');
  const cookie = cookiesAfterResponse(req, res);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const origin = new URL(page.url).origin;
  const request = new Request(new URL(HOMEFEED_FIRST_PAGE_URL, origin), { method: 'GET', headers });
  const response = await getResponse([...handlers], request, { baseUrl: origin });
  if (!response || NULL_BODY.has(response.status)) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  return { url: HOMEFEED_FIRST_PAGE_URL, status: response.status, body: await response.json() };
}

/** The first pin of a feed answer, when it is one. */
function firstPin(answer: PreloadedResponse): Pin | undefined {
  if (answer.status !== 200) return undefined;
  const data = (answer.body as { resource_response?: { data?: unknown } } | null)?.resource_response?.data;
  return Array.isArray(data) ? (data[0] as Pin | undefined) : undefined;
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for a pin's card image: its 236x image,
 * with the sizes the card picks at each density as `imagesrcset` (so a 2x screen asks once, for
 * the image the card shows). Empty when the pin has no 236x image.
 */
export function lcpImagePreload(pin: Pin | undefined): string {
  const href = pin?.images?.['236x']?.url;
  if (!pin || !href) return '';
  const urls: string[] = [];
  const entries: string[] = [];
  for (const density of DENSITIES) {
    const url = pin.images[imageSizeForWidth(GRID_CARD_WIDTH, density)]?.url;
    if (url && !urls.includes(url)) {
      urls.push(url);
      entries.push(`${url} ${density}x`);
    }
  }
  const srcset = entries.length > 1 ? ` imagesrcset="${escapeAttribute(entries.join(', '))}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${srcset} fetchpriority="high" />`;
}

/** The page with the preload before `</head>` and the data before `</body>`. */
export function withFirstPage(html: string, answer: PreloadedResponse): string {
  const preload = lcpImagePreload(firstPin(answer));
  const data = preloadedDataElement([answer]);
  const head = html.search(/<\/head>/i);
  const withPreload = head >= 0 ? html.slice(0, head) + preload + html.slice(head) : preload + html;
  const body = withPreload.search(/<\/body>/i);
  return body >= 0 ? withPreload.slice(0, body) + data + withPreload.slice(body) : withPreload + data;
}
