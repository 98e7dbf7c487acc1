import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  recordSearch,
} from './recentSearches.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('recent searches (§3 completed searches, §5 history rule)', () => {
  it('keeps the newest first, de-duplicated against the newest entry only (case and spaces aside)', () => {
    recordSearch('garden', 'pins', 1);
    recordSearch('Garden ', 'pins', 2);
    expect(readRecentSearches().map((s) => [s.query, s.ts])).toEqual([['Garden', 2]]);
    recordSearch('tart', 'pins', 3);
    recordSearch('garden', 'pins', 4);
    // §5: only the newest entry is compared, so an older "Garden" stays.
    expect(readRecentSearches().map((s) => s.query)).toEqual(['garden', 'tart', 'Garden']);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}`, () => {
    for (let i = 0; i < RECENT_SEARCHES_MAX + 3; i++) recordSearch(`q${i}`, 'pins', i);
    const kept = readRecentSearches();
    expect(kept).toHaveLength(RECENT_SEARCHES_MAX);
    expect(kept[0]?.query).toBe(`q${RECENT_SEARCHES_MAX + 2}`);
  });

  it('reads nothing from a malformed or unreadable store (§8 storage failure: default)', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ query: 1 }]));
    expect(readRecentSearches()).toEqual([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readRecentSearches()).toEqual([]);
  });
});
