import { createMockBackend, DEMO_USERNAME } from '@tessera/mocks';
import { END_BOOKMARK } from '@tessera/model';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResourceRequestError } from './ResourceRequestError.ts';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi, nextBookmark } from './tesseraApi.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);
const api = createTesseraApi(createResourceClient({ baseUrl: BASE }));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

describe('createTesseraApi', () => {
  it('getHomefeed pages until the bookmark is null (END_BOOKMARK)', async () => {
    const ids: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const page: { pins: { id: string }[]; bookmark: string | null } = await api.getHomefeed({
        bookmark,
        pageSize: 50,
      });
      ids.push(...page.pins.map((p) => p.id));
      bookmark = page.bookmark;
      pages++;
    } while (bookmark !== null && pages < 100);
    expect(ids).toEqual(backend.db.state.homefeed);
    expect(bookmark).toBeNull();
  });

  it('getHomefeed uses the default page size of the server when none is given', async () => {
    expect((await api.getHomefeed()).pins).toHaveLength(25);
  });

  it('repin to a board returns the RepinResult and the next feed read shows the pin saved', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    const [board] = await api.getBoards();
    const result = await api.repin({ pinId, boardId: board?.id });
    expect(result.board?.name).toBe(board?.name);
    const { pins } = await api.getHomefeed();
    expect(pins[0]?.savedInfo).toEqual({ boardId: board?.id, localPinId: result.id });
  });

  it('repin with no board saves to the profile (board null)', async () => {
    const result = await api.repin({ pinId: backend.db.state.homefeed[1] ?? '' });
    expect(result.board).toBeNull();
  });

  it('repin into a section returns the section', async () => {
    const section = Object.values(backend.db.state.sections)[0];
    const result = await api.repin({ pinId: backend.db.state.homefeed[2] ?? '', sectionId: section?.id });
    expect(result.section?.title).toBe(section?.title);
  });

  it('deletePin removes the save', async () => {
    const pinId = backend.db.state.homefeed[0] ?? '';
    await api.repin({ pinId });
    await expect(api.deletePin({ pinId })).resolves.toBeUndefined();
    expect((await api.getHomefeed()).pins[0]?.savedInfo).toBeUndefined();
  });

  it('a failed repin rejects with the server status and message', async () => {
    backend.faults.add({ match: 'PinResource/create', status: 500, message: 'Try later' });
    const error = await api.repin({ pinId: backend.db.state.homefeed[0] ?? '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceRequestError);
    expect(error).toMatchObject({ http_status: 500, message: 'Try later' });
  });

  it('deleting someone else’s pin rejects with 403, an unknown pin with 404', async () => {
    const error = await api.deletePin({ pinId: backend.db.state.homefeed[0] ?? '' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ http_status: 403 });
    const unknown = await api.deletePin({ pinId: '42' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ http_status: 404 });
  });

  it('getViewer returns the demo user', async () => {
    expect((await api.getViewer()).username).toBe(DEMO_USERNAME);
  });

  it('getBoards returns every board of the viewer, or of another user, in the asked sort', async () => {
    const boards = await api.getBoards({ sort: 'alphabetical' });
    // Their own boards and the group boards they collaborate on (§6).
    const groups = Object.entries(backend.db.state.boardCollaborators)
      .filter(([, ids]) => ids.includes(backend.db.viewerId))
      .map(([id]) => id);
    expect(boards.map((b) => b.id).sort()).toEqual(
      [...backend.db.boardsOf(DEMO_USERNAME).map((b) => b.id), ...groups].sort(),
    );
    expect(boards.map((b) => b.name)).toEqual(
      [...boards.map((b) => b.name)].sort((a, b) => a.localeCompare(b)),
    );
    const someone = backend.db.world.users[1];
    const theirs = await api.getBoards({ username: someone?.username });
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((b) => b.username === someone?.username)).toBe(true);
  });

  it('getBoards follows bookmarks across pages', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/resource/BoardsResource/get/`, ({ request }) => {
        calls++;
        const data = JSON.parse(new URL(request.url).searchParams.get('data') ?? '{}') as {
          bookmarks?: string[];
        };
        const second = data.bookmarks?.[0] === 'page-2';
        return HttpResponse.json({
          resource_response: {
            data: [{ id: second ? 'b2' : 'b1', name: second ? 'Two' : 'One' }],
            error: null,
            bookmark: second ? END_BOOKMARK : 'page-2',
            http_status: 200,
          },
        });
      }),
    );
    expect((await api.getBoards()).map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(calls).toBe(2);
  });

  it('rejects data that does not match the model schemas with INVALID_RESPONSE', async () => {
    server.use(
      http.get(`${BASE}/resource/HomefeedResource/get/`, () =>
        HttpResponse.json({
          resource_response: {
            data: { title: 'not a list of pins' },
            error: null,
            bookmark: null,
            http_status: 200,
          },
        }),
      ),
    );
    const error = await api.getHomefeed().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceRequestError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', http_status: 500 });
  });

  it('checks every item of a list answer: a bad item or no list is INVALID_RESPONSE', async () => {
    const answer = (data: unknown) =>
      server.use(
        http.get(`${BASE}/resource/BoardSectionsResource/get/`, () =>
          HttpResponse.json({ resource_response: { data, error: null, bookmark: null, http_status: 200 } }),
        ),
      );
    answer([
      { id: '1', title: 'Kept' },
      { id: '2', title: 'Also kept', pin_count: 3 },
    ]);
    expect(await api.getBoardSections({ board_id: '9' })).toEqual([
      { id: '1', title: 'Kept' },
      { id: '2', title: 'Also kept', pin_count: 3 },
    ]);
    for (const data of [[{ id: '1', title: 'Kept' }, { id: '2' }], { id: '1', title: 'not a list' }]) {
      answer(data);
      const error = await api.getBoardSections({ board_id: '9' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResourceRequestError);
      expect(error).toMatchObject({ code: 'INVALID_RESPONSE', resource: 'BoardSectionsResource/get' });
    }
  });
});

describe('nextBookmark', () => {
  it('is null at the end marker and for no bookmark, else the bookmark', () => {
    expect(nextBookmark(END_BOOKMARK)).toBeNull();
    expect(nextBookmark(null)).toBeNull();
    expect(nextBookmark('')).toBeNull();
    expect(nextBookmark('abc')).toBe('abc');
  });
});
