/**
 * Follow / Following for a person, a topic or a board (§1 logged-in users follow boards, people and
 * topics; §4 follow and unfollow show feedback messages), wherever the site shows one. Whether the
 * viewer follows is the entity store's, so the same one reads the same everywhere; a press runs
 * the follow machine, which makes the change through the store's intent (shown at once, rolled
 * back on failure, §7 events logged) and reacts to its result: an unfollow says what it means (§8:
 * the model's unfollowMessage), a failure says so. Logged out: the login prompt (§1).
 */
import { type FollowKind, followKey, useEntity, useEntityStore } from '@tessera/api';
import { followMachine } from '@tessera/machines';
import { Button, type ButtonProps, useToaster } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
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

/** The follow machine of a button, running the store's follow intent and saying how it went. */
function useFollowActor() {
  const { actions } = useEntityStore();
  const toaster = useToaster();
  const latest = useRef({ actions, toaster });
  latest.current = { actions, toaster };
  const actor = useActorRef(
    followMachine.provide({
      actors: {
        setFollowing: fromPromise(async ({ input }) => {
          const intents = latest.current.actions;
          if (!intents) throw new Error('No entity store to follow through.');
          return intents.setFollowing(input.target.kind, input.target.id, input.followed);
        }),
      },
      actions: { showMessage: (_, text) => latest.current.toaster.show({ text }) },
    }),
  );
  useEffect(() => {
    const failed = actor.on('failed', ({ target }) =>
      latest.current.toaster.show({ text: FOLLOW_TEXT.failed(target.name) }),
    );
    return () => failed.unsubscribe();
  }, [actor]);
  return actor;
}

export function FollowButton({ kind, id, name, initiallyFollowing, size }: FollowButtonProps) {
  const session = useSession();
  const { actions } = useEntityStore();
  const loginPrompt = useLoginPrompt();
  const following = useFollowing(kind, id, initiallyFollowing);
  const follow = useFollowActor();
  return (
    <Button
      variant={following ? 'selected' : 'primary'}
      {...(size ? { size } : {})}
      onPress={() => {
        if (!session.viewer || !actions) return loginPrompt({ action: 'follow' });
        follow.send({ type: following ? 'UNFOLLOW' : 'FOLLOW', target: { kind, id, name } });
      }}
    >
      {following ? FOLLOW_TEXT.following : FOLLOW_TEXT.follow}
    </Button>
  );
}
