import { createMockBackend } from '@tessera/mocks';
import { DEFAULT_HTTP_STATUS, END_BOOKMARK, type Pin, type RepinResult, type User } from '@tessera/model';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResourceRequestError } from './ResourceRequestError.ts';
import { createResourceClient, resourceUrl } from './resourceClient.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);
const client = createResourceClient({ baseUrl: BASE });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<ResourceRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResourceRequestError);
  return error as ResourceRequestError;
}

describe('createResourceClient against the mock handlers', () => {
  it('gets a resource: data and the next bookmark', async () => {
    const page = await client.get<Pin[]>('HomefeedResource', { page_size: 5 });
    expect(page.data).toHaveLength(5);
    expect(page.data[0]?.id).toBe(backend.db.state.homefeed[0]);
    expect(page.bookmark).toEqual(expect.any(String));
    expect(page.bookmark).not.toBe(END_BOOKMARK);
  });

  it('pages with bookmarks until END_BOOKMARK, seeing every pin once', async () => {
    const ids: string[] = [];
    let bookmark: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const page: { data: Pin[]; bookmark: string | null } = await client.get<Pin[]>(
        'HomefeedResource',
        { page_size: 100 },
        bookmark ? [bookmark] : undefined,
      );
      ids.push(...page.data.map((p) => p.id));
      bookmark = page.bookmark;
      if (bookmark === END_BOOKMARK) break;
    }
    expect(bookmark).toBe(END_BOOKMARK);
    expect(ids).toEqual(backend.db.state.homefeed);
  });

  it('creates and deletes (repin then delete) with POST bodies', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    const result = await client.create<RepinResult>('PinResource', { pin_id: pinId });
    expect(result.board).toBeNull();
    expect(backend.db.savesOf(backend.db.viewerId)[pinId] !== undefined).toBe(true);
    await expect(client.delete('PinResource', { id: pinId })).resolves.toBeNull();
    expect(backend.db.savesOf(backend.db.viewerId)[pinId] !== undefined).toBe(false);
  });

  it('gets the viewer', async () => {
    const { data, bookmark } = await client.get<User>('UserResource');
    expect(data.username).toBe('demo');
    expect(bookmark).toBeNull();
  });

  it('surfaces a 500 fault as ResourceRequestError with http_status 500 and the server message', async () => {
    backend.faults.add({ match: 'PinResource/create', status: 500, message: 'Board is full' });
    const error = await rejection(client.create('PinResource', { pin_id: backend.db.state.homefeed[0] }));
    expect(error.http_status).toBe(500);
    expect(error.message).toBe('Board is full');
    expect(error.code).toBe('MOCK_FAULT');
    expect(error.resource).toBe('PinResource/create');
    // The fault was used once: the next call goes through.
    await expect(
      client.create('PinResource', { pin_id: backend.db.state.homefeed[0] }),
    ).resolves.toMatchObject({
      board: null,
    });
  });

  it('leaves message empty when the server gave none (the caller shows its own text, §8)', async () => {
    backend.faults.add({ match: 'PinResource/create', status: 502 });
    const error = await rejection(client.create('PinResource', { pin_id: backend.db.state.homefeed[0] }));
    expect(error.message).toBe('');
    expect(error.http_status).toBe(502);
  });

  it('turns 400 and 404 answers into errors with their status and message', async () => {
    const bad = await rejection(client.create('PinResource', {}));
    expect([bad.http_status, bad.message]).toEqual([
      400,
      'Invalid options for PinResource/create: pin_id: is required (or image_signature, image_url or image_base64 for a new Pin)',
    ]);
    const missing = await rejection(client.get('NoSuchResource'));
    expect(missing.http_status).toBe(404);
    expect(missing.message).toBe('Unknown resource: NoSuchResource/get');
  });

  it('gives a network error http_status 500 (the §4 default) and keeps the cause', async () => {
    server.use(http.get(`${BASE}/resource/UserResource/get/`, () => HttpResponse.error()));
    const error = await rejection(client.get('UserResource'));
    expect(error.http_status).toBe(DEFAULT_HTTP_STATUS);
    expect(DEFAULT_HTTP_STATUS).toBe(500);
    expect(error.message).toBe('');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('treats a non-JSON or non-resource answer as a failure with its status', async () => {
    server.use(
      http.get(
        `${BASE}/resource/UserResource/get/`,
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
      http.get(`${BASE}/resource/BoardsResource/get/`, () => HttpResponse.json({ hello: 'world' })),
    );
    expect((await rejection(client.get('UserResource'))).http_status).toBe(502);
    expect((await rejection(client.get('BoardsResource'))).http_status).toBe(500);
  });

  it('treats an error inside a 200 answer as a failure', async () => {
    server.use(
      http.get(`${BASE}/resource/UserResource/get/`, () =>
        HttpResponse.json({
          resource_response: {
            data: null,
            error: { message: 'Nope', http_status: 403 },
            bookmark: null,
            http_status: 403,
          },
        }),
      ),
    );
    const error = await rejection(client.get('UserResource'));
    expect([error.http_status, error.message]).toEqual([403, 'Nope']);
  });

  it('lets an abort through as an AbortError, not a resource error', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client
      .get('UserResource', {}, undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ResourceRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('wire format', () => {
  function recordingClient() {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      HttpResponse.json({ resource_response: { data: 1, error: null, bookmark: null, http_status: 200 } }),
    );
    return { fetch, client: createResourceClient({ baseUrl: 'https://api.example/', fetch }) };
  }

  it('GET /resource/{Resource}/get/?data=<JSON options and bookmarks>', async () => {
    const { fetch, client } = recordingClient();
    await client.get('BoardsResource', { username: 'demo', sort: 'alphabetical' }, ['b1']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    const parsed = new URL(String(url));
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://api.example/resource/BoardsResource/get/');
    expect(JSON.parse(parsed.searchParams.get('data') ?? '')).toEqual({
      options: { username: 'demo', sort: 'alphabetical' },
      bookmarks: ['b1'],
    });
    expect(String(url)).toContain(
      `data=${encodeURIComponent(JSON.stringify({ options: { username: 'demo', sort: 'alphabetical' }, bookmarks: ['b1'] }))}`,
    );
    expect(init?.method).toBe('GET');
  });

  it.each(['create', 'update', 'delete'] as const)(
    '%s: POST /resource/{Resource}/%s/ with JSON { options }',
    async (action) => {
      const { fetch, client } = recordingClient();
      await client[action]('PinResource', { pin_id: '1' });
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(String(url)).toBe(`https://api.example/resource/PinResource/${action}/`);
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
      expect(JSON.parse(String(init?.body))).toEqual({ options: { pin_id: '1' } });
    },
  );

  it('uses the global fetch of the moment when none is given (so MSW can patch it later)', async () => {
    const original = globalThis.fetch;
    const fake = vi.fn(async () =>
      HttpResponse.json({
        resource_response: { data: 'late', error: null, bookmark: null, http_status: 200 },
      }),
    );
    const lateClient = createResourceClient();
    globalThis.fetch = fake;
    try {
      await expect(lateClient.get('UserResource')).resolves.toEqual({ data: 'late', bookmark: null });
      expect(String(fake.mock.calls.at(0)?.at(0))).toMatch(/^\/resource\/UserResource\/get\/\?data=/);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('refuses resource names that would change the path', () => {
    expect(() => resourceUrl('', '../admin', 'get')).toThrow(TypeError);
    expect(resourceUrl('', 'PinResource', 'create')).toBe('/resource/PinResource/create/');
  });
});

describe('pages()', () => {
  it('follows bookmarks to the end marker (§4), page by page', async () => {
    const client = createResourceClient({ baseUrl: BASE });
    const seen: string[] = [];
    let count = 0;
    for await (const page of client.pages<Array<{ id: string }>>('HomefeedResource', { page_size: 100 })) {
      seen.push(...page.map((p) => p.id));
      count++;
    }
    expect(seen).toEqual(backend.db.state.homefeed);
    expect(count).toBe(Math.ceil(backend.db.state.homefeed.length / 100));
  });

  it('stops after maxPages', async () => {
    const client = createResourceClient({ baseUrl: BASE });
    let count = 0;
    for await (const _page of client.pages('HomefeedResource', { page_size: 1 }, { maxPages: 3 })) count++;
    expect(count).toBe(3);
  });
});
