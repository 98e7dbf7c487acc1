/**
 * Recent searches (§3 completed searches, stored locally with their ts) under the header's search
 * field. The list follows the model's history rule (§5: de-duplicated against the newest entry).
 */
import { type CompletedSearch, CompletedSearchSchema, pushHistory } from '@tessera/model';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../storage.ts';

export const RECENT_SEARCHES_KEY = 'tessera-recent-searches';
/** How many recent searches are kept and shown: the spec gives no number; 10, as the visited pin pages of §9. */
export const RECENT_SEARCHES_MAX = 10;

const searchKey = (search: CompletedSearch) => search.query.trim().toLowerCase();

export function readRecentSearches(): CompletedSearch[] {
  const raw = readStored(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const parsed = z.array(CompletedSearchSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Records a completed search (newest first) and returns the new list. */
export function recordSearch(query: string, scope: string, now = Date.now()): CompletedSearch[] {
  const next = pushHistory(
    readRecentSearches(),
    { query: query.trim(), scope, ts: now },
    searchKey,
    RECENT_SEARCHES_MAX,
  );
  writeStored(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
