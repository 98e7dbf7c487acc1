/**
 * Send (§1 "send pins", §2 Send on the pin): a dialog of the viewer's conversations; choosing one
 * sends the pin there (ConversationMessagesResource create with pin_id) and says so in a toast.
 */
import { type ConversationSummary, useApi } from '@tessera/api';
import type { Pin, User } from '@tessera/model';
import { Button, Modal, Text, useToaster } from '@tessera/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { conversationName } from '../../../shared/conversationName.ts';

/** The words of Send (the spec names the action only: ours). */
export const SEND_TEXT = {
  open: 'Send',
  heading: 'Send to',
  none: 'No conversations yet.',
  failed: 'The conversations could not load.',
  sent: (name: string) => `Sent to ${name}`,
  notSent: 'Sorry! The pin could not be sent.',
} as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export function SendPin({ pin, viewer }: { pin: Pin; viewer: User }) {
  const api = useApi();
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .getConversations({})
      .then((page) => {
        if (live) setConversations(page.items);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, open]);

  const send = async (conversation: ConversationSummary) => {
    setOpen(false);
    try {
      await api.sendMessage({ conversation_id: conversation.id, pin_id: pin.id });
      toaster.show({ text: SEND_TEXT.sent(conversationName(conversation, viewer)) });
    } catch (error) {
      toaster.show({ text: (error instanceof Error && error.message) || SEND_TEXT.notSent });
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {SEND_TEXT.open}
      </Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} heading={SEND_TEXT.heading} size="sm">
        {failed ? <Text color="subtle">{SEND_TEXT.failed}</Text> : null}
        {conversations?.length === 0 ? <Text color="subtle">{SEND_TEXT.none}</Text> : null}
        <List>
          {(conversations ?? []).map((conversation) => (
            <li key={conversation.id}>
              <Button variant="tertiary" onPress={() => void send(conversation)}>
                {conversationName(conversation, viewer)}
              </Button>
            </li>
          ))}
        </List>
      </Modal>
    </>
  );
}
