/**
 * A page's first paint (issue 15 for `/`, issue 29 for every route family a person browses: a
 * closeup, a board and its sections, a profile and its tabs, search, ideas, topics, today,
 * shopping, videos, notifications; the app's list, app/serverPainted.ts): when the server sends
 * such a page, it renders the page's first screen itself, as the visitor's session sees it (their cookie, or the
 * one this response gives them; their user agent), and sends it with the HTML:
 *
 * - the page's markup in `#root` and its styles in `<head>`, from the app's server bundle
 *   (dist/.ssr/entry-server.js, `npm run build:app`; playground-app/src/entry-server.tsx): the
 *   header and the page's first screen (its heading, a pin, the first cards with their images)
 *   paint before any script has run. Without the
 *   bundle, or if it fails (logged), the page goes without its first screen and the app renders
 *   it as before;
 * - every API answer that render read (the session, the loaders' reads, each grid's first page) as
 *   `<script type="application/json" id="tessera-preloaded">` (data: the CSP's
 *   `script-src 'self'` does not apply to it and stays strict), which the app uses for its own
 *   first requests instead of asking again (playground-app/src/app/preloadedData.ts); without the
 *   bundle, the home feed's first page alone;
 * - the first screen's largest image (the one it draws eagerly with `fetchpriority="high"`: the
 *   closeup's pin, a grid's first card) as `<link rel="preload" as="image" fetchpriority="high">`
 *   with the same src and srcset, so the browser asks for the LCP image while the script still
 *   loads, the one the page draws (a phone's card on a phone); without a first screen, the home
 *   feed's first card at a wide screen's 236 px.
 *
 * The first screen is laid out for the visitor's width class (issue 29; the app's rule,
 * playground-app/src/app/widthClass.ts): the grid-width cookie the browser wrote, else, on a first
 * visit, the `Sec-CH-UA-Mobile` hint or the user agent; a phone gets the phone shell and two
 * columns. The page asks for that hint (`Accept-CH`) and says it varies with it and the user agent.
 *
 * An answer that is not JSON is left out (the app then asks as before); a failed one is sent as
 * it is, so the page shows the same error it would have read.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSizeForWidth, type Pin, parseRoute } from '@tessera/model';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type HttpHandler } from 'msw';
import {
  HOMEFEED_FIRST_PAGE_URL,
  type PreloadedResponse,
  preloadedDataElement,
} from '../../playground-app/src/app/preloadedData.ts';
import { isServerPainted } from '../../playground-app/src/app/serverPainted.ts';
import type { RenderedFirstScreen } from '../../playground-app/src/entry-server.tsx';
import { toFetchRequest } from './mswMiddleware.ts';

/**
 * The width of a grid card on a wide screen (§3 236x): the LCP image's, the first card's, when no
 * first screen says otherwise.
 */
export const GRID_CARD_WIDTH = 236;
/**
 * The client hint that tells a phone's browser (`?1`): a low-entropy hint, which Chromium sends
 * where the page asked for it (Accept-CH) and by default. The first screen's width class reads it.
 */
export const MOBILE_HINT_HEADER = 'Sec-CH-UA-Mobile';

/**
 * Asks the browser for MOBILE_HINT_HEADER on its next requests (every page sends this: whichever the
 * visitor opens first, the next `/` knows a phone's browser by it, not only by its user agent).
 */
export function askForMobileHint(res: ExpressResponse): void {
  res.setHeader('Accept-CH', MOBILE_HINT_HEADER);
}

/** The densities a card's srcset offers (pin-card's pinImageSrcSet). */
const DENSITIES = [1, 2, 3] as const;
/** Statuses whose Response has no body: never preloaded. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** Whether the page at this URL is the home feed, whose first page goes with the HTML. */
export function isHomeFeedPage(originalUrl: string): boolean {
  return parseRoute(originalUrl)?.name === 'home';
}

