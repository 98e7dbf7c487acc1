/**
 * A profile's header (§2 profile): the avatar, the name and @username, the followers and following
 * counts (links to the lists), and for someone else Follow and Block (§4, optimistic through the
 * entity store and rolled back with a toast on failure, §8). The follower count follows the viewer's
 * own follow as it changes.
 */
import { useEntity, useEntityStore } from '@tessera/api';
import type { User } from '@tessera/model';
import { Avatar, Button, Link, useToaster } from '@tessera/ui';
import styled from 'styled-components';
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

function BlockButton({ user, blocked }: { user: User; blocked: boolean }) {
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const name = userName(user);
  return (
    <Button
      variant="secondary"
      onPress={() => {
        if (!actions) return;
        const next = !blocked;
        actions.setBlocked(user.id, next).then(
          () => {
            if (next) toaster.show({ text: PROFILE_TEXT.blocked(name) });
          },
          () => toaster.show({ text: PROFILE_TEXT.blockFailed(name) }),
        );
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
