/**
 * A conversation (§2 /conversation/{id}): beside it the viewer's conversations, each a link with
 * its last message; then its messages, oldest first as the server pages them (Show more for the
 * next page), a message's pin in a ConversationView grid; and a field to write. Sending is
 * optimistic: the message shows at once, marked as sending, and is taken back with the server's
 * message (or ours) when it is refused, its text back in the field.
 */
import { type ConversationMessage, type ConversationSummary, type Page, useApi } from '@tessera/api';
import {
  buildPath,
  ConversationMessageCreateOptionsSchema,
  labels,
  messages,
  type User,
} from '@tessera/model';
import { Button, TextField, useToaster } from '@tessera/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { conversationName } from '../../shared/conversationName.ts';
import { shortDate } from '../../shared/dates.ts';
import { Notice } from '../../shared/Notice.ts';
import { userName } from '../../shared/PeopleList.tsx';
import { PinGrid } from '../../shared/PinGrid.tsx';
import type { ConversationData } from './messagesData.ts';
import { MESSAGES_TEXT } from './messagesText.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  max-width: 1100px;
  margin: ${({ theme }) => theme.space[4]}px auto 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    color: ${({ theme }) => theme.color.onSelected};
  }
  a span {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Thread = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    overflow-wrap: anywhere;
  }
`;

const MessageList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Message = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  width: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $own }) => ($own ? theme.color.secondary : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  time,
  em {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/** The message field and Send on one line, Send at the field's bottom edge. */
const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 1;
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** A message as the page shows it: the server's, or one being sent. */
type ShownMessage = ConversationMessage & { sending?: boolean };

/** What a conversation's last message says in the list. */
function preview(message: ConversationMessage | null): string {
  if (!message) return '';
  return message.text || (message.pinId ? MESSAGES_TEXT.sentPin : '');
}

function ConversationList({
  conversations,
  viewer,
}: {
  conversations: readonly ConversationSummary[];
  viewer: User;
}) {
  const headingId = useId();
  return (
    <Side aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES_TEXT.conversations}</h2>
      {conversations.length === 0 ? (
        <p>{MESSAGES_TEXT.noConversations}</p>
      ) : (
        <ul>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <NavLink to={buildPath('conversation', { id: conversation.id })}>
                <span>{conversationName(conversation, viewer)}</span>
                {preview(conversation.last_message)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </Side>
  );
}

function MessageItem({ message, viewer }: { message: ShownMessage; viewer: User }) {
  const own = message.senderId === viewer.id;
  const sender = own ? MESSAGES_TEXT.you : message.sender ? userName(message.sender) : '';
  const date = shortDate(message.created_at);
  const { pin } = message;
  const fetchPin = useCallback(async () => ({ items: pin ? [pin] : [], bookmark: null }), [pin]);
  return (
    <Message $own={own}>
      <Meta>
        {sender ? <strong>{sender}</strong> : null}
        {date ? <time dateTime={message.created_at}>{date}</time> : null}
        {message.sending ? <em>{MESSAGES_TEXT.sending}</em> : null}
      </Meta>
      {message.text ? <p>{message.text}</p> : null}
      {pin ? (
        <PinGrid
          surface="ConversationView"
          ariaLabel={MESSAGES_TEXT.pinFrom(sender, date)}
          feedKey={`message:${message.id}`}
          fetchPage={fetchPin}
          endNotice={false}
        />
      ) : message.pinId ? (
        // A pin the server no longer shows (deleted, hidden, its pinner blocked): §2 unavailable.
        <em>{messages.unavailable}</em>
      ) : null}
    </Message>
  );
}

/** Sends text to the conversation, optimistically (see the module's comment). */
function Composer({
  conversationId,
  onSending,
  onSent,
  onFailed,
}: {
  conversationId: string;
  onSending: (message: ShownMessage) => void;
  onSent: (pendingId: string, message: ConversationMessage) => void;
  onFailed: (pendingId: string) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pendingCount = useRef(0);
  const submit = async () => {
    const checked = ConversationMessageCreateOptionsSchema.safeParse({
      conversation_id: conversationId,
      text: text.trim(),
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES_TEXT.notSent);
      return;
    }
    setError(null);
    pendingCount.current += 1;
    const pendingId = `sending:${pendingCount.current}`;
    const sent = text;
    onSending({
      id: pendingId,
      senderId: '',
      text: checked.data.text,
      created_at: new Date().toISOString(),
      sending: true,
    });
    setText('');
    try {
      const answer = await api.sendMessage(checked.data);
      onSent(pendingId, answer.message);
    } catch (failure) {
      onFailed(pendingId);
      setText((now) => (now === '' ? sent : now));
      setError(failure instanceof Error && failure.message ? failure.message : MESSAGES_TEXT.notSent);
    }
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={MESSAGES_TEXT.write}
        autoComplete="off"
        value={text}
        errorMessage={error}
        announceError
        onChange={(next) => {
          setText(next);
          if (error) setError(null);
        }}
      />
      <Button type="submit" variant="primary" disabled={text.trim() === ''}>
        {labels.send}
      </Button>
    </Form>
  );
}

export function ConversationPage({ data }: { data: ConversationData }) {
  const api = useApi();
  const toaster = useToaster();
  const { viewer, conversation } = data;
  const name = conversationName(conversation, viewer);
  const [conversations, setConversations] = useState(data.conversations.items);
  const [page, setPage] = useState<Page<ShownMessage>>(data.messages);
  const [shown, setShown] = useState(data);
  const [loading, setLoading] = useState(false);
  const headingId = useId();
  // The loader read again (the same conversation opened anew): start from its answer.
  if (shown !== data) {
    setShown(data);
    setConversations(data.conversations.items);
    setPage(data.messages);
  }

  const more = async () => {
    setLoading(true);
    try {
      const next = await api.getConversationMessages({ conversation_id: conversation.id }, page.bookmark);
      setPage((now) => ({ items: [...now.items, ...next.items], bookmark: next.bookmark }));
    } catch {
      toaster.show({ text: MESSAGES_TEXT.moreFailed });
    } finally {
      setLoading(false);
    }
  };

  const replace = (id: string, message: ShownMessage | null) =>
    setPage((now) => ({
      ...now,
      items: now.items.flatMap((item) => (item.id === id ? (message ? [message] : []) : [item])),
    }));

  return (
    <Layout>
      <ConversationList conversations={conversations} viewer={viewer} />
      <Thread aria-labelledby={headingId}>
        <h1 id={headingId}>{name}</h1>
        {page.items.length === 0 ? (
          <Notice>{MESSAGES_TEXT.empty}</Notice>
        ) : (
          <MessageList aria-label={MESSAGES_TEXT.with(name)}>
            {page.items.map((message) => (
              <MessageItem key={message.id} message={message} viewer={viewer} />
            ))}
          </MessageList>
        )}
        {page.bookmark ? (
          <Centre>
            <Button variant="secondary" onPress={() => void more()} busy={loading}>
              {MESSAGES_TEXT.showMore}
            </Button>
          </Centre>
        ) : null}
        <Composer
          conversationId={conversation.id}
          onSending={(message) =>
            setPage((now) => ({ ...now, items: [...now.items, { ...message, senderId: viewer.id }] }))
          }
          onSent={(pendingId, message) => {
            replace(pendingId, { ...message, sender: viewer });
            setConversations((now) =>
              now.map((item) => (item.id === conversation.id ? { ...item, last_message: message } : item)),
            );
          }}
          onFailed={(pendingId) => replace(pendingId, null)}
        />
      </Thread>
    </Layout>
  );
}
