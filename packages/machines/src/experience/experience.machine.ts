/**
 * Experience status of one placed experience (SPEC §4, §7):
 * - VIEW: viewed — the local update first (`markViewedLocally`, the state is `viewed` at once),
 *   then the server (`markViewed` actor: UserExperienceViewedResource update), `viewed.syncing` →
 *   `viewed.synced` (or `viewed.unsynced` when the call fails: the local update stays);
 * - COMPLETE: completed — the local update unless `skipLocal` is set (`markCompletedLocally`),
 *   then the `markCompleted` actor (UserExperienceCompletedResource update);
 * - DISMISS: dismissed — the `dismiss` actor deletes the placed experience
 *   (UserExperienceResource delete);
 * - COMPLETE_WITHOUT_HOMEFEED: completedWithoutHomefeed — `markCompleted` too, without the
 *   refresh.
 * Placement data is refreshed (`refreshPlacements`) after dismissed and completed. A failed
 * complete or dismiss goes back to where it was and emits `updateFailed`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

export interface ExperienceInput {
  placementId: number;
  experienceId: number;
  extraContext?: Record<string, unknown>;
}

export interface ExperienceCallInput {
  /** `{placementId}:{experienceId}` */
  placedExperienceId: string;
  extraContext?: Record<string, unknown>;
}

export interface ExperienceContext extends ExperienceInput {
  viewed: boolean;
}

export type ExperienceEvent =
  | { type: 'VIEW' }
  | { type: 'COMPLETE'; skipLocal?: boolean }
  | { type: 'DISMISS' }
  | { type: 'COMPLETE_WITHOUT_HOMEFEED' };

export type ExperienceEmitted = { type: 'updateFailed'; status: string; error: unknown };

const call = () =>
  fromPromise<void, ExperienceCallInput>(() =>
    Promise.reject(new Error('experienceMachine: provide the experience actors')),
  );

const callInput = ({ context }: { context: ExperienceContext }): ExperienceCallInput => ({
  placedExperienceId: `${context.placementId}:${context.experienceId}`,
  ...(context.extraContext ? { extraContext: context.extraContext } : {}),
});

/** COMPLETE, DISMISS, COMPLETE_WITHOUT_HOMEFEED: accepted while unseen or viewed. */
const closing = {
  COMPLETE: [
    {
      guard: 'completeLocally' as const,
      target: '#experience.completing',
      actions: 'markCompletedLocally' as const,
    },
    { target: '#experience.completing' },
  ],
  DISMISS: '#experience.dismissing',
  COMPLETE_WITHOUT_HOMEFEED: '#experience.completingWithoutHomefeed',
};

const failed = (status: string) => [
  {
    guard: 'wasViewed' as const,
    target: '#experience.viewed.synced',
    actions: { type: 'failed' as const, params: status },
  },
  { target: '#experience.unseen', actions: { type: 'failed' as const, params: status } },
];

export const experienceMachine = setup({
  types: {
    input: {} as ExperienceInput,
    context: {} as ExperienceContext,
    events: {} as ExperienceEvent,
    emitted: {} as ExperienceEmitted,
  },
  actors: {
    markViewed: call(),
    markCompleted: call(),
    dismiss: call(),
  },
  actions: {
    markViewedLocally: (_args: { context: ExperienceContext }) => {},
    markCompletedLocally: (_args: { context: ExperienceContext }) => {},
    refreshPlacements: () => {},
    failed: emit(({ event }, status: string) => ({
      type: 'updateFailed' as const,
      status,
      error: (event as { error?: unknown }).error,
    })),
  },
  guards: {
    wasViewed: ({ context }) => context.viewed,
    completeLocally: ({ event }) => !(event as { skipLocal?: boolean }).skipLocal,
  },
}).createMachine({
  id: 'experience',
  context: ({ input }) => ({ ...input, viewed: false }),
  initial: 'unseen',
  states: {
    unseen: {
      on: {
        ...closing,
        VIEW: { target: 'viewed', actions: ['markViewedLocally', assign({ viewed: true })] },
      },
    },
    viewed: {
      on: closing,
      initial: 'syncing',
      states: {
        syncing: {
          invoke: {
            id: 'markViewed',
            src: 'markViewed',
            input: callInput,
            onDone: 'synced',
            onError: 'unsynced',
          },
        },
        synced: {},
        unsynced: {},
      },
    },
    completing: {
      invoke: {
        id: 'markCompleted',
        src: 'markCompleted',
        input: callInput,
        onDone: { target: 'completed', actions: 'refreshPlacements' },
        onError: failed('completed'),
      },
    },
    dismissing: {
      invoke: {
        id: 'dismiss',
        src: 'dismiss',
        input: callInput,
        onDone: { target: 'dismissed', actions: 'refreshPlacements' },
        onError: failed('dismissed'),
      },
    },
    completingWithoutHomefeed: {
      invoke: {
        id: 'markCompleted',
        src: 'markCompleted',
        input: callInput,
        onDone: 'completedWithoutHomefeed',
        onError: failed('completedWithoutHomefeed'),
      },
    },
    completed: { type: 'final' },
    dismissed: { type: 'final' },
    completedWithoutHomefeed: { type: 'final' },
  },
});
