/**
 * Follow / Following for a topic (§1 logged-in users follow topics; §4 follow and unfollow show
 * feedback messages), wherever the site shows one: a topic's page, the topics list, Tune your home
 * feed (and the ideas hubs' interests may use it). Through the entity store (InterestFollowResource),
 * so the same topic reads the same everywhere; an unfollow says what it means (§8 "We'll show you
 * less Pins from {topic} in the future."); a failed change is rolled back by the store and the toast
 * says so. Logged out: the login prompt (§1).
 */
import { followKey, useEntity, useEntityStore } from '@tessera/api';
import { unfollowMessage } from '@tessera/model';
import { Button, type ButtonProps, useToaster } from '@tessera/ui';
import { useSession } from '../app/session.ts';
import { FOLLOW_TEXT } from './followText.ts';
import { useLoginPrompt } from './usePinActions.ts';

/** Whether the viewer follows the topic `topicId` now: the store's answer, else the page's. */
export function useFollowingTopic(topicId: string, initially: boolean): boolean {
  const followed = useEntity((state) => state.follows[followKey('topic', topicId)]);
  return followed ?? initially;
}

export interface FollowTopicButtonProps {
  topicId: string;
  /** The topic's name, for the unfollow and failure messages. */
  name: string;
  /** Whether the viewer followed it when the page read it (the answer's followed_by_me). */
  initiallyFollowing: boolean;
  size?: ButtonProps['size'];
}

export function FollowTopicButton({ topicId, name, initiallyFollowing, size }: FollowTopicButtonProps) {
  const session = useSession();
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const loginPrompt = useLoginPrompt();
  const following = useFollowingTopic(topicId, initiallyFollowing);
  return (
    <Button
      variant={following ? 'selected' : 'primary'}
      {...(size ? { size } : {})}
      onPress={() => {
        if (!session.viewer || !actions) return loginPrompt();
        const next = !following;
        actions.setFollowing('topic', topicId, next).then(
          () => {
            if (!next) toaster.show({ text: unfollowMessage({ kind: 'topic', name }) });
          },
          // The store has put the follow back (§8: rolled back on error): say so.
          () => toaster.show({ text: FOLLOW_TEXT.failed(name) }),
        );
      }}
    >
      {following ? FOLLOW_TEXT.following : FOLLOW_TEXT.follow}
    </Button>
  );
}
