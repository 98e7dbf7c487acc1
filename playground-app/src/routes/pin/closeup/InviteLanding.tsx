/**
 * §4 invite landing: a closeup opened with ?invite_code= fetches the invite (InviteCodeMetadataResource)
 * through the inviteLandingMachine of @tessera/machines. A logged-out desktop visitor sees the inviter
 * (skipped for the channels of §4); a logged-in viewer gets a toast when the sender is someone else
 * and both can message; any failure clears it silently (§8).
 */
import { useApi } from '@tessera/api';
import { type InviteMetadata, inviteLandingMachine } from '@tessera/machines';
import { senderFirstName } from '@tessera/model';
import { Avatar, Button, ButtonLink, Text, useMediaQuery, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { fromPromise } from 'xstate';
import { useSession } from '../../../app/session.ts';
import { loginLinks } from '../../../shared/afterLogin.ts';

/** The invite's words (the spec shows none; ours). */
export const INVITE_TEXT = {
  invited: (name: string) => `${name} invited you to Tessera`,
  invitedToast: (name: string) => `${name} invited you to this pin`,
  join: 'Log in',
  dismiss: 'Dismiss',
} as const;

const Panel = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-inline-size: 1016px;
  margin: ${({ theme }) => theme.space[2]}px auto 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  > p {
    flex: 1;
    margin: 0;
  }
`;

function nameOf(invite: InviteMetadata | null): string {
  return senderFirstName(invite?.sender.first_name) || 'Someone';
}

export function InviteLanding({ inviteCode }: { inviteCode: string }) {
  const api = useApi();
  const toaster = useToaster();
  const theme = useTheme();
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md}px)`);
  const { viewer } = useSession();
  const actor = useActorRef(
    inviteLandingMachine.provide({
      actors: {
        fetchInviteMetadata: fromPromiseMetadata(api),
      },
      actions: {
        showInviteToast: (_args, invite: InviteMetadata) => {
          toaster.show({ text: INVITE_TEXT.invitedToast(nameOf(invite)) });
        },
      },
    }),
    {
      input: {
        inviteCode,
        loggedIn: viewer !== null,
        desktop,
        viewer: viewer
          ? {
              id: viewer.id,
              ...(viewer.should_show_messaging !== undefined
                ? { should_show_messaging: viewer.should_show_messaging }
                : {}),
            }
          : null,
      },
    },
  );
  // The width class at first render is the server's (hydration); the machine learns the real one.
  useEffect(() => actor.send({ type: 'VIEWPORT', desktop }), [actor, desktop]);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const popover = useSelector(actor, (snapshot) => snapshot.matches('popover'));
  const invite = useSelector(actor, (snapshot) => snapshot.context.invite);
  if (!popover || !invite) return null;
  const name = nameOf(invite);
  return (
    <Panel aria-label="Invitation">
      <Avatar
        name={name}
        size="md"
        {...(invite.sender.image_medium_url && !invite.sender.is_default_image
          ? { src: invite.sender.image_medium_url }
          : {})}
      />
      <Text as="p">{INVITE_TEXT.invited(name)}</Text>
      <ButtonLink variant="primary" size="sm" href={loginLinks({ here }).logIn}>
        {INVITE_TEXT.join}
      </ButtonLink>
      <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'DISMISS' })}>
        {INVITE_TEXT.dismiss}
      </Button>
    </Panel>
  );
}

function fromPromiseMetadata(api: ReturnType<typeof useApi>) {
  return fromPromise<InviteMetadata, { invite_code: string }>(async ({ input }) => {
    const metadata = await api.getInviteCodeMetadata({ invite_code: input.invite_code });
    // §4 "both can message": the invite names the sender; whether they can is on their user record.
    const sender = await api.getUser({ user_id: metadata.sender.id }).catch(() => null);
    return {
      sender: {
        ...metadata.sender,
        ...(sender?.should_show_messaging !== undefined
          ? { should_show_messaging: sender.should_show_messaging }
          : {}),
      },
      invite_channel: metadata.invite_channel ?? null,
    };
  });
}
