import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stream } from 'node:stream';
import { createMockBackend, DEFAULT_VIEWER_SESSION, pinImageJpeg, SESSION_COOKIE } from '@tessera/mocks';
import { END_BOOKMARK, type Pin, type RepinResult, type ResourceResponse } from '@tessera/model';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from './createServer.ts';
import { createSiteServer } from './testing.ts';

const backend = createMockBackend({ seed: 1 });
const staticDir = mkdtempSync(join(tmpdir(), 'tessera-playground-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")');
const app = createSiteServer({ backend, staticDir });

beforeEach(() => {
  backend.reset();
});
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});

const feedPath = (options: Record<string, unknown> = {}, bookmarks?: string[]) =>
  `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options, bookmarks }))}`;

type Body<T> = ResourceResponse<T>;

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`Not a JPEG marker at ${i}`);
    const marker = bytes[i + 1] ?? 0;
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return {
        height: ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0),
        width: ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0),
      };
    }
    i += 2 + length;
  }
  throw new Error('No start-of-frame marker');
}

/** supertest: collect a binary body as bytes. */
function binary(res: Stream, done: (error: Error | null, body: Uint8Array) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, new Uint8Array(Buffer.concat(chunks))));
}

describe('the API through Express', () => {
  it('pages the home feed to the end', async () => {
    const ids: string[] = [];
    let bookmarks: string[] | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const res = await request(app)
        .get(feedPath({ page_size: 100 }, bookmarks))
        .expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = res.body as Body<Pin[]>;
      ids.push(...(body.resource_response.data ?? []).map((p) => p.id));
      const bookmark = body.resource_response.bookmark;
      if (bookmark === END_BOOKMARK) break;
      bookmarks = [bookmark ?? ''];
    }
    expect(ids).toEqual(backend.db.state.homefeed);
  });

  it('repin, then a reload of the feed shows the pin saved; delete clears it', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    const board = backend.db.boardsOf('demo')[0];
    const created = await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pinId, board_id: board?.id } })
      .expect(200);
    const result = (created.body as Body<RepinResult>).resource_response.data;
    expect(result?.board?.id).toBe(board?.id);

    const reload = await request(app).get(feedPath()).expect(200);
    const first = (reload.body as Body<Pin[]>).resource_response.data?.[0];
    expect(first?.savedInfo).toEqual({ boardId: board?.id, localPinId: result?.id });

    await request(app)
      .post('/resource/PinResource/delete/')
      .send({ options: { id: pinId } })
      .expect(200);
    const after = await request(app).get(feedPath()).expect(200);
    expect((after.body as Body<Pin[]>).resource_response.data?.[0]?.savedInfo).toBeUndefined();
  });

  it.each([
    ['GET', '/resource/HomefeedResource/get/?data=%7Bnope', undefined, 400, /not valid JSON/],
    ['GET', feedPath({ page_size: 0 }), undefined, 400, /page_size/],
    ['GET', feedPath({}, ['garbage']), undefined, 400, /Invalid bookmark/],
    ['POST', '/resource/PinResource/create/', { options: {} }, 400, /pin_id: is required/],
    ['POST', '/resource/PinResource/create/', '{"options":', 400, /not valid JSON/],
    ['POST', '/resource/PinResource/create/', { options: { pin_id: '42' } }, 404, /Pin not found: 42/],
    ['POST', '/resource/PinResource/delete/', { options: { id: '42' } }, 404, /Pin not found: 42/],
    ['GET', '/resource/NoSuchResource/get/', undefined, 404, /Unknown resource: NoSuchResource\/get/],
    ['POST', '/resource/NoSuchResource/create/', { options: {} }, 404, /Unknown resource/],
    [
      'GET',
      '/resource/UserResource/get/?data=%7B%22options%22%3A%7B%22username%22%3A%22nobody%22%7D%7D',
      undefined,
      404,
      /User not found/,
    ],
  ])('%s %s → %i', async (method, path, body, status, message) => {
    const req = method === 'GET' ? request(app).get(path) : request(app).post(path).type('application/json');
    const res = await (body === undefined
      ? req
      : req.send(typeof body === 'string' ? body : JSON.stringify(body)));
    expect(res.status).toBe(status);
    const envelope = res.body as Body<null>;
    expect(envelope.resource_response.data).toBeNull();
    expect(envelope.resource_response.http_status).toBe(status);
    expect(envelope.resource_response.error?.http_status).toBe(status);
    expect(envelope.resource_response.error?.message).toMatch(message);
  });

  it('an injected fault fails the next PinResource/create with 500, and the one after succeeds', async () => {
    await request(app).post('/__mock/faults').send({ match: 'PinResource/create', status: 500 }).expect(201);
    const pinId = backend.db.state.homefeed[0];
    const failed = await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pinId } });
    expect(failed.status).toBe(500);
    expect((failed.body as Body<null>).resource_response.error).toMatchObject({
      http_status: 500,
      message: '',
    });
    await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pinId } })
      .expect(200);
  });

  it('POST /__mock/reset puts the data back', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pinId } })
      .expect(200);
    await request(app).post('/__mock/reset').expect(200);
    expect(backend.db.savesOf(backend.db.viewerId)[pinId] !== undefined).toBe(false);
  });

  it('DELETE /__mock/faults clears armed faults', async () => {
    await request(app).post('/__mock/faults').send({ match: 'HomefeedResource', status: 503 }).expect(201);
    await request(app).delete('/__mock/faults').expect(200);
    await request(app).get(feedPath()).expect(200);
  });
});

