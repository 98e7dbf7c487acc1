/**
 * The feed read cache (issue 18) never answers stale or someone else's page: a change moves the
 * state's revision, and the visitor (session, bot) is part of the key.
 */
import type { Pin, ResourceResponse } from '@tessera/model';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOT_USER_AGENT, LOGGED_OUT_SESSION, SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { createReadCache, keptBody, visitorKey } from './readCache.ts';

const backend = createMockBackend({ seed: 1, pinCount: 60 });
beforeEach(() => backend.reset());
const FEED = `http://tessera.test/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`;

async function feed(headers: Record<string, string> = {}): Promise<{ pins: Pin[]; kept: boolean }> {
  const response = await getResponse(backend.handlers, new Request(FEED, { headers }));
  if (!response) throw new Error('no answer');
  const kept = keptBody(response) !== undefined;
  const body = (await response.json()) as ResourceResponse<Pin[]>;
  return { pins: body.resource_response.data ?? [], kept };
}

describe('the feed read cache', () => {
  it('answers the same page from the cache the second time, with the same bytes', async () => {
    const first = await feed();
    const second = await feed();
    expect(first.kept).toBe(true);
    expect(second.pins).toEqual(first.pins);
  });

  it('shows a save made after the page was cached', async () => {
    const before = await feed();
    const pin = before.pins[0];
    if (!pin) throw new Error('empty feed');
    expect(pin.savedInfo).toBeUndefined();
    const saved = await getResponse(
      backend.handlers,
      new Request('http://tessera.test/resource/PinResource/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ options: { pin_id: pin.id } }),
      }),
    );
    expect(saved?.status).toBe(200);
    const after = await feed();
    expect(after.pins.find((p) => p.id === pin.id)?.savedInfo).toBeDefined();
  });

  it('keeps visitors apart: the logged-out visitor and a bot never get the viewer’s page', async () => {
    const viewer = await feed();
    const loggedOut = await feed({ cookie: `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}` });
    const bot = await feed({ 'user-agent': 'Googlebot/2.1' });
    expect(BOT_USER_AGENT.test('Googlebot/2.1')).toBe(true);
    expect(viewer.pins.some((p) => p.savedInfo)).toBe(true);
    expect(loggedOut.pins.some((p) => p.savedInfo)).toBe(false);
    expect(bot.pins.every((p) => p.images.orig === undefined)).toBe(true);
    expect(viewer.pins.some((p) => p.images.orig !== undefined)).toBe(true);
  });

  it('forgets everything on reset', async () => {
    await feed();
    const revision = backend.db.revision;
    backend.reset();
    expect(backend.db.revision).toBeGreaterThan(revision);
  });
});

describe('cachedRead: a kept page without a Fetch Request (the mock server’s hot path)', () => {
  const header = (headers: Record<string, string>) => (name: string) => headers[name.toLowerCase()];
  const ask = (headers: Record<string, string> = {}, method = 'GET') =>
    backend.cachedRead({ method, url: FEED, header: header(headers) });

  it('answers only what a read already kept, with the same bytes, for the same visitor', async () => {
    expect(ask()).toBeUndefined();
    const response = await getResponse(backend.handlers, new Request(FEED));
    const bytes = new Uint8Array(await (response as Response).arrayBuffer());
    const kept = ask();
    expect(kept?.status).toBe(200);
    expect(kept?.body).toEqual(bytes);
    expect(kept?.headers).toContainEqual(['content-length', String(bytes.byteLength)]);
    expect(ask({ cookie: `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}` })).toBeUndefined();
    expect(ask({ 'user-agent': 'Googlebot/2.1' })).toBeUndefined();
    expect(ask({}, 'HEAD')).toBeUndefined();
  });

  it('nothing once the state changed, or while a fault or a delay is to be injected', async () => {
    await getResponse(backend.handlers, new Request(FEED));
    expect(ask()).toBeDefined();
    expect(ask({ 'x-tessera-fault': '503' })).toBeUndefined();
    expect(ask({ 'x-tessera-latency': '10' })).toBeUndefined();
    backend.faults.add({ match: 'SomethingElse', status: 500 });
    expect(ask()).toBeUndefined();
    backend.faults.clear();
    expect(ask()).toBeDefined();
    backend.db.touch();
    expect(ask()).toBeUndefined();
  });

  it('a backend with latency never answers from it', async () => {
    const slow = createMockBackend({ seed: 1, pinCount: 60, latencyMs: 1 });
    await getResponse(slow.handlers, new Request(FEED));
    expect(slow.cachedRead({ method: 'GET', url: FEED, header: () => undefined })).toBeUndefined();
  });

  it('peek keys by visitor and URL, at one revision', async () => {
    const cache = createReadCache();
    const request = new Request(FEED, { headers: { cookie: `${SESSION_COOKIE}=abc` } });
    await cache.read(request, 1, async () => new Response('{"ok":true}', { status: 200 }));
    expect(cache.peek(visitorKey(`${SESSION_COOKIE}=abc`, undefined), FEED, 1)?.body).toEqual(
      new TextEncoder().encode('{"ok":true}'),
    );
    expect(cache.peek(visitorKey(undefined, undefined), FEED, 1)).toBeUndefined();
    expect(cache.peek(visitorKey(`${SESSION_COOKIE}=abc`, undefined), `${FEED}&x=1`, 1)).toBeUndefined();
    expect(cache.peek(visitorKey(`${SESSION_COOKIE}=abc`, undefined), FEED, 2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
