import { useApi } from '@tessera/api';
import { type FeedPage, type FeedResource, useFeedResource } from '@tessera/masonry';
import type { Pin } from '@tessera/model';
import { useCallback } from 'react';

/**
 * The home feed (HomefeedResource) paged by bookmark through the resource-fetch machine: one request
 * per bookmark, an error state with retry, nothing after the end marker (see useFeedResource).
 */
export function useHomefeed(): FeedResource<Pin> {
  const api = useApi();
  const fetchPage = useCallback(
    async (bookmark: string | null): Promise<FeedPage<Pin>> => {
      const page = await api.getHomefeed(bookmark ? { bookmark } : {});
      return { items: page.pins, bookmark: page.bookmark };
    },
    [api],
  );
  return useFeedResource(fetchPage);
}
