import type { ConversationSummary } from '@tessera/api';
import { useApi } from '@tessera/api';
import type { User } from '@tessera/model';
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { useSession } from '../../session.ts';

export interface HeaderCounts {
  /** Unread notifications (NewsHubResource items marked unread). */
  notifications: number;
  /** Conversations whose last message is someone else's: waiting for the viewer (our reading; §2 gives no rule). */
  messages: number;
  conversations: ConversationSummary[];
}

/** The counts of the header's notifications and messages buttons, for a logged-in viewer. */
function useCountsOf(viewer: User | null) {
  const api = useApi();
  const [counts, setCounts] = useState<HeaderCounts | null>(null);
  useEffect(() => {
    if (!viewer) return;
    let live = true;
    Promise.all([api.getNews({}), api.getConversations({})])
      .then(([news, conversations]) => {
        if (!live) return;
        setCounts({
          notifications: news.items.filter((item) => item.unread).length,
          messages: conversations.items.filter(
            (conversation) => conversation.last_message && conversation.last_message.senderId !== viewer.id,
          ).length,
          conversations: conversations.items,
        });
      })
      // Without counts the buttons still lead to their pages.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, viewer]);
  return counts;
}

interface HeaderCountsValue {
  counts: HeaderCounts | null;
  /** The viewer opened their notifications (the server marked them seen): the count clears. */
  newsSeen(): void;
}

const HeaderCountsContext = createContext<HeaderCountsValue>({ counts: null, newsSeen: () => undefined });

/**
 * One home for the counts under the site layout, so the header, the phone's tab bar and the pages
 * read the same ones: when the notifications page marks the news seen, the badge clears everywhere.
 */
export function HeaderCountsProvider({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const counts = useCountsOf(viewer);
  // Seen by whom: the count read before or after the page marked the news seen is 0 for them.
  const [seenBy, setSeenBy] = useState<string | null>(null);
  const newsSeen = useCallback(() => setSeenBy(viewer?.id ?? null), [viewer]);
  const shown = counts && seenBy !== null && seenBy === viewer?.id ? { ...counts, notifications: 0 } : counts;
  return createElement(HeaderCountsContext.Provider, { value: { counts: shown, newsSeen } }, children);
}

/** The header's counts (null until read, and for a visitor). */
export function useHeaderCounts(): HeaderCounts | null {
  return useContext(HeaderCountsContext).counts;
}

/** What a page calls once the server has marked the viewer's news seen. */
export function useNewsSeen(): () => void {
  return useContext(HeaderCountsContext).newsSeen;
}
