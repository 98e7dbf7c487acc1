/**
 * Every typed call of the api against the real mock backend (msw/node): the call reaches the
 * handler with the options of §7 and the answer comes back typed.
 */
import { createMockBackend, DEMO_USERNAME, GIF_URL, PLACEMENTS, SPAM_MESSAGE } from '@tessera/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi } from './tesseraApi.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);

/** A fetch with a cookie jar (Node's fetch keeps none), so sessions work as in a browser. */
function cookieFetch(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

const api = createTesseraApi(createResourceClient({ baseUrl: BASE }));
const feedPin = (i: number) => backend.db.state.homefeed[i] ?? '';
const kindPin = (kind: string) =>
  Object.entries(backend.db.state.pinKinds).find(([, k]) => k === kind)?.[0] ?? '';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

describe('feeds', () => {
  it('reads related pins, board, section, profile, following, topic, ideas, videos, shopping and today feeds', async () => {
    const board = backend.db.boardsOf(DEMO_USERNAME)[0];
    const section = Object.values(backend.db.state.sections)[0];
    const topic = backend.db.state.topics[0];
    const someone = backend.db.state.pins[feedPin(0)]?.pinner?.username ?? '';
    const pages = await Promise.all([
      api.getRelatedPins({ pin_id: feedPin(0) }),
      api.getBoardFeed({ board_id: board?.id ?? '' }),
      api.getSectionFeed({ section_id: section?.id ?? '' }),
      api.getUserPins({ username: someone }),
      api.getUserSavedPins({ username: DEMO_USERNAME }),
      api.getFollowingFeed(),
      api.getTopicFeed({ url_name: topic?.urlName ?? '' }),
      api.getIdeas(),
      api.getVideos(),
      api.getShopping(),
      api.getToday({ tab: 'article' }),
    ]);
    for (const page of pages) expect(page.items.length).toBeGreaterThan(0);
    const [, , , , , , , , videos, shopping, articles] = pages;
    expect(videos?.items.every((p) => p.videos?.videoList.V_HLSV4)).toBe(true);
    expect(shopping?.items.every((p) => p.isShoppable)).toBe(true);
    expect(articles?.items.every((p) => p.richMetadata?.typeName === 'article')).toBe(true);
  });

  it('searches every tab', async () => {
    const pins = await api.search({ query: 'easy' });
    expect(pins.items.length).toBeGreaterThan(0);
    const boards = await api.search<{ name: string }>({ query: 'recipes', scope: 'boards' });
    expect(boards.items.some((b) => b.name === 'Recipes to try')).toBe(true);
    const users = await api.search<{ username: string }>({ query: 'partner', scope: 'users' });
    expect((await api.searchUsers({ query: 'partner' })).items.map((u) => u.username)).toContain('partner');
    expect((await api.searchBoards({ query: 'recipes' })).items.length).toBeGreaterThan(0);
    expect((await api.searchPins({ query: 'easy', scope: 'videos' })).items.every((p) => p.id !== '')).toBe(
      true,
    );
    expect(users.items.map((u) => u.username)).toContain('partner');
    for (const scope of [
      'buyable_pins',
      'my_pins',
      'videos',
      'idea_pins',
      'my_content',
      'shop_tool',
    ] as const) {
      await expect(api.search({ query: 'a', scope })).resolves.toHaveProperty('items');
    }
  });

  it('reads topics, news, conversations and messages, and sends a pin', async () => {
    const topics = await api.getTopics();
    expect(topics.items[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect((await api.getTopic({ id: topics.items[0]?.id ?? '' })).name).toBe(topics.items[0]?.name);
    expect((await api.getNews()).items.length).toBeGreaterThan(0);
    const conversations = await api.getConversations();
    const first = conversations.items[0];
    expect(first?.participants.length).toBe(2);
    const other = first?.participants.find((u) => u.username !== DEMO_USERNAME);
    const sent = await api.sendMessage({ user_id: other?.id ?? '', pin_id: feedPin(3), text: 'Look' });
    expect(sent.conversation_id).toBe(first?.id);
    const messages = await api.getConversationMessages({ conversation_id: first?.id ?? '' });
    expect(messages.items.at(-1)?.pin?.id).toBe(feedPin(3));
  });
});

describe('pins and boards', () => {
  it("a bulk copy's answer names each copy's save, the pin's save from then on (the §4 save log's id)", async () => {
    const from = await api.createBoard({ name: 'Copy from' });
    const to = await api.createBoard({ name: 'Copy to' });
    const repinned = await api.repin({ pinId: feedPin(0), boardId: from.id });
    const answer = await api.bulkMoveOrCopy({
      action: 'bulkCopy',
      board_id: from.id,
      pin_ids: [feedPin(0)],
      to_board_id: to.id,
    });
    expect(answer).toMatchObject({ saves: [{ pin_id: feedPin(0), id: expect.any(String) }] });
    const copyId = 'saves' in answer && Array.isArray(answer.saves) ? answer.saves[0]?.id : undefined;
    expect(copyId).not.toBe(repinned.id);
    expect((await api.getPin({ id: feedPin(0) })).savedInfo).toEqual({ boardId: to.id, localPinId: copyId });
  });

  it('gets, edits and deletes a pin the viewer made; creates boards and sections; bulk edits', async () => {
    const board = await api.createBoard({ name: 'New ideas', privacy: 'secret' });
    expect(board).toMatchObject({ name: 'New ideas', privacy: 'secret', is_owner: true });
    await expect(api.createBoard({ name: 'new ideas', return_existing: true })).resolves.toMatchObject({
      id: board.id,
    });
    const section = await api.createBoardSection({ board_id: board.id, name: 'Later' });
    expect((await api.getBoardSections({ board_id: board.id })).map((s) => s.id)).toEqual([section.id]);
    const pin = await api.createPin({
      image_url: 'https://example.com/a.jpg',
      title: 'Mine',
      board_id: board.id,
    });
    expect(pin.access).toEqual(['write']);
    expect((await api.updatePin({ id: pin.id, title: 'Renamed' })).title).toBe('Renamed');
    await api.repin({ pinId: feedPin(0), boardId: board.id });
    await api.bulkMoveOrCopy({
      action: 'bulkMove',
      board_id: board.id,
      pin_ids: [feedPin(0)],
      to_board_id: board.id,
      to_section_id: section.id,
    });
    expect((await api.getSectionFeed({ section_id: section.id })).items.map((p) => p.id)).toEqual([
      feedPin(0),
    ]);
    await api.bulkDelete({ board_id: board.id, pin_ids: [feedPin(0)] });
    await api.bulkDeleteAll({ board_id: board.id });
    expect((await api.getBoardFeed({ board_id: board.id })).items).toEqual([]);
    expect((await api.updateBoardSection({ section_id: section.id, name: 'Sooner' })).title).toBe('Sooner');
    await api.deleteBoardSection({ section_id: section.id });
    await api.updateBoard({ board_id: board.id, name: 'Renamed board' });
    expect((await api.getBoard({ board_id: board.id })).name).toBe('Renamed board');
    await api.deleteBoard({ board_id: board.id });
    await expect(api.getBoard({ board_id: board.id })).rejects.toMatchObject({ http_status: 404 });
  });

  it('pages BoardsResource with its options and follows boards', async () => {
    const page = await api.getBoardsPage({ page_size: 3, privacy_filter: 'public', group_by: 'visibility' });
    expect(page.items).toHaveLength(3);
    expect(page.bookmark).not.toBeNull();
    const theirs = Object.values(backend.db.state.boards).find((b) => b.username !== DEMO_USERNAME);
    expect(await api.followBoard(theirs?.id ?? '')).toMatchObject({ followed_by_me: true });
    expect(await api.unfollowBoard(theirs?.id ?? '')).toMatchObject({ followed_by_me: false });
  });

  it('invites, accepts and removes collaborators', async () => {
    const [invite] = await api.getBoardInvites();
    expect(invite?.invited_user.username).toBe(DEMO_USERNAME);
    await api.acceptBoardInvite({ board_id: invite?.board.id ?? '' });
    const collaborators = await api.getBoardCollaborators({ board_id: invite?.board.id ?? '' });
    expect(collaborators.map((u) => u.username)).toContain(DEMO_USERNAME);
    await api.removeBoardCollaborator({
      board_id: invite?.board.id ?? '',
      invited_user_id: backend.db.viewerId,
    });
    const mine = backend.db.boardsOf(DEMO_USERNAME)[2];
    const someone = Object.values(backend.db.state.users).find((u) => u.username === 'newbie');
    await api.inviteToBoard({ board_id: mine?.id ?? '', invited_user_id: someone?.id ?? '' });
    await api.deleteBoardInvite({ board_id: mine?.id ?? '', invited_user_id: someone?.id ?? '' });
  });

  it('reads and adds comments (§2 /pin/{id}/comments)', async () => {
    const before = await api.getPinComments({ pin_id: feedPin(5) });
    const added = await api.addPinComment({ pin_id: feedPin(5), text: 'Lovely' });
    expect(added.user.username).toBe(DEMO_USERNAME);
    const after = await api.getPinComments({ pin_id: feedPin(5) });
    expect(after.items).toEqual([...before.items, added]);
  });

  it('sends feedback (the pin is hidden from the feed) and hides and unhides pins', async () => {
    await api.sendPinFeedback({ pin_id: feedPin(0), feedback_type: 'hide' });
    expect((await api.getHomefeed()).pins.map((p) => p.id)).not.toContain(feedPin(0));
    await api.hideP2pPin(feedPin(1));
    await api.unhideP2pPin(feedPin(1));
    await api.hideSearchPin(feedPin(2), { query: 'x' });
    await api.unhideSearchPin(feedPin(2), { query: 'x' });
    const news = backend.db.state.news.find((n) => n.pinIds.length > 0);
    await api.hideNewsPin(news?.id ?? '', news?.pinIds[0] ?? '');
    await api.undoHideNewsPin(news?.id ?? '', news?.pinIds[0] ?? '');
    expect((await api.getHomefeed()).pins.map((p) => p.id)).toContain(feedPin(1));
  });
});

describe('people, experiences and the rest', () => {
  it('reads users, blocks, follows, user state', async () => {
    const partner = await api.getUser({ username: 'partner' });
    expect(partner.official_user).toBe(true);
    await api.followUser({ user_id: partner.id });
    await api.unfollowUser({ user_id: partner.id });
    await api.blockUser({ blocked_user_id: partner.id, block_source: 'profile' });
    await api.unblockUser({ blocked_user_id: partner.id });
    const topic = backend.db.state.topics[1];
    await api.followInterest({ interest_id: topic?.id ?? '' });
    await api.unfollowInterest({ interest_list: [topic?.id ?? ''] });
    await api.setUserState({ state: 'seen_tip', value: true });
    expect(await api.getUserState()).toEqual({ seen_tip: true });
  });

  it('reads the topics and boards the viewer follows (§2 /edit), a page at a time', async () => {
    const viewer = backend.db.viewerId;
    const topics = await api.getFollowedTopics({ page_size: 2 });
    const more = await api.getFollowedTopics({ page_size: 2 }, topics.bookmark);
    expect([...topics.items, ...more.items].map((t) => t.id)).toEqual(
      backend.db.state.follows.interests[viewer],
    );
    expect(more.bookmark).toBeNull();
    const boards = await api.getFollowedBoards();
    expect(boards.items.map((b) => b.id)).toEqual(backend.db.state.follows.boards[viewer]);
    expect(boards.items.every((b) => b.followed_by_me)).toBe(true);
  });

  it('reads, views, completes, dismisses and triggers experiences', async () => {
    const placed = `${PLACEMENTS.homefeedUpsell}:28001`;
    const experiences = await api.getExperiences({ placement_ids: [PLACEMENTS.homefeedUpsell] });
    expect(experiences[String(PLACEMENTS.homefeedUpsell)]?.triggerable_placed_exps).toEqual([placed]);
    expect(Object.keys(await api.getPlatformExperiences())).toHaveLength(Object.keys(PLACEMENTS).length);
    await api.markExperienceViewed({ placed_experience_id: placed });
    await api.triggerExperience(placed, '{"a":1}');
    await api.markExperienceCompleted({ placed_experience_id: placed });
    expect(
      (await api.getExperiences({ placement_ids: [PLACEMENTS.homefeedUpsell] }))[PLACEMENTS.homefeedUpsell]
        ?.type,
    ).toBe(0);
    await api.dismissExperience({ placed_experience_id: `${PLACEMENTS.boardToolsTip}:28042` });
  });

  it('reads invite metadata, locales and countries', async () => {
    const invite = await api.getInviteCodeMetadata({ invite_code: 'WELCOME-MIRA' });
    expect(invite.sender.first_name).not.toBe('');
    await expect(api.getInviteCodeMetadata({ invite_code: 'NOPE' })).rejects.toMatchObject({
      http_status: 404,
    });
    expect((await api.getLocales()).length).toBeGreaterThan(3);
    expect((await api.getCountries()).map((c) => c.code)).toContain('US');
  });

  it('checks offsite links, logs right clicks, pings outbound links, registers attribution sources, resolves deep links', async () => {
    expect(await api.checkOffsite({ pin_id: feedPin(0), url: 'https://fine.example/' })).toMatchObject({
      redirect_status: 'allowed',
    });
    expect(await api.checkOffsite({ pin_id: feedPin(0), url: 'https://blocked-link.example/x' })).toEqual({
      message: SPAM_MESSAGE,
      redirect_status: 'blocked',
      url: 'https://blocked-link.example/x',
    });
    // A click names the pin's own link (issue 32: any other url is refused).
    const linked = Object.values(backend.db.state.pins).find((pin) => pin.link?.startsWith('https://'));
    expect(
      await api.logRightClick({
        pin_id: linked?.id ?? '',
        url: linked?.link ?? '',
        aux_data: { slot_index: 0 },
      }),
    ).toBeTruthy();
    expect(await api.pingOutbound({ pin: feedPin(0) })).toBe(true);
    const source = await api.registerAttributionSource({
      source_event_id: '7',
      destination: ['https://shop.example'],
      expiry: 604800,
      priority: 2,
      source_event_type: 'click',
    });
    expect(source).toMatchObject({ source_event_id: '7', expiry: '604800' });
    expect(backend.events.entries.map((e) => e.call)).toEqual([
      '/v3/offsite/check',
      '/v3/offsite/check',
      '/v3/offsite/',
      '/v3/outbound/',
      '/v3/attribution/source/',
    ]);
    expect(
      await api.deeplink({ deeplink_path: '/pin/1/', current_page_url: '/x?password=p&y=1' }),
    ).toMatchObject({
      current_page_url: '/x?y=1',
    });
    expect(GIF_URL).toMatch(/^\/media\//);
  });

  it('logs in, signs up and out with a session cookie; logged out, the viewer calls are refused', async () => {
    const session = createTesseraApi(createResourceClient({ baseUrl: BASE, fetch: cookieFetch() }));
    expect((await session.getMe()).username).toBe(DEMO_USERNAME); // no cookie: the default viewer
    await session.logout();
    await expect(session.getMe()).rejects.toMatchObject({ http_status: 401 });
    await expect(session.repin({ pinId: feedPin(0) })).rejects.toMatchObject({ http_status: 401 });
    expect((await session.getHomefeed()).pins.length).toBeGreaterThan(0); // reading works logged out
    await expect(session.login({ username_or_email: 'newbie', password: 'wrong' })).rejects.toMatchObject({
      http_status: 401,
    });
    expect(
      (await session.login({ username_or_email: 'newbie@tessera.example', password: 'newbie' })).username,
    ).toBe('newbie');
    expect((await session.getViewer()).username).toBe('newbie');
    expect(await session.registerExists('someone@new.example')).toMatchObject({ exists: false });
    const created = await session.signup({
      email: 'someone@new.example',
      password: 'secret1',
      first_name: 'Sam',
    });
    expect((await session.getMe()).id).toBe(created.id);
    expect(await session.registerExists('someone@new.example')).toMatchObject({ exists: true });
    expect((await session.updateMe({ first_name: 'Samuel' })).first_name).toBe('Samuel');
  });

  it('calls any API path through the generic API resource (§7: POST create, PUT/PATCH update, DELETE, else GET)', async () => {
    const board = Object.values(backend.db.state.boards).find(
      (b) => b.username !== DEMO_USERNAME && b.privacy !== 'secret',
    );
    expect(await api.apiResource({ url: `/v3/boards/${board?.id}/follow/`, method: 'patch' })).toMatchObject({
      followed_by_me: true,
    });
    expect(await api.apiResource({ url: `/v3/boards/${board?.id}/follow/`, method: 'DELETE' })).toMatchObject(
      { followed_by_me: false },
    );
    expect(
      await api.apiResource({ url: '/v3/register/exists/', data: { email: 'demo@tessera.example' } }),
    ).toMatchObject({ exists: true });
    expect(
      await api.apiResource({ url: '/v3/events/', method: 'POST', data: { events: [{ event_type: 5 }] } }),
    ).toEqual({ logged: 1 });
  });

  it('sends logged events', async () => {
    expect(await api.logEvents([{ event_type: 18, view_type: 5, object_id_str: feedPin(0) }])).toEqual({
      logged: 1,
    });
    expect(backend.events.entries).toMatchObject([
      { event_type: 18, source: 'client', object_id_str: feedPin(0) },
    ]);
  });

  it('has kinds of pins the site renders (video, gif)', async () => {
    const video = await api.getPin({ id: kindPin('video') });
    expect(video.videos?.videoList.V_720P?.url).toMatch(/\.mp4$/);
    expect((await api.getPin({ id: kindPin('gif') })).embed?.type).toBe('gif');
  });
});
