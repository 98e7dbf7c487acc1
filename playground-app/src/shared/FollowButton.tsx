/**
 * Follow / Following for a person, a topic or a board (§1 logged-in users follow boards, people and
 * topics; §4 follow and unfollow show feedback messages), wherever the site shows one. Through the
 * entity store, so the same one reads the same everywhere; an unfollow says what it means (§8: the
 * model's unfollowMessage); a failed change is rolled back by the store and the toast says so.
 * Logged out: the login prompt (§1).
 */
import { type FollowKind, followKey, useEntity, useEntityStore } from '@tessera/api';
import { unfollowMessage } from '@tessera/model';
import { Button, type ButtonProps, useToaster } from '@tessera/ui';
import { useSession } from '../app/session.ts';
import { FOLLOW_TEXT } from './followText.ts';
import { useLoginPrompt } from './usePinActions.ts';

/** Whether the viewer follows it now: the store's answer, else what the page was given. */
export function useFollowing(kind: FollowKind, id: string, initially: boolean): boolean {
  const followed = useEntity((state) => state.follows[followKey(kind, id)]);
  return followed ?? initially;
}

export interface FollowButtonProps {
  kind: FollowKind;
  id: string;
  /** Its name, for the unfollow and failure messages. */
  name: string;
  /** Whether the viewer followed it when the page read it. */
  initiallyFollowing: boolean;
  size?: ButtonProps['size'];
}

export function FollowButton({ kind, id, name, initiallyFollowing, size }: FollowButtonProps) {
  const session = useSession();
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const loginPrompt = useLoginPrompt();
  const following = useFollowing(kind, id, initiallyFollowing);
  return (
    <Button
      variant={following ? 'selected' : 'primary'}
      {...(size ? { size } : {})}
      onPress={() => {
        if (!session.viewer || !actions) return loginPrompt({ action: 'follow' });
        const next = !following;
        actions.setFollowing(kind, id, next).then(
          () => {
            if (!next) toaster.show({ text: unfollowMessage({ kind, name }) });
          },
          () => toaster.show({ text: FOLLOW_TEXT.failed(name) }),
        );
      }}
    >
      {following ? FOLLOW_TEXT.following : FOLLOW_TEXT.follow}
    </Button>
  );
}
