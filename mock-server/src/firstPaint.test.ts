import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockBackend, DEMO_ACCOUNTS } from '@tessera/mocks';
import { imageSizeForWidth, type Pin, type ResourceResponse } from '@tessera/model';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOMEFEED_FIRST_PAGE_URL,
  PRELOADED_DATA_ID,
  type PreloadedResponse,
} from '../../playground-app/src/app/preloadedData.ts';
import { createServer } from './createServer.ts';
import { FIRST_SCREEN_TIMEOUT_MS, GRID_CARD_WIDTH, MOBILE_HINT_HEADER } from './firstPaint.ts';

const backend = createMockBackend({ seed: 1 });
const staticDir = mkdtempSync(join(tmpdir(), 'tessera-first-paint-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Tessera</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
const app = createServer({ backend, staticDir, testEndpoints: true });

beforeEach(() => backend.reset());
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const DATA_ELEMENT = new RegExp(
  `<script type="application/json" id="${PRELOADED_DATA_ID}">([\\s\\S]*?)</script>`,
);

/** The answers the page carries, read as the app reads them (JSON.parse of the element's text). */
function preloadedIn(html: string): PreloadedResponse[] | null {
  const text = DATA_ELEMENT.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as PreloadedResponse[]);
}

/** The first pin of the home feed page the HTML carries (fails the test when it carries none). */
function firstPreloadedPin(html: string): Pin | undefined {
  const answer = preloadedIn(html)?.[0]?.body as ResourceResponse<Pin[]> | undefined;
  expect(answer).toBeDefined();
  return answer?.resource_response.data?.[0];
}

const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

async function page(path: string, cookie?: string) {
  const get = request(app).get(path).set('Accept', 'text/html');
  const res = await (cookie ? get.set('Cookie', cookie) : get).expect(200);
  return res;
}

/** The session cookie (name=value) a response set. */
function sessionOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'] as string[] | undefined;
  const cookie = set?.[0]?.split(';')[0];
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe('the home page carries its first feed page and its LCP image (issue 15)', () => {
  it('sends / with the first HomefeedResource page a first-time visitor would read, in a JSON script', async () => {
    const res = await page('/');
    const cookie = sessionOf(res);
    const preloaded = preloadedIn(res.text);
    expect(preloaded).toHaveLength(1);
    expect(preloaded?.[0]?.url).toBe(HOMEFEED_FIRST_PAGE_URL);
    expect(preloaded?.[0]?.status).toBe(200);
    // The same answer the app's own first request gets with the cookie the page handed out.
    const asked = await request(app).get(HOMEFEED_FIRST_PAGE_URL).set('Cookie', cookie).expect(200);
    expect(preloaded?.[0]?.body).toEqual(asked.body);
    expect((asked.body as ResourceResponse<Pin[]>).resource_response.data?.length).toBeGreaterThan(0);
    // The data sits in the body, after the app's script tag: the head stays short.
    expect(res.text.indexOf(`id="${PRELOADED_DATA_ID}"`)).toBeGreaterThan(res.text.indexOf('<body>'));
  });

  it("preloads the first card's 236x image with fetchpriority high and the card's densities", async () => {
    const res = await page('/');
    const pin = firstPreloadedPin(res.text);
    const src = pin?.images['236x']?.url;
    expect(src).toBeTruthy();
    const [link, ...others] = imagePreloads(res.text);
    expect(others).toEqual([]);
    expect(link).toContain(`href="${src}"`);
    expect(link).toContain('fetchpriority="high"');
    const twoX = pin?.images[imageSizeForWidth(GRID_CARD_WIDTH, 2)]?.url;
    expect(link).toContain(`${twoX} 2x`);
    // In the head, where the browser's preload scanner finds it before the script runs.
    expect(res.text.indexOf(link ?? '')).toBeLessThan(res.text.indexOf('</head>'));
    // The image it names is served.
    await request(app)
      .get(src ?? '')
      .expect(200);
  });

  it("reads the feed as the visitor's session sees it: another account gets its own", async () => {
    const demo = preloadedIn((await page('/')).text)?.[0]?.body;
    const account = DEMO_ACCOUNTS.find((a) => a.username !== 'demo') ?? DEMO_ACCOUNTS[0];
    const login = await request(app)
      .post('/v3/login/')
      .set('Cookie', sessionOf(await page(`/pin/${backend.db.state.homefeed[1]}/`)))
      .send({ username_or_email: account?.username, password: account?.password })
      .expect(200);
    const cookie = sessionOf(login);
    const preloaded = preloadedIn((await page('/', cookie)).text)?.[0]?.body;
    const asked = await request(app).get(HOMEFEED_FIRST_PAGE_URL).set('Cookie', cookie).expect(200);
    expect(preloaded).toEqual(asked.body);
    expect(preloaded).not.toEqual(demo);
  });

  it('carries /homefeed/ too, and no other page', async () => {
    expect(preloadedIn((await page('/homefeed/')).text)).toHaveLength(1);
    for (const path of [
      `/pin/${backend.db.state.homefeed[1]}/`,
      '/search/pins/?q=red',
      '/demo/recipes-to-try/',
    ]) {
      const res = await page(path);
      expect(preloadedIn(res.text)).toBeNull();
      expect(imagePreloads(res.text)).toEqual([]);
    }
  });

  it('escapes the data so no text of a pin can close the script element', async () => {
    const firstId = backend.db.state.homefeed[0] ?? '';
    const pin = backend.db.state.pins[firstId];
    if (!pin) throw new Error('the seed has no home feed');
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    pin.gridTitle = title;
    const res = await page('/');
    expect(res.text).not.toContain('<script>alert(1)');
    const first = firstPreloadedPin(res.text);
    expect(first?.gridTitle).toBe(title);
  });

  it('sends a failed read as it is (the page shows the error it would have read), with no image preload', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ match: 'HomefeedResource', status: 503, message: 'Down for a moment' })
      .expect(201);
    const res = await page('/');
    const [answer] = preloadedIn(res.text) ?? [];
    expect(answer?.status).toBe(503);
    expect(JSON.stringify(answer?.body)).toContain('Down for a moment');
    expect(imagePreloads(res.text)).toEqual([]);
    // The fault was spent on the page's read: the app's next request is answered.
    await request(app).get(HOMEFEED_FIRST_PAGE_URL).expect(200);
  });
});

