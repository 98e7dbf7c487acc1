/**
 * Follow / Following for a person (§4 follow and unfollow people), wherever the site shows one: the
 * closeup's pinner, a profile's header, the followers and following lists. Through the entity store,
 * so the same person reads the same everywhere; an unfollow says what it means (§8 unfollow
 * message); a failed change is rolled back by the store and the toast says so. Logged out: the
 * login prompt (§1).
 */
import { followKey, useEntity, useEntityStore } from '@tessera/api';
import { unfollowMessage } from '@tessera/model';
import { Button, type ButtonProps, useToaster } from '@tessera/ui';
import { useSession } from '../app/session.ts';
import { FOLLOW_TEXT } from './followText.ts';
import { useLoginPrompt } from './usePinActions.ts';

export { FOLLOW_TEXT };

/** Whether the viewer follows `userId` now: the store's answer, else what the page was given. */
export function useFollowingPerson(userId: string, initially: boolean): boolean {
  const followed = useEntity((state) => state.follows[followKey('user', userId)]);
  return followed ?? initially;
}

export interface FollowPersonButtonProps {
  userId: string;
  /** The person's name, for the unfollow and failure messages. */
  name: string;
  /** Whether the viewer followed them when the page read them. */
  initiallyFollowing: boolean;
  size?: ButtonProps['size'];
}

export function FollowPersonButton({ userId, name, initiallyFollowing, size }: FollowPersonButtonProps) {
  const session = useSession();
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const loginPrompt = useLoginPrompt();
  const following = useFollowingPerson(userId, initiallyFollowing);
  return (
    <Button
      variant={following ? 'selected' : 'primary'}
      {...(size ? { size } : {})}
      onPress={() => {
        if (!session.viewer || !actions) return loginPrompt();
        const next = !following;
        actions.setFollowing('user', userId, next).then(
          () => {
            if (!next) toaster.show({ text: unfollowMessage({ kind: 'user', name }) });
          },
          () => toaster.show({ text: FOLLOW_TEXT.failed(name) }),
        );
      }}
    >
      {following ? FOLLOW_TEXT.following : FOLLOW_TEXT.follow}
    </Button>
  );
}
