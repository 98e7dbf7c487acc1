import {
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  type Board,
  END_BOOKMARK,
  type Pin,
  type RepinResult,
  type ResourceResponse,
  type User,
} from '@tessera/model';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERNAME } from '../fixtures/world.ts';
import { UNKNOWN_ID } from '../testing/contractCases.ts';
import { createMockBackend, FAULT_CODE, HOMEFEED_PAGE_SIZE, MAX_PAGE_SIZE } from './createMockBackend.ts';
import { TEST_ORIGIN as ORIGIN, resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });

beforeEach(() => {
  backend.reset();
});

const { send } = testClient(backend);

async function resource<T>(response: Response) {
  return (await response.json()) as ResourceResponse<T>;
}

async function get<T>(resourceName: string, options: Record<string, unknown> = {}, bookmarks?: string[]) {
  const response = await send('GET', resourceGetPath(resourceName, options, bookmarks));
  return { status: response.status, body: await resource<T>(response) };
}

async function post<T>(resourceName: string, action: string, options: Record<string, unknown>) {
  const response = await send('POST', `/resource/${resourceName}/${action}/`, { options });
  return { status: response.status, body: await resource<T>(response) };
}

const feedPin = (index: number) => {
  const id = backend.db.state.homefeed[index];
  if (!id) throw new Error(`No pin ${index}`);
  return id;
};
const viewerSaves = () => backend.db.savesOf(backend.db.viewerId);
const viewerBoards = () => backend.db.boardsOf(DEMO_USERNAME);
/** The viewer's own boards and the boards they collaborate on, ids sorted. */
const viewerBoardsAndGroups = () =>
  Object.values(backend.db.state.boards)
    .filter(
      (b) =>
        b.username === DEMO_USERNAME ||
        (backend.db.state.boardCollaborators[b.id] ?? []).includes(backend.db.viewerId),
    )
    .map((b) => b.id)
    .sort();
const firstBoard = () => {
  const board = viewerBoards()[0];
  if (!board) throw new Error('The viewer has no boards');
  return board;
};

describe('HomefeedResource', () => {
  it('pages through every pin once, 25 a page by default, and ends with END_BOOKMARK', async () => {
    const seen: string[] = [];
    let bookmarks: string[] | undefined;
    let pages = 0;
    for (;;) {
      const { status, body } = await get<Pin[]>('HomefeedResource', {}, bookmarks);
      expect(status).toBe(200);
      const { data, bookmark, error, http_status } = body.resource_response;
      expect(error).toBeNull();
      expect(http_status).toBe(200);
      pages++;
      seen.push(...(data ?? []).map((p) => p.id));
      if (bookmark === END_BOOKMARK) break;
      expect(data).toHaveLength(HOMEFEED_PAGE_SIZE);
      expect(body.bookmarks).toEqual([bookmark]);
      bookmarks = [bookmark ?? ''];
    }
    expect(seen).toEqual(backend.db.state.homefeed);
    expect(pages).toBe(Math.ceil(backend.db.state.homefeed.length / HOMEFEED_PAGE_SIZE));
  });

  it('answers an empty page at the end marker', async () => {
    const { body } = await get<Pin[]>('HomefeedResource', {}, [END_BOOKMARK]);
    expect(body.resource_response.data).toEqual([]);
    expect(body.resource_response.bookmark).toBe(END_BOOKMARK);
  });

  it('treats a request with no data parameter as the first page', async () => {
    const response = await send('GET', '/resource/HomefeedResource/get/');
    const body = await resource<Pin[]>(response);
    expect(body.resource_response.data?.[0]?.id).toBe(feedPin(0));
  });

  it.each([
    [1, 200],
    [MAX_PAGE_SIZE, 200],
    [0, 400],
    [MAX_PAGE_SIZE + 1, 400],
    [2.5, 400],
    ['ten', 400],
  ])('page_size %s → %i', async (pageSize, status) => {
    const result = await get<Pin[]>('HomefeedResource', { page_size: pageSize });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body.resource_response.data).toHaveLength(Number(pageSize));
    else expect(result.body.resource_response.error?.message).toMatch(/page_size/);
  });

  it.each([['not base64 %%%'], [btoa('boards:demo:custom:all:5')], [btoa('homefeed:100000')]])(
    'refuses the bookmark %s with 400',
    async (bookmark) => {
      const { status, body } = await get<Pin[]>('HomefeedResource', {}, [bookmark]);
      expect(status).toBe(400);
      expect(body.resource_response.error).toEqual({
        message: 'Invalid bookmark.',
        http_status: 400,
        code: 'BAD_REQUEST',
      });
      expect(body.resource_response.data).toBeNull();
    },
  );

  it.each([
    ['%7Bnot json', /not valid JSON/],
    [encodeURIComponent('[1,2]'), /must be a JSON object/],
    [encodeURIComponent('{"options":"x"}'), /options must be an object/],
    [encodeURIComponent('{"options":{},"bookmarks":"b"}'), /bookmarks must be a list/],
  ])('refuses a malformed data parameter (%s) with 400', async (data, message) => {
    const response = await send('GET', `/resource/HomefeedResource/get/?data=${data}`);
    expect(response.status).toBe(400);
    const body = await resource<null>(response);
    expect(body.resource_response.error?.message).toMatch(message);
    expect(body.resource_response.http_status).toBe(400);
  });
});

