/**
 * The server's HTTP hardening (issue 18): oversized and malformed requests get a status and a
 * short body (never a stack trace or a dropped connection), cross-site writes change nothing,
 * the test-only endpoints stay closed unless asked for, and answers are compressed.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import {
  createMockBackend,
  DEFAULT_VIEWER_SESSION,
  FAULT_HEADER,
  LATENCY_HEADER,
  SESSION_COOKIE,
} from '@tessera/mocks';
import type { Request, Response } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpServerFor, createServer } from './createServer.ts';
import { MAX_HEADER_BYTES, MAX_URL_LENGTH, testEndpoints } from './guards.ts';

const backend = createMockBackend({ seed: 1 });
const app = createServer({ backend, staticDir: '/nonexistent' });
const COOKIE = `${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`;
const feed = `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;
const pinId = () => backend.db.state.homefeed[0] ?? '';
const state = () => JSON.stringify(backend.db.state);
beforeEach(() => backend.reset());

/** No answer may carry a stack trace or an HTML error page. */
function expectNoStack(text: string) {
  expect(text).not.toMatch(/\bat \S+ \(|<pre>|node_modules|Error:/);
}

describe('oversized and malformed requests', () => {
  it(`answers 414 for a URL over ${MAX_URL_LENGTH} characters, JSON on the API and text elsewhere`, async () => {
    const long = 'x'.repeat(MAX_URL_LENGTH);
    const api = await request(app).get(`/resource/HomefeedResource/get/?data=${long}`);
    expect(api.status).toBe(414);
    expect(api.body.resource_response.error.message).toMatch(/longer than 8192/);
    expectNoStack(api.text);
    const page = await request(app).get(`/pin/${long}`).set('Accept', 'text/html');
    expect(page.status).toBe(414);
    expect(page.headers['content-type']).toMatch(/text\/plain/);
    expectNoStack(page.text);
  });

  it(`answers 431 for headers over ${MAX_HEADER_BYTES} bytes`, async () => {
    const res = await request(app)
      .get(feed)
      .set('X-Big', 'y'.repeat(MAX_HEADER_BYTES + 1));
    expect(res.status).toBe(431);
    expectNoStack(res.text);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'bad host'],
    ['with userinfo', 'user@evil.example'],
    ['with a path', 'example.com/x'],
    ['with a port past 65535', '127.0.0.1:99999'],
  ])('answers 400 for a Host header %s', async (_label, host) => {
    const res = await request(app).get(feed).set('Host', host);
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error.message).toMatch(/Host/);
  });

  it('answers 405 with Allow for TRACE and other methods the site does not use', async () => {
    for (const res of [await request(app).trace('/'), await request(app).trace(feed)]) {
      expect(res.status).toBe(405);
      expect(res.headers.allow).toContain('GET');
      expect(res.headers.allow).not.toContain('TRACE');
    }
  });

  it('answers 413 with JSON for a body over the limit, and changes nothing', async () => {
    const before = state();
    const res = await request(app)
      .post('/resource/PinResource/create/')
      .set('Cookie', COOKIE)
      .set('Content-Type', 'application/json')
      .send(`{"options":{"title":"${'z'.repeat(6 * 1024 * 1024)}"}}`);
    expect(res.status).toBe(413);
    expect(res.body.resource_response.error.message).toMatch(/too large/);
    expectNoStack(res.text);
    expect(state()).toBe(before);
  });

  it('answers an unknown API path with JSON 404 and an unknown page path with the not-built text', async () => {
    const res = await request(app).get('/v3/no-such-call/').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.resource_response.error.http_status).toBe(404);
  });
});

