/**
 * A list a page shows one page of first (from its loader) and more of with Show more (the topics;
 * the topics, boards and people of Tune your home feed): the items so far and `more()`, which adds
 * the next page; a failed read keeps the list and says so. The words are the profile lists' (one
 * home: profileText.ts).
 */
import type { Page } from '@tessera/api';
import { Button, useToaster } from '@tessera/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PROFILE_TEXT } from '../routes/profile/profileText.ts';

export interface PagedList<T> {
  items: readonly T[];
  /** There is a next page. */
  hasMore: boolean;
  /** A next page is being read. */
  loading: boolean;
  more: () => Promise<void>;
}

export function usePagedList<T>(
  first: Page<T>,
  fetchPage: (bookmark: string) => Promise<Page<T>>,
): PagedList<T> {
  const toaster = useToaster();
  const [page, setPage] = useState<Page<T>>(first);
  const [loading, setLoading] = useState(false);
  const more = async () => {
    if (!page.bookmark || loading) return;
    setLoading(true);
    try {
      const next = await fetchPage(page.bookmark);
      setPage((shown) => ({ items: [...shown.items, ...next.items], bookmark: next.bookmark }));
    } catch {
      toaster.show({ text: PROFILE_TEXT.moreFailed });
    } finally {
      setLoading(false);
    }
  };
  return { items: page.items, hasMore: page.bookmark !== null, loading, more };
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** Show more under a paged list, while it has more. */
export function ShowMore({ list }: { list: PagedList<unknown> }) {
  if (!list.hasMore) return null;
  return (
    <Centre>
      <Button variant="secondary" onPress={() => void list.more()} disabled={list.loading}>
        {PROFILE_TEXT.showMore}
      </Button>
    </Centre>
  );
}
