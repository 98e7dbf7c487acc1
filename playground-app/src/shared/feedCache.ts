/**
 * The pins a grid has loaded and how far the page was scrolled, per history entry (react-router's
 * `location.key`) and feed: Back to a grid shows the same items at the same place without asking
 * the server again. In memory only: a reload starts afresh.
 */
import type { Pin } from '@tessera/model';

export interface CachedFeed {
  items: Pin[];
  /** The next page's bookmark (null before the first page, the end marker at the end). */
  bookmark: string | null;
  /** window.scrollY while the grid was shown. */
  scrollY: number;
}

/** History entries remembered: the oldest goes first. The spec gives no number; ours covers a long Back. */
export const FEED_CACHE_ENTRIES = 30;

const entries = new Map<string, CachedFeed>();

export function cachedFeed(key: string): CachedFeed | undefined {
  return entries.get(key);
}

export function cacheFeed(key: string, feed: CachedFeed): void {
  entries.delete(key);
  entries.set(key, feed);
  while (entries.size > FEED_CACHE_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

/** For tests. */
export function clearFeedCache(): void {
  entries.clear();
}
