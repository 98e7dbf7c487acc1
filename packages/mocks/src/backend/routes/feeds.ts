/**
 * The readers the routes of §2 need: home feed, search (every tab), profile (created and saved),
 * following feed, topics, ideas, videos, shopping and today. Every feed pages with bookmarks and
 * ends with END_BOOKMARK (§4).
 */
import { type Board, END_BOOKMARK, FOLLOWERS_PAGE_SIZE, type Pin, type SearchTab } from '@tessera/model';
import type { PinKind } from '../../fixtures/kinds.ts';
import type { WorldTopic } from '../../fixtures/society.ts';
import { type Ctx, canReadBoard, isVisiblePin, paginate, pinViews } from '../context.ts';
import { unfollowedKey } from '../database.ts';
import { notFound } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';
import { seededComments } from './pinsAndBoards.ts';
import { boardCardView } from './search.ts';

export const HOMEFEED_PAGE_SIZE = 25;
const FEED_PAGE_SIZE = 25;

const VIDEO_KINDS: readonly PinKind[] = ['video'];
const PRODUCT_KINDS: readonly PinKind[] = ['product', 'productOutOfStock', 'productStale'];
const IDEA_KINDS: readonly PinKind[] = ['story'];

function kindIs(ctx: Ctx, id: string, kinds: readonly PinKind[]) {
  const kind = ctx.db.state.pinKinds[id];
  return kind !== undefined && kinds.includes(kind);
}

function searchText(pin: Pin): string {
  return [pin.title, pin.gridTitle, pin.description, pin.category, pin.domain, pin.richMetadata?.title]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

function matches(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => text.includes(w));
}

/** A topic's pins: its category's, and for a sub-topic those whose text has its keyword. */
function inTopic(pin: Pin | undefined, topic: WorldTopic): boolean {
  if (!pin || pin.category !== topic.category) return false;
  return topic.keyword === '' || searchText(pin).includes(topic.keyword.toLowerCase());
}

function topicPins(ctx: Ctx, topic: WorldTopic): string[] {
  return ctx.db.state.homefeed.filter((id) => inTopic(ctx.db.state.pins[id], topic));
}

/**
 * The home feed of the visitor: every pin, less those of the topics and boards the viewer
 * unfollowed (§8 "We'll show you less Pins from {topic}", "won't see Pins saved to it anymore"), so
 * tuning the home feed (§2 /edit) changes it. Without such unfollows, the list as it is.
 */
function homefeedIds(ctx: Ctx): readonly string[] {
  const { state } = ctx.db;
  const unfollowed = new Set(ctx.user ? (state.unfollowed[ctx.user.id] ?? []) : []);
  if (unfollowed.size === 0) return state.homefeed;
  const topics = state.topics.filter((t) => unfollowed.has(unfollowedKey('topic', t.id)));
  return state.homefeed.filter((id) => {
    const pin = state.pins[id];
    if (pin?.board && unfollowed.has(unfollowedKey('board', pin.board.id))) return false;
    return !topics.some((topic) => inTopic(pin, topic));
  });
}

function findTopic(
  ctx: Ctx,
  options: { id?: string | undefined; url_name?: string | undefined },
): WorldTopic {
  const topic = ctx.db.state.topics.find((t) =>
    options.id !== undefined ? t.id === options.id : t.urlName === options.url_name,
  );
  if (!topic) throw notFound(`Topic not found: ${options.id ?? options.url_name}`);
  return topic;
}

function topicView(ctx: Ctx, topic: WorldTopic) {
  const followed = ctx.user ? (ctx.db.state.follows.interests[ctx.user.id] ?? []).includes(topic.id) : false;
  return { id: topic.id, name: topic.name, url_name: topic.urlName, followed_by_me: followed };
}

/** §2 /edit: the topics the viewer follows, in the order they followed them. */
function followedTopics(ctx: Ctx): WorldTopic[] {
  const user = ctx.requireUser('see the topics you follow');
  return (ctx.db.state.follows.interests[user.id] ?? []).flatMap(
    (id) => ctx.db.state.topics.find((t) => t.id === id) ?? [],
  );
}

/**
 * /ideas/{interest}/{id} and /videos/{category}/{id}: the pins of the interest (topic) `interestId`
 * when one is asked for (null: no interest filter); an unknown interest is 404.
 */
function interestPins(ctx: Ctx, interestId: string | undefined): ReadonlySet<string> | null {
  return interestId === undefined ? null : new Set(topicPins(ctx, findTopic(ctx, { id: interestId })));
}

function categoryFilter(category: string | undefined) {
  return (pin: Pin | undefined) =>
    category === undefined || pin?.category === category || pin?.category?.replace(/_/g, '-') === category;
}

