import type { ConversationSummary } from '@tessera/api';
import { useApi } from '@tessera/api';
import type { User } from '@tessera/model';
import { useEffect, useState } from 'react';

export interface HeaderCounts {
  /** Unread notifications (NewsHubResource items marked unread). */
  notifications: number;
  /** Conversations whose last message is someone else's: waiting for the viewer (our reading; §2 gives no rule). */
  messages: number;
  conversations: ConversationSummary[];
}

/** The counts of the header's notifications and messages buttons, for a logged-in viewer. */
export function useHeaderCounts(viewer: User | null): HeaderCounts | null {
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
