/**
 * The first screen, rendered on the server (issue 15, first paint). `vite build --ssr` makes this
 * module into dist/.ssr/entry-server.js, which the mock server imports to render the page of every
 * route family a person browses (app/serverPainted.ts; issue 29): the whole page (header, the
 * loaders' data, each grid's first page of cards with their images, read as the page renders) as
 * HTML, and its styles (styled-components' ServerStyleSheet), written into the HTML the server sends. The cards and their images then paint
 * before any script has run; main.tsx renders the same page over it once the app has loaded.
 *
 * The same App, routes and components as in the browser, on a memory router at the page's URL; the
 * api's calls go to `fetch`, which the server answers with the mock handlers as the visitor.
 */

import { Writable } from 'node:stream';
import { createResourceClient, createTesseraApi } from '@tessera/api';
import { FONT_FILES, type FontWeight } from '@tessera/tokens/react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { firstFeedOf, readFirstScreen } from './app/firstScreen.tsx';
import { FIRST_SCREEN_ATTRIBUTE, firstScreenRootAttribute, INLINE_STYLE_ATTRIBUTE } from './app/hydration.ts';
import { appRoutes, routerContext, routerReady } from './app/router.tsx';
import { isServerPainted } from './app/serverPainted.ts';
import { loadSession } from './app/session.ts';
import { firstScreenWidthClass } from './app/widthClass.ts';
import { gridCardWidth } from './shared/PinGrid.tsx';

export interface FirstScreenRequest {
  /** The page's path and query. */
  url: string;
  /** Answers the api's calls (path and query, as the browser would send them) as the visitor. */
  fetch: typeof fetch;
  /** The visitor's user agent: a bot gets a bot's page (§1 visitor types). */
  userAgent: string;
  /** The visitor's Cookie header: the grid's width is in it (GRID_WIDTH_COOKIE, app/widthClass.ts). */
  cookie: string;
  /**
   * The visitor's Sec-CH-UA-Mobile header, when the browser sent one: on a first visit, with the
   * user agent, it says whether the page is a phone's (app/widthClass.ts).
   */
  mobileHint?: string | undefined;
  /** The response's CSP nonce, on every <style> (the policy's style-src). */
  nonce: string;
  /** The page the markup goes into: the built index.html, whose font preloads name the font files. */
  page: string;
  /** Aborted when the server stops waiting for the first screen: the render stops there. */
  signal?: AbortSignal;
}

export interface RenderedFirstScreen {
  /** The markup of #root. */
  html: string;
  /**
   * #root's attribute that says the markup is the server's, not hydrated yet, and the layout it was
   * drawn at (app/hydration.ts), with its leading space.
   */
  rootAttribute: string;
  /** The <style> elements of that markup, for <head>. */
  styles: string;
  /** Laid out for a phone (the phone shell, two flexible columns): the width class (app/widthClass.ts). */
  phone: boolean;
  /**
   * The width (px) the first feed's cards are drawn at (the route's `firstFeed`, app/firstScreen.tsx),
   * or null when the page has none.
   */
  cardWidth: number | null;
  /**
   * `<link rel="preload" as="image" fetchpriority="high">` of the first screen's largest image (its
   * LCP): the first image of the markup that is asked for with high priority (an eager PinImage: the
   * closeup's pin, a grid's first card), with the same src and srcset, so the browser preloads what
   * the page draws. Empty when the first screen has none.
   */
  lcpPreload: string;
}

export { FIRST_SCREEN_ATTRIBUTE };

/**
 * Rules of the first screen only: its images show as they arrive. In the browser a card's image is
 * transparent until its load event fades it in (pin-card's PinImage); no script runs on the server's
 * markup to do that. Once hydrated (#root no longer has the attribute), an image that has loaded
 * shows at once (PinImage reads `complete`).
 */
const FIRST_SCREEN_CSS = `[${FIRST_SCREEN_ATTRIBUTE}] img{opacity:1!important;transition:none!important}`;

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** `a:1;b:url("x;y")` → its declarations, split at the semicolons outside quotes and brackets. */
function declarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i += 1) {
    const c = style[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ';' && depth === 0) {
      out.push(style.slice(start, i));
      start = i + 1;
    }
  }
  out.push(style.slice(start));
  return out.map((d) => d.trim()).filter(Boolean);
}

/**
 * The markup with its `style` attributes made into rules: the site's Content-Security-Policy allows
 * styles from nonce'd <style> elements only, and a browser refuses a `style` attribute in HTML (the
 * app's own inline styles are set from script, which the policy allows). Each distinct style becomes
 * one rule on an attribute, its declarations `!important` as an inline style outranks the
 * stylesheet's; `<` is escaped, so no value can end the <style> element.
 */
export function moveInlineStyles(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_match, raw: string) => {
    const style = raw.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
    let id = ids.get(style);
    if (id === undefined) {
      id = ids.size;
      ids.set(style, id);
    }
    return ` ${INLINE_STYLE_ATTRIBUTE}="${id}"`;
  });
  const rules = [...ids].map(
    ([style, id]) =>
      `[${INLINE_STYLE_ATTRIBUTE}="${id}"]{${declarations(style)
        .map((d) => `${d}!important`)
        .join(';')}}`,
  );
  return { html: out, css: rules.join('').replace(/</g, '\\3c ') };
}