describe('media', () => {
  it.each(['60x60', '236x', '600x315', 'orig'] as const)(
    'serves the %s JPEG with the dimensions written in the pin data, byte for byte',
    async (size) => {
      const res = await request(app)
        .get(feedPath({ page_size: 3 }))
        .expect(200);
      const pin = (res.body as Body<Pin[]>).resource_response.data?.[2];
      const image = pin?.images[size];
      if (!image || !pin?.imageSignature) throw new Error('The pin has no image');
      const media = await request(app).get(image.url).buffer(true).parse(binary).expect(200);
      expect(media.headers['content-type']).toBe('image/jpeg');
      const bytes = media.body as Uint8Array;
      expect(jpegSize(bytes)).toEqual({ width: image.width, height: image.height });
      expect(bytes).toEqual(pinImageJpeg(pin.imageSignature, size));
    },
  );

  it('answers 404 for an image path that does not fit the signature', async () => {
    await request(app).get('/media/236x/00/00/00/abcdef.jpg').expect(404);
  });
});

describe('security headers (issue 18)', () => {
  it('sends each page with a CSP whose style nonce is the one in the page, fresh per answer', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/').set('Accept', 'text/html').expect(200);
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
        res.headers['content-security-policy'] ?? '',
      )?.[1];
      expect(nonce).toBeTruthy();
      expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      nonces.push(nonce ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets other sites embed pin media, and nothing else', async () => {
    const feed = await request(app)
      .get(feedPath({ page_size: 1 }))
      .expect(200);
    expect(feed.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(feed.headers['x-content-type-options']).toBe('nosniff');
    const url = (feed.body as Body<Pin[]>).resource_response.data?.[0]?.images['236x']?.url ?? '';
    const media = await request(app).get(url).expect(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('the playground', () => {
  it('serves index.html at / and at any app route (SPA fallback)', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    for (const path of ['/', '/homefeed/', `/pin/${pinId}/`, '/demo/recipes-to-try/']) {
      const res = await request(app).get(path).set('Accept', 'text/html').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers the page of no route, a missing pin or a missing user 404, and a removed pin 410 (issue 30)', async () => {
    const page = (path: string) => request(app).get(path).set('Accept', 'text/html');
    for (const path of [
      '/pin/123/',
      '/pin/1/repin/x/',
      '/no_such_person_here/',
      '/no_such_person_here/a-board/',
    ]) {
      const res = await page(path).expect(404);
      // The app still renders its not-found page over the same document.
      expect(res.text).toContain('<div id="root">');
    }
    const mine = await request(app)
      .post('/resource/PinResource/create/')
      .set('Cookie', `${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`)
      .set('Content-Type', 'application/json')
      .send({ options: { image_url: 'https://example.com/x.jpg', title: 'Gone soon' } })
      .expect(201);
    const id = (mine.body as ResourceResponse<Pin>).resource_response.data?.id ?? '';
    await page(`/pin/${id}/`).expect(200);
    await request(app)
      .post('/resource/PinResource/delete/')
      .set('Cookie', `${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`)
      .set('Content-Type', 'application/json')
      .send({ options: { id } })
      .expect(200);
    await page(`/pin/${id}/`).expect(410);
  });

  it('serves built files and 404s missing ones instead of falling back to the page', async () => {
    const js = await request(app).get('/assets/app-abc123.js').expect(200);
    expect(js.headers['cache-control']).toContain('immutable');
    await request(app).get('/assets/missing.js').set('Accept', '*/*').expect(404);
  });

  it('does not answer non-HTML requests for unknown paths with the page', async () => {
    await request(app).get('/no/such/thing').set('Accept', 'application/json').expect(404);
  });

  it('answers 503 with how to build when the playground is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-empty-'));
    try {
      const unbuilt = createSiteServer({ backend, staticDir: empty });
      const res = await request(unbuilt).get('/').set('Accept', 'text/html').expect(503);
      expect(res.text).toBe(NOT_BUILT_MESSAGE);
      expect(res.text).toContain('npm run build:app');
      // The API still works.
      await request(unbuilt).get(feedPath()).expect(200);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
