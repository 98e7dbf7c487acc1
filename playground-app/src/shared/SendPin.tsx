/**
 * Send (§1 "send pins", §2 Send on a pin card's hover overlay and on the closeup): one picker of the
 * viewer's conversations and the people they follow, or, once a name is typed, the people search
 * finds (SearchResource, scope users). Choosing one sends the pin there
 * (ConversationMessagesResource create with pin_id, and conversation_id or, for a person, user_id:
 * the server finds or starts their conversation) and a toast says so, with a way to the conversation.
 * The closeup has its Send button (SendPin); every grid opens the same picker from its cards
 * (useSendPin, in PinGrid).
 */
import { type ConversationSummary, useApi } from '@tessera/api';
import { buildPath, labels, type Pin, type User } from '@tessera/model';
import { Button, Modal, SearchField, Text, useToaster } from '@tessera/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { SUGGEST_DELAY_MS } from '../app/layouts/header/SearchField.tsx';
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

type Found = { status: 'searching' } | { status: 'failed' } | { status: 'found'; people: User[] };

/** The people search finds for `query` (null with no query), once typing has settled. */
function usePeopleSearch(query: string, viewer: User): Found | null {
  const api = useApi();
  const [found, setFound] = useState<Found | null>(null);
  const typed = query.trim();
  useEffect(() => {
    if (typed === '') {
      setFound(null);
      return;
    }
    let live = true;
    setFound({ status: 'searching' });
    const timer = setTimeout(() => {
      api
        .searchUsers({ query: typed })
        .then((page) => {
          if (live) setFound({ status: 'found', people: page.items.filter((user) => user.id !== viewer.id) });
        })
        .catch(() => {
          if (live) setFound({ status: 'failed' });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, typed, viewer]);
  return found;
}

function PeopleGroup({
  title,
  people,
  onChoose,
}: {
  title: string;
  people: readonly User[];
  onChoose: (to: Recipient) => void;
}) {
  return (
    <Group>
      <h3>{title}</h3>
      <List aria-label={title}>
        {people.map((user) => (
          <li key={user.id}>
            <Button variant="tertiary" onPress={() => onChoose({ kind: 'person', user })}>
              {userName(user)}
            </Button>
          </li>
        ))}
      </List>
    </Group>
  );
}

/** Who the search found for `query`, or why not. */
function SearchResults({
  found,
  query,
  onChoose,
}: {
  found: Found;
  query: string;
  onChoose: (to: Recipient) => void;
}) {
  if (found.status === 'searching') return <Text color="subtle">{SEND_TEXT.searching}</Text>;
  if (found.status === 'failed') {
    return (
      <Text color="subtle" role="alert">
        {SEND_TEXT.searchFailed}
      </Text>
    );
  }
  if (found.people.length === 0) return <Text color="subtle">{SEND_TEXT.nobodyFound(query)}</Text>;
  return <PeopleGroup title={SEND_TEXT.found} people={found.people} onChoose={onChoose} />;
}

/** With no name typed: the conversations, then the people the viewer follows. */
function Suggestions({
  open,
  viewer,
  onChoose,
}: {
  open: boolean;
  viewer: User;
  onChoose: (to: Recipient) => void;
}) {
  const { recipients, failed, retry } = useRecipients(open, viewer);
  if (failed) {
    return (
      <div role="alert">
        <Text color="subtle">{SEND_TEXT.failed}</Text>
        <Button variant="secondary" size="sm" onPress={retry}>
          {SEND_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!recipients) return <Text color="subtle">{SEND_TEXT.loading}</Text>;
  const { conversations, people } = recipients;
  if (conversations.length === 0 && people.length === 0) return <Text color="subtle">{SEND_TEXT.none}</Text>;
  return (
    <>
      {conversations.length > 0 ? (
        <Group>
          <h3>{SEND_TEXT.conversations}</h3>
          <List aria-label={SEND_TEXT.conversations}>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Button variant="tertiary" onPress={() => onChoose({ kind: 'conversation', conversation })}>
                  {conversationName(conversation, viewer)}
                </Button>
              </li>
            ))}
          </List>
        </Group>
      ) : null}
      {people.length > 0 ? (
        <PeopleGroup title={SEND_TEXT.people} people={people} onChoose={onChoose} />
      ) : null}
    </>
  );
}

export interface SendPinDialogProps {
  /** The pin to send; null: the picker is closed. */
  pin: Pin | null;
  viewer: User;
  onClose: () => void;
}

/**
 * The picker: a people search over the conversations and the people the viewer follows (or, once a
 * name is typed, who the search finds); choosing one sends the pin and closes it.
 */
export function SendPinDialog({ pin, viewer, onClose }: SendPinDialogProps) {
  const api = useApi();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const found = usePeopleSearch(typed, viewer);
  const close = () => {
    setQuery('');
    onClose();
  };

  const send = async (to: Recipient) => {
    if (!pin) return;
    close();
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
  const choose = (to: Recipient) => void send(to);

  return (
    <Modal isOpen={pin !== null} onDismiss={close} heading={SEND_TEXT.heading} size="sm">
      <Body>
        <SearchField label={SEND_TEXT.search} value={query} onChange={setQuery} />
        {found ? (
          <SearchResults found={found} query={typed} onChoose={choose} />
        ) : (
          <Suggestions open={pin !== null} viewer={viewer} onChoose={choose} />
        )}
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
