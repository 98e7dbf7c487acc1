/**
 * The first screen rendered in Node (issue 15): the real app, routes and mock handlers, as the mock
 * server renders `/` with the server bundle.
 */
import { createMockBackend } from '@tessera/mocks';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_WIDTH, DEFAULT_PHONE_GRID_WIDTH, GRID_WIDTH_COOKIE } from './app/widthClass.ts';
import {
  FIRST_SCREEN_ATTRIBUTE,
  type FirstScreenRequest,
  fontUrlsOf,
  lcpImagePreloadOf,
  moveInlineStyles,
  renderFirstScreen,
} from './entry-server.tsx';

const ORIGIN = 'http://tessera.test';
const PAGE = `<html><head>
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-400-normal-C38fXH4l.woff2">
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-700-normal-Yt3aPRUw.woff2">
</head><body><div id="root"></div></body></html>`;

/** The mock handlers as the server's fetch, with the calls it was asked. */
function backendFetch(options: { failHomefeed?: boolean } = {}) {
  const backend = createMockBackend({ seed: 1 });
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), ORIGIN);
    calls.push(`${url.pathname}${url.search}`);
    if (options.failHomefeed && url.pathname.includes('HomefeedResource')) {
      return Response.json(
        { resource_response: { error: { http_status: 500, message: 'down' } } },
        { status: 500 },
      );
    }
    const response = await getResponse([...backend.handlers], new Request(url, init), { baseUrl: ORIGIN });
    return response ?? new Response(null, { status: 404 });
  };
  return { backend, fetch: fetch as typeof globalThis.fetch, calls };
}

function request(overrides: Partial<FirstScreenRequest> = {}): FirstScreenRequest {
  return {
    url: '/',
    fetch: backendFetch().fetch,
    userAgent: 'Mozilla/5.0',
    cookie: '',
    nonce: 'n0nce',
    page: PAGE,
    ...overrides,
  };
}

const articleTops = (html: string) => html.match(/<article /g)?.length ?? 0;

