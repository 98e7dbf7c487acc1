import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIF_URL, VIDEO_HLS_URL, VIDEO_MP4_URL } from '../fixtures/kinds.ts';
import { createMockBackend } from './createMockBackend.ts';
import { FAULT_HEADER, LATENCY_HEADER } from './faults.ts';
import { delayed, failing } from './overrides.ts';
import { TEST_ORIGIN as ORIGIN, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

const client = testClient(backend);
const send = (path: string, { method = 'GET', headers }: { method?: string; headers?: HeadersInit } = {}) =>
  client.send(method, path, undefined, headers);
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

describe('video and gif media', () => {
  it('serves the V_720P clip as a real MP4 (ftyp box, H.264), with byte ranges for seeking', async () => {
    const full = await send(VIDEO_MP4_URL);
    expect([full.status, full.headers.get('content-type'), full.headers.get('accept-ranges')]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    const data = await bytes(full);
    expect(ascii(data, 4, 8)).toBe('ftyp');
    expect(ascii(data, 0, data.length)).toContain('avc1');
    expect(data.length).toBeLessThan(100_000);
    const part = await send(VIDEO_MP4_URL, { headers: { range: 'bytes=0-99' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-99/${data.length}`]);
    expect((await bytes(part)).length).toBe(100);
    const tail = await send(VIDEO_MP4_URL, { headers: { range: 'bytes=-10' } });
    expect(await bytes(tail)).toEqual(data.subarray(data.length - 10));
    expect((await send(VIDEO_MP4_URL, { headers: { range: `bytes=${data.length}-` } })).status).toBe(416);
    const head = await send(VIDEO_MP4_URL, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(data.length)]);
  });

  it('serves the V_HLSV4 playlist and its MPEG-TS segments', async () => {
    const playlist = await send(VIDEO_HLS_URL);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments).toEqual(['seg0.ts', 'seg1.ts']);
    for (const segment of segments) {
      const response = await send(VIDEO_HLS_URL.replace('playlist.m3u8', segment));
      const data = await bytes(response);
      expect(response.headers.get('content-type')).toBe('video/mp2t');
      // hls.js reads segments with XHR, so pages of other origins (Storybook) need CORS.
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(data[0]).toBe(0x47); // MPEG-TS sync byte
      expect(data.length % 188).toBe(0);
    }
    expect((await send('/media/video/hls/seg9.ts')).status).toBe(404);
  });

  it('serves the gif', async () => {
    const response = await send(GIF_URL);
    expect(ascii(await bytes(response), 0, 6)).toBe('GIF89a');
    expect((await send('/media/gif/other.gif')).status).toBe(404);
  });
});

describe('fault and latency injection (§8 error paths)', () => {
  it('a registry fault can delay without failing, and fail after a delay', async () => {
    backend.faults.add({ match: 'LocalesResource', delayMs: 30 });
    let started = performance.now();
    expect((await send('/resource/LocalesResource/get/')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    backend.faults.add({ match: 'LocalesResource', delayMs: 30, status: 502 });
    started = performance.now();
    expect((await send('/resource/LocalesResource/get/')).status).toBe(502);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(() => backend.faults.add({ match: 'x' })).toThrow(/status, a delayMs or both/);
    expect(() => backend.faults.add({ match: 'x', delayMs: 10 ** 9 })).toThrow(/delayMs/);
  });

  it('headers fail or delay one request, and a bad latency header is a 400', async () => {
    const failed = await send('/v3/users/me/', { headers: { [FAULT_HEADER]: '429' } });
    expect(failed.status).toBe(429);
    expect((await failed.json()).resource_response.error.message).toBe('');
    expect((await send('/v3/users/me/')).status).toBe(200);
    expect((await send('/v3/users/me/', { headers: { [LATENCY_HEADER]: 'soon' } })).status).toBe(400);
  });
});

describe('MSW overrides', () => {
  const server = setupServer(...backend.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('failing() fails every matching request until the handlers are reset; delayed() passes through after a wait', async () => {
    server.use(failing('PinResource/create', 500, 'Nope'));
    const options = JSON.stringify({ options: { pin_id: backend.db.state.homefeed[0] } });
    const failed = await fetch(`${ORIGIN}/resource/PinResource/create/`, { method: 'POST', body: options });
    expect([failed.status, (await failed.json()).resource_response.error.message]).toEqual([500, 'Nope']);
    server.resetHandlers();
    server.use(delayed('LocalesResource', 30));
    const started = performance.now();
    const slow = await fetch(`${ORIGIN}/resource/LocalesResource/get/`);
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    server.resetHandlers();
  });
});
