/**
 * Issue 30, search that suggests: the header field's suggestions (SearchSuggestionsResource: query
 * completions, boards with cover and owner, people; on an empty focus the viewer's recent searches
 * and what is trending) and a logged-in viewer's recent searches, kept here per viewer
 * (RecentSearchesResource create, delete clears them). Board cards (search's Boards tab) carry a
 * collage of covers and their owner.
 */
import {
  BOARD_COVER_IMAGES_MAX,
  type Board,
  type CompletedSearch,
  pushHistory,
  QUERY_SUGGESTIONS_MAX,
  RECENT_SEARCHES_MAX,
  rankSuggestions,
  type SearchSuggestions,
  SUGGESTIONS_PER_KIND,
  searchKey,
  TRENDING_SEARCHES_MAX,
  type User,
} from '@tessera/model';
import { boardPinIds, type Ctx, canReadBoard, isVisiblePin, pinView } from '../context.ts';
import { type ResourceRoute, route } from '../route.ts';

/** Every word of `query` is in `text` (the search's own matching rule). */
function matchesWords(text: string, query: string): boolean {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** A board as a card among other people's boards: its collage of covers, its pin count and its owner. */
export function boardCardView(ctx: Ctx, board: Board): Board {
  const covers = boardPinIds(ctx, board)
    .filter((id) => isVisiblePin(ctx, id))
    .slice(0, BOARD_COVER_IMAGES_MAX)
    .flatMap((id) => pinView(ctx, id)?.images?.['236x']?.url ?? []);
  const owner = ctx.db.userByName(board.username ?? '');
  return {
    ...board,
    ...(covers[0] ? { image_cover_url: covers[0] } : {}),
    cover_images: covers,
    ...(owner
      ? {
          owner: {
            id: owner.id,
            username: owner.username,
            ...(owner.full_name ? { fullName: owner.full_name } : {}),
            ...(owner.image_medium_url ? { imageMediumUrl: owner.image_medium_url } : {}),
          },
        }
      : {}),
  };
}

function findablePeople(ctx: Ctx): User[] {
  return Object.values(ctx.db.state.users).filter((u) => !(ctx.visitor === 'bot' && u.exclude_from_search));
}

function recentOf(ctx: Ctx): CompletedSearch[] {
  return ctx.user ? (ctx.db.state.recentSearches[ctx.user.id] ?? []) : [];
}

/**
 * Trending: what the people of this server searched most (each person's recent searches count once
 * per query), then the topics with the most pins; each once.
 */
function trending(ctx: Ctx): string[] {
  const { state } = ctx.db;
  const counts = new Map<string, number>();
  for (const searches of Object.values(state.recentSearches)) {
    for (const key of new Set(searches.map((s) => searchKey(s.query))))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const searched = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const pinCount = new Map<string, number>();
  for (const id of state.homefeed) {
    const category = state.pins[id]?.category;
    if (category) pinCount.set(category, (pinCount.get(category) ?? 0) + 1);
  }
  const topics = state.topics
    .filter((topic) => topic.keyword === '')
    .sort((a, b) => (pinCount.get(b.category) ?? 0) - (pinCount.get(a.category) ?? 0))
    .map((topic) => searchKey(topic.name));
  return [...new Set([...searched, ...topics])].slice(0, TRENDING_SEARCHES_MAX);
}

function suggestions(ctx: Ctx, query: string): SearchSuggestions {
  const typed = searchKey(query);
  const recent = recentOf(ctx).filter((search) => searchKey(search.query).includes(typed));
  if (typed === '') return { queries: [], boards: [], people: [], recent, trending: trending(ctx) };
  const { state } = ctx.db;
  const boards = Object.values(state.boards).filter(
    (board) => canReadBoard(ctx, board) && matchesWords(board.name, typed),
  );
  const pinTitles = state.homefeed.flatMap((id) => {
    const pin = state.pins[id];
    return pin && isVisiblePin(ctx, id) ? [pin.title, pin.gridTitle].filter((t): t is string => !!t) : [];
  });
  const queries = rankSuggestions(
    [...state.topics.map((topic) => topic.name), ...boards.map((board) => board.name), ...pinTitles],
    typed,
    QUERY_SUGGESTIONS_MAX,
  );
  // One board per name (five people's "Balcony garden" are one suggestion): the fullest.
  const byName = new Map<string, Board>();
  for (const board of [...boards].sort((a, b) => (b.pin_count ?? 0) - (a.pin_count ?? 0))) {
    const key = searchKey(board.name);
    if (!byName.has(key)) byName.set(key, board);
  }
  const people = findablePeople(ctx)
    .filter((user) => matchesWords(`${user.username} ${user.full_name ?? ''}`, typed))
    .slice(0, SUGGESTIONS_PER_KIND);
  return {
    queries,
    boards: [...byName.values()].slice(0, SUGGESTIONS_PER_KIND).map((board) => boardCardView(ctx, board)),
    people,
    recent,
    trending: [],
  };
}

export function searchRoutes(): ResourceRoute[] {
  return [
    route('SearchSuggestionsResource/get', (ctx, { query }) => ({ data: suggestions(ctx, query) })),
    route('RecentSearchesResource/create', (ctx, { query, scope }) => {
      const user = ctx.requireUser('keep your recent searches');
      const next = pushHistory(
        recentOf(ctx),
        { query, scope, ts: ctx.db.tick() },
        (search) => searchKey(search.query),
        RECENT_SEARCHES_MAX,
      );
      ctx.db.state.recentSearches[user.id] = next;
      return { data: next, status: 201 };
    }),
    route('RecentSearchesResource/delete', (ctx) => {
      const user = ctx.requireUser('clear your recent searches');
      delete ctx.db.state.recentSearches[user.id];
      return { data: [] };
    }),
  ];
}