describe('PinResource create (repin) and delete', () => {
  it('saves to a board: the result names the board, the feed shows it saved, counts go up', async () => {
    const pinId = feedPin(0);
    const board = firstBoard();
    const before = board.pin_count ?? 0;
    const viewerBefore = backend.db.viewer().pin_count ?? 0;
    const { status, body } = await post<RepinResult>('PinResource', 'create', {
      pin_id: pinId,
      board_id: board.id,
    });
    expect(status).toBe(200);
    const result = body.resource_response.data;
    expect(result?.board).toEqual({ id: board.id, url: board.url, name: board.name });
    expect(result?.pinner).toEqual({ id: backend.db.viewerId });
    expect(result?.section).toBeUndefined();

    const page = await get<Pin[]>('HomefeedResource');
    expect(page.body.resource_response.data?.[0]?.savedInfo).toEqual({
      boardId: board.id,
      localPinId: result?.id,
    });
    expect(backend.db.state.boards[board.id]?.pin_count).toBe(before + 1);
    expect(backend.db.viewer().pin_count).toBe(viewerBefore + 1);
    const boards = await get<Board[]>('BoardsResource', { sort: 'last_pinned_to' });
    expect(boards.body.resource_response.data?.[0]?.id).toBe(board.id);
  });

  it('saves to the profile when there is no board: board null, savedInfo without a board', async () => {
    const pinId = feedPin(1);
    const { body } = await post<RepinResult>('PinResource', 'create', { pin_id: pinId });
    expect(body.resource_response.data?.board).toBeNull();
    const { body: read } = await get<Pin>('PinResource', { id: pinId });
    expect(read.resource_response.data?.savedInfo).toEqual({ localPinId: body.resource_response.data?.id });
  });

  it('saves to a section, with or without the board id, and returns the section', async () => {
    const section = Object.values(backend.db.state.sections)[0];
    if (!section) throw new Error('The world has no sections');
    const board = backend.db.state.boards[section.boardId];
    const withBoard = await post<RepinResult>('PinResource', 'create', {
      pin_id: feedPin(2),
      board_id: section.boardId,
      section_id: section.id,
    });
    expect(withBoard.body.resource_response.data?.section).toEqual({
      id: section.id,
      slug: section.slug,
      title: section.title,
    });
    const sectionOnly = await post<RepinResult>('PinResource', 'create', {
      pin_id: feedPin(3),
      section_id: section.id,
    });
    expect(sectionOnly.body.resource_response.data?.board?.name).toBe(board?.name);
  });

  it('accepts a numeric pin_id only when it is a safe integer', async () => {
    const { status } = await post<RepinResult>('PinResource', 'create', { pin_id: Number(feedPin(4)) });
    // 18-digit ids are beyond a safe integer: refused rather than silently changed.
    expect(status).toBe(400);
    const small = await post<RepinResult>('PinResource', 'create', { pin_id: 12345 });
    expect(small.status).toBe(404);
  });

  it('saving again moves the save (one save per pin) and keeps the counts right', async () => {
    const [a, b] = viewerBoards();
    if (!a || !b) throw new Error('Need two boards');
    const [countA, countB] = [a.pin_count ?? 0, b.pin_count ?? 0];
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: a.id });
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: b.id });
    expect(backend.db.state.boards[a.id]?.pin_count).toBe(countA);
    expect(backend.db.state.boards[b.id]?.pin_count).toBe(countB + 1);
    expect(viewerSaves()[feedPin(0)]?.boardId).toBe(b.id);
  });

  it('deletes a save by pin id: the feed no longer shows it saved and the count goes back', async () => {
    const board = firstBoard();
    const before = board.pin_count ?? 0;
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: board.id });
    const { status, body } = await post<null>('PinResource', 'delete', {
      id: feedPin(0),
      board_id: board.id,
    });
    expect(status).toBe(200);
    expect(body.resource_response).toEqual({ data: null, error: null, bookmark: null, http_status: 200 });
    const page = await get<Pin[]>('HomefeedResource');
    expect(page.body.resource_response.data?.[0]?.savedInfo).toBeUndefined();
    expect(backend.db.state.boards[board.id]?.pin_count).toBe(before);
  });

  it('deletes a save by the saved copy id (localPinId) too', async () => {
    const { body } = await post<RepinResult>('PinResource', 'create', { pin_id: feedPin(0) });
    const { status } = await post('PinResource', 'delete', { id: body.resource_response.data?.id });
    expect(status).toBe(200);
    expect(viewerSaves()[feedPin(0)] !== undefined).toBe(false);
  });

  it.each([
    [
      'create',
      {},
      400,
      'Invalid options for PinResource/create: pin_id: is required (or image_signature, image_url or image_base64 for a new Pin)',
    ],
    [
      'create',
      { pin_id: '' },
      400,
      'Invalid options for PinResource/create: pin_id: must not be empty; pin_id: must be an id (digits only)',
    ],
    [
      'create',
      { pin_id: { id: 1 } },
      400,
      'Invalid options for PinResource/create: pin_id: must be an id: a string or a whole number',
    ],
    ['create', { pin_id: UNKNOWN_ID }, 404, `Pin not found: ${UNKNOWN_ID}`],
    ['delete', {}, 400, 'Invalid options for PinResource/delete: id: is required'],
    ['delete', { id: UNKNOWN_ID }, 404, `Pin not found: ${UNKNOWN_ID}`],
  ])('%s with %j → %i %s', async (action, options, status, message) => {
    const result = await post<null>('PinResource', action, options);
    expect(result.status).toBe(status);
    expect(result.body.resource_response.error?.message).toBe(message);
    expect(result.body.resource_response.error?.http_status).toBe(status);
  });

  it('refuses unknown boards and sections (404), other people’s boards (403), a section of another board (400)', async () => {
    const pinId = feedPin(0);
    expect((await post('PinResource', 'create', { pin_id: pinId, board_id: '1' })).status).toBe(404);
    expect((await post('PinResource', 'create', { pin_id: pinId, section_id: '1' })).status).toBe(404);
    // A board of someone else that the viewer does not collaborate on.
    const othersBoard = Object.values(backend.db.state.boards).find(
      (b) => b.username !== DEMO_USERNAME && !backend.db.state.boardCollaborators[b.id],
    );
    expect((await post('PinResource', 'create', { pin_id: pinId, board_id: othersBoard?.id })).status).toBe(
      403,
    );
    const section = Object.values(backend.db.state.sections)[0];
    const otherBoard = viewerBoards().find((b) => b.id !== section?.boardId);
    const mismatch = await post('PinResource', 'create', {
      pin_id: pinId,
      board_id: otherBoard?.id,
      section_id: section?.id,
    });
    expect(mismatch.status).toBe(400);
    expect(viewerSaves()[pinId] !== undefined).toBe(false);
  });

  it('refuses to delete someone else’s pin (403), or a save on another board (404)', async () => {
    expect((await post('PinResource', 'delete', { id: feedPin(0) })).status).toBe(403);
    const [a, b] = viewerBoards();
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: a?.id });
    expect((await post('PinResource', 'delete', { id: feedPin(0), board_id: b?.id })).status).toBe(404);
    expect(viewerSaves()[feedPin(0)] !== undefined).toBe(true);
  });

  it('reads a malformed POST body as a 400, and an empty body as no options', async () => {
    const bad = await send('POST', '/resource/PinResource/create/', '{"options":');
    expect(bad.status).toBe(400);
    expect((await resource<null>(bad)).resource_response.error?.message).toMatch(/not valid JSON/);
    const empty = await send('POST', '/resource/PinResource/create/', '');
    expect((await resource<null>(empty)).resource_response.error?.message).toBe(
      'Invalid options for PinResource/create: pin_id: is required (or image_signature, image_url or image_base64 for a new Pin)',
    );
  });

  it('accepts the form body data=<JSON> as well', async () => {
    const data = encodeURIComponent(JSON.stringify({ options: { pin_id: feedPin(5) } }));
    const response = await send('POST', '/resource/PinResource/create/', `data=${data}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
  });

  it('reads one pin with PinResource get', async () => {
    await post('PinResource', 'create', { pin_id: feedPin(0) });
    const { body } = await get<Pin>('PinResource', { id: feedPin(0) });
    expect(body.resource_response.data?.id).toBe(feedPin(0));
    expect(body.resource_response.data?.savedInfo).toBeDefined();
    expect((await get('PinResource', { id: UNKNOWN_ID })).status).toBe(404);
  });
});

describe('UserResource and BoardsResource', () => {
  it('answers the viewer (demo) by default, another user by username or id, 404 for unknown', async () => {
    const viewer = await get<User>('UserResource');
    expect(viewer.body.resource_response.data?.username).toBe(DEMO_USERNAME);
    const someone = backend.db.world.users[1];
    const byName = await get<User>('UserResource', { username: someone?.username });
    expect(byName.body.resource_response.data?.id).toBe(someone?.id);
    const byId = await get<User>('UserResource', { user_id: someone?.id });
    expect(byId.body.resource_response.data?.username).toBe(someone?.username);
    expect((await get('UserResource', { username: 'nobody-here' })).status).toBe(404);
  });

  it('answers a profile with its follower and following counts and the viewer’s follow and block (§2 profile)', async () => {
    const followed = backend.db.state.follows.users[backend.db.viewerId] ?? [];
    const someoneId = followed[0] ?? '';
    const someone = backend.db.user(someoneId);
    const viewer = (await get<User>('UserResource')).body.resource_response.data;
    expect(viewer?.following_count).toBe(followed.length);
    const before = (await get<User>('UserResource', { username: someone?.username })).body.resource_response
      .data;
    expect(before).toMatchObject({ explicitly_followed_by_me: true, blocked_by_me: false });
    const followers = await get<User[]>('UserFollowersResource', { username: someone?.username });
    expect(followers.body.resource_response.data?.map((u) => u.username)).toContain(DEMO_USERNAME);
    expect(before?.follower_count).toBe(followers.body.resource_response.data?.length);

    await post('UserBlockResource', 'create', { blocked_user_id: someoneId });
    const after = (await get<User>('UserResource', { username: someone?.username })).body.resource_response
      .data;
    expect(after).toMatchObject({ explicitly_followed_by_me: false, blocked_by_me: true });
    expect(after?.follower_count).toBe((before?.follower_count ?? 0) - 1);
    const following = await get<User[]>('UserFollowingResource', { username: DEMO_USERNAME });
    expect(following.body.resource_response.data?.map((u) => u.id)).not.toContain(someoneId);
  });

  it('unfollow feedback on a pin hides it and ends the follow of its pinner; hide feedback keeps the follow (§8)', async () => {
    const pinnerOf = (id: string | undefined) => backend.db.state.pins[id ?? '']?.pinner?.id ?? '';
    const follows = (id: string | undefined) =>
      (backend.db.state.follows.users[backend.db.viewerId] ?? []).includes(pinnerOf(id));
    const first = feedPin(0);
    const second = backend.db.state.homefeed.find((id) => pinnerOf(id) && pinnerOf(id) !== pinnerOf(first));
    for (const pin of [first, second]) await post('UserFollowResource', 'create', { user_id: pinnerOf(pin) });
    expect([follows(first), follows(second)]).toEqual([true, true]);

    expect(
      (await post('PinFeedbackResource', 'update', { pin_id: first, feedback_type: 'hide' })).status,
    ).toBe(200);
    expect(follows(first)).toBe(true);
    expect(
      (await post('PinFeedbackResource', 'update', { pin_id: second, feedback_type: 'unfollow' })).status,
    ).toBe(200);
    expect(follows(second)).toBe(false);
    const feed = await get<Pin[]>('HomefeedResource', { page_size: MAX_PAGE_SIZE });
    const ids = feed.body.resource_response.data?.map((pin) => pin.id) ?? [];
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
  });

  it('pages followers at most §9’s 50 a page, and lists the pins a user commented on as tried', async () => {
    expect((await get('UserFollowersResource', { username: DEMO_USERNAME, page_size: 50 })).status).toBe(200);
    expect((await get('UserFollowersResource', { username: DEMO_USERNAME, page_size: 51 })).status).toBe(400);
    const pin = feedPin(0);
    await post('AggregatedCommentResource', 'create', { pin_id: pin, text: 'Made it tonight.' });
    const tried = await get<Pin[]>('UserTriedPinsResource', { username: DEMO_USERNAME });
    expect(tried.body.resource_response.data?.map((p) => p.id)).toContain(pin);
  });

  it('lists the viewer’s boards, secret ones and group boards they collaborate on included, by last_pinned_to', async () => {
    const { body } = await get<Board[]>('BoardsResource');
    const boards = body.resource_response.data ?? [];
    expect(boards.map((b) => b.id).sort()).toEqual(viewerBoardsAndGroups());
    expect(boards.some((b) => b.privacy === 'secret')).toBe(true);
    const last = boards.map((b) => backend.db.state.boardActivity[b.id]?.lastPinnedAt ?? 0);
    expect(last).toEqual([...last].sort((x, y) => y - x));
    expect(body.resource_response.bookmark).toBe(END_BOOKMARK);
  });

  it.each(BOARD_SORTS)('accepts the sort %s', async (sort) => {
    const { status, body } = await get<Board[]>('BoardsResource', { sort });
    expect(status).toBe(200);
    expect(body.resource_response.data).toHaveLength(viewerBoardsAndGroups().length);
  });

  it('sorts alphabetically, newest and oldest', async () => {
    const names = (
      await get<Board[]>('BoardsResource', { sort: 'alphabetical' })
    ).body.resource_response.data?.map((b) => b.name);
    expect(names).toEqual([...(names ?? [])].sort((a, b) => a.localeCompare(b)));
    const newest =
      (await get<Board[]>('BoardsResource', { sort: 'newest' })).body.resource_response.data ?? [];
    const oldest =
      (await get<Board[]>('BoardsResource', { sort: 'oldest' })).body.resource_response.data ?? [];
    expect(newest.map((b) => b.id)).toEqual(oldest.map((b) => b.id).reverse());
  });

  it('refuses an unknown sort or privacy filter (400) and an unknown user (404)', async () => {
    expect((await get('BoardsResource', { sort: 'random' })).status).toBe(400);
    expect((await get('BoardsResource', { privacy_filter: 'hidden' })).status).toBe(400);
    expect((await get('BoardsResource', { username: 'nobody-here' })).status).toBe(404);
  });

  it('hides other people’s secret boards and filters by privacy', async () => {
    const someone = backend.db.world.users[1];
    const { body } = await get<Board[]>('BoardsResource', { username: someone?.username });
    expect((body.resource_response.data ?? []).every((b) => b.username === someone?.username)).toBe(true);
    const secret = await get<Board[]>('BoardsResource', { privacy_filter: 'secret' });
    expect(secret.body.resource_response.data?.every((b) => b.privacy === 'secret')).toBe(true);
  });

  it('pages boards with bookmarks (page_size default 25, §7)', async () => {
    const first = await get<Board[]>('BoardsResource', { page_size: 3 });
    expect(first.body.resource_response.data).toHaveLength(3);
    const next = await get<Board[]>('BoardsResource', { page_size: 3 }, [
      first.body.resource_response.bookmark ?? '',
    ]);
    expect(next.body.resource_response.data?.[0]?.id).not.toBe(first.body.resource_response.data?.[0]?.id);
    expect(BOARDS_PAGE_SIZE).toBe(25);
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 in the ResourceResponse shape for an unknown resource or action', async () => {
    for (const path of ['/resource/NoSuchResource/get/', '/resource/PinResource/frobnicate/']) {
      const response = await send('GET', path);
      expect(response.status).toBe(404);
      const body = await resource<null>(response);
      expect(body.resource_response.error?.message).toMatch(/^Unknown resource: /);
      expect(body.resource_response.data).toBeNull();
    }
  });

  it('answers 405 for a known resource called with the wrong method', async () => {
    const response = await send('GET', '/resource/PinResource/create/');
    expect(response.status).toBe(405);
    expect((await resource<null>(response)).resource_response.error?.message).toBe(
      'PinResource/create expects POST.',
    );
  });

  it('does not answer paths it does not own, nor its paths below another folder', async () => {
    const url = backend.db.state.pins[feedPin(0)]?.images['236x']?.url ?? '';
    for (const path of [
      '/some/page',
      '/assets/resource/HomefeedResource/get/',
      '/assets/resource/Foo/get/',
      `/cdn${url}`,
    ]) {
      expect(await getResponse(backend.handlers, new Request(`${ORIGIN}${path}`))).toBeUndefined();
    }
  });

  it('answers on any origin', async () => {
    const response = await getResponse(
      backend.handlers,
      new Request('https://elsewhere.example:8443/resource/UserResource/get/'),
    );
    expect(response?.status).toBe(200);
  });
});

describe('faults', () => {
  it('fails the next matching call with the status and no message, then lets the one after through', async () => {
    const armed = await send('POST', '/__mock/faults', { match: 'PinResource/create', status: 500 });
    expect(armed.status).toBe(201);
    const failed = await post<null>('PinResource', 'create', { pin_id: feedPin(0) });
    expect(failed.status).toBe(500);
    expect(failed.body.resource_response.error).toEqual({ message: '', http_status: 500, code: FAULT_CODE });
    expect(viewerSaves()[feedPin(0)] !== undefined).toBe(false);
    const next = await post<RepinResult>('PinResource', 'create', { pin_id: feedPin(0) });
    expect(next.status).toBe(200);
  });

  it('uses the given message, fails `times` calls, and leaves other resources alone', async () => {
    await send('POST', '/__mock/faults', {
      match: 'PinResource/create',
      status: 503,
      message: 'Down for a nap',
      times: 2,
    });
    expect((await get('HomefeedResource')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const failed = await post<null>('PinResource', 'create', { pin_id: feedPin(0) });
      expect(failed.status).toBe(503);
      expect(failed.body.resource_response.error?.message).toBe('Down for a nap');
    }
    expect((await post('PinResource', 'create', { pin_id: feedPin(0) })).status).toBe(200);
  });

  it('lists and clears faults; reset clears them too', async () => {
    await send('POST', '/__mock/faults', { match: 'HomefeedResource', status: 500, times: 3 });
    const listed = await resource<unknown[]>(await send('GET', '/__mock/faults'));
    expect(listed.resource_response.data).toEqual([{ match: 'HomefeedResource', status: 500, times: 3 }]);
    await send('DELETE', '/__mock/faults');
    expect((await get('HomefeedResource')).status).toBe(200);
    await send('POST', '/__mock/faults', { match: 'HomefeedResource', status: 500 });
    backend.reset();
    expect((await get('HomefeedResource')).status).toBe(200);
  });

  it('can fail image requests', async () => {
    const url = backend.db.state.pins[feedPin(0)]?.images['236x']?.url ?? '';
    await send('POST', '/__mock/faults', { match: '/media/', status: 500 });
    expect((await send('GET', url)).status).toBe(500);
    expect((await send('GET', url)).status).toBe(200);
  });

  it.each([
    [{}, /match/],
    [{ match: 'x', status: 200 }, /status/],
    [{ match: 'x', status: 600 }, /status/],
    [{ match: 'x', status: 399 }, /status/],
    [{ match: 'x', status: 500, times: 0 }, /times/],
    [{ match: 'x', status: 500, message: 5 }, /message/],
    ['not json', /not valid JSON/],
  ])('refuses the fault %j with 400', async (fault, message) => {
    const response = await send('POST', '/__mock/faults', fault);
    expect(response.status).toBe(400);
    expect((await resource<null>(response)).resource_response.error?.message).toMatch(message);
  });

  it('accepts status 400 and 599 (the bounds)', async () => {
    expect((await send('POST', '/__mock/faults', { match: 'x', status: 400 })).status).toBe(201);
    expect((await send('POST', '/__mock/faults', { match: 'x', status: 599 })).status).toBe(201);
  });
});

describe('reset', () => {
  it('puts saves and counts back to the seed, through the route and the function', async () => {
    const board = firstBoard();
    const count = board.pin_count;
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: board.id });
    const response = await send('POST', '/__mock/reset');
    expect(response.status).toBe(200);
    expect(viewerSaves()[feedPin(0)] !== undefined).toBe(false);
    expect(backend.db.state.boards[board.id]?.pin_count).toBe(count);
    const savedAtStart = backend.db.world.pins.filter((p) => p.savedInfo).length;
    expect(Object.keys(viewerSaves()).length).toBe(savedAtStart);
  });

  it('never changes the world it was made from', async () => {
    const before = structuredClone(backend.db.world);
    await post('PinResource', 'create', { pin_id: feedPin(0), board_id: firstBoard().id });
    expect(backend.db.world).toEqual(before);
  });

  it('makes repin ids deterministic after a reset', async () => {
    const first = await post<RepinResult>('PinResource', 'create', { pin_id: feedPin(0) });
    backend.reset();
    const again = await post<RepinResult>('PinResource', 'create', { pin_id: feedPin(0) });
    expect(again.body.resource_response.data?.id).toBe(first.body.resource_response.data?.id);
  });
});

describe('media', () => {
  it('serves a JPEG with immutable caching for a pin image url', async () => {
    const url = backend.db.state.pins[feedPin(0)]?.images['236x']?.url ?? '';
    const response = await send('GET', url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it.each([
    ['/media/237x/ab/cd/ef/abcdef12.jpg'],
    ['/media/236x/ab/cd/ee/abcdef12.jpg'],
    ['/media/236x/ab/cd/ef/abcdef12.png'],
    ['/media/236x/ab/cd/ef/ab.jpg'],
  ])('answers 404 for %s', async (path) => {
    expect((await send('GET', path)).status).toBe(404);
  });
});

describe('latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits latencyMs before answering a resource call', async () => {
    vi.useFakeTimers();
    const slow = createMockBackend({ seed: 1, latencyMs: 30, pinCount: 5 });
    let answered = false;
    const pending = getResponse(slow.handlers, new Request(`${ORIGIN}/resource/UserResource/get/`)).then(
      (r) => {
        answered = true;
        return r;
      },
    );
    await vi.advanceTimersByTimeAsync(29);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect((await pending)?.status).toBe(200);
  });
});
