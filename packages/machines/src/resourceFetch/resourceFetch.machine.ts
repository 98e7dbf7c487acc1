/**
 * Resource fetch (SPEC §4): fetching, then fetch complete (first page), fetch more complete (a
 * following page) or fetch error.
 *
 * - An empty page that still has a continuation bookmark is refetched with that bookmark, at most
 *   EMPTY_PAGE_RETRY_LIMIT times in a row (the spec does not show the limit; 3 is our choice:
 *   enough to skip a few filtered-out pages, few enough that a broken feed stops quickly).
 * - The resource is at its end when loaded, not fetching and the next bookmark is END_BOOKMARK;
 *   FETCH_MORE then does nothing.
 * - No refetch while fetching: FETCH / FETCH_MORE are ignored in `fetching` (the retries above
 *   and below are the machine's own re-entries).
 * - A failure records the error's http status, DEFAULT_HTTP_STATUS (500) when it has none.
 * - On the first load only, a server-side failure is retried when the error is missing or its
 *   status is 500 or higher, at most FIRST_LOAD_RETRY_LIMIT times (not shown in the spec: 1).
 *
 * The page call is the `fetchPage` actor: fromPromise<ResourceFetchPage, { bookmark }>. The items
 * of every page are appended to `context.items`.
 *
 * A first page already read (input.firstPage: the page the server rendered, or a feed kept for
 * Back) starts the machine in fetch complete with that page, without fetching it again.
 */
import { DEFAULT_HTTP_STATUS, END_BOOKMARK } from '@tessera/model';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

export const EMPTY_PAGE_RETRY_LIMIT = 3; // §4 "retry limit, value not shown": our choice
export const FIRST_LOAD_RETRY_LIMIT = 1; // §4 first-load server failure retried: once (count not shown)

export interface ResourceFetchPage {
  data: unknown[];
  /** The next page's bookmark; END_BOOKMARK (or null) when there is none. */
  bookmark: string | null;
}

export interface ResourceFetchInput {
  /** Start fetching at once (default true). */
  autoFetch?: boolean;
  /** The first page, already read: the machine starts in fetch complete with it. */
  firstPage?: ResourceFetchPage;
}

export interface ResourceFetchContext {
  items: unknown[];
  /** The bookmark of the next page; null before the first load (and for unpaged resources). */
  bookmark: string | null;
  /** A page has been appended since the last FETCH (false = the first load is pending). */
  loaded: boolean;
  /** Set from input.autoFetch; consumed by the first transition. */
  autoFetch: boolean;
  /** Empty pages refetched in a row. */
  emptyRetries: number;
  /** Retries of a failed first load. */
  errorRetries: number;
  /** The recorded http status of the last failure. */
  httpStatus: number | null;
  error: unknown;
}

export type ResourceFetchEvent = { type: 'FETCH' } | { type: 'FETCH_MORE' };

/** §4: the status a failure records (DEFAULT_HTTP_STATUS when the error carries none). */
export function failureStatus(error: unknown): number {
  const status = (error as { http_status?: unknown } | null | undefined)?.http_status;
  return typeof status === 'number' ? status : DEFAULT_HTTP_STATUS;
}

/** §4: a first-load failure is retried only if the error is missing or its status is ≥ 500. */
export function isRetryableFirstLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  const status = (error as { http_status?: unknown }).http_status;
  return typeof status !== 'number' || status >= 500;
}

/** No next page: the end marker, or no bookmark at all (a resource that does not page). */
export const isEndBookmark = (bookmark: string | null): boolean =>
  bookmark === null || bookmark === END_BOOKMARK;

