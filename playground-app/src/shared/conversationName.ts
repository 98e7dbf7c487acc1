import type { ConversationSummary } from '@tessera/api';
import type { User } from '@tessera/model';
import { userName } from './PeopleList.tsx';

/** A conversation with nobody but the viewer in it (ours: the spec shows no such text). */
export const LONE_CONVERSATION_NAME = 'Conversation';

/** Who a conversation is with: everyone but the viewer, by name. */
export function conversationName(
  conversation: Pick<ConversationSummary, 'participants'>,
  viewer: Pick<User, 'id'>,
): string {
  return (
    conversation.participants
      .filter((person) => person.id !== viewer.id)
      .map(userName)
      .join(', ') || LONE_CONVERSATION_NAME
  );
}
