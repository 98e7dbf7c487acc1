import type { ConversationSummary } from '@tessera/api';
import type { User } from '@tessera/model';

/** Who a conversation is with: everyone but the viewer, by name. */
export function conversationName(conversation: ConversationSummary, viewer: Pick<User, 'id'>): string {
  return (
    conversation.participants
      .filter((person) => person.id !== viewer.id)
      .map((person) => person.full_name || person.username)
      .join(', ') || 'Conversation'
  );
}