/**
 * Whether the server paints the first screen of the page at this URL (issue 29: every route family
 * a person browses; the list is the app's, playground-app/src/app/serverPainted.ts).
 */
export { isServerPainted };

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

/**
 * A fetch that answers the app's GET calls (path and query) with the mock handlers, as the visitor
 * of this page request would be answered (their headers and cookies), and records every JSON answer
 * (failed ones too: the page then shows the error it would have read) in `answers`.
 */
export function visitorFetch(req: ExpressRequest, res: ExpressResponse, handlers: readonly HttpHandler[]) {
  const page = toFetchRequest(req);
  const headers = new Headers(page.headers);
  headers.set('accept', 'application/json');
  headers.delete('accept-encoding');
  const cookie = cookiesAfterResponse(req, res);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const origin = new URL(page.url).origin;
  const answers: PreloadedResponse[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.origin !== origin || method !== 'GET')
      throw new Error(`The first screen only reads: ${method} ${url}`);
    const request = new Request(url, { method, headers });
    const response = await getResponse([...handlers], request, { baseUrl: origin });
    if (!response) return new Response(null, { status: 404 });
    if (!NULL_BODY.has(response.status) && (response.headers.get('content-type') ?? '').includes('json')) {
      const body: unknown = await response.clone().json();
      answers.push({ url: `${url.pathname}${url.search}`, status: response.status, body });
    }
    return response;
  };
  return { fetch, answers, cookie };
}

/**
 * The longest the page waits for its first screen (the render and the reads it makes, LATENCY_MS
 * included); then it goes without it. Ours: well above a render on a busy machine (~50-150 ms).
 */
export const FIRST_SCREEN_TIMEOUT_MS = 5000;

/** What the app's server bundle (playground-app/src/entry-server.tsx) exports. */
type FirstScreenRenderer = Pick<
  typeof import('../../playground-app/src/entry-server.tsx'),
  'renderFirstScreen'
>;

/** Where `vite build --ssr` puts the server bundle, in the built playground's folder. */
export const serverBundlePath = (staticDir: string) => join(staticDir, '.ssr', 'entry-server.js');

/**
 * The built playground's first-screen renderer, loaded once; null when the bundle is not built
 * (the pages then go without their first screen).
 */
export function firstScreenRenderer(staticDir: string): () => Promise<FirstScreenRenderer | null> {
  let loading: Promise<FirstScreenRenderer | null> | undefined;
  return () => {
    const bundle = serverBundlePath(staticDir);
    if (!loading && !existsSync(bundle)) return Promise.resolve(null);
    loading ??= (import(pathToFileURL(bundle).href) as Promise<FirstScreenRenderer>).catch(
      (error: unknown) => {
        console.error(
          `The server bundle ${bundle} could not be loaded; pages go without their first screen.`,
          error,
        );
        return null;
      },
    );
    return loading;
  };
}

/**
 * A page as the visitor's first paint needs it (this module's header): the first screen rendered
 * into it when `renderer` can, with the answers it read; the home page without one still carries
 * its feed's first page.
 */
export async function pageFirstPaint(
  html: string,
  req: ExpressRequest,
  res: ExpressResponse,
  handlers: readonly HttpHandler[],
  renderer: FirstScreenRenderer | null,
): Promise<string> {
  const visitor = visitorFetch(req, res, handlers);
  // The first screen's width class comes from these (and the cookie, which the session varies with).
  res.vary(MOBILE_HINT_HEADER);
  res.vary('User-Agent');
  let screen: RenderedFirstScreen | null = null;
  if (renderer) {
    try {
      let timer: NodeJS.Timeout | undefined;
      // A render given up on is stopped too, not left running for nobody.
      const giveUp = new AbortController();
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          const reason = new Error(`no answer within ${FIRST_SCREEN_TIMEOUT_MS} ms`);
          giveUp.abort(reason);
          reject(reason);
        }, FIRST_SCREEN_TIMEOUT_MS);
      });
      const rendering = renderer.renderFirstScreen({
        url: req.originalUrl,
        fetch: visitor.fetch,
        userAgent: req.get('user-agent') ?? '',
        cookie: visitor.cookie,
        mobileHint: req.get(MOBILE_HINT_HEADER),
        nonce: res.locals.cspNonce as string,
        page: html,
        signal: giveUp.signal,
      });
      screen = await Promise.race([rendering, late]).finally(() => clearTimeout(timer));
    } catch (error) {
      console.error(
        `The first screen of ${req.originalUrl} could not be rendered; the page goes without it.`,
        error,
      );
    }
  }
  if (
    isHomeFeedPage(req.originalUrl) &&
    !visitor.answers.some((answer) => answer.url === HOMEFEED_FIRST_PAGE_URL)
  ) {
    await visitor.fetch(HOMEFEED_FIRST_PAGE_URL);
  }
  return withFirstPage(html, visitor.answers, screen);
}

