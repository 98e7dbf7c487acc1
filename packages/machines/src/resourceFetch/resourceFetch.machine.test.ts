import { DEFAULT_HTTP_STATUS, END_BOOKMARK } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import {
  EMPTY_PAGE_RETRY_LIMIT,
  FIRST_LOAD_RETRY_LIMIT,
  failureStatus,
  isRetryableFirstLoadError,
  type ResourceFetchPage,
  resourceFetchMachine,
  resourceIsAtEnd,
} from './resourceFetch.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const page = (data: unknown[], bookmark: string | null): ResourceFetchPage => ({ data, bookmark });
const done = (output: ResourceFetchPage) => ({ type: 'xstate.done.actor.fetchPage', output });
const fail = (error: unknown) => ({ type: 'xstate.error.actor.fetchPage', error });

function start(autoFetch?: boolean) {
  const live = startLive(resourceFetchMachine, { input: autoFetch === undefined ? {} : { autoFetch } });
  const step = (event: { type: string }) => perform(resourceFetchMachine, live, event);
  return { live, step, value: () => live.snapshot().value, context: () => live.snapshot().context };
}

describe('resourceFetchMachine (§4 resource fetch)', () => {
  it('documents its chosen limits', () => {
    expect(EMPTY_PAGE_RETRY_LIMIT).toBe(3);
    expect(FIRST_LOAD_RETRY_LIMIT).toBe(1);
    expect(DEFAULT_HTTP_STATUS).toBe(500);
  });

  it('fetches on start, first page → fetchComplete, next → fetchMoreComplete with the bookmark', async () => {
    const r = start();
    expect(r.value()).toBe('fetching');
    expect(r.live.calls.fetchPage).toEqual([{ bookmark: null }]);
    await r.step(done(page([1, 2], 'b1')));
    expect(r.value()).toBe('fetchComplete');
    expect(r.context().items).toEqual([1, 2]);
    r.live.actor.send({ type: 'FETCH_MORE' });
    expect(r.live.calls.fetchPage).toEqual([{ bookmark: null }, { bookmark: 'b1' }]);
    await r.step(done(page([3], END_BOOKMARK)));
    expect(r.value()).toBe('fetchMoreComplete');
    expect(r.context().items).toEqual([1, 2, 3]);
    expect(resourceIsAtEnd(r.live.snapshot())).toBe(true);
  });

  it('waits for FETCH when autoFetch is false', async () => {
    const r = start(false);
    expect(r.value()).toBe('idle');
    expect(r.live.calls.fetchPage).toEqual([]);
    r.live.actor.send({ type: 'FETCH' });
    expect(r.value()).toBe('fetching');
  });

  it('starts in fetchComplete with a first page already read, fetching only the next one', async () => {
    const live = startLive(resourceFetchMachine, { input: { firstPage: page([1, 2], 'b1') } });
    expect(live.snapshot().value).toBe('fetchComplete');
    expect(live.snapshot().context).toMatchObject({ items: [1, 2], bookmark: 'b1', loaded: true });
    expect(live.calls.fetchPage ?? []).toEqual([]);
    live.actor.send({ type: 'FETCH_MORE' });
    expect(live.calls.fetchPage).toEqual([{ bookmark: 'b1' }]);
    await perform(resourceFetchMachine, live, done(page([3], END_BOOKMARK)));
    expect(live.snapshot().context.items).toEqual([1, 2, 3]);
  });

  it('a first page at the end marker is the end: FETCH_MORE fetches nothing', () => {
    const live = startLive(resourceFetchMachine, { input: { firstPage: page([1], END_BOOKMARK) } });
    expect(resourceIsAtEnd(live.snapshot())).toBe(true);
    live.actor.send({ type: 'FETCH_MORE' });
    expect(live.calls.fetchPage ?? []).toEqual([]);
  });

  it('does not refetch while fetching', () => {
    const r = start();
    r.live.actor.send({ type: 'FETCH' });
    r.live.actor.send({ type: 'FETCH_MORE' });
    expect(r.live.calls.fetchPage).toHaveLength(1);
  });

  it('at the end marker FETCH_MORE does nothing', async () => {
    const r = start();
    await r.step(done(page([1], END_BOOKMARK)));
    expect(resourceIsAtEnd(r.live.snapshot())).toBe(true);
    r.live.actor.send({ type: 'FETCH_MORE' });
    expect(r.value()).toBe('fetchComplete');
    expect(r.live.calls.fetchPage).toHaveLength(1);
  });

  it(`refetches an empty page with a bookmark up to ${EMPTY_PAGE_RETRY_LIMIT} times, then completes`, async () => {
    const r = start();
    for (let retry = 1; retry <= EMPTY_PAGE_RETRY_LIMIT; retry++) {
      await r.step(done(page([], `e${retry}`)));
      expect(r.value()).toBe('fetching');
      expect(r.live.calls.fetchPage?.at(-1)).toEqual({ bookmark: `e${retry}` });
    }
    expect(r.live.calls.fetchPage).toHaveLength(EMPTY_PAGE_RETRY_LIMIT + 1);
    await r.step(done(page([], 'e4')));
    expect(r.value()).toBe('fetchComplete');
    expect(r.live.calls.fetchPage).toHaveLength(EMPTY_PAGE_RETRY_LIMIT + 1);
    expect(resourceIsAtEnd(r.live.snapshot())).toBe(false);
  });

  it('an empty page at the end marker is not refetched', async () => {
    const r = start();
    await r.step(done(page([], END_BOOKMARK)));
    expect(r.value()).toBe('fetchComplete');
    expect(r.live.calls.fetchPage).toHaveLength(1);
  });

  it('the empty-page count restarts after a page with items', async () => {
    const r = start();
    await r.step(done(page([], 'e1')));
    await r.step(done(page([1], 'b1')));
    expect(r.context().emptyRetries).toBe(0);
  });

  it('retries a first-load failure once when the status is ≥ 500 or missing', async () => {
    for (const error of [{ http_status: 500 }, { http_status: 503 }, undefined, new Error('offline')]) {
      const r = start();
      await r.step(fail(error));
      expect(r.value()).toBe('fetching');
      await r.step(fail(error));
      expect(r.value()).toBe('fetchError');
      expect(r.live.calls.fetchPage).toHaveLength(1 + FIRST_LOAD_RETRY_LIMIT);
    }
  });

  it('does not retry a first-load 4xx (499 not retried, 500 retried)', async () => {
    expect(isRetryableFirstLoadError({ http_status: 499 })).toBe(false);
    expect(isRetryableFirstLoadError({ http_status: 500 })).toBe(true);
    expect(isRetryableFirstLoadError(null)).toBe(true);
    const r = start();
    await r.step(fail({ http_status: 404 }));
    expect(r.value()).toBe('fetchError');
    expect(r.context().httpStatus).toBe(404);
  });

  it('does not retry a failure after the first load; records status 500 by default', async () => {
    expect(failureStatus(new Error('x'))).toBe(DEFAULT_HTTP_STATUS);
    const r = start();
    await r.step(done(page([1], 'b1')));
    r.live.actor.send({ type: 'FETCH_MORE' });
    await r.step(fail(new Error('offline')));
    expect(r.value()).toBe('fetchError');
    expect(r.context().httpStatus).toBe(500);
    expect(r.context().items).toEqual([1]);
    // FETCH_MORE after the error tries the same bookmark again
    r.live.actor.send({ type: 'FETCH_MORE' });
    expect(r.live.calls.fetchPage?.at(-1)).toEqual({ bookmark: 'b1' });
    expect(r.context().httpStatus).toBeNull();
  });

  it('FETCH starts over from the first page', async () => {
    const r = start();
    await r.step(done(page([1], 'b1')));
    r.live.actor.send({ type: 'FETCH' });
    expect(r.context().items).toEqual([]);
    expect(r.live.calls.fetchPage?.at(-1)).toEqual({ bookmark: null });
    await r.step(done(page([9], 'b2')));
    expect(r.value()).toBe('fetchComplete');
  });

  it('FETCH_MORE after a failed first load does nothing (no bookmark yet)', async () => {
    const r = start();
    await r.step(fail({ http_status: 400 }));
    r.live.actor.send({ type: 'FETCH_MORE' });
    expect(r.value()).toBe('fetchError');
  });

  it('fails clearly when fetchPage is not provided', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(resourceFetchMachine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('fetchError');
  });
});