describe('on the wire (a listening server)', () => {
  let port = 0;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = createHttpServerFor(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  /** Sends raw bytes and reads the whole answer; a reset rejects. */
  function raw(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.end(text);
    });
  }

  it('answers a 100 KB query with 414, not a reset', async () => {
    const answer = await raw(
      `GET /resource/HomefeedResource/get/?data=${'%7B'.repeat(34_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 414 /);
  });

  it("answers headers beyond Node's own limit with 431, not a reset", async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'y'.repeat(1_100_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('answers a request without Host with 400', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers a request with two Host headers with 400 (RFC 9112)', async () => {
    const answer = await raw(
      `GET ${feed} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('more than one Host header');
  });

  it('answers a declared but unsent body with 408 once the request timeout passes, and closes', async () => {
    const slow = createHttpServerFor(app, { requestTimeoutMs: 300 }).listen(0, '127.0.0.1');
    await new Promise((resolve) => slow.once('listening', resolve));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect((slow.address() as AddressInfo).port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      // The body is announced and never sent; the socket stays open on our side.
      socket.write(
        `POST /resource/PinResource/create/ HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${COOKIE}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
    });
    await new Promise((resolve) => slow.close(resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers CONNECT with 405 and Allow, not an empty reply', async () => {
    const answer = await raw('CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/Allow: GET, HEAD, POST/);
  });
});

describe('the test hooks', () => {
  it('ignores the fault and latency headers on a server started without test endpoints', async () => {
    const failed = await request(app).get(feed).set(FAULT_HEADER, '500 broken');
    expect(failed.status).toBe(200);
    // Honoured, this would hold the answer for 30 s, past the test's timeout.
    const stalled = await request(app).get(feed).set(LATENCY_HEADER, '30000');
    expect(stalled.status).toBe(200);
  });

  it('honours them on a server started for tests', async () => {
    const testApp = createServer({ backend, staticDir: '/nonexistent', testEndpoints: true });
    const failed = await request(testApp).get(feed).set(FAULT_HEADER, '503 down');
    expect(failed.status).toBe(503);
  });
});

describe('the session and cross-site writes', () => {
  const repin = () => ({ options: { pin_id: pinId() } });

  it('gives a visitor without a session the default viewer’s cookie: HttpOnly, SameSite=Lax', async () => {
    const res = await request(app).get(feed).expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=${DEFAULT_VIEWER_SESSION}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await request(app).get(feed).set('Cookie', COOKIE).expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a change without the session cookie (a form or no-cors request from another site) with 403', async () => {
    const before = state();
    const res = await request(app)
      .post('/resource/UserStateResource/create/')
      .set('Content-Type', 'text/plain')
      .send('{"options":{"state":"x","value":"y"}}');
    expect(res.status).toBe(403);
    expect(state()).toBe(before);
  });

  it.each([
    ['Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a change with the cookie but an %s with 403', async (_label, headers) => {
    const before = state();
    const res = await request(app)
      .post('/resource/PinResource/create/')
      .set('Cookie', COOKIE)
      .set(headers)
      .send(repin());
    expect(res.status).toBe(403);
    expect(res.body.resource_response.error.message).toMatch(/only from the site itself/);
    expect(state()).toBe(before);
  });

  it('accepts a change from the site itself', async () => {
    const res = await request(app)
      .post('/resource/PinResource/create/')
      .set('Host', 'localhost:4000')
      .set('Cookie', COOKIE)
      .set('Origin', 'http://localhost:4000')
      .set('Sec-Fetch-Site', 'same-origin')
      .send(repin());
    expect(res.status).toBe(200);
  });
});

describe('the test-only endpoints', () => {
  it('are not there unless the server is started for tests', async () => {
    const res = await request(app).post('/__mock/reset');
    expect(res.status).toBe(404);
    expect((await request(app).get('/__mock/events')).status).toBe(404);
  });

  it('answer loopback callers when started for tests, and nobody else', async () => {
    const withEndpoints = createServer({ backend, staticDir: '/nonexistent', testEndpoints: true });
    expect((await request(withEndpoints).post('/__mock/reset')).status).toBe(200);
    const gate = testEndpoints(true);
    const answers: number[] = [];
    for (const remoteAddress of ['10.0.0.5', '192.168.1.2', '::ffff:10.1.2.3', '127.0.0.1', '::1']) {
      let status = 0;
      const req = { path: '/__mock/reset', method: 'POST', socket: { remoteAddress } } as unknown as Request;
      const res = {
        headersSent: false,
        status(code: number) {
          status = code;
          return this;
        },
        json() {
          return this;
        },
      } as unknown as Response;
      gate(req, res, () => {
        status = 0;
      });
      answers.push(status);
    }
    expect(answers).toEqual([404, 404, 404, 0, 0]);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('sends the feed %s-encoded when the browser accepts it', async (accept, encoding) => {
    const res = await request(app).get(feed).set('Accept-Encoding', accept).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
  });
});