describe('renderFirstScreen: the home page rendered on the server', () => {
  it("renders the header and the feed's first cards, with their images, as #root's markup to hydrate", async () => {
    const { fetch, calls } = backendFetch();
    const screen = await renderFirstScreen(request({ fetch }));
    expect(screen).not.toBeNull();
    const html = screen?.html ?? '';
    // #root's own markup (no wrapper: the app hydrates it), #root marked with the layout it was drawn at.
    expect(html).not.toContain(`${FIRST_SCREEN_ATTRIBUTE}=`);
    expect(screen?.rootAttribute).toBe(
      ` ${FIRST_SCREEN_ATTRIBUTE}="{&quot;phone&quot;:false,&quot;gridWidth&quot;:${DEFAULT_GRID_WIDTH}}"`,
    );
    expect(html).toContain('role="feed"');
    expect(html).toContain('aria-label="Home feed"');
    expect(articleTops(html)).toBeGreaterThan(5);
    expect(html).toMatch(/<img src="\/media\/236x\/[^"]+"/);
    // The session and the feed's first page, each read once.
    expect(calls.filter((c) => c.includes('HomefeedResource'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('/v3/users/me/'))).toHaveLength(1);
  });

  it('carries its styles in nonced <style> elements and no style attribute (the CSP refuses those)', async () => {
    const screen = await renderFirstScreen(request());
    expect(screen?.html).not.toMatch(/ style="/);
    const styles = screen?.styles ?? '';
    const tags = styles.match(/<style[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain('nonce="n0nce"');
    // The grid's placement (its own inline styles), moved into rules.
    expect(styles).toMatch(
      /\[data-first-screen-style="\d+"\]\{position:absolute!important;[^}]*;top:0!important/,
    );
  });

  it('asks for the font files the built page preloads (their hashed names)', async () => {
    const styles = (await renderFirstScreen(request()))?.styles ?? '';
    expect(styles).toContain('url("/assets/inter-latin-400-normal-C38fXH4l.woff2")');
    expect(styles).toContain('url("/assets/inter-latin-700-normal-Yt3aPRUw.woff2")');
  });

  it('lays the grid out at the width the browser told in its cookie, else a 1280 px screen', async () => {
    const columnsOf = (html: string) => new Set(html.match(/inset-inline-start:\d+px/g) ?? []).size;
    const laptop = (await renderFirstScreen(request()))?.styles ?? '';
    const wide =
      (await renderFirstScreen(request({ cookie: `a=b; ${GRID_WIDTH_COOKIE}=1800` })))?.styles ?? '';
    // 236 px columns with a 14 px gap: 5 fit in the default 1248 px, 7 in 1800 px.
    expect(DEFAULT_GRID_WIDTH).toBe(1248);
    expect(columnsOf(laptop)).toBe(5);
    expect(columnsOf(wide)).toBe(7);
  });

  it('stops rendering when the server gives up on it (its signal), with the signal’s reason', async () => {
    const giveUp = new AbortController();
    const reason = new Error('no answer in time');
    giveUp.abort(reason);
    await expect(renderFirstScreen(request({ signal: giveUp.signal }))).rejects.toBe(reason);
  });

  it('has no first screen for a page the server does not paint, or when the first feed cannot be read', async () => {
    expect(await renderFirstScreen(request({ url: '/settings/' }))).toBeNull();
    expect(await renderFirstScreen(request({ url: '/pin-builder/' }))).toBeNull();
    expect(
      await renderFirstScreen(request({ fetch: backendFetch({ failHomefeed: true }).fetch })),
    ).toBeNull();
  });
});

describe("renderFirstScreen: a phone's first screen (issue 29)", () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  /** The cards' offsets: the grid's placement (its inline styles, moved into rules). */
  const lefts = (styles: string) =>
    [...new Set(styles.match(/inset-inline-start:\d+(?:px)?(?=!important)/g) ?? [])].sort();
  const widths = (styles: string) => new Set(styles.match(/(?<![-\w])width:\d+px(?=!important)/g) ?? []);

  it("is the phone shell (top bar, the bottom tab bar) and two columns at a 390 px phone's width", async () => {
    const screen = await renderFirstScreen(request({ userAgent: IPHONE }));
    expect(screen?.phone).toBe(true);
    const html = screen?.html ?? '';
    expect(html).toMatch(/<nav [^>]*aria-label="Main"[^>]*data-tab-bar=""/);
    expect(html).toContain('aria-label="Home feed"');
    expect(articleTops(html)).toBeGreaterThan(3);
    // Not the desktop header: its Today and Topics links are not there.
    expect(html).not.toMatch(/<a [^>]*href="\/today\/"/);
    // Two columns of (374 - 14) / 2 = 180 px: the first card is drawn 180 px wide.
    expect(DEFAULT_PHONE_GRID_WIDTH).toBe(374);
    expect(screen?.cardWidth).toBe(180);
    const styles = screen?.styles ?? '';
    expect(lefts(styles)).toEqual(['inset-inline-start:0', 'inset-inline-start:194px']);
    expect(widths(styles)).toContain('width:180px');
    // The first card's image is not lazy (the page preloads it); others are. React's own preloads
    // of the images that are not lazy are left out: the page has its one, in <head>.
    expect(html).not.toContain('rel="preload"');
    const images = html.slice(html.indexOf('role="feed"')).match(/<img [^>]*src="\/media\/236x[^>]*>/g) ?? [];
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images.slice(1).some((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it('by the Sec-CH-UA-Mobile hint too, and at the width its cookie told', async () => {
    const hinted = await renderFirstScreen(request({ mobileHint: '?1' }));
    expect(hinted?.phone).toBe(true);
    expect(hinted?.html).toContain('data-tab-bar=""');
    const told = await renderFirstScreen(request({ cookie: `${GRID_WIDTH_COOKIE}=phone-358` }));
    expect(told?.phone).toBe(true);
    // (358 - 14) / 2.
    expect(told?.cardWidth).toBe(172);
    expect(lefts(told?.styles ?? '')).toEqual(['inset-inline-start:0', 'inset-inline-start:186px']);
  });

  it('a desktop browser gets the desktop header and 236 px cards', async () => {
    const screen = await renderFirstScreen(request());
    expect(screen?.phone).toBe(false);
    expect(screen?.cardWidth).toBe(236);
    expect(screen?.html).not.toContain('data-tab-bar');
    expect(screen?.html).toMatch(/<a [^>]*href="\/today\/"/);
  });
});

describe('moveInlineStyles', () => {
  it('makes each distinct style one rule, !important as inline, the same style sharing it', () => {
    const { html, css } = moveInlineStyles(
      '<div style="top:0;left:4px"><p style="color:red">a</p><i style="top:0;left:4px"></i></div>',
    );
    expect(html).toBe(
      '<div data-first-screen-style="0"><p data-first-screen-style="1">a</p><i data-first-screen-style="0"></i></div>',
    );
    expect(css).toBe(
      '[data-first-screen-style="0"]{top:0!important;left:4px!important}[data-first-screen-style="1"]{color:red!important}',
    );
  });

  it('reads the entities React wrote and keeps a semicolon inside a url; no value can close the <style>', () => {
    const { css } = moveInlineStyles(
      '<b style="background:url(&quot;/a;b.png&quot;);font-family:&#x27;X&#x27;;content:&quot;&lt;/style&gt;&quot;"></b>',
    );
    expect(css).toContain('background:url("/a;b.png")!important');
    expect(css).toContain("font-family:'X'!important");
    expect(css).not.toContain('<');
  });
});

describe('fontUrlsOf', () => {
  it('finds each weight the page preloads, and leaves out the others', () => {
    expect(fontUrlsOf(PAGE)).toEqual({
      400: '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      700: '/assets/inter-latin-700-normal-Yt3aPRUw.woff2',
    });
  });
});

describe('renderFirstScreen: every route family a person browses (issue 29)', () => {
  it("paints a closeup: the pin's heading, its picture eager and the one preloaded, its related cards", async () => {
    const { backend, fetch } = backendFetch();
    const pin = backend.db.state.homefeed[0];
    const screen = await renderFirstScreen(request({ url: `/pin/${pin}/`, fetch }));
    const html = screen?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(articleTops(html)).toBeGreaterThan(3);
    // The first image asked for with high priority is the pin's (before the related cards), eager.
    const picture = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    expect(picture).toContain('loading="eager"');
    const src = /src="([^"]+)"/.exec(picture)?.[1];
    expect(src).toBeTruthy();
    expect(screen?.lcpPreload).toContain(`href="${src}"`);
    expect(screen?.lcpPreload).toContain('fetchpriority="high"');
    expect(screen?.cardWidth).toBeNull();
  });

  it("paints a search: its heading and the first page of results, read while it rendered, the first card's image preloaded", async () => {
    const { fetch, calls } = backendFetch();
    const screen = await renderFirstScreen(request({ url: '/search/pins/?q=garden', fetch }));
    const html = screen?.html ?? '';
    expect(html).toContain('garden');
    expect(articleTops(html)).toBeGreaterThan(5);
    expect(calls.some((call) => call.includes('/resource/SearchResource/'))).toBe(true);
    const first = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html.slice(html.indexOf('role="feed"')))?.[0];
    expect(first).toBeDefined();
    expect(screen?.lcpPreload).toContain(`href="${/src="([^"]+)"/.exec(first ?? '')?.[1]}"`);
    // One image only is asked for with high priority in each grid: its first card's.
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
  });
});

describe('lcpImagePreloadOf', () => {
  it("is the first high-priority image's src and srcset as a preload, and nothing without one", () => {
    expect(
      lcpImagePreloadOf(
        '<img src="/a.jpg" loading="lazy"/><img src="/b.jpg" srcSet="/b.jpg 1x, /b2.jpg 2x" fetchPriority="high"/><img src="/c.jpg" fetchPriority="high"/>',
      ),
    ).toBe(
      '<link rel="preload" as="image" href="/b.jpg" imagesrcset="/b.jpg 1x, /b2.jpg 2x" fetchpriority="high" />',
    );
    expect(lcpImagePreloadOf('<img src="/a.jpg"/>')).toBe('');
  });
});
