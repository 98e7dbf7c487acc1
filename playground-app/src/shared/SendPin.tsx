/**
 * Send (§1 "send pins", §2 Send on a pin card's hover overlay and on the closeup): one picker of the
 * viewer's conversations and the people they follow. Choosing one sends the pin there
 * (ConversationMessagesResource create with pin_id, and conversation_id or, for a person, user_id:
 * the server finds or starts their conversation) and a toast says so, with a way to the conversation.
 * The closeup has its Send button (SendPin); every grid opens the same picker from its cards
 * (useSendPin, in PinGrid).
 */
import { type ConversationSummary, useApi } from '@tessera/api';
import { buildPath, labels, type Pin, type User } from '@tessera/model';
import { Button, Modal, Text, useToaster } from '@tessera/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../app/session.ts';
import { conversationName } from './conversationName.ts';
import { userName } from './PeopleList.tsx';
import { SEND_TEXT } from './sendText.ts';

export { SEND_TEXT };

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** Where a pin can go: a conversation, or a person (their conversation with the viewer, new or not). */
type Recipient = { kind: 'conversation'; conversation: ConversationSummary } | { kind: 'person'; user: User };

interface Recipients {
  conversations: ConversationSummary[];
  people: User[];
}

/** The people the viewer follows, less those already listed as a one-to-one conversation. */
function peopleToList(
  conversations: readonly ConversationSummary[],
  following: readonly User[],
  viewer: User,
) {
  const talkingTo = new Set(
    conversations
      .filter((conversation) => conversation.participants.length === 2)
      .flatMap((conversation) => conversation.participants.map((person) => person.id))
      .filter((id) => id !== viewer.id),
  );
  return following.filter((person) => person.id !== viewer.id && !talkingTo.has(person.id));
}

/** The viewer's conversations and the people they follow, read when the picker opens. */
function useRecipients(open: boolean, viewer: User) {
  const api = useApi();
  const [recipients, setRecipients] = useState<Recipients | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again: it re-reads.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    setRecipients(null);
    Promise.all([api.getConversations({}), api.getUserFollowing({ username: viewer.username })])
      .then(([conversations, following]) => {
        if (!live) return;
        setRecipients({
          conversations: conversations.items,
          people: peopleToList(conversations.items, following.items, viewer),
        });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, open, viewer, attempt]);
  return { recipients, failed, retry: () => setAttempt((n) => n + 1) };
}

export interface SendPinDialogProps {
  /** The pin to send; null: the picker is closed. */
  pin: Pin | null;
  viewer: User;
  onClose: () => void;
}

/** The picker: conversations first, then people; choosing one sends the pin and closes it. */
export function SendPinDialog({ pin, viewer, onClose }: SendPinDialogProps) {
  const api = useApi();
  const toaster = useToaster();
  const navigate = useNavigate();
  const { recipients, failed, retry } = useRecipients(pin !== null, viewer);

  const send = async (to: Recipient) => {
    if (!pin) return;
    onClose();
    const name = to.kind === 'conversation' ? conversationName(to.conversation, viewer) : userName(to.user);
    try {
      const sent = await api.sendMessage({
        ...(to.kind === 'conversation' ? { conversation_id: to.conversation.id } : { user_id: to.user.id }),
        pin_id: pin.id,
      });
      toaster.show({
        text: SEND_TEXT.sent(name),
        action: {
          label: SEND_TEXT.seeConversation,
          onPress: () => void navigate(buildPath('conversation', { id: sent.conversation_id })),
        },
      });
    } catch (error) {
      toaster.show({ text: (error instanceof Error && error.message) || SEND_TEXT.notSent });
    }
  };

  const nobody =
    recipients !== null && recipients.conversations.length === 0 && recipients.people.length === 0;
  return (
    <Modal isOpen={pin !== null} onDismiss={onClose} heading={SEND_TEXT.heading} size="sm">
      <Body aria-busy={recipients === null && !failed}>
        {recipients === null && !failed ? <Text color="subtle">{SEND_TEXT.loading}</Text> : null}
        {failed ? (
          <div role="alert">
            <Text color="subtle">{SEND_TEXT.failed}</Text>
            <Button variant="secondary" size="sm" onPress={retry}>
              {SEND_TEXT.retry}
            </Button>
          </div>
        ) : null}
        {nobody ? <Text color="subtle">{SEND_TEXT.none}</Text> : null}
        {recipients && recipients.conversations.length > 0 ? (
          <Group>
            <h3>{SEND_TEXT.conversations}</h3>
            <List aria-label={SEND_TEXT.conversations}>
              {recipients.conversations.map((conversation) => (
                <li key={conversation.id}>
                  <Button
                    variant="tertiary"
                    onPress={() => void send({ kind: 'conversation', conversation })}
                  >
                    {conversationName(conversation, viewer)}
                  </Button>
                </li>
              ))}
            </List>
          </Group>
        ) : null}
        {recipients && recipients.people.length > 0 ? (
          <Group>
            <h3>{SEND_TEXT.people}</h3>
            <List aria-label={SEND_TEXT.people}>
              {recipients.people.map((user) => (
                <li key={user.id}>
                  <Button variant="tertiary" onPress={() => void send({ kind: 'person', user })}>
                    {userName(user)}
                  </Button>
                </li>
              ))}
            </List>
          </Group>
        ) : null}
      </Body>
    </Modal>
  );
}

/**
 * Send for the cards of a grid: `onSend` (the card's Send, for a logged-in viewer; undefined logged
 * out, so the card shows none) opens `dialog`, which the grid renders once for all its cards.
 */
export function useSendPin(): { onSend: ((args: { pin: Pin }) => void) | undefined; dialog: ReactNode } {
  const { viewer } = useSession();
  const [pin, setPin] = useState<Pin | null>(null);
  const onSend = useCallback(({ pin }: { pin: Pin }) => setPin(pin), []);
  const onClose = useCallback(() => setPin(null), []);
  if (!viewer) return { onSend: undefined, dialog: null };
  return { onSend, dialog: <SendPinDialog pin={pin} viewer={viewer} onClose={onClose} /> };
}

/** The closeup's Send button and its picker. */
export function SendPin({ pin, viewer }: { pin: Pin; viewer: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.send}
      </Button>
      <SendPinDialog pin={open ? pin : null} viewer={viewer} onClose={() => setOpen(false)} />
    </>
  );
}
