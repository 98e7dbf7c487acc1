/**
 * Impression tracking of one item (SPEC §4): tracking starts when the item is on screen and is
 * reported when it leaves the viewport, is paused, flushed or removed. The report carries the
 * milestones reached during that impression (any, over 50 %, over 80 %, fully visible — see
 * `impressionMilestones` in @tessera/model; compute the percent with `visiblePercent`, which cuts
 * the 143 px top and bottom bands) and how
 * long it lasted. Pauses have three independent causes: a local PAUSE (e.g. the tab hidden), the
 * global pause while a modal is open (GLOBAL_PAUSE, see impressionPauseMachine) and an image that
 * failed to load (IMAGE_ERROR; IMAGE_LOAD clears it). Tracking resumes when all three are clear.
 *
 * The caller supplies the `report` action (params: ImpressionReport) and may give `now` in the
 * input (default Date.now). Each newly reached milestone is also emitted as `milestone`.
 */
import { type ImpressionMilestone, impressionMilestones } from '@tessera/model';
import { assign, enqueueActions, setup } from 'xstate';

export type ImpressionEndReason = 'leave' | 'pause' | 'flush' | 'remove';

export interface ImpressionReport {
  reason: ImpressionEndReason;
  milestones: ImpressionMilestone[];
  durationMs: number;
}

export interface ImpressionTrackingInput {
  now?: () => number;
}

export interface ImpressionPauses {
  local: boolean;
  global: boolean;
  image: boolean;
}

export interface ImpressionTrackingContext {
  now: () => number;
  /** The last visible percentage (0..100) the caller sent. */
  percent: number;
  /** Milestones reached during the current impression. */
  milestones: ImpressionMilestone[];
  startedAt: number;
  pauses: ImpressionPauses;
}

export type ImpressionTrackingEvent =
  | { type: 'VISIBILITY'; percent: number }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'GLOBAL_PAUSE' }
  | { type: 'GLOBAL_RESUME' }
  | { type: 'IMAGE_ERROR' }
  | { type: 'IMAGE_LOAD' }
  | { type: 'FLUSH' }
  | { type: 'REMOVE' };

export type ImpressionTrackingEmitted = { type: 'milestone'; milestone: ImpressionMilestone };

const PAUSE_FLAG = {
  PAUSE: ['local', true],
  RESUME: ['local', false],
  GLOBAL_PAUSE: ['global', true],
  GLOBAL_RESUME: ['global', false],
  IMAGE_ERROR: ['image', true],
  IMAGE_LOAD: ['image', false],
} as const;

/** The `report` action with the current impression's params. */
const reportAs = (reason: ImpressionEndReason) => ({
  type: 'report' as const,
  params: ({ context }: { context: ImpressionTrackingContext }): ImpressionReport => ({
    reason,
    milestones: context.milestones,
    durationMs: context.now() - context.startedAt,
  }),
});

const isPaused = (pauses: ImpressionPauses) => pauses.local || pauses.global || pauses.image;