function search(ctx: Ctx, query: string, scope: SearchTab): unknown[] {
  const { state } = ctx.db;
  const pinIds = (filter: (id: string) => boolean) =>
    pinViews(
      ctx,
      state.homefeed.filter((id) => {
        const pin = state.pins[id];
        return pin !== undefined && filter(id) && matches(searchText(pin), query);
      }),
    );
  const user = ctx.user;
  switch (scope) {
    case 'pins':
      return pinIds(() => true);
    case 'buyable_pins':
    case 'shop_tool':
      return pinIds((id) => kindIs(ctx, id, PRODUCT_KINDS));
    case 'videos':
      return pinIds((id) => kindIs(ctx, id, VIDEO_KINDS));
    case 'idea_pins':
      return pinIds((id) => kindIs(ctx, id, IDEA_KINDS));
    case 'my_pins':
      if (!user) return [];
      return pinIds((id) => state.saves[user.id]?.[id] !== undefined);
    case 'my_content': {
      if (!user) return [];
      const boards = ctx.db
        .boardsOf(user.username)
        .filter((b) => matches(b.name.toLowerCase(), query))
        .map((b) => ({ type: 'board', ...b }));
      const pins = pinIds((id) => state.saves[user.id]?.[id] !== undefined).map((p) => ({
        type: 'pin',
        ...p,
      }));
      return [...boards, ...pins];
    }
    case 'boards':
      return Object.values(state.boards).filter(
        (b) => canReadBoard(ctx, b) && matches(b.name.toLowerCase(), query),
      );
    case 'users':
      return Object.values(state.users).filter(
        (u) =>
          !(ctx.visitor === 'bot' && u.exclude_from_search) &&
          matches(`${u.username} ${u.full_name ?? ''}`.toLowerCase(), query),
      );
  }
}

