/**
 * Video autoplay coordination (SPEC §4): one organic video plays at a time — an organic video
 * cannot start while another organic one plays; promoted videos may always start (and overlap).
 * Pausing a video records its time and, if it was the current organic video, clears it.
 *
 * Videos ask with PLAY_REQUEST; the machine answers by emitting `play` (allowed: start it) or
 * `denied`. PAUSED / ENDED report what the video element did.
 */
import { assign, emit, setup } from 'xstate';

export interface AutoplayVideo {
  id: string;
  promoted: boolean;
}

export interface VideoAutoplayContext {
  /** The organic video playing now. */
  current: string | null;
  /** Promoted videos playing now. */
  promoted: string[];
  /** The time (s) each video was paused at, by id. */
  pausedAt: Record<string, number>;
}

export type VideoAutoplayEvent =
  | ({ type: 'PLAY_REQUEST' } & AutoplayVideo)
  | { type: 'PAUSED'; id: string; time: number }
  | { type: 'ENDED'; id: string };

export type VideoAutoplayEmitted = { type: 'play'; id: string } | { type: 'denied'; id: string };

/** §4: may this video start now? Promoted always; organic only when no other organic plays. */
export function canAutoplay(context: Pick<VideoAutoplayContext, 'current'>, video: AutoplayVideo): boolean {
  return video.promoted || context.current === null || context.current === video.id;
}

const stopped = (context: VideoAutoplayContext, id: string) => ({
  current: context.current === id ? null : context.current,
  promoted: context.promoted.filter((p) => p !== id),
});

export const videoAutoplayMachine = setup({
  types: {
    context: {} as VideoAutoplayContext,
    events: {} as VideoAutoplayEvent,
    emitted: {} as VideoAutoplayEmitted,
  },
  guards: {
    promoted: ({ event }) => event.type === 'PLAY_REQUEST' && event.promoted,
    allowed: ({ context, event }) => event.type === 'PLAY_REQUEST' && canAutoplay(context, event),
    noOrganicLeft: ({ context, event }) => 'id' in event && context.current === event.id,
  },
}).createMachine({
  id: 'videoAutoplay',
  context: { current: null, promoted: [], pausedAt: {} },
  initial: 'idle',
  on: {
    PLAY_REQUEST: [
      {
        guard: 'promoted',
        actions: [
          assign({
            promoted: ({ context, event }) =>
              context.promoted.includes(event.id) ? context.promoted : [...context.promoted, event.id],
          }),
          emit(({ event }) => ({ type: 'play' as const, id: event.id })),
        ],
      },
      {
        guard: 'allowed',
        target: '.organicPlaying',
        actions: [
          assign({ current: ({ event }) => event.id }),
          emit(({ event }) => ({ type: 'play' as const, id: event.id })),
        ],
      },
      { actions: emit(({ event }) => ({ type: 'denied' as const, id: event.id })) },
    ],
    PAUSED: [
      {
        guard: 'noOrganicLeft',
        target: '.idle',
        actions: assign(({ context, event }) => ({
          ...stopped(context, event.id),
          pausedAt: { ...context.pausedAt, [event.id]: event.time },
        })),
      },
      {
        actions: assign(({ context, event }) => ({
          ...stopped(context, event.id),
          pausedAt: { ...context.pausedAt, [event.id]: event.time },
        })),
      },
    ],
    ENDED: [
      {
        guard: 'noOrganicLeft',
        target: '.idle',
        actions: assign(({ context, event }) => stopped(context, event.id)),
      },
      { actions: assign(({ context, event }) => stopped(context, event.id)) },
    ],
  },
  states: {
    idle: {},
    organicPlaying: {},
  },
});
