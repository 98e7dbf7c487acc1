/**
 * Hot feed reads (issue 18): the mock server sends a read the backend already answered for this
 * visitor at this state from its read cache, without MSW, and its compressed copy once made —
 * never a stale page, someone else's page, or a page a fault or a delay should have changed.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stream } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createMockBackend, FAULT_HEADER, LOGGED_OUT_SESSION, SESSION_COOKIE } from '@tessera/mocks';
import type { Pin, ResourceResponse } from '@tessera/model';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './testing.ts';

const backend = createMockBackend({ seed: 1 });
// One listening server for every request: a page is kept by its whole URL, host and port included.
const server = createSiteServer({ backend }).listen(0, '127.0.0.1');
afterAll(() => {
  server.close();
});
const app = server;
const FEED = `/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`;

beforeEach(() => {
  backend.reset();
  vi.restoreAllMocks();
});

/** The raw bytes of an answer (supertest would parse or decompress it otherwise). */
function bytesOf(res: Stream, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The home feed's first page, as sent (uncompressed unless `headers` accept an encoding). */
const feed = (headers: Record<string, string> = {}) =>
  request(app)
    .get(FEED)
    .set({ 'accept-encoding': 'identity', ...headers })
    .buffer(true)
    .parse(bytesOf);

/** The home feed's first page as the bytes on the wire (supertest and fetch would decompress them). */
function rawFeed(acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: FEED, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const pinsOf = (body: Buffer) =>
  (JSON.parse(body.toString('utf8')) as ResourceResponse<Pin[]>).resource_response.data ?? [];

describe('hot feed reads from the read cache', () => {
  it('the second read of a page comes from the cache, byte for byte the first, with its headers', async () => {
    const cachedRead = vi.spyOn(backend, 'cachedRead');
    const first = await feed().expect(200);
    expect(cachedRead).toHaveLastReturnedWith(undefined);
    const second = await feed().expect(200);
    expect(cachedRead.mock.results.at(-1)?.value).toBeDefined();
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(String((first.body as Buffer).byteLength));
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('a fault registered after the page was kept still fails the read, and so does a fault header', async () => {
    await feed().expect(200);
    await request(app)
      .post('/__mock/faults')
      .send({ match: 'HomefeedResource', status: 503, message: 'down' })
      .expect(201);
    await feed().expect(503);
    await feed().expect(200);
    await feed({ [FAULT_HEADER]: '500 broken' }).expect(500);
  });

  it('a save after the page was kept shows in the next read', async () => {
    const before = pinsOf((await feed().expect(200)).body as Buffer);
    const pin = before.find((p) => p.savedInfo === undefined);
    if (!pin) throw new Error('every pin is saved');
    await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pin.id } })
      .expect(200);
    const after = pinsOf((await feed().expect(200)).body as Buffer);
    expect(after.find((p) => p.id === pin.id)?.savedInfo).toBeDefined();
  });

  it('visitors are kept apart: the logged-out visitor never gets the viewer’s kept page', async () => {
    const pin = pinsOf((await feed().expect(200)).body as Buffer).find((p) => p.savedInfo === undefined);
    if (!pin) throw new Error('every pin is saved');
    await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pin.id } })
      .expect(200);
    await feed().expect(200);
    const viewer = pinsOf((await feed().expect(200)).body as Buffer);
    const loggedOut = pinsOf(
      (await feed({ cookie: `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}` }).expect(200)).body as Buffer,
    );
    expect(viewer.find((p) => p.id === pin.id)?.savedInfo).toBeDefined();
    expect(loggedOut.some((p) => p.savedInfo)).toBe(false);
  });

  it('a client that accepts br or gzip gets the kept page compressed, the same page', async () => {
    const plain = (await feed().expect(200)).body as Buffer;
    for (let i = 0; i < 2; i++) {
      const br = await rawFeed('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
      expect(Buffer.compare(brotliDecompressSync(br.body), plain)).toBe(0);
      const gzip = await rawFeed('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(Buffer.compare(gunzipSync(gzip.body), plain)).toBe(0);
    }
    const identity = await rawFeed('br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(identity.body, plain)).toBe(0);
  });
});
