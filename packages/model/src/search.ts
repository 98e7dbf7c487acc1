/**
 * Search suggestions (§2 /search, issue 30): what the header's field offers while a person types
 * (queries, boards with their cover and owner, people) and on an empty focus (their recent
 * searches and what is trending). The spec shows no typeahead call or numbers: the call
 * (SearchSuggestionsResource, RecentSearchesResource) and the counts are ours. Recent searches
 * follow the §5 history rule (pushHistory) for logged-out visitors in local storage (§3 completed
 * searches) and for logged-in viewers on the server.
 */
import * as z from 'zod/mini';
import { BoardSchema, UserSchema } from './entities.ts';
import { CompletedSearchSchema, VISITED_PIN_PAGES_MAX } from './visitor.ts';

/** Recent searches kept and shown: the spec gives no number; that of the visited pin pages of §9 (10). */
export const RECENT_SEARCHES_MAX = VISITED_PIN_PAGES_MAX;
/** Query suggestions while typing: ours. */
export const QUERY_SUGGESTIONS_MAX = 5;
/** Boards and people suggested while typing, each: ours. */
export const SUGGESTIONS_PER_KIND = 3;
/** Trending searches on an empty focus: ours. */
export const TRENDING_SEARCHES_MAX = 6;
/** The covers a board card shows side by side (a collage): ours. */
export const BOARD_COVER_IMAGES_MAX = 3;

/** The answer of SearchSuggestionsResource get. */
export const SearchSuggestionsSchema = z.object({
  /** Searches that complete what was typed (empty query: none). */
  queries: z.array(z.string()),
  /** Boards whose name matches, one per name, with cover and owner. */
  boards: z.array(BoardSchema),
  people: z.array(UserSchema),
  /** The viewer's recent searches that contain what was typed, newest first (logged out: none). */
  recent: z.array(CompletedSearchSchema),
  /** What many search now (empty query only). */
  trending: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** How two searches compare (§5 de-duplication): case and surrounding spaces aside. */
export const searchKey = (query: string) => query.trim().toLowerCase();

/**
 * The suggestions among `candidates` for `typed`: each once (by searchKey), those starting with
 * what was typed first, then those with a word starting with it, then the rest that contain it;
 * shorter first within a rank, at most `max`.
 */
export function rankSuggestions(candidates: Iterable<string>, typed: string, max: number): string[] {
  const needle = searchKey(typed);
  if (needle === '') return [];
  const seen = new Map<string, { text: string; rank: number }>();
  for (const candidate of candidates) {
    const text = candidate.trim();
    const key = searchKey(text);
    if (key === '' || seen.has(key) || !key.includes(needle)) continue;
    const rank = key.startsWith(needle)
      ? 0
      : key.split(/\s+/).some((word) => word.startsWith(needle))
        ? 1
        : 2;
    seen.set(key, { text, rank });
  }
  return [...seen.values()]
    .sort((a, b) => a.rank - b.rank || a.text.length - b.text.length || a.text.localeCompare(b.text))
    .slice(0, max)
    .map((entry) => entry.text.toLowerCase());
}
