/**
 * Carousel (SPEC §4): the slot index changes by arrow (PREVIOUS / NEXT), dot (GO_TO) or swipe,
 * always within bounds (previous does nothing at the first slot, next at the last). After every
 * change the index is shown for CAROUSEL_INDEX_MS (4000), then hidden again (`indexShown` →
 * `indexHidden`).
 *
 * Swipes: POINTER_DOWN then POINTER_UP with the pointer position and time (ms). The gesture rule
 * is `carouselGesture` of @tessera/model: a swipe only when held under SWIPE_MAX_MS (500) with
 * horizontal movement dominant; under 10 px (squared distance 100) it is a tap, emitted as `tap`.
 * A swipe that changes the slot is logged through the `logSwipe` action the caller supplies:
 * event 108 (EVENT_TYPE.SWIPE), or for search third-party ad modules 9315 (swipe to the next
 * slot) / 9316 (swipe to the previous one) — the spec does not say which is which; this is our
 * choice, in one place: `swipeEventType`.
 */

import { carouselGesture, EVENT_TYPE } from '@tessera/model';
import { CAROUSEL_INDEX_MS, SWIPE_MAX_MS } from '@tessera/tokens';
import { assign, emit, setup } from 'xstate';

export interface CarouselInput {
  slotCount: number;
  /** The first slot shown (default 0). */
  index?: number;
  /** The carousel is a search third-party ad module: swipes log 9315 / 9316 instead of 108. */
  searchThirdPartyAd?: boolean;
}

export interface CarouselPointer {
  x: number;
  y: number;
  /** ms, e.g. event.timeStamp */
  time: number;
}

export interface CarouselContext {
  index: number;
  slotCount: number;
  searchThirdPartyAd: boolean;
  /** Where the current gesture started (null when no pointer is down). */
  gesture: CarouselPointer | null;
}

export type CarouselEvent =
  | { type: 'PREVIOUS' }
  | { type: 'NEXT' }
  | { type: 'GO_TO'; index: number }
  | ({ type: 'POINTER_DOWN' } & CarouselPointer)
  | ({ type: 'POINTER_UP' } & CarouselPointer)
  | { type: 'POINTER_CANCEL' };

export type CarouselEmitted = { type: 'tap' } | { type: 'indexChanged'; index: number };

export type SwipeDirection = 'previous' | 'next';

export interface SwipeLog {
  eventType: number;
  direction: SwipeDirection;
  /** The slot index after the swipe. */
  index: number;
}

/** §4 the event a swipe logs: 108, or 9315 (to next) / 9316 (to previous) for search third-party ads. */
export function swipeEventType(direction: SwipeDirection, searchThirdPartyAd: boolean): number {
  const { codes } = EVENT_TYPE;
  if (!searchThirdPartyAd) return codes.SWIPE;
  return direction === 'next' ? codes.SEARCH_THIRD_PARTY_AD_SWIPE_A : codes.SEARCH_THIRD_PARTY_AD_SWIPE_B;
}

/** The previous arrow is disabled at the first slot. */
export const canGoPrevious = (context: Pick<CarouselContext, 'index'>) => context.index > 0;
/** The next arrow is disabled at the last slot. */
export const canGoNext = (context: Pick<CarouselContext, 'index' | 'slotCount'>) =>
  context.index < context.slotCount - 1;

const gestureOf = (context: CarouselContext, event: CarouselEvent) => {
  if (event.type !== 'POINTER_UP' || !context.gesture) return null;
  return carouselGesture({
    dx: event.x - context.gesture.x,
    dy: event.y - context.gesture.y,
    ms: event.time - context.gesture.time,
    maxMs: SWIPE_MAX_MS,
  });
};

type IndexParams = { index: number };
/** A transition that changes the index and shows it again for CAROUSEL_INDEX_MS. */
const change = (index: (context: CarouselContext, event: CarouselEvent) => number) => ({
  target: '.indexShown' as const,
  reenter: true,
  actions: [
    {
      type: 'goTo' as const,
      params: ({ context, event }: { context: CarouselContext; event: CarouselEvent }) => ({
        index: index(context, event),
      }),
    },
    'announce' as const,
  ],
});
const logSwipe = (direction: SwipeDirection) => ({
  type: 'logSwipe' as const,
  params: ({ context }: { context: CarouselContext }): SwipeLog => ({
    eventType: swipeEventType(direction, context.searchThirdPartyAd),
    direction,
    index: context.index,
  }),
});

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    emitted: {} as CarouselEmitted,
  },
  actions: {
    /** Logs a swipe (the caller sends the event of `log.eventType`). */
    logSwipe: (_args, _log: SwipeLog) => {},
    goTo: assign((_args, params: IndexParams) => ({ index: params.index, gesture: null })),
    announce: emit(({ context }) => ({ type: 'indexChanged' as const, index: context.index })),
    /** A tap on the slides (not a swipe): emitted as `tap`. */
    announceTap: emit({ type: 'tap' as const }),
  },
  guards: {
    canGoPrevious: ({ context }) => canGoPrevious(context),
    canGoNext: ({ context }) => canGoNext(context),
    validDot: ({ context, event }) =>
      event.type === 'GO_TO' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.slotCount &&
      event.index !== context.index,
    tap: ({ context, event }) => gestureOf(context, event) === 'tap',
    swipeNext: ({ context, event }) => gestureOf(context, event) === 'next' && canGoNext(context),
    swipePrevious: ({ context, event }) => gestureOf(context, event) === 'previous' && canGoPrevious(context),
  },
  delays: {
    CAROUSEL_INDEX_MS, // §9 carousel index shown 4000 ms after a change
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    slotCount: input.slotCount,
    index: Math.min(Math.max(0, input.index ?? 0), Math.max(0, input.slotCount - 1)),
    searchThirdPartyAd: input.searchThirdPartyAd ?? false,
    gesture: null,
  }),
  initial: 'indexHidden',
  on: {
    PREVIOUS: { guard: 'canGoPrevious', ...change((c) => c.index - 1) },
    NEXT: { guard: 'canGoNext', ...change((c) => c.index + 1) },
    GO_TO: { guard: 'validDot', ...change((_c, e) => (e as { index: number }).index) },
    POINTER_DOWN: {
      actions: assign({ gesture: ({ event }) => ({ x: event.x, y: event.y, time: event.time }) }),
    },
    POINTER_CANCEL: { actions: assign({ gesture: null }) },
    POINTER_UP: [
      { guard: 'tap', actions: [assign({ gesture: null }), 'announceTap'] },
      {
        guard: 'swipeNext',
        ...change((c) => c.index + 1),
        actions: [...change((c) => c.index + 1).actions, logSwipe('next')],
      },
      {
        guard: 'swipePrevious',
        ...change((c) => c.index - 1),
        actions: [...change((c) => c.index - 1).actions, logSwipe('previous')],
      },
      { actions: assign({ gesture: null }) },
    ],
  },
  states: {
    indexHidden: {},
    indexShown: {
      after: { CAROUSEL_INDEX_MS: 'indexHidden' },
    },
  },
});
