/**
 * A logged-out visitor's recent searches (§3 completed searches, stored locally with their ts)
 * under the header's search field; a logged-in viewer's are kept on the server (issue 30). The list follows the model's history rule (§5: de-duplicated against the newest entry).
 */
import {
  type CompletedSearch,
  CompletedSearchSchema,
  pushHistory,
  searchKey as queryKey,
  RECENT_SEARCHES_MAX,
} from '@tessera/model';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../storage.ts';

export const RECENT_SEARCHES_KEY = 'tessera-recent-searches';
export { RECENT_SEARCHES_MAX };

const searchKey = (search: CompletedSearch) => queryKey(search.query);

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

/** Forgets the recent searches (the field's "Clear recent searches"). */
export function clearRecentSearches(): void {
  writeStored(RECENT_SEARCHES_KEY, null);
}
