import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FeedPage, useFeedResource } from './useFeedResource.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A backend whose pages answer only when the test says so. */
function backend() {
  const calls: { bookmark: string | null; answer: Deferred<FeedPage<string>> }[] = [];
  const fetchPage = vi.fn((bookmark: string | null) => {
    const answer = deferred<FeedPage<string>>();
    calls.push({ bookmark, answer });
    return answer.promise;
  });
  return { calls, fetchPage };
}

describe('useFeedResource (resource-fetch machine)', () => {
  it('fetches the first page at once and each next page exactly once per bookmark', async () => {
    const { calls, fetchPage } = backend();
    const { result } = renderHook(() => useFeedResource(fetchPage));
    expect(result.current.status).toBe('loading');
    expect(calls.map((c) => c.bookmark)).toEqual([null]);
    await act(async () => calls[0]?.answer.resolve({ items: ['a', 'b'], bookmark: 'p2' }));
    expect(result.current.items).toEqual(['a', 'b']);
    expect(result.current.status).toBe('idle');
    // A scroll that fires twice, a re-render that asks again: one request for p2.
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    act(() => result.current.loadMore());
    expect(calls.map((c) => c.bookmark)).toEqual([null, 'p2']);
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]?.answer.resolve({ items: ['c'], bookmark: 'p3' }));
    act(() => result.current.loadMore());
    expect(calls.map((c) => c.bookmark)).toEqual([null, 'p2', 'p3']);
  });

  it('fetches the next page with the fetcher of the latest render, without restarting the feed', async () => {
    const first = backend();
    const second = backend();
    const { result, rerender } = renderHook(({ fetchPage }) => useFeedResource(fetchPage), {
      initialProps: { fetchPage: first.fetchPage },
    });
    await act(async () => first.calls[0]?.answer.resolve({ items: ['a'], bookmark: 'p2' }));
    rerender({ fetchPage: second.fetchPage });
    expect(result.current.items).toEqual(['a']);
    act(() => result.current.loadMore());
    expect(first.calls.map((c) => c.bookmark)).toEqual([null]);
    expect(second.calls.map((c) => c.bookmark)).toEqual(['p2']);
  });

  it('starts with a first page already read, in its first render, and fetches from its bookmark on', async () => {
    const { calls, fetchPage } = backend();
    const renders: string[][] = [];
    const { result } = renderHook(() => {
      const feed = useFeedResource(fetchPage, { firstPage: { items: ['a', 'b'], bookmark: 'p2' } });
      renders.push(feed.items);
      return feed;
    });
    expect(renders[0]).toEqual(['a', 'b']);
    expect(result.current.status).toBe('idle');
    expect(calls).toEqual([]);
    act(() => result.current.loadMore());
    expect(calls.map((c) => c.bookmark)).toEqual(['p2']);
    await act(async () => calls[0]?.answer.resolve({ items: ['c'], bookmark: '-end-' }));
    expect(result.current.items).toEqual(['a', 'b', 'c']);
  });

  it('asks for nothing after the end marker', async () => {
    const { calls, fetchPage } = backend();
    const { result } = renderHook(() => useFeedResource(fetchPage));
    await act(async () => calls[0]?.answer.resolve({ items: ['a'], bookmark: '-end-' }));
    expect(result.current.status).toBe('end');
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows an error state and retries the page that failed, once per retry', async () => {
    const { calls, fetchPage } = backend();
    const { result } = renderHook(() => useFeedResource(fetchPage));
    await act(async () => calls[0]?.answer.resolve({ items: ['a'], bookmark: 'p2' }));
    act(() => result.current.loadMore());
    await act(async () => calls[1]?.answer.reject(new Error('Network down')));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual(new Error('Network down'));
    act(() => result.current.loadMore()); // a scroll during the error asks nothing
    expect(calls).toHaveLength(2);
    act(() => result.current.retry());
    expect(calls.map((c) => c.bookmark)).toEqual([null, 'p2', 'p2']);
    await act(async () => calls[2]?.answer.resolve({ items: ['b'], bookmark: '-end-' }));
    expect(result.current.items).toEqual(['a', 'b']);
    expect(result.current.status).toBe('end');
  });

  it('retries a failed first page from the start', async () => {
    const { calls, fetchPage } = backend();
    const { result } = renderHook(() => useFeedResource(fetchPage));
    // The machine retries a server failure of the first load once by itself (§4).
    const failure = Object.assign(new Error('Bad request'), { http_status: 400 });
    await act(async () => calls[0]?.answer.reject(failure));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(calls.map((c) => c.bookmark)).toEqual([null, null]);
    await act(async () => calls[1]?.answer.resolve({ items: ['a'], bookmark: null }));
    expect(result.current.items).toEqual(['a']);
  });
});
