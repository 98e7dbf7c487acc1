import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend, DEMO_ACCOUNTS } from '@tessera/mocks';
import { imageSizeForWidth, type Pin, type ResourceResponse } from '@tessera/model';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HOMEFEED_FIRST_PAGE_URL,
  PRELOADED_DATA_ID,
  type PreloadedResponse,
} from '../../playground-app/src/app/preloadedData.ts';
import { createServer } from './createServer.ts';
import { GRID_CARD_WIDTH } from './firstPaint.ts';

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
      .set('Cookie', sessionOf(await page('/pin/1/')))
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
    for (const path of ['/pin/123/', '/search/pins/?q=red', '/demo/recipes-to-try/']) {
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
