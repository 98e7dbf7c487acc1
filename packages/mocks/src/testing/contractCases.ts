/**
 * The contract of the mock API: one table of requests and the answers they must get, for every
 * call of §7 (a success and each documented failure). The same table runs through MSW in Node
 * (packages/mocks) and through the Express server with supertest (mock-server), so both serve the
 * same API. Each case runs on a freshly reset backend of seed 1.
 */
import { END_BOOKMARK, SEARCH_TABS } from '@tessera/model';
import { LOGGED_OUT_SESSION, SESSION_COOKIE } from '../backend/context.ts';
import { seededId } from '../backend/ids.ts';
import { PLACEMENTS } from '../fixtures/society.ts';
import { createWorld, DEMO_USERNAME, NEWBIE_USERNAME, PARTNER_USERNAME } from '../fixtures/world.ts';

export interface ContractCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  /** A piece of resource_response.error.message (failures) or a check of data (successes). */
  error?: string | RegExp;
  data?: (data: unknown) => boolean;
  /** Requests sent first (on the same reset backend), e.g. a block before an unblock. */
  before?: Array<Pick<ContractCase, 'method' | 'path' | 'body'>>;
}

/**
 * Ids a seeded backend hands out are the same after every reset: the first new id, and the second
 * (a VIPResource upload takes both: its id and its key).
 */
export const FIRST_NEW_ID = seededId(1, 1);

/** A well-formed id (digits, §3) that no entity of the seeded world has: unknown → 404. */
export const UNKNOWN_ID = '999999999999999999';

/** The second id handed out after a reset: a new pin without an upload takes it (its image's signature takes the first). */
const SECOND_NEW_ID = seededId(1, 2);

const LOGGED_OUT = { cookie: `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}` };
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

const world = createWorld({ seed: 1 });
const at = (i: number) => world.pins[i]?.id ?? '';
/** A pin with a website link, and a third-party ad's (the offsite click cases). */
const linked = world.pins.find((pin) => pin.link?.startsWith('https://'));
const thirdPartyAd = world.pins.find((pin) => pin.isThirdPartyAd && pin.link?.startsWith('http'));
const kind = (k: string) => Object.entries(world.pinKinds).find(([, v]) => v === k)?.[0] ?? '';
const viewerBoards = world.boards.filter((b) => b.username === DEMO_USERNAME);
const myBoard = viewerBoards[0]?.id ?? '';
const mySecret = viewerBoards.find((b) => b.privacy === 'secret')?.id ?? '';
const sharedBoard =
  Object.entries(world.boardCollaborators).find(([, ids]) => ids.includes(world.viewer.id))?.[0] ?? '';
const strangerBoard =
  world.boards.find(
    (b) => b.username !== DEMO_USERNAME && b.username !== PARTNER_USERNAME && !world.boardCollaborators[b.id],
  )?.id ?? '';
const section = world.sections[0];
const partner = world.users.find((u) => u.username === PARTNER_USERNAME);
const newbie = world.users.find((u) => u.username === NEWBIE_USERNAME);
const incomingInvite = world.boardInvites.find((i) => i.invitedUserId === world.viewer.id);
const outgoingInvite = world.boardInvites.find((i) => i.invitedByUserId === world.viewer.id);
const myCollaborator = Object.entries(world.boardCollaborators).find(([id]) =>
  viewerBoards.some((b) => b.id === id),
);
const news = world.news.find((n) => n.pinIds.length > 0);
const conversation = world.conversations[0];
const topic = world.topics[0];
/** A category interest (a top-level topic) with video pins, for /videos/{category}/{id}. */
const videoTopic = world.topics.find(
  (t) =>
    t.keyword === '' && world.pins.some((p) => world.pinKinds[p.id] === 'video' && p.category === t.category),
);
/** Pins that all belong to `category` (and are videos, when `video`): an interest's feed. */
const allOf =
  (category: string | undefined, video = false) =>
  (data: unknown) =>
    nonEmpty(data) &&
    (data as Array<{ id: string; category?: string }>).every(
      (p) => p.category === category && (!video || world.pinKinds[p.id] === 'video'),
    );
const ownSave = world.saves.find((s) => s.userId === world.viewer.id && s.boardId === myBoard);
const promotion = { pin_id: ownSave?.pinId, countries: ['US'], daily_budget: 5, duration_days: 7 };
const notMine =
  world.pins.find(
    (p) =>
      p.pinner?.id !== world.viewer.id &&
      !world.saves.some((v) => v.userId === world.viewer.id && v.pinId === p.id),
  )?.id ?? '';

const q = (options: Record<string, unknown>, bookmarks?: string[]) =>
  `?data=${encodeURIComponent(JSON.stringify({ options, ...(bookmarks ? { bookmarks } : {}) }))}`;
const get = (resource: string, options: Record<string, unknown> = {}, bookmarks?: string[]) =>
  `/resource/${resource}/get/${q(options, bookmarks)}`;