const pageOf = (event: unknown) => (event as { output: ResourceFetchPage }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

const EMPTY = {
  items: [],
  bookmark: null,
  loaded: false,
  emptyRetries: 0,
  errorRetries: 0,
  httpStatus: null,
  error: undefined,
};

export const resourceFetchMachine = setup({
  types: {
    input: {} as ResourceFetchInput,
    context: {} as ResourceFetchContext,
    events: {} as ResourceFetchEvent,
  },
  actors: {
    fetchPage: fromPromise<ResourceFetchPage, { bookmark: string | null }>(() =>
      Promise.reject(new Error('resourceFetchMachine: provide the fetchPage actor')),
    ),
  },
  actions: {
    appendPage: assign(({ context, event }) => ({
      items: [...context.items, ...pageOf(event).data],
      bookmark: pageOf(event).bookmark,
      loaded: true,
      emptyRetries: 0,
      errorRetries: 0,
      httpStatus: null,
      error: undefined,
    })),
    reset: assign(EMPTY),
    clearError: assign({ httpStatus: null, error: undefined }),
  },
  guards: {
    autoFetch: ({ context }) => context.autoFetch,
    emptyPageToRetry: ({ context, event }) =>
      pageOf(event).data.length === 0 &&
      !isEndBookmark(pageOf(event).bookmark) &&
      context.emptyRetries < EMPTY_PAGE_RETRY_LIMIT,
    firstPage: ({ context }) => !context.loaded,
    retryFirstLoad: ({ context, event }) =>
      !context.loaded &&
      context.errorRetries < FIRST_LOAD_RETRY_LIMIT &&
      isRetryableFirstLoadError(errorOf(event)),
    hasMore: ({ context }) => context.loaded && !isEndBookmark(context.bookmark),
  },
}).createMachine({
  id: 'resourceFetch',
  context: ({ input }) =>
    input?.firstPage
      ? {
          ...EMPTY,
          items: [...input.firstPage.data],
          bookmark: input.firstPage.bookmark,
          loaded: true,
          autoFetch: false,
        }
      : { ...EMPTY, autoFetch: input?.autoFetch !== false },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: ({ context }) => context.loaded, target: 'fetchComplete' },
        { guard: 'autoFetch', target: 'fetching', actions: assign({ autoFetch: false }) },
      ],
      on: { FETCH: 'fetching' },
    },
    fetching: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ bookmark: context.bookmark }),
        onDone: [
          {
            guard: 'emptyPageToRetry',
            target: 'fetching',
            reenter: true,
            actions: assign({
              bookmark: ({ event }) => event.output.bookmark,
              emptyRetries: ({ context }) => context.emptyRetries + 1,
            }),
          },
          { guard: 'firstPage', target: 'fetchComplete', actions: 'appendPage' },
          { target: 'fetchMoreComplete', actions: 'appendPage' },
        ],
        onError: [
          {
            guard: 'retryFirstLoad',
            target: 'fetching',
            reenter: true,
            actions: assign({ errorRetries: ({ context }) => context.errorRetries + 1 }),
          },
          {
            target: 'fetchError',
            actions: assign({
              error: ({ event }) => event.error,
              httpStatus: ({ event }) => failureStatus(event.error),
            }),
          },
        ],
      },
    },
    fetchComplete: {
      on: {
        FETCH: { target: 'fetching', actions: 'reset' },
        FETCH_MORE: { guard: 'hasMore', target: 'fetching' },
      },
    },
    fetchMoreComplete: {
      on: {
        FETCH: { target: 'fetching', actions: 'reset' },
        FETCH_MORE: { guard: 'hasMore', target: 'fetching' },
      },
    },
    fetchError: {
      on: {
        FETCH: { target: 'fetching', actions: 'reset' },
        FETCH_MORE: { guard: 'hasMore', target: 'fetching', actions: 'clearError' },
      },
    },
  },
});

export type ResourceFetchSnapshot = SnapshotFrom<typeof resourceFetchMachine>;

/**
 * §4: the resource is at its end when loaded, not fetching, and the next bookmark is the end
 * marker (or absent: a resource that does not page).
 */
export function resourceIsAtEnd(snapshot: ResourceFetchSnapshot): boolean {
  return (
    (snapshot.matches('fetchComplete') || snapshot.matches('fetchMoreComplete')) &&
    isEndBookmark(snapshot.context.bookmark)
  );
}
