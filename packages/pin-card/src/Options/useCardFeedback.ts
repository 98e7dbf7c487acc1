import { recordPinFeedback, useEntityStore, usePinFeedback } from '@tessera/api';
import type { Pin, UnfollowTarget } from '@tessera/model';
import type { PinFeedback } from '../Overlays/FeedbackOverlay.tsx';

export interface CardFeedbackActions {
  /** Hides the pin (the app's hide intent or call); the card then shows Pin hidden. */
  onHide?: ((args: { pin: Pin }) => Promise<void>) | undefined;
  /** Reports the pin (the app's report intent or call); the card then shows Reported. */
  onReport?: ((args: { pin: Pin }) => Promise<void>) | undefined;
  /**
   * Unfollows what brought the pin to the feed (a board, a topic or a person); resolves to what was
   * unfollowed.
   */
  onUnfollow?: ((args: { pin: Pin }) => Promise<UnfollowTarget>) | undefined;
}

/**
 * The card's feedback (§4 hide, report, unfollow): one owner, the entity store (issue 27). What the
 * card shows is the store's feedback on the pin (or the `feedback` prop, which shows a state as
 * given: the stories), so it survives a remount and every card of the pin shows it; the card keeps
 * no copy. Who writes it:
 * - an app with intents (EntityStoreProvider's actions, the Tessera site): its handlers are those
 *   intents (`hide`, `report`, `unfollowFromPin`), which write the store, roll back and log;
 * - an app without (a card used in another app, on the fallback store): the card runs the app's
 *   handler through recordPinFeedback, which writes the store around it (a hide or report at once,
 *   put back if the handler rejects; an unfollow once the handler names what was unfollowed).
 * A handler that rejects leaves the card as it was: telling the visitor is the app's (its handler
 * shows the failure before rejecting).
 */
export function useCardFeedback(pin: Pin, handlers: CardFeedbackActions, controlled: PinFeedback | null) {
  const { store, actions: intents } = useEntityStore();
  const stored = usePinFeedback(pin.id);
  const feedback: PinFeedback | null = controlled ?? stored ?? null;

  const run = async <T>(
    handler: ((args: { pin: Pin }) => Promise<T>) | undefined,
    shown: PinFeedback | ((answer: T) => PinFeedback),
  ): Promise<void> => {
    if (!handler) return;
    const call = () => handler({ pin });
    try {
      await (intents ? call() : recordPinFeedback(store, pin.id, call, shown));
    } catch {
      // §8 a failed change rolls back (the store's); the app's handler has said so.
    }
  };

  return {
    feedback,
    hide: () => run(handlers.onHide, { kind: 'hidden' }),
    report: () => run(handlers.onReport, { kind: 'reported' }),
    unfollow: () =>
      run(
        handlers.onUnfollow,
        (target: UnfollowTarget): PinFeedback => ({
          kind: 'unfollowed',
          target: target.kind,
          name: target.name,
        }),
      ),
  };
}