const isList = (data: unknown) => Array.isArray(data);
const nonEmpty = (data: unknown) => Array.isArray(data) && data.length > 0;
const has = (key: string, value?: unknown) => (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  key in data &&
  (value === undefined || (data as Record<string, unknown>)[key] === value);

function resource(
  name: string,
  action: 'get' | 'create' | 'update' | 'delete',
  options: Record<string, unknown>,
  status: number,
  extra: Partial<ContractCase> = {},
): ContractCase {
  const label = extra.name ?? `${name}/${action} ${JSON.stringify(options).slice(0, 60)} → ${status}`;
  if (action === 'get') return { method: 'GET', path: get(name, options), status, ...extra, name: label };
  return {
    method: 'POST',
    path: `/resource/${name}/${action}/`,
    body: { options },
    status,
    ...extra,
    name: label,
  };
}

/** Converts the default viewer (demo) to a business account. */
const BUSINESS_CONVERT: NonNullable<ContractCase['before']>[number] = {
  method: 'POST',
  path: '/resource/BusinessAccountResource/create/',
  body: { options: { business_name: 'Demo Studio' } },
};

export const CONTRACT_CASES: ContractCase[] = [
  // ---------------------------------------------------------------- feeds
  resource('HomefeedResource', 'get', {}, 200, { data: nonEmpty }),
  resource('HomefeedResource', 'get', { page_size: 0 }, 400, { error: 'page_size' }),
  {
    name: 'HomefeedResource at the end marker → empty',
    method: 'GET',
    path: get('HomefeedResource', {}, [END_BOOKMARK]),
    status: 200,
    data: (d) => isList(d) && (d as unknown[]).length === 0,
  },
  {
    name: 'HomefeedResource with a forged bookmark → 400',
    method: 'GET',
    path: get('HomefeedResource', {}, ['%%%']),
    status: 400,
    error: 'Invalid bookmark',
  },
  {
    name: 'HomefeedResource for a bot has no original images (§6)',
    method: 'GET',
    path: get('HomefeedResource'),
    headers: BOT,
    status: 200,
    data: (d) => nonEmpty(d) && (d as Array<{ images: object }>).every((p) => !('orig' in p.images)),
  },
  resource('RelatedPinsResource', 'get', { pin_id: at(0) }, 200, { data: nonEmpty }),
  resource('RelatedPinsResource', 'get', { pin_id: UNKNOWN_ID }, 404),
  resource('AggregatedCommentsResource', 'get', { pin_id: at(0) }, 200, { data: isList }),
  resource('AggregatedCommentsResource', 'get', { pin_id: UNKNOWN_ID }, 404),
  resource('AggregatedCommentResource', 'create', { pin_id: at(0), text: 'Nice' }, 201, {
    data: has('text', 'Nice'),
  }),
  resource('AggregatedCommentResource', 'create', { pin_id: at(0), text: ' ' }, 400),
  resource('AggregatedCommentResource', 'create', { pin_id: at(0), text: 'Hi' }, 401, {
    headers: LOGGED_OUT,
    name: 'AggregatedCommentResource/create logged out → 401',
  }),
  resource('SearchResource', 'get', { query: 'easy' }, 200, { data: nonEmpty }),
  ...SEARCH_TABS.map((scope) =>
    resource('SearchResource', 'get', { query: 'a', scope }, 200, { data: isList }),
  ),
  resource('SearchResource', 'get', {}, 400, { error: 'query: is required' }),
  resource('SearchResource', 'get', { query: 'x', scope: 'everything' }, 400, { error: 'scope' }),
  // Issue 30: the header's suggestions, and a logged-in viewer's recent searches.
  resource('SearchSuggestionsResource', 'get', { query: 'balc' }, 200, { data: has('boards') }),
  resource('SearchSuggestionsResource', 'get', { query: 'x'.repeat(201) }, 400, { error: 'query' }),
  resource('RecentSearchesResource', 'create', { query: 'garden' }, 201),
  resource('RecentSearchesResource', 'create', { query: ' ' }, 400, { error: 'query' }),
  resource('NewsHubSeenResource', 'create', {}, 200, { data: has('seen', 3) }),
  resource('NewsHubSeenResource', 'create', {}, 401, {
    headers: LOGGED_OUT,
    name: 'NewsHubSeenResource/create logged out → 401',
  }),
  resource('RecentSearchesResource', 'delete', {}, 200),
  resource('RecentSearchesResource', 'delete', {}, 401, {
    headers: LOGGED_OUT,
    name: 'RecentSearchesResource/delete logged out → 401',
  }),
  resource('BoardFeedResource', 'get', { board_id: myBoard }, 200, { data: nonEmpty }),
  resource('BoardFeedResource', 'get', { board_id: mySecret }, 403, {
    headers: LOGGED_OUT,
    name: 'BoardFeedResource of a secret board, logged out → 403',
  }),
  resource('BoardFeedResource', 'get', { board_id: UNKNOWN_ID }, 404),
  resource('SectionFeedResource', 'get', { section_id: section?.id }, 200, { data: nonEmpty }),
  resource('SectionFeedResource', 'get', { section_id: UNKNOWN_ID }, 404),
  resource('UserPinsResource', 'get', { username: world.pins[0]?.pinner?.username }, 200, { data: nonEmpty }),
  resource('UserPinsResource', 'get', { username: 'nobody-here' }, 404),
  resource('UserSavedPinsResource', 'get', { username: DEMO_USERNAME }, 200, { data: nonEmpty }),
  resource('UserSavedPinsResource', 'get', { username: DEMO_USERNAME, boardless: true }, 200),
  resource('UserFollowingResource', 'get', { username: DEMO_USERNAME }, 200, { data: nonEmpty }),
  resource('UserFollowingResource', 'get', { username: 'nobody-here' }, 404),
  resource('UserFollowingResource', 'get', { username: DEMO_USERNAME, page_size: 51 }, 400),
  resource('UserFollowersResource', 'get', { username: DEMO_USERNAME }, 200),
  resource('UserFollowersResource', 'get', { username: 'nobody-here' }, 404),
  // Ours (§2 /edit): the topics and boards the viewer follows, logged in only, ≤ 50 a page.
  ...(['UserFollowedTopicsResource', 'UserFollowedBoardsResource'] as const).flatMap((name) => [
    resource(name, 'get', {}, 200, { data: nonEmpty }),
    resource(name, 'get', { page_size: 51 }, 400, { error: 'page_size' }),
    resource(name, 'get', {}, 401, { headers: LOGGED_OUT, name: `${name}/get logged out → 401` }),
  ]),
  resource('UserTriedPinsResource', 'get', { username: world.pins[0]?.pinner?.username }, 200),
  resource('UserTriedPinsResource', 'get', {}, 400),
  resource('FollowingFeedResource', 'get', {}, 200, { data: nonEmpty }),
  resource('FollowingFeedResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'FollowingFeedResource logged out → 401',
  }),
  resource('TopicsResource', 'get', {}, 200, { data: nonEmpty }),
  resource('TopicResource', 'get', { url_name: topic?.urlName }, 200, { data: has('name', topic?.name) }),
  resource('TopicResource', 'get', {}, 400),
  resource('TopicResource', 'get', { url_name: 'nope' }, 404),
  resource('TopicFeedResource', 'get', { id: topic?.id }, 200, { data: nonEmpty }),
  resource('IdeasResource', 'get', { category: 'travel' }, 200, { data: nonEmpty }),
  resource('IdeasResource', 'get', { interest_id: topic?.id }, 200, { data: allOf(topic?.category) }),
  resource('IdeasResource', 'get', { interest_id: UNKNOWN_ID }, 404),
  resource('VideosFeedResource', 'get', {}, 200, { data: nonEmpty }),
  resource('VideosFeedResource', 'get', { interest_id: videoTopic?.id }, 200, {
    data: allOf(videoTopic?.category, true),
  }),
  resource('VideosFeedResource', 'get', { interest_id: UNKNOWN_ID }, 404),
  resource('ShoppingFeedResource', 'get', {}, 200, { data: nonEmpty }),
  ...(['all', 'article', 'best', 'trending', 'popular', 'shop'] as const).map((tab) =>
    resource('TodayResource', 'get', { tab }, 200, { data: nonEmpty }),
  ),
  resource('TodayResource', 'get', { tab: 'tomorrow' }, 400),
  resource('NewsHubResource', 'get', {}, 200, { data: nonEmpty }),
  resource('NewsHubResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'NewsHubResource logged out → 401',
  }),
  resource('ConversationsResource', 'get', {}, 200, { data: nonEmpty }),
  resource('ConversationMessagesResource', 'get', { conversation_id: conversation?.id }, 200, {
    data: nonEmpty,
  }),
  resource('ConversationMessagesResource', 'get', { conversation_id: UNKNOWN_ID }, 404),
  resource('ConversationMessagesResource', 'create', { conversation_id: conversation?.id, text: 'hi' }, 201),
  resource('ConversationMessagesResource', 'create', { user_id: world.viewer.id, text: 'me' }, 400, {
    error: 'yourself',
  }),
  resource('ConversationMessagesResource', 'create', { text: 'hi' }, 400),

  // ---------------------------------------------------------------- pins
  resource('PinResource', 'get', { id: at(0) }, 200, { data: has('id', at(0)) }),
  resource('PinResource', 'get', { id: UNKNOWN_ID }, 404, { error: 'Pin not found' }),
  resource('PinResource', 'get', {}, 400, { error: 'id: is required' }),
  resource('PinResource', 'create', { pin_id: at(0), board_id: myBoard }, 200, { data: has('board') }),
  resource('PinResource', 'create', { pin_id: at(0), board_id: sharedBoard }, 200, {
    name: 'PinResource/create to a board the viewer collaborates on → 200',
  }),
  resource('PinResource', 'create', { pin_id: at(0), board_id: strangerBoard }, 403, { error: "don't own" }),
  resource('PinResource', 'create', { pin_id: at(0), board_id: UNKNOWN_ID }, 404),
  resource('PinResource', 'create', { pin_id: at(0) }, 401, {
    headers: LOGGED_OUT,
    name: 'PinResource/create logged out → 401',
  }),
  resource('PinResource', 'create', { pin_id: at(0) }, 401, {
    headers: BOT,
    name: 'PinResource/create as a bot → 401',
  }),
  resource('PinResource', 'create', {}, 400, { error: 'pin_id: is required' }),
  resource('PinResource', 'create', { image_base64: 12 }, 400, { error: 'Invalid Image' }),
  resource('PinResource', 'create', { image_url: 'https://example.com/a.jpg', title: 'Mine' }, 201, {
    data: has('title', 'Mine'),
  }),
  resource('PinResource', 'update', { id: at(0), title: 'Not mine' }, 403, { error: "someone else's Pin" }),
  resource('PinResource', 'update', { id: ownSave?.pinId, board_id: viewerBoards[1]?.id }, 200),
  resource('PinResource', 'delete', { id: ownSave?.pinId }, 200),
  resource('PinResource', 'delete', { id: at(0) }, 403, { error: "someone else's Pin" }),
  // PinPromotionResource (ours, §2 promote tools): one of the viewer's pins (a save counts).
  resource('PinPromotionResource', 'create', { ...promotion, countries: ['US', 'FR'] }, 200, {
    data: (d) =>
      has('isPromoted', true)(d) &&
      (d as { promoter?: { username?: string } }).promoter?.username === DEMO_USERNAME,
  }),
  resource('PinPromotionResource', 'create', { ...promotion, pin_id: notMine }, 403, {
    error: 'your own Pins',
  }),
  resource('PinPromotionResource', 'create', { ...promotion, countries: ['ZZ'] }, 400, {
    error: 'countries',
  }),
  resource('PinPromotionResource', 'create', { ...promotion, countries: [] }, 400, { error: 'countries' }),
  resource('PinPromotionResource', 'create', { ...promotion, daily_budget: 0 }, 400, {
    error: 'daily_budget',
  }),
  resource('PinPromotionResource', 'create', promotion, 401, { headers: LOGGED_OUT }),
  resource('PinResource', 'delete', { id: UNKNOWN_ID }, 404),
  resource('PinFeedbackResource', 'update', { pin_id: at(0), feedback_type: 'hide' }, 200),
  resource('PinFeedbackResource', 'update', { pin_id: at(0), feedback_type: 'love' }, 400),

  // ---------------------------------------------------------------- boards
  resource('BoardResource', 'get', { board_id: myBoard }, 200, { data: has('is_owner', true) }),
  resource('BoardResource', 'get', { username: DEMO_USERNAME, slug: 'recipes-to-try' }, 200, {
    data: has('id', myBoard),
  }),
  resource('BoardResource', 'get', { board_id: mySecret }, 403, {
    headers: LOGGED_OUT,
    name: "BoardResource/get of someone else's secret board → 403",
  }),
  resource('BoardResource', 'get', { board_id: UNKNOWN_ID }, 404),
  resource('BoardResource', 'create', { name: 'Fresh', privacy: 'secret' }, 201, {
    data: has('privacy', 'secret'),
  }),
  resource('BoardResource', 'create', { name: 'Recipes to try' }, 409, { error: 'already' }),
  resource('BoardResource', 'create', { name: 'Recipes to try', return_existing: true }, 200, {
    data: has('id', myBoard),
  }),
  resource('BoardResource', 'create', { name: 'x'.repeat(51) }, 400, { error: 'at most 50' }),
  resource('BoardResource', 'create', { name: 'Theirs', username: PARTNER_USERNAME }, 403),
  resource('BoardResource', 'update', { board_id: myBoard, name: 'Renamed' }, 200, {
    data: has('name', 'Renamed'),
  }),
  resource('BoardResource', 'update', { board_id: strangerBoard, name: 'Mine now' }, 403),
  resource('BoardResource', 'update', { board_id: sharedBoard, privacy: 'secret' }, 403, {
    error: 'Only the owner',
  }),
  resource('BoardResource', 'delete', { board_id: myBoard }, 200),
  resource('BoardResource', 'delete', { board_id: sharedBoard }, 403),
  resource('BoardResource', 'delete', { board_id: UNKNOWN_ID }, 404),
  resource('BoardsResource', 'get', {}, 200, { data: nonEmpty }),
  resource(
    'BoardsResource',
    'get',
    {
      username: PARTNER_USERNAME,
      privacy_filter: 'public',
      sort: 'alphabetical',
      page_size: 25,
      group_by: 'mix_public_private',
      include_archived: false,
      filters: 'NONE',
      filter_stories: true,
    },
    200,
    { data: nonEmpty },
  ),
  resource('BoardsResource', 'get', { sort: 'random' }, 400, { error: 'sort' }),
  resource('BoardsResource', 'get', { username: 'nobody-here' }, 404),
  resource('BoardsResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'BoardsResource of nobody, logged out → 401',
  }),
  resource('BoardSectionsResource', 'get', { board_id: section?.boardId }, 200, { data: nonEmpty }),
  resource('BoardSectionResource', 'create', { board_id: myBoard, name: 'New part' }, 201),
  resource('BoardSectionResource', 'create', { board_id: strangerBoard, name: 'New part' }, 403),
  resource('BoardSectionResource', 'get', { section_id: section?.id }, 200, {
    data: has('id', section?.id ?? ''),
  }),
  resource('BoardSectionResource', 'get', { section_id: UNKNOWN_ID }, 404),
  resource('BoardSectionResource', 'get', {}, 400, { error: 'section_id' }),
  resource('BoardSectionResource', 'update', { section_id: section?.id, name: 'Mornings' }, 200, {
    data: has('slug', 'mornings'),
  }),
  resource('BoardSectionResource', 'update', { section_id: section?.id, name: '' }, 400),
  resource('BoardSectionResource', 'update', { section_id: UNKNOWN_ID, name: 'X' }, 404),
  resource('BoardSectionResource', 'delete', { section_id: section?.id }, 200),
  resource('BoardSectionResource', 'delete', { section_id: UNKNOWN_ID }, 404),
  resource('BoardInviteResource', 'get', {}, 200, { data: nonEmpty }),
  resource('BoardInviteResource', 'create', { board_id: myBoard, invited_user_id: newbie?.id }, 201),
  resource('BoardInviteResource', 'create', { board_id: strangerBoard, invited_user_id: newbie?.id }, 403),
  resource('BoardInviteResource', 'update', { board_id: incomingInvite?.boardId }, 200),
  resource('BoardInviteResource', 'update', { board_id: myBoard }, 404),
  resource(
    'BoardInviteResource',
    'delete',
    { board_id: outgoingInvite?.boardId, invited_user_id: outgoingInvite?.invitedUserId },
    200,
  ),
  resource('BoardInviteResource', 'delete', { board_id: myBoard }, 400, { error: 'invited_user_id' }),
  resource('BoardCollaboratorResource', 'get', { board_id: myCollaborator?.[0] }, 200, { data: nonEmpty }),
  resource(
    'BoardCollaboratorResource',
    'delete',
    { board_id: myCollaborator?.[0], invited_user_id: myCollaborator?.[1][0], field_set_key: 'boardEdit' },
    200,
  ),
  resource(
    'BoardCollaboratorResource',
    'delete',
    { board_id: sharedBoard, invited_user_id: world.viewer.id },
    200,
    { name: 'BoardCollaboratorResource/delete: leaving a board → 200' },
  ),
  resource(
    'BoardCollaboratorResource',
    'delete',
    { board_id: myCollaborator?.[0], invited_user_id: UNKNOWN_ID },
    404,
  ),
  resource('BulkEditResource', 'delete', { board_id: myBoard, pin_ids: [ownSave?.pinId] }, 200),
  resource('BulkEditResource', 'delete', { board_id: myBoard, pin_ids: [] }, 400),
  resource('BulkEditResource', 'delete', { board_id: strangerBoard, pin_ids: ['1'] }, 403),
  resource('BulkEditResource', 'delete', { board_id: myBoard, pin_ids: [at(0)] }, 404),
  resource(
    'BulkEditResource',
    'update',
    { action: 'bulkMove', board_id: myBoard, pin_ids: [ownSave?.pinId], to_board_id: viewerBoards[1]?.id },
    200,
  ),
  resource(
    'BulkEditResource',
    'update',
    { action: 'bulkDelete', board_id: myBoard, pin_ids: ['1'], to_board_id: myBoard },
    400,
  ),
  resource('BulkEditSelectAllResource', 'delete', { board_id: myBoard }, 200, {
    data: (d) => has('deleted')(d) && nonEmpty((d as { deleted: unknown }).deleted),
  }),
  resource('BulkEditSelectAllResource', 'delete', { board_id: strangerBoard }, 403),
  {
    name: 'PUT /v3/boards/{id}/follow/ → 200',
    method: 'PUT',
    path: `/v3/boards/${strangerBoard}/follow/`,
    status: 200,
    data: has('followed_by_me', true),
  },
  {
    name: 'DELETE /v3/boards/{id}/follow/ → 200',
    method: 'DELETE',
    path: `/v3/boards/${strangerBoard}/follow/`,
    status: 200,
    data: has('followed_by_me', false),
  },
  {
    name: 'PUT /v3/boards/{own}/follow/ → 400',
    method: 'PUT',
    path: `/v3/boards/${myBoard}/follow/`,
    status: 400,
  },
  {
    name: 'PUT /v3/boards/{unknown}/follow/ → 404',
    method: 'PUT',
    path: '/v3/boards/nope/follow/',
    status: 404,
  },
  {
    name: 'PUT /v3/boards/{id}/follow/ logged out → 401',
    method: 'PUT',
    path: `/v3/boards/${strangerBoard}/follow/`,
    headers: LOGGED_OUT,
    status: 401,
  },

  // ---------------------------------------------------------------- people
  resource('UserResource', 'get', {}, 200, { data: has('username', DEMO_USERNAME) }),
  resource('UserResource', 'get', { field_set_key: 'save_behavior', user_id: partner?.id }, 200, {
    data: has('username', PARTNER_USERNAME),
  }),
  resource('UserResource', 'get', { username: 'nobody-here' }, 404),
  resource('UserResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'UserResource (the viewer) logged out → 401',
  }),
  resource('UserBlockResource', 'create', { blocked_user_id: partner?.id, block_source: 'profile' }, 200),
  resource('UserBlockResource', 'create', { blocked_user_id: world.viewer.id }, 400, { error: 'yourself' }),
  resource('UserBlockResource', 'delete', { blocked_user_id: partner?.id }, 404),
  resource('UserStateResource', 'create', { state: 'seen_tip', value: true }, 200),
  resource('UserStateResource', 'create', { state: 'bad name', value: true }, 400),
  resource('UserStateResource', 'get', {}, 200),
  resource('UserFollowResource', 'create', { user_id: partner?.id }, 200),
  resource('UserFollowResource', 'create', { user_id: world.viewer.id }, 400),
  resource('UserFollowResource', 'delete', { user_id: UNKNOWN_ID }, 404),
  resource('InterestFollowResource', 'create', { interest_id: topic?.id }, 200),
  resource('InterestFollowResource', 'delete', { interest_list: [topic?.id] }, 200),
  resource('InterestFollowResource', 'create', {}, 400),
  resource('InterestFollowResource', 'create', { interest_id: UNKNOWN_ID }, 404),

  // ---------------------------------------------------------------- experiences, invites, uploads, locales
  resource('UserExperienceResource', 'get', { placement_ids: [PLACEMENTS.homefeedUpsell] }, 200, {
    data: has(String(PLACEMENTS.homefeedUpsell)),
  }),
  resource('UserExperienceResource', 'get', { placement_ids: 'x' }, 400),
  resource(
    'UserExperienceResource',
    'delete',
    { placed_experience_id: `${PLACEMENTS.homefeedUpsell}:28001` },
    200,
  ),
  resource('UserExperienceResource', 'delete', { placed_experience_id: '1:2' }, 404),
  resource('UserExperiencePlatformResource', 'get', { extra_context: '{}' }, 200),
  {
    name: 'UserExperiencePlatformResource for a bot: no placements (§6)',
    method: 'GET',
    path: get('UserExperiencePlatformResource'),
    headers: BOT,
    status: 200,
    data: (d) => Object.values(d as Record<string, { type: number }>).every((e) => e.type === 0),
  },
  resource(
    'UserExperienceViewedResource',
    'update',
    { placed_experience_id: `${PLACEMENTS.homefeedUpsell}:28001` },
    200,
  ),
  resource('UserExperienceViewedResource', 'update', { placed_experience_id: 'x' }, 400),
  resource(
    'UserExperienceCompletedResource',
    'update',
    { placed_experience_id: `${PLACEMENTS.homefeedUpsell}:28001` },
    200,
  ),
  {
    name: 'PUT /v3/experiences/{p}%3A{e}/trigger/ → 200',
    method: 'PUT',
    path: `/v3/experiences/${PLACEMENTS.homefeedUpsell}%3A28001/trigger/`,
    body: { extra_context: '{"a":1}' },
    status: 200,
  },
  {
    name: 'PUT /v3/experiences/bad/trigger/ → 400',
    method: 'PUT',
    path: '/v3/experiences/bad/trigger/',
    status: 400,
  },
  resource('InviteCodeMetadataResource', 'get', { invite_code: 'WELCOME-MIRA' }, 200, {
    data: has('invite_channel', 1),
  }),
  resource('InviteCodeMetadataResource', 'get', { invite_code: 'NOPE' }, 404),
  resource('InviteCodeMetadataResource', 'get', {}, 400),
  resource('VIPResource', 'create', { type: 'pinimage' }, 201, { data: has('upload_url') }),
  resource('VIPResource', 'create', { type: 'video' }, 400, { error: 'pinimage' }),
  resource('VIPResource', 'get', { upload_ids: [UNKNOWN_ID] }, 404),
  resource('LocalesResource', 'get', {}, 200, { data: nonEmpty }),
  resource('CountriesResource', 'get', {}, 200, { data: nonEmpty }),

  // ---------------------------------------------------------------- v3
  {
    name: 'GET /v3/offsite/ spam check allowed',
    method: 'GET',
    path: `/v3/offsite/?pin_id=${at(0)}&url=${encodeURIComponent('https://fine.example/')}`,
    status: 200,
    data: has('redirect_status', 'allowed'),
  },
  {
    name: 'POST /v3/offsite/ spam check blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://blocked-link.example/x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ right-click log',
    method: 'POST',
    path: '/v3/offsite/',
    body: {
      pin_id: linked?.id,
      url: linked?.link,
      check_only: false,
      aux_data: '{"clickthrough_type":"rightClick","slot_index":0}',
    },
    status: 200,
  },
  // Issue 32: a click leaves only where a pin says (else /offsite/ opened any url), and only by POST.
  {
    name: 'POST /v3/offsite/ a click on a url that is not the pin’s link → 400',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: linked?.id, url: 'https://evil.example/phish', check_only: false },
    status: 400,
    error: 'not the link',
  },
  {
    name: 'POST /v3/offsite/ a third-party ad click on a url no ad links → 400',
    method: 'POST',
    path: '/v3/offsite/',
    body: { third_party_ad: true, url: 'https://evil.example/phish', check_only: false },
    status: 400,
    error: 'not the link',
  },
  {
    name: 'POST /v3/offsite/ a third-party ad click on an ad’s link → 200',
    method: 'POST',
    path: '/v3/offsite/',
    body: { third_party_ad: true, url: thirdPartyAd?.link, check_only: false },
    status: 200,
  },
  {
    name: 'GET /v3/offsite/ a click (check_only false) → 400: clicks are POSTs',
    method: 'GET',
    path: `/v3/offsite/?pin_id=${linked?.id}&url=${encodeURIComponent(linked?.link ?? '')}&check_only=false`,
    status: 400,
    error: 'POST',
  },
  {
    name: 'POST /v3/offsite/ third-party ad',
    method: 'POST',
    path: '/v3/offsite/',
    body: { third_party_ad: true, url: 'https://suspicious-deals.example/', check_only: true },
    status: 200,
    data: has('redirect_status', 'suspicious'),
  },
  // Issue 18: the spam check blocks every non-http(s) link and normalises the host first.
  {
    name: 'GET /v3/offsite/ javascript: (GET) → blocked',
    method: 'GET',
    path: `/v3/offsite/?pin_id=${at(0)}&url=${encodeURIComponent('javascript:alert(document.domain)')}`,
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ javascript: (POST) → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'JaVaScRiPt:alert(1)', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ data: → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'data:text/html,<script>alert(1)</script>', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ vbscript: → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'vbscript:msgbox(1)', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ file: → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'file:///etc/passwd', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ about: → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'about:blank', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ a trailing dot → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://blocked-link.example./x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ two trailing dots → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://blocked-link.example../x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ a percent-encoded dot → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://blocked-link%2eexample/x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ upper case → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'HTTPS://BLOCKED-LINK.EXAMPLE/x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ userinfo → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://fine.example@blocked-link.example/x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'POST /v3/offsite/ a subdomain → blocked',
    method: 'POST',
    path: '/v3/offsite/',
    body: { pin_id: at(0), url: 'https://www.blocked-link.example/x', check_only: true },
    status: 200,
    data: has('redirect_status', 'blocked'),
  },
  {
    name: 'GET /v3/offsite/ without url → 400',
    method: 'GET',
    path: `/v3/offsite/?pin_id=${at(0)}`,
    status: 400,
    error: 'url',
  },
  {
    name: 'GET /v3/offsite/ unknown pin → 404',
    method: 'GET',
    path: `/v3/offsite/?pin_id=${UNKNOWN_ID}&url=${encodeURIComponent('https://fine.example/')}`,
    status: 404,
  },
  {
    name: 'GET /v3/outbound/ → 200',
    method: 'GET',
    path: `/v3/outbound/?pin=${at(0)}&client_tracking_params=x`,
    status: 200,
  },
  { name: 'GET /v3/outbound/ without pin → 400', method: 'GET', path: '/v3/outbound/', status: 400 },
  {
    name: 'GET /v3/attribution/source/ → 200',
    method: 'GET',
    path: `/v3/attribution/source/?source_event_id=1&destination=${encodeURIComponent('["https://shop.example"]')}&expiry=86400&priority=1&source_event_type=view`,
    status: 200,
  },
  {
    name: 'GET /v3/attribution/source/ bad destination → 400',
    method: 'GET',
    path: '/v3/attribution/source/?source_event_id=1&destination=x&expiry=1&priority=1&source_event_type=view',
    status: 400,
    error: 'destination',
  },
  {
    name: 'GET /v3/attribution/source/ with a destination past Latin-1 → 200 (issue 32: was a 500)',
    method: 'GET',
    path: `/v3/attribution/source/?source_event_id=1&destination=${encodeURIComponent('["https://shop.example/\u2603"]')}&expiry=86400&priority=1&source_event_type=view`,
    status: 200,
  },
  {
    name: 'PUT /v3/news_hub/{n}/pin/{p}/hide/ → 200',
    method: 'PUT',
    path: `/v3/news_hub/${news?.id}/pin/${news?.pinIds[0]}/hide/`,
    status: 200,
  },
  {
    name: 'PUT /v3/news_hub/{n}/pin/{p}/undo/ → 200',
    method: 'PUT',
    path: `/v3/news_hub/${news?.id}/pin/${news?.pinIds[0]}/undo/`,
    status: 200,
  },
  {
    name: 'PUT /v3/news_hub/{unknown}/pin/{p}/hide/ → 404',
    method: 'PUT',
    path: `/v3/news_hub/nope/pin/${at(0)}/hide/`,
    status: 404,
  },
  { name: 'PUT /v3/p2p/{pin}/hide/ → 200', method: 'PUT', path: `/v3/p2p/${at(0)}/hide/`, status: 200 },
  { name: 'PUT /v3/p2p/{pin}/unhide/ → 200', method: 'PUT', path: `/v3/p2p/${at(0)}/unhide/`, status: 200 },
  { name: 'PUT /v3/p2p/{unknown}/hide/ → 404', method: 'PUT', path: '/v3/p2p/nope/hide/', status: 404 },
  {
    name: 'PUT /v3/search/{pin}/hide/ → 200',
    method: 'PUT',
    path: `/v3/search/${at(0)}/hide/`,
    body: { query: 'pasta', pin_type: 'pin' },
    status: 200,
  },
  {
    name: 'PUT /v3/search/{pin}/unhide/ → 200',
    method: 'PUT',
    path: `/v3/search/${at(0)}/unhide/`,
    body: { query: 'pasta' },
    status: 200,
  },
  {
    name: 'PUT /v3/search/{pin}/hide/ without query → 400',
    method: 'PUT',
    path: `/v3/search/${at(0)}/hide/`,
    status: 400,
    error: 'query',
  },
  {
    name: 'GET /v3/users/me/ → 200',
    method: 'GET',
    path: '/v3/users/me/',
    status: 200,
    data: has('visitor_type', 'authenticated'),
  },
  {
    name: 'GET /v3/users/me/ logged out → 401',
    method: 'GET',
    path: '/v3/users/me/',
    headers: LOGGED_OUT,
    status: 401,
  },
  {
    name: 'POST /v3/users/me/ → 200',
    method: 'POST',
    path: '/v3/users/me/',
    body: { first_name: 'Dee' },
    status: 200,
    data: has('first_name', 'Dee'),
  },
  {
    name: 'POST /v3/users/me/ first name over 30 → 400',
    method: 'POST',
    path: '/v3/users/me/',
    body: { first_name: 'x'.repeat(31) },
    status: 400,
  },
  {
    name: 'GET /v3/register/exists/ → exists',
    method: 'GET',
    path: `/v3/register/exists/?data=${encodeURIComponent('{"email":"demo@tessera.example"}')}`,
    status: 200,
    data: has('exists', true),
  },
  {
    name: 'POST /v3/register/exists/ → not',
    method: 'POST',
    path: '/v3/register/exists/',
    body: { email: 'new@x.example' },
    status: 200,
    data: has('exists', false),
  },
  {
    name: 'GET /v3/register/exists/ bad email → 400',
    method: 'GET',
    path: '/v3/register/exists/?email=nope',
    status: 400,
  },
  {
    name: 'GET /v3/deeplink/ strips secret keys',
    method: 'GET',
    path: `/v3/deeplink/?deeplink_path=${encodeURIComponent('/pin/1/')}&current_page_url=${encodeURIComponent('/pw/a?password=x&next=/y&keep=1')}`,
    status: 200,
    data: has('current_page_url', '/pw/a?keep=1'),
  },
  { name: 'GET /v3/deeplink/ without a path → 400', method: 'GET', path: '/v3/deeplink/', status: 400 },
  // Issue 32: a current page that is no URL answered 500.
  ...['http://[', '//[', 'http://a:99999/', 'http://a%zz/'].map(
    (url): ContractCase => ({
      name: `GET /v3/deeplink/ current_page_url ${url} → 400`,
      method: 'GET',
      path: `/v3/deeplink/?deeplink_path=${encodeURIComponent('/pin/1/')}&current_page_url=${encodeURIComponent(url)}`,
      status: 400,
      error: 'current_page_url',
    }),
  ),
  ...['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil.example'].map(
    (path): ContractCase => ({
      name: `GET /v3/deeplink/ ${path} (not a path on this site) → 400`,
      method: 'GET',
      path: `/v3/deeplink/?deeplink_path=${encodeURIComponent(path)}`,
      status: 400,
      error: 'deeplink_path',
    }),
  ),
  // Issue 18: links are http(s) only at write time; text people write holds no unsafe link.
  resource(
    'PinResource',
    'create',
    { image_url: 'https://example.com/a.jpg', link: 'JaVaScRiPt:alert(1)' },
    400,
    {
      error: 'link: must be an http or https URL',
    },
  ),
  resource('PinResource', 'create', { image_url: 'data:image/png;base64,AAAA' }, 400, { error: 'image_url' }),
  resource('PinResource', 'update', { id: at(0), link: 'javascript:alert(1)' }, 400, { error: 'link' }),
  resource('BoardResource', 'create', { name: 'Links', description: 'see java\tscript:alert(1)' }, 400, {
    error: 'description: must not contain',
  }),
  resource('BoardResource', 'update', { board_id: myBoard, description: 'x <a href="javascript:x">' }, 400, {
    error: 'description',
  }),
  resource(
    'ConversationMessagesResource',
    'create',
    { conversation_id: conversation?.id, text: 'vbscript:msgbox(1)' },
    400,
    {
      error: 'text',
    },
  ),
  {
    name: 'POST /v3/login/ demo → 200',
    method: 'POST',
    path: '/v3/login/',
    body: { username_or_email: 'demo', password: 'demo' },
    status: 200,
    data: has('username', DEMO_USERNAME),
  },
  {
    name: 'POST /v3/login/ wrong password → 401',
    method: 'POST',
    path: '/v3/login/',
    body: { username_or_email: 'demo', password: 'x' },
    status: 401,
  },
  {
    name: 'POST /v3/login/ no password → 400',
    method: 'POST',
    path: '/v3/login/',
    body: { username_or_email: 'demo' },
    status: 400,
  },
  {
    name: 'POST /v3/register/ → 201',
    method: 'POST',
    path: '/v3/register/',
    body: { email: 'new@x.example', password: 'secret1' },
    status: 201,
  },
  {
    name: 'POST /v3/register/ taken email → 409',
    method: 'POST',
    path: '/v3/register/',
    body: { email: 'demo@tessera.example', password: 'secret1' },
    status: 409,
  },
  {
    name: 'POST /v3/register/ short password → 400',
    method: 'POST',
    path: '/v3/register/',
    body: { email: 'a@x.example', password: '1' },
    status: 400,
  },
  // The account pages' calls (issue 14; ours).
  {
    name: 'POST /v3/register/ with a business name → 201, the profile is named after it',
    method: 'POST',
    path: '/v3/register/',
    body: { email: 'shop@bakery.example', password: 'secret1', business_name: 'Corner Bakery' },
    status: 201,
    data: has('full_name', 'Corner Bakery'),
  },
  {
    name: 'POST /v3/password/reset/ → 200',
    method: 'POST',
    path: '/v3/password/reset/',
    body: { email: 'demo@tessera.example' },
    status: 200,
    data: has('sent', true),
  },
  {
    name: 'POST /v3/password/reset/ bad email → 400',
    method: 'POST',
    path: '/v3/password/reset/',
    body: { email: 'nope' },
    status: 400,
    error: 'email',
  },
  {
    name: 'POST /v3/password/change/ → 200',
    method: 'POST',
    path: '/v3/password/change/',
    body: {
      username: DEMO_USERNAME,
      current_password: DEMO_USERNAME,
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    },
    status: 200,
    data: has('changed', true),
  },
  {
    name: 'POST /v3/password/change/ without the current password → 400',
    method: 'POST',
    path: '/v3/password/change/',
    body: { username: DEMO_USERNAME, new_password: 'better-one', new_password_confirm: 'better-one' },
    status: 400,
    error: 'current_password: is required',
  },
  {
    name: 'POST /v3/password/change/ with a wrong current password → 400',
    method: 'POST',
    path: '/v3/password/change/',
    body: {
      username: DEMO_USERNAME,
      current_password: 'guess',
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    },
    status: 400,
    error: 'current_password: is not right',
  },
  {
    name: 'POST /v3/password/change/ two different passwords → 400',
    method: 'POST',
    path: '/v3/password/change/',
    body: {
      username: DEMO_USERNAME,
      current_password: DEMO_USERNAME,
      new_password: 'better-one',
      new_password_confirm: 'other-one',
    },
    status: 400,
    error: 'new_password_confirm',
  },
  {
    name: 'POST /v3/password/change/ of someone else → 403',
    method: 'POST',
    path: '/v3/password/change/',
    body: {
      username: NEWBIE_USERNAME,
      current_password: NEWBIE_USERNAME,
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    },
    status: 403,
  },
  {
    name: 'GET /v3/email/subscription/ → 200',
    method: 'GET',
    path: '/v3/email/subscription/',
    status: 200,
    data: has('email', 'demo@tessera.example'),
  },
  {
    name: 'GET /v3/email/subscription/ logged out → 401',
    method: 'GET',
    path: '/v3/email/subscription/',
    headers: LOGGED_OUT,
    status: 401,
  },
  {
    name: 'PUT /v3/email/subscription/ → 200',
    method: 'PUT',
    path: '/v3/email/subscription/',
    body: { news: true },
    status: 200,
    data: (data) => (data as { subscriptions?: { news?: boolean } }).subscriptions?.news === true,
  },
  {
    name: 'PUT /v3/email/subscription/ not true or false → 400',
    method: 'PUT',
    path: '/v3/email/subscription/',
    body: { news: 'sometimes' },
    status: 400,
    error: 'news',
  },
  {
    name: 'POST /v3/email/user_survey/ → 200',
    method: 'POST',
    path: '/v3/email/user_survey/',
    body: { rating: 5, comment: 'Lovely' },
    status: 200,
    data: has('received', true),
  },
  {
    name: 'POST /v3/email/user_survey/ rating out of range → 400',
    method: 'POST',
    path: '/v3/email/user_survey/',
    body: { rating: 0 },
    status: 400,
    error: 'rating',
  },
  {
    name: 'POST /v3/email/verification/ → 200',
    method: 'POST',
    path: '/v3/email/verification/',
    status: 200,
    data: has('sent', true),
  },
  {
    name: 'POST /v3/email/verification/ logged out → 401',
    method: 'POST',
    path: '/v3/email/verification/',
    headers: LOGGED_OUT,
    status: 401,
  },
  {
    name: 'POST /v3/oauth/authorize/ → 200',
    method: 'POST',
    path: '/v3/oauth/authorize/',
    body: { client_id: 'recipe-box', redirect_uri: 'https://recipes.example/back', scope: 'pins:read' },
    status: 200,
    data: (data) => String((data as { code?: string }).code).startsWith('code-'),
  },
  {
    name: 'POST /v3/oauth/authorize/ redirect_uri not http(s) → 400',
    method: 'POST',
    path: '/v3/oauth/authorize/',
    body: { client_id: 'recipe-box', redirect_uri: 'javascript:alert(1)', scope: 'pins:read' },
    status: 400,
    error: 'redirect_uri',
  },
  { name: 'POST /v3/logout/ → 200', method: 'POST', path: '/v3/logout/', status: 200 },
  {
    name: 'POST /v3/events/ → 200',
    method: 'POST',
    path: '/v3/events/',
    body: { events: [{ event_type: 18, view_type: 5 }] },
    status: 200,
    data: has('logged', 1),
  },
  {
    name: 'POST /v3/events/ bad event → 400',
    method: 'POST',
    path: '/v3/events/',
    body: { events: [{ event_type: 'x' }] },
    status: 400,
  },

  // ---------------------------------------------------------------- routing, injection
  {
    name: 'unknown resource → 404',
    method: 'GET',
    path: get('NopeResource'),
    status: 404,
    error: 'Unknown resource',
  },
  {
    name: 'known resource, wrong method → 405',
    method: 'GET',
    path: '/resource/PinResource/create/',
    status: 405,
  },
  { name: 'unknown v3 call → 404', method: 'GET', path: '/v3/nope/', status: 404 },
  {
    name: 'X-Tessera-Fault header fails one request',
    method: 'GET',
    path: get('HomefeedResource'),
    headers: { 'x-tessera-fault': '503 Down for a bit' },
    status: 503,
    error: 'Down for a bit',
  },
  {
    name: 'a malformed X-Tessera-Fault header → 400',
    method: 'GET',
    path: get('HomefeedResource'),
    headers: { 'x-tessera-fault': 'soon' },
    status: 400,
  },
  {
    name: 'X-Tessera-Latency header delays and answers',
    method: 'GET',
    path: get('LocalesResource'),
    headers: { 'x-tessera-latency': '20' },
    status: 200,
  },
  {
    name: 'video pins point at real media',
    method: 'GET',
    path: get('PinResource', { id: kind('video') }),
    status: 200,
    data: (d) => JSON.stringify(d).includes('/media/video/'),
  },
  // ---------------------------------------------------------------- the remaining documented failures
  resource('BoardSectionsResource', 'get', { board_id: UNKNOWN_ID }, 404),
  resource('BoardInviteResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'BoardInviteResource logged out → 401',
  }),
  resource('BoardCollaboratorResource', 'get', { board_id: UNKNOWN_ID }, 404),
  resource('UserSavedPinsResource', 'get', { username: 'nobody-here' }, 404),
  resource('UserBlockResource', 'delete', { blocked_user_id: partner?.id }, 200, {
    name: 'UserBlockResource/delete after a block → 200',
    before: [
      {
        method: 'POST',
        path: '/resource/UserBlockResource/create/',
        body: { options: { blocked_user_id: partner?.id } },
      },
    ],
  }),
  resource('UserStateResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'UserStateResource logged out → 401',
  }),
  resource('UserFollowResource', 'delete', { user_id: partner?.id }, 200),
  resource('InterestFollowResource', 'delete', { interest_id: UNKNOWN_ID }, 404),
  resource('UserExperiencePlatformResource', 'get', { extra_context: '{not json' }, 400, {
    error: 'extra_context',
  }),
  resource('UserExperienceCompletedResource', 'update', { placed_experience_id: '12' }, 400),
  resource('VIPResource', 'get', { upload_ids: [FIRST_NEW_ID] }, 200, {
    name: 'VIPResource/get of a new upload → registered',
    before: [
      { method: 'POST', path: '/resource/VIPResource/create/', body: { options: { type: 'pinimage' } } },
    ],
    data: (d) => JSON.stringify(d) === JSON.stringify({ [FIRST_NEW_ID]: { status: 'registered' } }),
  }),
  {
    name: 'LocalesResource with an injected 500 → 500',
    method: 'GET',
    path: get('LocalesResource'),
    headers: { 'x-tessera-fault': '500 Locales are down' },
    status: 500,
    error: 'Locales are down',
  },
  {
    name: 'CountriesResource with an injected 503 → 503',
    method: 'GET',
    path: get('CountriesResource'),
    headers: { 'x-tessera-fault': '503 Countries are down' },
    status: 503,
    error: 'Countries are down',
  },
  resource('TopicsResource', 'get', { page_size: 1000 }, 400, { error: 'page_size' }),
  resource('TopicFeedResource', 'get', { url_name: 'nope' }, 404),
  resource('IdeasResource', 'get', { page_size: 0 }, 400),
  resource('VideosFeedResource', 'get', { page_size: 'x' }, 400),
  resource('ShoppingFeedResource', 'get', { category: 5 }, 400),
  resource('ConversationsResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'ConversationsResource logged out → 401',
  }),
  {
    name: 'DELETE /v3/boards/{unknown}/follow/ → 404',
    method: 'DELETE',
    path: '/v3/boards/nope/follow/',
    status: 404,
  },
  {
    name: 'PUT /v3/news_hub/{n}/pin/{unknown}/undo/ → 404',
    method: 'PUT',
    path: `/v3/news_hub/${news?.id}/pin/nope/undo/`,
    status: 404,
  },
  { name: 'PUT /v3/p2p/{unknown}/unhide/ → 404', method: 'PUT', path: '/v3/p2p/nope/unhide/', status: 404 },
  {
    name: 'PUT /v3/search/{pin}/unhide/ without query → 400',
    method: 'PUT',
    path: `/v3/search/${at(0)}/unhide/`,
    status: 400,
  },
  { name: 'GET /v3/network/ → 200', method: 'GET', path: '/v3/network/', status: 200 },
  {
    name: 'GET /v3/network/ with an injected 503 → 503',
    method: 'GET',
    path: '/v3/network/',
    headers: { 'x-tessera-fault': '503 Try again' },
    status: 503,
    error: 'Try again',
  },
  {
    name: 'POST /v3/logout/ with an injected 503 → 503 (the session stays)',
    method: 'POST',
    path: '/v3/logout/',
    headers: { 'x-tessera-fault': '503 Try again' },
    status: 503,
    error: 'Try again',
  },
  { name: 'POST /v3/upload/{unknown}/ → 404', method: 'POST', path: '/v3/upload/nope/', status: 404 },
  {
    name: 'POST /v3/upload/{id}/ without a multipart body → 400',
    method: 'POST',
    path: `/v3/upload/${FIRST_NEW_ID}/`,
    body: { key: 'x' },
    status: 400,
    before: [
      { method: 'POST', path: '/resource/VIPResource/create/', body: { options: { type: 'pinimage' } } },
    ],
  },
  // ---------------------------------------------------------------- business (ours: §2 /business/, §6 partner)
  resource('BusinessAccountResource', 'get', {}, 200, { data: has('is_business', false) }),
  resource('BusinessAccountResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'BusinessAccountResource/get logged out → 401',
  }),
  resource('BusinessAccountResource', 'create', { business_name: 'Demo Studio' }, 201, {
    data: has('is_business', true),
  }),
  resource('BusinessAccountResource', 'create', { business_name: ' ' }, 400, { error: 'business_name' }),
  resource('BusinessPinsResource', 'get', { list: 'promoted' }, 403, {
    name: 'BusinessPinsResource/get not a business account → 403',
  }),
  resource('BusinessPinsResource', 'get', { list: 'products' }, 200, {
    name: 'BusinessPinsResource/get after converting → 200',
    before: [BUSINESS_CONVERT],
    data: isList,
  }),
  resource('BusinessPinStatsResource', 'get', { days: 8 }, 400, { error: 'days' }),
  resource('BusinessPinStatsResource', 'get', { days: 7 }, 200, {
    name: 'BusinessPinStatsResource/get after converting → 200',
    before: [BUSINESS_CONVERT],
    data: isList,
  }),
  // ---------------------------------------------------------------- the account pages (issue 14; ours)
  resource('UserBlockResource', 'get', {}, 200, { data: isList }),
  resource('UserBlockResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'UserBlockResource/get logged out → 401',
  }),
  resource('PinAppealResource', 'get', {}, 200, { data: isList }),
  resource('PinAppealResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'PinAppealResource/get logged out → 401',
  }),
  resource('PinAppealResource', 'create', { pin_id: SECOND_NEW_ID, reason: 'It is my photo.' }, 200, {
    name: 'PinAppealResource/create of a pin the viewer made → 200',
    before: [
      {
        method: 'POST',
        path: '/resource/PinResource/create/',
        body: { options: { image_url: 'https://example.com/mine.jpg', title: 'Mine' } },
      },
    ],
  }),
  resource('PinAppealResource', 'create', { pin_id: notMine, reason: 'x' }, 403),
  resource('PinAppealResource', 'create', { pin_id: notMine, reason: ' ' }, 400, { error: 'reason' }),
  resource('UserReportsResource', 'get', {}, 200, {
    data: (d) => JSON.stringify(d) === JSON.stringify({ reports: [], violations: [] }),
  }),
  resource('UserReportsResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'UserReportsResource/get logged out → 401',
  }),
  resource('AgeAppealResource', 'get', {}, 200, { data: (d) => d === null }),
  resource('AgeAppealResource', 'get', {}, 401, {
    headers: LOGGED_OUT,
    name: 'AgeAppealResource/get logged out → 401',
  }),
  resource('AgeAppealResource', 'create', { birthdate: '1990-04-23' }, 200),
  resource('AgeAppealResource', 'create', { birthdate: '1990-02-30' }, 400, { error: 'birthdate' }),
  resource('AccountLockdownResource', 'create', { new_password: 'a-new-secret' }, 200),
  resource('AccountLockdownResource', 'create', { new_password: '123' }, 400, { error: 'new_password' }),
];
