/**
 * Issue 32, every input answers: a fuzz on the wire (raw bytes to a listening server, so nothing
 * between the test and Node's parser tidies the request) over the Host header (ports out of
 * range, Unicode, brackets, empty), the method (CONNECT, TRACE, made-up ones), Unicode (U+3000,
 * U+2028, U+FEFF, NUL, lone surrogates, any grapheme) in any string of any call's options, query
 * or body, and in the values that end up in headers (cookie, user agent, origin, content type).
 * Every request gets an answer, and it is never a 5xx: before the fixes, a bad Host port, a search
 * with U+3000, a deep link to `http://[` and an attribution destination past Latin-1 answered 500,
 * and CONNECT nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@tessera/mocks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CASES } from '../../packages/mocks/src/testing/contractCases.ts';
import { createHttpServerFor, createServer } from './createServer.ts';
import { SITE_COOKIE } from './testing.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
/** An answer not begun within this is silence. */
const ANSWER_TIMEOUT_MS = 5_000;

let port = 0;
let close: () => Promise<void>;
beforeAll(async () => {
  // A built playground of one page, so page routes answer as a served site's do.
  const dist = mkdtempSync(join(tmpdir(), 'tessera-fuzz-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const server = createHttpServerFor(createServer({ staticDir: dist })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
});
afterAll(() => close());

/** Sends the bytes and resolves with the status of the answer, or 0 for none (closed or timed out). */
function statusOf(bytes: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(0), ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3}) /.exec(answer);
      if (match) done(Number(match[1]));
    });
    socket.on('end', () => done(0));
    socket.on('error', () => done(0));
    socket.write(bytes);
  });
}

/** Text that breaks things: the issue's characters, lone surrogates, any grapheme or code point. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u3000',
    '\u2028',
    '\u2029',
    '\uFEFF',
    '\u0000',
    '\uD800',
    '\uDFFF',
    '☃',
    '𝔘',
    'http://[',
    '%zz',
  ),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

/** Lone surrogates as U+FFFD (what a browser sends for them in a URL; encodeURIComponent throws). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** No CR, LF or NUL in a header value: those end the header (another request), not test its value. */
const headerSafe = (text: string) => text.replace(/[\r\n\0]/g, '');

/** Mostly a good Host, so most requests reach the handlers with their hostile text. */
const hostHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant('127.0.0.1') },
  fc.integer({ min: 0, max: 1_000_000 }).map((p) => `127.0.0.1:${p}`),
  fc.constantFrom('', '[::1]:4000', '[::1', 'a b', 'localhost:', ':80', 'xn--nxasmq6b', '127.0.0.1:4000:1'),
  hostileText.map(headerSafe),
);

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'FOO',
];

const HEADERS = [
  'cookie',
  'user-agent',
  'origin',
  'referer',
  'content-type',
  'accept-language',
  'sec-fetch-site',
];

/** The JSON with the `pick`th string in it (or a new field, when it has none) replaced by `text`. */
function withText(value: unknown, pick: number, text: string): unknown {
  const strings: Array<{ holder: Record<string, unknown> | unknown[]; key: string | number }> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      for (const [i, item] of v.entries()) {
        if (typeof item === 'string') strings.push({ holder: v, key: i });
        else walk(item);
      }
    else if (typeof v === 'object' && v !== null)
      for (const [k, item] of Object.entries(v)) {
        if (typeof item === 'string') strings.push({ holder: v as Record<string, unknown>, key: k });
        else walk(item);
      }
  };
  const copy = structuredClone(value ?? {}) as Record<string, unknown>;
  walk(copy);
  const target = strings[pick % Math.max(1, strings.length)];
  if (target) (target.holder as Record<string | number, unknown>)[target.key] = text;
  else copy.extra = text;
  return copy;
}

/** A contract case's path with `text` in one of its strings (the resource's options, or a query value). */
function pathWithText(path: string, pick: number, text: string): string {
  const url = new URL(path, 'http://x');
  const data = url.searchParams.get('data');
  if (data !== null) {
    url.searchParams.set('data', JSON.stringify(withText(JSON.parse(data), pick, text)));
  } else {
    const keys = [...url.searchParams.keys()];
    url.searchParams.set(keys[pick % Math.max(1, keys.length)] ?? 'q', text);
  }
  return `${url.pathname}?${url.searchParams.toString()}`;
}

describe('any request on the wire', () => {
  it('is answered, and never with a 5xx', async () => {
    const failures: string[] = [];
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONTRACT_CASES.filter((c) => !c.path.startsWith('/__mock'))),
        // Mostly the case's own method (null), so the call is answered by its handler.
        fc.option(fc.constantFrom(...METHODS), { freq: 3 }),
        hostHeader,
        fc.constantFrom(...HEADERS),
        hostileText,
        fc.nat(),
        fc.constantFrom('query', 'body', 'header', 'path'),
        async (c, otherMethod, host, headerName, text, pick, where) => {
          const method = otherMethod ?? c.method;
          const path =
            where === 'query'
              ? pathWithText(c.path, pick, text)
              : where === 'path'
                ? c.path.replace(/\/\d+\//, `/${encodeURIComponent(wellFormed(text))}/`)
                : c.path;
          const body =
            method === 'GET' || method === 'HEAD' || method === 'CONNECT'
              ? ''
              : JSON.stringify(where === 'body' ? withText(c.body, pick, text) : (c.body ?? {}));
          const headers: Record<string, string> = {
            host,
            cookie: SITE_COOKIE,
            'content-type': 'application/json',
            connection: 'close',
          };
          if (where === 'header')
            headers[headerName] =
              headerName === 'cookie' ? `${SESSION_COOKIE}=${headerSafe(text)}` : headerSafe(text);
          const bodyBytes = Buffer.from(body, 'utf8');
          if (body) headers['content-length'] = String(bodyBytes.length);
          const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('')}\r\n`;
          const status = await statusOf(Buffer.concat([Buffer.from(head, 'utf8'), bodyBytes]));
          seen.set(status, (seen.get(status) ?? 0) + 1);
          if (status === 0 || status >= 500)
            failures.push(`${status || 'no answer'}: ${head.slice(0, 300)} ${body.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
    // Most of them reached a handler and were answered by it (not only refused at the door).
    const answered = [...seen].filter(([status]) => status !== 400).reduce((n, [, count]) => n + count, 0);
    expect(answered, JSON.stringify([...seen])).toBeGreaterThan(RUNS / 3);
  }, 60_000);
});