export function feedRoutes(): ResourceRoute[] {
  return [
    route('HomefeedResource/get', (ctx, { page_size }, bookmarks) => {
      // The page is cut from the ids first, so a page costs its size, not the feed's.
      const ids = homefeedIds(ctx);
      const page = paginate(ids, 'homefeed', page_size ?? HOMEFEED_PAGE_SIZE, bookmarks, END_BOOKMARK);
      return { data: pinViews(ctx, page.data), bookmark: page.bookmark };
    }),

    route('SearchResource/get', (ctx, { query, scope, page_size }, bookmarks) => {
      const page = paginate(
        search(ctx, query, scope),
        `search:${scope}:${query}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
      // Boards of many people: each card shows its collage of covers and its owner (issue 30).
      if (scope !== 'boards') return page;
      return { ...page, data: (page.data as Board[]).map((board) => boardCardView(ctx, board)) };
    }),

    // Profile: pins the user made (their own pins in the world and uploads), and their saves.
    route('UserPinsResource/get', (ctx, { username, page_size }, bookmarks) => {
      const user = ctx.db.userByName(username);
      if (!user) throw notFound(`User not found: ${username}`);
      const ids = Object.keys(ctx.db.state.pins).filter(
        (id) => ctx.db.state.pins[id]?.pinner?.id === user.id,
      );
      const visible = ids.filter((id) => {
        const board = ctx.db.state.pins[id]?.board;
        const stored = board ? ctx.db.state.boards[board.id] : undefined;
        return !stored || canReadBoard(ctx, stored);
      });
      return paginate(
        pinViews(ctx, visible),
        `created:${user.id}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),
    route('UserSavedPinsResource/get', (ctx, { username, page_size, boardless }, bookmarks) => {
      const user = ctx.db.userByName(username);
      if (!user) throw notFound(`User not found: ${username}`);
      const saves = Object.values(ctx.db.state.saves[user.id] ?? {}).filter((s) => {
        if (boardless) return s.boardId === undefined;
        const board = s.boardId ? ctx.db.state.boards[s.boardId] : undefined;
        return !board || canReadBoard(ctx, board);
      });
      return paginate(
        pinViews(
          ctx,
          saves.map((s) => s.pinId),
        ),
        `saved:${user.id}:${boardless ? 'boardless' : 'all'}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // §2 profile tried: the spec does not say what a user tried. Our choice: the pins they commented
    // on (the world's comments, then what they wrote), in the world's order of pins.
    route('UserTriedPinsResource/get', (ctx, { username, page_size }, bookmarks) => {
      const user = ctx.db.userByName(username);
      if (!user) throw notFound(`User not found: ${username}`);
      const ids = Object.keys(ctx.db.state.pins).filter(
        (id) =>
          (ctx.db.state.comments[id] ?? []).some((c) => c.userId === user.id) ||
          seededComments(ctx, id).some((c) => c.user.id === user.id),
      );
      return paginate(
        pinViews(ctx, ids),
        `tried:${user.id}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // Following feed: pins of people and boards the user follows.
    route('FollowingFeedResource/get', (ctx, { page_size }, bookmarks) => {
      const user = ctx.requireUser('see your following feed');
      const people = new Set(ctx.db.state.follows.users[user.id] ?? []);
      const boards = new Set(ctx.db.state.follows.boards[user.id] ?? []);
      const ids = ctx.db.state.homefeed.filter((id) => {
        const pin = ctx.db.state.pins[id];
        return (pin?.pinner && people.has(pin.pinner.id)) || (pin?.board && boards.has(pin.board.id));
      });
      return paginate(
        pinViews(ctx, ids),
        `following:${user.id}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    route('TopicsResource/get', (ctx, { page_size }, bookmarks) =>
      paginate(
        ctx.db.state.topics.map((t) => topicView(ctx, t)),
        'topics',
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      ),
    ),
    // Ours (the spec names no call): the topics the viewer follows, for §2 /edit.
    route('UserFollowedTopicsResource/get', (ctx, { page_size }, bookmarks) => {
      const topics = followedTopics(ctx).map((t) => topicView(ctx, t));
      return paginate(
        topics,
        `followed-topics:${ctx.user?.id}`,
        page_size ?? FOLLOWERS_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),
    route('TopicResource/get', (ctx, options) => ({ data: topicView(ctx, findTopic(ctx, options)) })),
    route('TopicFeedResource/get', (ctx, options, bookmarks) => {
      const topic = findTopic(ctx, options);
      return paginate(
        pinViews(ctx, topicPins(ctx, topic)),
        `topic:${topic.id}`,
        options.page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // /ideas, /videos/, /shopping/ (optionally by category).
    route('IdeasResource/get', (ctx, { category, interest_id, page_size }, bookmarks) => {
      const inCategory = categoryFilter(category);
      const ofInterest = interestPins(ctx, interest_id);
      const ids = ctx.db.state.homefeed.filter(
        (id) => inCategory(ctx.db.state.pins[id]) && (ofInterest?.has(id) ?? true),
      );
      return paginate(
        pinViews(ctx, ids),
        `ideas:${category ?? ''}:${interest_id ?? ''}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),
    route('VideosFeedResource/get', (ctx, { category, interest_id, page_size }, bookmarks) => {
      const inCategory = categoryFilter(category);
      const ofInterest = interestPins(ctx, interest_id);
      const ids = ctx.db.state.homefeed.filter(
        (id) =>
          kindIs(ctx, id, VIDEO_KINDS) && inCategory(ctx.db.state.pins[id]) && (ofInterest?.has(id) ?? true),
      );
      return paginate(
        pinViews(ctx, ids),
        `videos:${category ?? ''}:${interest_id ?? ''}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),
    route('ShoppingFeedResource/get', (ctx, { category, page_size }, bookmarks) => {
      const inCategory = categoryFilter(category);
      const ids = ctx.db.state.homefeed.filter(
        (id) => kindIs(ctx, id, PRODUCT_KINDS) && inCategory(ctx.db.state.pins[id]),
      );
      return paginate(
        pinViews(ctx, ids),
        `shopping:${category ?? ''}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // /today and its tabs: articles, the best rated, trending (most reactions), popular, shop.
    route('TodayResource/get', (ctx, { tab, page_size }, bookmarks) => {
      const { state } = ctx.db;
      const visible = state.homefeed.filter((id) => isVisiblePin(ctx, id));
      const reactions = (id: string) => state.pins[id]?.reactionCountsData?.[0]?.reactionCount ?? 0;
      const rating = (id: string) => state.pins[id]?.richMetadata?.aggregateRating?.ratingValue ?? 0;
      let ids: string[];
      switch (tab) {
        case 'article':
          ids = visible.filter((id) => state.pinKinds[id] === 'article');
          break;
        case 'best':
          ids = visible.filter((id) => rating(id) > 0).sort((a, b) => rating(b) - rating(a));
          break;
        case 'trending':
        case 'popular':
          ids = visible.filter((id) => reactions(id) > 0).sort((a, b) => reactions(b) - reactions(a));
          if (tab === 'trending') ids = ids.filter((_, i) => i % 2 === 0);
          break;
        case 'shop':
          ids = visible.filter((id) => kindIs(ctx, id, PRODUCT_KINDS));
          break;
        default:
          ids = visible.filter((id) => state.pinKinds[id] !== undefined);
      }
      return paginate(
        pinViews(ctx, ids),
        `today:${tab}`,
        page_size ?? FEED_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),
  ];
}
