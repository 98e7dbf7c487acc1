import {
  isEndBookmark,
  type ResourceFetchPage,
  type ResourceFetchSnapshot,
  resourceFetchMachine,
  resourceIsAtEnd,
} from '@tessera/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { fromPromise } from 'xstate';

/** Where a paged feed stands: loading a page, idle with more to come, failed, or at its end. */
export type FeedStatus = 'loading' | 'idle' | 'error' | 'end';

export interface FeedPage<T> {
  items: T[];
  /** The next page's bookmark; null or the end marker when there is none. */
  bookmark: string | null;
}

export interface FeedResource<T> {
  items: T[];
  status: FeedStatus;
  /** The last failure, for the error state; null otherwise. */
  error: unknown;
  /** Whether more pages may come (Masonry's `hasMore`). */
  hasMore: boolean;
  /** Asks for the next page; ignored while one is loading, after a failure and at the end. */
  loadMore: () => void;
  /** After a failure: asks again for the page that failed (the first page or the next one). */
  retry: () => void;
}

function statusOf(snapshot: ResourceFetchSnapshot): FeedStatus {
  if (snapshot.matches('fetching') || snapshot.matches('idle')) return 'loading';
  if (snapshot.matches('fetchError')) return 'error';
  return resourceIsAtEnd(snapshot) ? 'end' : 'idle';
}

/**
 * A paged feed for a grid, driven by the resource-fetch machine of @tessera/machines (§4): the first
 * page is fetched at once; `loadMore` asks for the next page by its bookmark. Exactly one request per
 * bookmark: the machine ignores requests while one is in flight and after the end marker, and a
 * bookmark already requested is not requested again (a failed one only through `retry`).
 * `fetchPage` is read when a page is fetched, so a new function does not restart the feed.
 *
 * `options.firstPage`: the first page, already read (by the server that rendered it, or kept for
 * Back): the feed starts with it, in the first render, and fetches from its bookmark on.
 */
export function useFeedResource<T>(
  fetchPage: (bookmark: string | null) => Promise<FeedPage<T>>,
  options: { firstPage?: FeedPage<T> | undefined } = {},
): FeedResource<T> {
  const { firstPage } = options;
  // The fetcher is provided anew on each render (@xstate/react re-syncs the implementations), so a
  // page is fetched with the current `fetchPage` and a new function does not restart the feed.
  const actor = useActorRef(
    resourceFetchMachine.provide({
      actors: {
        fetchPage: fromPromise<ResourceFetchPage, { bookmark: string | null }>(async ({ input }) => {
          const page = await fetchPage(input.bookmark);
          return { data: page.items, bookmark: page.bookmark };
        }),
      },
    }),
    { input: firstPage ? { firstPage: { data: firstPage.items, bookmark: firstPage.bookmark } } : {} },
  );
  const snapshot = useSelector(actor, (s) => s);
  /** Bookmarks asked for with loadMore: each once (a retry after a failure may ask again). */
  const asked = useRef(new Set<string>());

  const loadMore = useCallback(() => {
    const current = actor.getSnapshot();
    const bookmark = current.context.bookmark;
    if (!current.context.loaded || isEndBookmark(bookmark) || bookmark === null) return;
    if (current.matches('fetchError') || asked.current.has(bookmark)) return;
    asked.current.add(bookmark);
    actor.send({ type: 'FETCH_MORE' });
  }, [actor]);

  const retry = useCallback(() => {
    const current = actor.getSnapshot();
    if (!current.matches('fetchError')) return;
    actor.send(current.context.loaded ? { type: 'FETCH_MORE' } : { type: 'FETCH' });
  }, [actor]);

  const status = statusOf(snapshot);
  return {
    items: snapshot.context.items as T[],
    status,
    error: status === 'error' ? snapshot.context.error : null,
    hasMore: status !== 'end',
    loadMore,
    retry,
  };
}