export const impressionTrackingMachine = setup({
  types: {
    input: {} as ImpressionTrackingInput,
    context: {} as ImpressionTrackingContext,
    events: {} as ImpressionTrackingEvent,
    emitted: {} as ImpressionTrackingEmitted,
  },
  actions: {
    /** Sends the impression report (the caller logs it). */
    report: (_args, _report: ImpressionReport) => {},
    setPause: assign({
      pauses: ({ context, event }) => {
        const flag = PAUSE_FLAG[event.type as keyof typeof PAUSE_FLAG];
        return flag ? { ...context.pauses, [flag[0]]: flag[1] } : context.pauses;
      },
    }),
    setPercent: assign({
      percent: ({ event }) => (event as { percent: number }).percent,
    }),
    startImpression: assign({
      startedAt: ({ context }) => context.now(),
      milestones: () => [],
    }),
    /** Records (and emits) the milestones the current percent reaches for the first time. */
    reachMilestones: enqueueActions(({ context, enqueue }) => {
      const fresh = impressionMilestones(context.percent).filter((m) => !context.milestones.includes(m));
      if (fresh.length === 0) return;
      enqueue.assign({ milestones: [...context.milestones, ...fresh] });
      for (const milestone of fresh) enqueue.emit({ type: 'milestone', milestone });
    }),
  },
  guards: {
    visible: ({ event }) => (event as { percent: number }).percent > 0,
    notVisible: ({ event }) => (event as { percent: number }).percent <= 0,
    pausedNow: ({ context }) => isPaused(context.pauses),
    resumedVisible: ({ context }) => !isPaused(context.pauses) && context.percent > 0,
    resumedHidden: ({ context }) => !isPaused(context.pauses) && context.percent <= 0,
  },
}).createMachine({
  id: 'impressionTracking',
  context: ({ input }) => ({
    now: input?.now ?? Date.now,
    percent: 0,
    milestones: [],
    startedAt: 0,
    pauses: { local: false, global: false, image: false },
  }),
  initial: 'offscreen',
  on: {
    REMOVE: '.removed',
  },
  states: {
    offscreen: {
      on: {
        VISIBILITY: {
          guard: 'visible',
          target: 'onscreen',
          actions: ['setPercent', 'startImpression', 'reachMilestones'],
        },
        PAUSE: { target: 'paused', actions: 'setPause' },
        GLOBAL_PAUSE: { target: 'paused', actions: 'setPause' },
        IMAGE_ERROR: { target: 'paused', actions: 'setPause' },
      },
    },
    onscreen: {
      on: {
        VISIBILITY: [
          {
            guard: 'notVisible',
            target: 'offscreen',
            actions: [reportAs('leave'), 'setPercent'],
          },
          { actions: ['setPercent', 'reachMilestones'] },
        ],
        FLUSH: { actions: [reportAs('flush'), 'startImpression', 'reachMilestones'] },
        PAUSE: { target: 'paused', actions: [reportAs('pause'), 'setPause'] },
        GLOBAL_PAUSE: { target: 'paused', actions: [reportAs('pause'), 'setPause'] },
        IMAGE_ERROR: { target: 'paused', actions: [reportAs('pause'), 'setPause'] },
        REMOVE: { target: 'removed', actions: reportAs('remove') },
      },
    },
    paused: {
      always: [
        { guard: 'resumedVisible', target: 'onscreen', actions: ['startImpression', 'reachMilestones'] },
        { guard: 'resumedHidden', target: 'offscreen' },
      ],
      on: {
        VISIBILITY: { actions: 'setPercent' },
        PAUSE: { actions: 'setPause' },
        RESUME: { actions: 'setPause' },
        GLOBAL_PAUSE: { actions: 'setPause' },
        GLOBAL_RESUME: { actions: 'setPause' },
        IMAGE_ERROR: { actions: 'setPause' },
        IMAGE_LOAD: { actions: 'setPause' },
      },
    },
    removed: { type: 'final' },
  },
});

/**
 * The global impression pause (SPEC §4 "global pause and resume while modals are open"): counts
 * open modals; `paused` while at least one is open. The caller supplies `pauseAll` / `resumeAll`
 * (send GLOBAL_PAUSE / GLOBAL_RESUME to every impressionTracking actor).
 */
export type ImpressionPauseEvent = { type: 'MODAL_OPENED' } | { type: 'MODAL_CLOSED' };

export const impressionPauseMachine = setup({
  types: {
    context: {} as { openModals: number },
    events: {} as ImpressionPauseEvent,
  },
  actions: {
    pauseAll: () => {},
    resumeAll: () => {},
  },
  guards: {
    lastModal: ({ context }) => context.openModals <= 1,
  },
}).createMachine({
  id: 'impressionPause',
  context: { openModals: 0 },
  initial: 'running',
  states: {
    running: {
      on: {
        MODAL_OPENED: { target: 'paused', actions: assign({ openModals: 1 }) },
      },
    },
    paused: {
      entry: 'pauseAll',
      exit: 'resumeAll',
      on: {
        MODAL_OPENED: { actions: assign({ openModals: ({ context }) => context.openModals + 1 }) },
        MODAL_CLOSED: [
          { guard: 'lastModal', target: 'running', actions: assign({ openModals: 0 }) },
          { actions: assign({ openModals: ({ context }) => context.openModals - 1 }) },
        ],
      },
    },
  },
});
