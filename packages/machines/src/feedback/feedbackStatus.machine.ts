/**
 * Feedback status of a pin (SPEC §4): none, reported (the Reported overlay), unfollowed (the
 * Unfollow button ran a feedback action; the overlay then shows its alternate title). Each overlay
 * fades from 0 to FEEDBACK_OVERLAY_OPACITY (0.8) over FEEDBACK_FADE_MS (about 1 s): `fading`,
 * then `shown`; `overlayOpacity(snapshot)` is the opacity to animate to.
 *
 * The feedback action is the `unfollow` actor the caller supplies
 * (fromPromise<void, UnfollowInput>); while it runs the status is `unfollowing`. On failure the
 * status goes back to what it was and `unfollowFailed` is emitted.
 */
import { FEEDBACK_FADE_MS, FEEDBACK_OVERLAY_OPACITY } from '@tessera/tokens';
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';

export interface FeedbackStatusInput {
  pinId: string;
}

export interface UnfollowInput {
  pinId: string;
}

export interface FeedbackStatusContext {
  pinId: string;
  /** Where UNFOLLOW came from, to go back to on failure. */
  before: 'none' | 'reported';
}

export type FeedbackStatusEvent = { type: 'REPORT' } | { type: 'UNFOLLOW' };

export type FeedbackStatusEmitted = { type: 'unfollowed' } | { type: 'unfollowFailed'; error: unknown };

const overlay = {
  initial: 'fading' as const,
  states: {
    fading: { after: { FEEDBACK_FADE_MS: 'shown' } },
    shown: {},
  },
};

export const feedbackStatusMachine = setup({
  types: {
    input: {} as FeedbackStatusInput,
    context: {} as FeedbackStatusContext,
    events: {} as FeedbackStatusEvent,
    emitted: {} as FeedbackStatusEmitted,
  },
  actors: {
    unfollow: fromPromise<void, UnfollowInput>(() =>
      Promise.reject(new Error('feedbackStatusMachine: provide the unfollow actor')),
    ),
  },
  guards: {
    wasReported: ({ context }) => context.before === 'reported',
  },
  delays: {
    FEEDBACK_FADE_MS, // §4 the overlay fades 0 → 0.8 over about 1 s
  },
}).createMachine({
  id: 'feedbackStatus',
  context: ({ input }) => ({ pinId: input.pinId, before: 'none' }),
  initial: 'none',
  states: {
    none: {
      on: {
        REPORT: 'reported',
        UNFOLLOW: { target: 'unfollowing', actions: assign({ before: 'none' as const }) },
      },
    },
    reported: {
      ...overlay,
      on: { UNFOLLOW: { target: 'unfollowing', actions: assign({ before: 'reported' as const }) } },
    },
    unfollowing: {
      invoke: {
        id: 'unfollow',
        src: 'unfollow',
        input: ({ context }) => ({ pinId: context.pinId }),
        onDone: { target: 'unfollowed', actions: emit({ type: 'unfollowed' as const }) },
        onError: [
          {
            guard: 'wasReported',
            target: 'reported.shown',
            actions: emit(({ event }) => ({ type: 'unfollowFailed' as const, error: event.error })),
          },
          {
            target: 'none',
            actions: emit(({ event }) => ({ type: 'unfollowFailed' as const, error: event.error })),
          },
        ],
      },
    },
    unfollowed: { ...overlay },
  },
});

/** §4 the overlay's target opacity: 0 with no feedback, FEEDBACK_OVERLAY_OPACITY (0.8) otherwise. */
export function overlayOpacity(snapshot: SnapshotFrom<typeof feedbackStatusMachine>): number {
  return snapshot.matches('reported') || snapshot.matches('unfollowed') ? FEEDBACK_OVERLAY_OPACITY : 0;
}
