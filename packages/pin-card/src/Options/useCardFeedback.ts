import { usePinFeedback } from '@tessera/api';
import { feedbackStatusMachine } from '@tessera/machines';
import type { Pin, UnfollowTarget } from '@tessera/model';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PinFeedback } from '../Overlays/FeedbackOverlay.tsx';

export interface CardFeedbackActions {
  /** Hides the pin (the app's hide call); the card then shows Pin hidden. */
  onHide?: ((args: { pin: Pin }) => Promise<void>) | undefined;
  /** Reports the pin (the app's report call); the card then shows Reported. */
  onReport?: ((args: { pin: Pin }) => Promise<void>) | undefined;
  /**
   * Unfollows what brought the pin to the feed (a board, a topic or a person); resolves to what was
   * unfollowed.
   */
  onUnfollow?: ((args: { pin: Pin }) => Promise<UnfollowTarget>) | undefined;
}

/**
 * The card's feedback (§4): feedbackStatusMachine for reported → unfollowing → unfollowed (the
 * unfollow actor is the app's onUnfollow), and hide. What the card shows: the `feedback` prop when
 * given (the app may hold the state itself), else the entity store's feedback on the pin (which the
 * app's hide, report and unfollow write: so it survives a remount, and every card of the pin shows
 * it), else what this card's own handlers did, for an app whose handlers do not go through the
 * store. A handler that rejects leaves the card as it was: telling the visitor is the app's (its
 * handler shows the failure before rejecting).
 */
export function useCardFeedback(pin: Pin, actions: CardFeedbackActions, controlled: PinFeedback | null) {
  const unfollowed = useRef<UnfollowTarget | null>(null);
  const [hidden, setHidden] = useState(false);
  // The unfollow actor is provided anew on each render (@xstate/react re-syncs it): it calls the
  // current onUnfollow with the current pin.
  const actor = useActorRef(
    feedbackStatusMachine.provide({
      actors: {
        unfollow: fromPromise<void, { pinId: string }>(async () => {
          const unfollow = actions.onUnfollow;
          if (!unfollow) throw new Error('PinCard: no onUnfollow handler');
          unfollowed.current = await unfollow({ pin });
        }),
      },
    }),
    { input: { pinId: pin.id } },
  );
  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('reported') ? 'reported' : snapshot.matches('unfollowed') ? 'unfollowed' : 'none',
  );

  const stored = usePinFeedback(pin.id);
  let feedback: PinFeedback | null = controlled ?? stored ?? null;
  if (!feedback && hidden) feedback = { kind: 'hidden' };
  if (!feedback && status === 'reported') feedback = { kind: 'reported' };
  if (!feedback && status === 'unfollowed' && unfollowed.current) {
    feedback = { kind: 'unfollowed', target: unfollowed.current.kind, name: unfollowed.current.name };
  }

  return {
    feedback,
    // A hide or report that fails leaves the card as it was (§8: a failed change rolls back); the
    // app's handler says so (its toast) and rejects, which ends here.
    hide: async () => {
      try {
        await actions.onHide?.({ pin });
      } catch {
        return;
      }
      setHidden(true);
    },
    report: async () => {
      try {
        await actions.onReport?.({ pin });
      } catch {
        return;
      }
      actor.send({ type: 'REPORT' });
    },
    unfollow: () => actor.send({ type: 'UNFOLLOW' }),
  };
}
