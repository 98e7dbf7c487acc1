/**
 * §2 /conversation/{id}: the viewer's conversations and this one's messages (ConversationView for
 * the pins they carry), with a field to write. Logged out (or a bot): the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { conversationName } from '../../../shared/conversationName.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { ConversationPage } from '../ConversationPage.tsx';
import { type ConversationData, loadConversation, MESSAGES_TEXT } from '../messagesData.ts';

export const handle: PageHandle<ConversationData | null> = {
  surface: 'ConversationView',
  pageClass: 'other',
  title: (data) =>
    data ? MESSAGES_TEXT.with(conversationName(data.conversation, data.viewer)) : MESSAGES_TEXT.heading,
};

export function loader({ route, api, session }: PageLoaderArgs): Promise<ConversationData | null> {
  return loadConversation(api, session, route.params.id ?? '');
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={MESSAGES_TEXT.heading} text={MESSAGES_TEXT.loggedOut} />;
  return <ConversationPage key={data.conversation.id} data={data} />;
}
