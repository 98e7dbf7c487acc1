/**
 * The viewer's invite to collaborate on the board (§3 board invite, §7 BoardInviteResource): who
 * invited them, Accept (update: they become a collaborator) and Decline (delete). The board is read
 * again after either, so the header shows the truth; a failure keeps the invite and says so.
 */
import { useApi } from '@tessera/api';
import { type BoardInvite, personName } from '@tessera/model';
import { Avatar, Button, useToaster } from '@tessera/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../app/session.ts';
import { BOARD_TEXT } from './boardData.ts';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function InviteBanner({ invite }: { invite: BoardInvite }) {
  const api = useApi();
  const toaster = useToaster();
  const revalidator = useRevalidator();
  const { viewer } = useSession();
  const [busy, setBusy] = useState(false);
  const inviter = personName(invite.invited_by_user);
  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) await api.acceptBoardInvite({ board_id: invite.board.id });
      else await api.deleteBoardInvite({ board_id: invite.board.id, invited_user_id: viewer?.id ?? '' });
      toaster.show({ text: accept ? BOARD_TEXT.accepted(invite.board.name) : BOARD_TEXT.declined });
      await revalidator.revalidate();
    } catch {
      toaster.show({ text: BOARD_TEXT.inviteFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Banner aria-label={BOARD_TEXT.invited(inviter)}>
      <Avatar
        name={inviter}
        size="md"
        {...(invite.invited_by_user.imageMediumUrl ? { src: invite.invited_by_user.imageMediumUrl } : {})}
      />
      <p>{BOARD_TEXT.invited(inviter)}</p>
      <Button variant="primary" onPress={() => void answer(true)} disabled={busy}>
        {BOARD_TEXT.accept}
      </Button>
      <Button variant="secondary" onPress={() => void answer(false)} disabled={busy}>
        {BOARD_TEXT.decline}
      </Button>
    </Banner>
  );
}
