/**
 * Test-only (not exported from the package index): the one way the mock backend's tests send a
 * request through its MSW handlers in Node (msw's getResponse), with the method, path, body,
 * headers and session cookie they need — and read the answer as a Response, as the resource
 * envelope, or as its resource_response.
 */
import type { ResourceResponse } from '@tessera/model';
import { getResponse } from 'msw';
import { LOGGED_OUT_SESSION, SESSION_COOKIE } from './context.ts';
import type { MockBackend } from './createMockBackend.ts';

export const TEST_ORIGIN = 'http://tessera.test';

/** The cookie of a logged-out visitor (without a cookie the visitor is the backend's default user). */
export const LOGGED_OUT: Readonly<Record<string, string>> = {
  cookie: `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}`,
};

/** The path of a resource call's GET: its options (and bookmarks) as the data parameter. */
export function resourceGetPath(name: string, options: Record<string, unknown> = {}, bookmarks?: string[]) {
  const data = JSON.stringify({ options, ...(bookmarks ? { bookmarks } : {}) });
  return `/resource/${name}/get/?data=${encodeURIComponent(data)}`;
}

/** A client of `backend` for tests. */
export function testClient(backend: MockBackend) {
  /**
   * Sends `method path`. A body goes as JSON with content-type application/json unless `headers`
   * name another type; a string body goes as it is (raw text, broken JSON, an empty body), and
   * FormData as a multipart upload. Throws when no handler answers.
   */
  async function send(method: string, path: string, body?: unknown, headers: HeadersInit = {}) {
    const all = new Headers(headers);
    const form = body instanceof FormData;
    if (body !== undefined && !form && !all.has('content-type')) all.set('content-type', 'application/json');
    const request = new Request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: all,
      ...(body === undefined ? {} : { body: form || typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const response = await getResponse(backend.handlers, request);
    if (!response) throw new Error(`No handler answered ${method} ${path}`);
    return response;
  }

  /** `send`, read as the resource envelope: its status, headers and body. */
  async function json<T = unknown>(method: string, path: string, body?: unknown, headers?: HeadersInit) {
    const response = await send(method, path, body, headers);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as ResourceResponse<T>,
    };
  }

  /** `send`, read as the status and the envelope's resource_response. */
  async function resource<T = unknown>(method: string, path: string, body?: unknown, headers?: HeadersInit) {
    const answer = await json<T>(method, path, body, headers);
    return { status: answer.status, ...answer.body.resource_response };
  }

  return { send, json, resource };
}