/** The first pin of a feed answer, when it is one. */
function firstPin(answer: PreloadedResponse): Pin | undefined {
  if (answer.status !== 200) return undefined;
  const data = (answer.body as { resource_response?: { data?: unknown } } | null)?.resource_response?.data;
  return Array.isArray(data) ? (data[0] as Pin | undefined) : undefined;
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for a pin's card image at `cardWidth` px:
 * the image the card picks at 1x, with the ones it picks at each density as `imagesrcset` (so a 2x
 * screen asks once, for the image the card shows). Empty when the pin has no image of that size.
 */
export function lcpImagePreload(pin: Pin | undefined, cardWidth = GRID_CARD_WIDTH): string {
  const href = pin?.images?.[imageSizeForWidth(cardWidth, 1)]?.url;
  if (!pin || !href) return '';
  const urls: string[] = [];
  const entries: string[] = [];
  for (const density of DENSITIES) {
    const url = pin.images[imageSizeForWidth(cardWidth, density)]?.url;
    if (url && !urls.includes(url)) {
      urls.push(url);
      entries.push(`${url} ${density}x`);
    }
  }
  const srcset = entries.length > 1 ? ` imagesrcset="${escapeAttribute(entries.join(', '))}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${srcset} fetchpriority="high" />`;
}

/** `html` with `text` before the first match of `before` (at the end when there is none). */
function insertBefore(html: string, before: RegExp, text: string): string {
  const at = html.search(before);
  return at >= 0 ? html.slice(0, at) + text + html.slice(at) : html + text;
}

/**
 * The page with the LCP image's preload (and the first screen's styles) before `</head>`, the first
 * screen's markup in `<div id="root">` and the answers before `</body>`.
 *
 * With a first screen, the build's `<link rel="modulepreload">`s go: the page paints from its HTML,
 * and the app's code (263 KB gzip), asked for ahead of it, only competed with the screen's own
 * fonts and images (Lighthouse, home, 5 runs: FCP 0.63 → 0.39 s, LCP 1.00 → 0.67 s). The module
 * script still loads it as soon as it runs. A page the script paints keeps them.
 */
export function withFirstPage(
  html: string,
  answers: readonly PreloadedResponse[],
  screen: RenderedFirstScreen | null = null,
): string {
  const feed = answers.find((answer) => answer.url === HOMEFEED_FIRST_PAGE_URL);
  // The first screen's own LCP image (the one it draws with high priority); without a first screen,
  // the home feed's first card's at a wide screen's width.
  const preload = screen?.lcpPreload ?? (feed ? lcpImagePreload(firstPin(feed)) : '');
  let page = insertBefore(html, /<\/head>/i, preload + (screen?.styles ?? ''));
  if (screen) {
    page = page
      .replace(
        /<div id="root"><\/div>/,
        () => `<div id="root"${screen.rootAttribute ?? ''}>${screen.html}</div>`,
      )
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  }
  return answers.length > 0 ? insertBefore(page, /<\/body>/i, preloadedDataElement(answers)) : page;
}
