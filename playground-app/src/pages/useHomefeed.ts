import { useApi } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { useCallback, useEffect, useRef, useState } from 'react';

export type FeedStatus = 'loading' | 'idle' | 'error' | 'end';

export interface HomefeedState {
  pins: Pin[];
  status: FeedStatus;
  error: string | null;
}

/**
 * Pages of the home feed by bookmark. At most one request is in flight, and a bookmark is never
 * requested twice (StrictMode's double effects and a scroll that fires twice both hit that guard).
 * TODO(issue 5/8): replace with the resource-fetch machine of @tessera/machines.
 */
export function useHomefeed() {
  const api = useApi();
  const [state, setState] = useState<HomefeedState>({ pins: [], status: 'loading', error: null });
  const nextBookmark = useRef<string | null | undefined>(undefined);
  const requested = useRef(new Set<string>());
  const inFlight = useRef(false);

  const load = useCallback(async () => {
    const bookmark = nextBookmark.current;
    if (inFlight.current || bookmark === null) return;
    const key = bookmark ?? '<first>';
    if (requested.current.has(key)) return;
    requested.current.add(key);
    inFlight.current = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const page = await api.getHomefeed(bookmark ? { bookmark } : {});
      nextBookmark.current = page.bookmark;
      setState((s) => ({
        pins: [...s.pins, ...page.pins],
        status: page.bookmark === null ? 'end' : 'idle',
        error: null,
      }));
    } catch (error) {
      requested.current.delete(key);
      setState((s) => ({
        ...s,
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
      }));
    } finally {
      inFlight.current = false;
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  return { ...state, loadMore: load, retry: load };
}
