/**
 * A profile's header (§2 profile): the avatar, the name and @username, the followers and following
 * counts (links to the lists), and for someone else Follow and Block (§4, optimistic through the
 * entity store and rolled back with a toast on failure, §8). The follower count follows the viewer's
 * own follow as it changes.
 */
import { useEntity, useEntityStore } from '@tessera/api';
import { userBlockMachine } from '@tessera/machines';
import type { User } from '@tessera/model';
import { Avatar, Button, Link, useToaster } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { useSession } from '../../app/session.ts';
import { FollowButton, useFollowing } from '../../shared/FollowButton.tsx';
import { PageHeader } from '../../shared/PageHeader.ts';
import { userName } from '../../shared/PeopleList.tsx';
import { useLoginPrompt } from '../../shared/usePinActions.ts';
import { PROFILE_TEXT, profilePath } from './profileData.ts';

const Counts = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: center;
  flex-wrap: wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-block-start: ${({ theme }) => theme.space[2]}px;
`;

/** Whether the viewer has blocked the user now: the store's answer, else the page's. */
export function useBlocked(user: User): boolean {
  const blocked = useEntity((state) => state.blocked[user.id]);
  return blocked ?? user.blocked_by_me === true;
}

/**
 * Block / Unblock: a press runs the user-block machine, which makes the change through the store's
 * block intent (shown at once, rolled back on failure) and reacts to its result: a block the
 * server has says so, a failure says so (§8).
 */
function BlockButton({ user, blocked }: { user: User; blocked: boolean }) {
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const name = userName(user);
  const latest = useRef({ actions, toaster, name });
  latest.current = { actions, toaster, name };
  const block = useActorRef(
    userBlockMachine.provide({
      actors: {
        setBlocked: fromPromise(async ({ input }) => {
          const intents = latest.current.actions;
          if (!intents) throw new Error('No entity store to block through.');
          return intents.setBlocked(input.userId, input.blocked);
        }),
      },
    }),
  );
  useEffect(() => {
    const changed = block.on('changed', ({ blocked: now }) => {
      if (now) latest.current.toaster.show({ text: PROFILE_TEXT.blocked(latest.current.name) });
    });
    const failed = block.on('failed', () =>
      latest.current.toaster.show({ text: PROFILE_TEXT.blockFailed(latest.current.name) }),
    );
    return () => {
      changed.unsubscribe();
      failed.unsubscribe();
    };
  }, [block]);
  return (
    <Button
      variant="secondary"
      onPress={() => {
        if (!actions) return;
        block.send({ type: blocked ? 'UNBLOCK' : 'BLOCK', userId: user.id });
      }}
    >
      {blocked ? PROFILE_TEXT.unblock : PROFILE_TEXT.block}
    </Button>
  );
}

export function ProfileHeader({ user, own }: { user: User; own: boolean }) {
  const session = useSession();
  const loginPrompt = useLoginPrompt();
  const blocked = useBlocked(user);
  const initiallyFollowing = user.explicitly_followed_by_me === true;
  const following = useFollowing('user', user.id, initiallyFollowing);
  const followers = Math.max(0, (user.follower_count ?? 0) + Number(following) - Number(initiallyFollowing));
  const name = userName(user);
  return (
    <PageHeader>
      <Avatar name={name} size="lg" {...(user.image_medium_url ? { src: user.image_medium_url } : {})} />
      <h1>{name}</h1>
      <p>@{user.username}</p>
      <Counts>
        <Link href={profilePath(user.username, 'followers')} color="inherit">
          {PROFILE_TEXT.followers(followers)}
        </Link>
        <Link href={profilePath(user.username, 'following')} color="inherit">
          {PROFILE_TEXT.following(user.following_count ?? 0)}
        </Link>
      </Counts>
      {own ? null : (
        <Actions>
          {blocked ? null : (
            <FollowButton kind="user" id={user.id} name={name} initiallyFollowing={initiallyFollowing} />
          )}
          {session.viewer ? (
            <BlockButton user={user} blocked={blocked} />
          ) : (
            <Button variant="secondary" onPress={loginPrompt}>
              {PROFILE_TEXT.block}
            </Button>
          )}
        </Actions>
      )}
    </PageHeader>
  );
}