/**
 * The font files the built page preloads (index.html, the build's hashed names), by weight: the
 * server's @font-face then asks for the files the browser already fetches (and the client's own
 * @font-face names), not the package's unbundled ones.
 */
export function fontUrlsOf(page: string): Partial<Record<FontWeight, string>> {
  const urls: Partial<Record<FontWeight, string>> = {};
  for (const [weight, file] of Object.entries(FONT_FILES)) {
    const stem = file.replace(/\.woff2$/, '');
    const href = new RegExp(`href="([^"]*/${stem}[\\w-]*\\.woff2)"`).exec(page)?.[1];
    if (href) urls[Number(weight) as FontWeight] = href;
  }
  return urls;
}

/**
 * The markup without the `<link rel="preload" as="image">` React writes for every image that is not
 * lazy (its "shell images": the first card's, and the footers' 60 px avatars): the page preloads its
 * largest image itself, in <head>, with a high priority and at the card's width (the mock server's
 * firstPaint.ts), and the first screen's other images are in the markup right after, where the
 * browser finds them anyway. Preloaded, the avatars only competed with that image.
 */
export function withoutImagePreloads(markup: string): string {
  return markup.replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

/** An attribute's value as React wrote it into `tag` (still escaped; any case: `srcSet`), or undefined. */
function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * The preload of the first screen's LCP image (RenderedFirstScreen.lcpPreload): the first `<img>`
 * of `markup` with `fetchpriority="high"`, as `<link rel="preload" as="image">` with its src,
 * srcset and sizes. Empty when there is none.
 */
export function lcpImagePreloadOf(markup: string): string {
  const tag = /<img\s[^>]*\sfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const href = tag && attributeOf(tag, 'src');
  if (!tag || !href) return '';
  const srcset = attributeOf(tag, 'srcset');
  const sizes = attributeOf(tag, 'sizes');
  return `<link rel="preload" as="image" href="${href}"${srcset ? ` imagesrcset="${srcset}"` : ''}${
    sizes ? ` imagesizes="${sizes}"` : ''
  } fetchpriority="high" />`;
}

/**
 * Renders to a string once everything (lazy parts included) is ready; `signal` aborts the render
 * (React stops it and lets go of what it holds) and rejects with the signal's reason.
 */
function renderToText(element: React.ReactElement, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
      final(done) {
        resolve(text);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
    const abort = () => {
      stream.abort(signal?.reason);
      reject(signal?.reason);
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The first screen of the page at `url`, in the visitor's width class (app/widthClass.ts: a phone's
 * gets the phone shell and two columns at a phone's width, as usePhone says in this render), or
 * null when the server does not paint that page (app/serverPainted.ts), its route's first feed
 * could not be read, or a loader sent the visitor elsewhere: the server then sends the page without
 * it, as before.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen | null> {
  if (!isServerPainted(request.url)) return null;
  const { phone, gridWidth } = firstScreenWidthClass(request);
  const api = createTesseraApi(createResourceClient({ fetch: request.fetch }));
  const firstScreen = await readFirstScreen(api, request.url);
  // The feed read above (loaded once): its surface sets the width of its cards. A page whose first
  // feed cannot be read goes without its first screen (the app shows the feed's error).
  const firstFeed = await firstFeedOf(request.url);
  if (firstFeed && firstScreen.feeds.size === 0) return null;
  firstScreen.gridWidth = gridWidth;
  firstScreen.phone = phone;
  // Every other grid of the page reads its first page as it renders (PinGrid, firstPageOf).
  firstScreen.collect = true;
  const cardWidth = firstFeed ? gridCardWidth(firstFeed.surface, phone, gridWidth) : null;
  // The root loader's session read, as this visitor (the loaders share it: session.ts).
  void loadSession(api, request.userAgent).catch(() => undefined);
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [request.url],
    getContext: routerContext(api),
  });
  await routerReady(router);
  // A loader that sent the visitor elsewhere (a redirect): that page is the browser's to paint.
  const { pathname, search } = router.state.location;
  if (`${pathname}${search}` !== request.url) {
    router.dispose();
    return null;
  }
  const sheet = new ServerStyleSheet();
  try {
    const markup = await renderToText(
      sheet.collectStyles(
        <App api={api} router={router} firstScreen={firstScreen} fontUrls={fontUrlsOf(request.page)} />,
      ),
      request.signal,
    );
    const { html, css } = moveInlineStyles(withoutImagePreloads(markup));
    const nonce = `nonce="${request.nonce}"`;
    const styled = sheet.getStyleTags().replace(/<style(?=[\s>])/g, `<style ${nonce}`);
    const lcpPreload = lcpImagePreloadOf(html);
    return {
      // #root's own markup, which the app hydrates (main.tsx): the same page, the same class names
      // (scripts/styled-component-ids.ts), drawn again at the same layout (rootAttribute).
      html,
      rootAttribute: firstScreenRootAttribute({ phone, gridWidth }),
      styles: `${styled}<style ${nonce}>${FIRST_SCREEN_CSS}${css}</style>`,
      phone,
      cardWidth,
      lcpPreload,
    };
  } finally {
    sheet.seal();
    router.dispose();
  }
}