describe('the home page carries its first screen when the server bundle is built (issue 15)', () => {
  const built = mkdtempSync(join(tmpdir(), 'tessera-first-screen-'));
  mkdirSync(join(built, '.ssr'));
  writeFileSync(
    join(built, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tessera</title><link rel="modulepreload" crossorigin href="/assets/first-paint.js">\n</head><body><div id="root"></div></body></html>',
  );
  // A stand-in for dist/.ssr/entry-server.js: reads what the app's first render reads, through the
  // fetch it is given, and answers markup that shows what it was asked with.
  writeFileSync(
    join(built, '.ssr', 'entry-server.js'),
    `export async function renderFirstScreen(request) {
      const me = await request.fetch('/v3/users/me/');
      await request.fetch(${JSON.stringify(HOMEFEED_FIRST_PAGE_URL)});
      if (request.url.includes('broken')) throw new Error('the render failed');
      const user = (await me.json()).resource_response?.data?.username ?? 'nobody';
      return {
        html: '<main data-user="' + user + '" data-ua="' + request.userAgent + '" data-page="' + request.page.length + '">cards</main>',
        styles: '<style nonce="' + request.nonce + '">.card{}</style>',
      };
    }`,
  );
  const withBundle = createServer({ backend, staticDir: built });
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  it("renders the visitor's first screen into #root, its styles (with the response's nonce) in <head>", async () => {
    const res = await request(withBundle)
      .get('/')
      .set('Accept', 'text/html')
      .set('User-Agent', 'Probe/1')
      .expect(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toMatch(
      /<div id="root"><main data-user="demo" data-ua="Probe\/1" data-page="\d+">cards<\/main><\/div>/,
    );
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<style nonce="${nonce}">.card{}</style>`);
    expect(imagePreloads(head)).toHaveLength(1);
  });

  it('sends every answer the render read, so the app asks for none of them again', async () => {
    const res = await request(withBundle).get('/').set('Accept', 'text/html').expect(200);
    const urls = (preloadedIn(res.text) ?? []).map((answer) => answer.url);
    expect(urls).toEqual(['/v3/users/me/', HOMEFEED_FIRST_PAGE_URL]);
  });

  it("drops the build's module preloads: the page paints from its HTML, the script loads after", async () => {
    const res = await request(withBundle).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).not.toContain('modulepreload');
  });

  it('a render that fails is logged and the page goes without it, still with its first feed page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await request(withBundle).get('/?broken=1').set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      // Painted by the script, which the page then asks for ahead.
      expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/first-paint.js">');
      expect((preloadedIn(res.text) ?? []).map((answer) => answer.url)).toContain(HOMEFEED_FIRST_PAGE_URL);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('could not be rendered'),
        expect.any(Error),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('never serves the server bundle', async () => {
    await request(withBundle).get('/.ssr/entry-server.js').expect(404);
  });
});

describe("the home page's first screen in the visitor's width class (issue 29)", () => {
  // The app's own server bundle: a stand-in that is the source of dist/.ssr/entry-server.js.
  const real = mkdtempSync(join(tmpdir(), 'tessera-first-screen-real-'));
  mkdirSync(join(real, '.ssr'));
  writeFileSync(
    join(real, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tessera</title></head><body><div id="root"></div></body></html>',
  );
  const source = fileURLToPath(new URL('../../playground-app/src/entry-server.tsx', import.meta.url));
  writeFileSync(
    join(real, '.ssr', 'entry-server.js'),
    `export { renderFirstScreen } from ${JSON.stringify(source)};`,
  );
  const server = createServer({ backend, staticDir: real });
  afterAll(() => rmSync(real, { recursive: true, force: true }));
  // The first render imports the whole app from source (transformed on the fly): seconds on a busy
  // machine, which the first test's 5 s used to pay. Loaded here once, with room for it.
  beforeAll(async () => {
    await request(server).get('/').set('Accept', 'text/html').expect(200);
  }, 60_000);

  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const DESKTOP =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  /** A phone's card at 390 px: two columns of (390 - 2 × 8 - 14) / 2. */
  const PHONE_CARD_WIDTH = 180;

  function home(userAgent: string, headers: Record<string, string> = {}) {
    return request(server)
      .get('/')
      .set('Accept', 'text/html')
      .set('User-Agent', userAgent)
      .set(headers)
      .expect(200);
  }

  /** The #root the page carries: the first screen's markup. */
  const rootOf = (html: string) =>
    /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  const cardsIn = (root: string) => root.match(/<article /g)?.length ?? 0;
  /** The first card's <img> (the first image of the feed). */
  const firstCardImage = (root: string) =>
    /<img [^>]*>/.exec(root.slice(root.indexOf('role="feed"')))?.[0] ?? '';

  /** The single image preload, checked against the first pin's images at `cardWidth`. */
  function expectPreloadAt(html: string, cardWidth: number) {
    const pin = firstPreloadedPin(html);
    const [link, ...others] = imagePreloads(html);
    expect(others).toEqual([]);
    expect(link).toContain('fetchpriority="high"');
    expect(link).toContain(`href="${pin?.images[imageSizeForWidth(cardWidth, 1)]?.url}"`);
    const srcset = [1, 2, 3]
      .map((density) => `${pin?.images[imageSizeForWidth(cardWidth, density)]?.url} ${density}x`)
      .join(', ');
    expect(link).toContain(`imagesrcset="${srcset}"`);
    // The image the first card draws, never lazy: the one preloaded.
    const image = firstCardImage(rootOf(html));
    expect(image).toContain(`src="${pin?.images[imageSizeForWidth(cardWidth, 1)]?.url}"`);
    expect(image).toContain(srcset);
    expect(image).not.toContain('loading="lazy"');
  }

  it('asks for the mobile hint on every page and says the home page varies with it and the user agent', async () => {
    const res = await home(DESKTOP);
    expect(res.headers['accept-ch']).toBe(MOBILE_HINT_HEADER);
    const vary = String(res.headers.vary)
      .split(/,\s*/)
      .map((name) => name.toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['sec-ch-ua-mobile', 'user-agent']));
    const other = await page('/today/');
    expect(other.headers['accept-ch']).toBe(MOBILE_HINT_HEADER);
  });

  it("a phone's user agent gets the phone shell (the tab bar named Main) and two columns of its cards", async () => {
    const res = await home(IPHONE);
    const root = rootOf(res.text);
    // #root says it holds the server's markup, drawn for a phone at a 390 px phone's grid.
    expect(res.text).toContain(
      '<div id="root" data-first-screen="{&quot;phone&quot;:true,&quot;gridWidth&quot;:374}">',
    );
    expect(cardsIn(root)).toBeGreaterThan(3);
    expect(root).toMatch(/<nav [^>]*aria-label="Main"[^>]*data-tab-bar=""/);
    // Not the desktop header (its Today link).
    expect(root).not.toMatch(/<a [^>]*href="\/today\/"/);
    expectPreloadAt(res.text, PHONE_CARD_WIDTH);
  });

  it("a browser that says it is a phone's by Sec-CH-UA-Mobile gets the same", async () => {
    const res = await home(DESKTOP, { [MOBILE_HINT_HEADER]: '?1' });
    const root = rootOf(res.text);
    expect(cardsIn(root)).toBeGreaterThan(3);
    expect(root).toMatch(/<nav [^>]*aria-label="Main"[^>]*data-tab-bar=""/);
    expectPreloadAt(res.text, PHONE_CARD_WIDTH);
  });

  it('a desktop browser gets the desktop header and 236 px cards', async () => {
    const res = await home(DESKTOP, { [MOBILE_HINT_HEADER]: '?0' });
    const root = rootOf(res.text);
    expect(cardsIn(root)).toBeGreaterThan(5);
    expect(root).not.toContain('data-tab-bar');
    expect(root).toMatch(/<header [^>]*>[\s\S]*<nav [^>]*aria-label="Main"[\s\S]*<a [^>]*href="\/today\/"/);
    expectPreloadAt(res.text, GRID_CARD_WIDTH);
  });

  it('a phone that told its width in the cookie is laid out at it', async () => {
    const res = await home(IPHONE, { Cookie: 'tessera-grid-width=phone-358' });
    // (358 - 14) / 2.
    expectPreloadAt(res.text, 172);
  });
});

describe('a first screen that does not come in time', () => {
  it(`is stopped and left out after ${FIRST_SCREEN_TIMEOUT_MS} ms and logged; the page goes with its first feed page`, async () => {
    const slow = mkdtempSync(join(tmpdir(), 'tessera-first-screen-slow-'));
    mkdirSync(join(slow, '.ssr'));
    writeFileSync(join(slow, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(slow, '.ssr', 'entry-server.js'),
      // Never answers; records that it was told to stop.
      "export const renderFirstScreen = (request) => new Promise(() => { request.signal.addEventListener('abort', () => { globalThis.firstScreenStopped = true; }); });",
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = createServer({ backend, staticDir: slow });
      const pending = request(server)
        .get('/')
        .set('Accept', 'text/html')
        .then((res) => res);
      await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS);
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect((preloadedIn(res.text) ?? []).map((answer) => answer.url)).toEqual([HOMEFEED_FIRST_PAGE_URL]);
      // The render given up on was stopped, not left running.
      expect((globalThis as { firstScreenStopped?: boolean }).firstScreenStopped).toBe(true);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('could not be rendered'),
        expect.any(Error),
      );
    } finally {
      vi.useRealTimers();
      logged.mockRestore();
      rmSync(slow, { recursive: true, force: true });
    }
  });
});
