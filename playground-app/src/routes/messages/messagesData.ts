/**
 * The conversation page's data (§2 /conversation/{id}): the viewer's conversations (the first page
 * of ConversationsResource, the page's list), the one at `id`, and its first page of messages
 * (ConversationMessagesResource). Null for a logged-out visitor or a bot (the log-in page). An
 * unknown conversation and someone else's (the server's 403: we do not tell which) are not found.
 */
import {
  type ConversationMessage,
  type ConversationSummary,
  isResourceRequestError,
  type Page,
  type TesseraApi,
} from '@tessera/api';
import type { User } from '@tessera/model';
import { notFound, pageError } from '../../app/routeErrors.tsx';
import type { Session } from '../../app/session.ts';

export { MESSAGES_TEXT } from './messagesText.ts';

export interface ConversationData {
  viewer: User;
  conversations: Page<ConversationSummary>;
  /** The conversation shown: from the list, else made of its messages' senders (not on its first page). */
  conversation: ConversationSummary;
  messages: Page<ConversationMessage>;
}

/** The people who wrote in `messages`, once each. */
function sendersOf(messages: readonly ConversationMessage[]): User[] {
  const people = new Map<string, User>();
  for (const message of messages) if (message.sender) people.set(message.sender.id, message.sender);
  return [...people.values()];
}

export async function loadConversation(
  api: TesseraApi,
  session: Session,
  id: string,
): Promise<ConversationData | null> {
  const { viewer } = session;
  if (!viewer) return null;
  try {
    const [conversations, messages] = await Promise.all([
      api.getConversations({}),
      api.getConversationMessages({ conversation_id: id }),
    ]);
    const conversation = conversations.items.find((item) => item.id === id) ?? {
      id,
      participants: sendersOf(messages.items),
      last_message: messages.items.at(-1) ?? null,
    };
    return { viewer, conversations, conversation, messages };
  } catch (error) {
    if (isResourceRequestError(error) && error.http_status === 403) notFound();
    pageError(error);
  }
}
