import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { canGoNext, canGoPrevious, carouselMachine } from './carousel.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const up = (x: number, y: number, time: number) => ({ type: 'POINTER_UP', x, y, time });

it(
  'carouselMachine model: every state and transition, with arrows, dots and gestures',
  async () => {
    const result = await checkModel({
      machine: carouselMachine,
      inputs: [{ slotCount: 3 }, { slotCount: 2, index: 1, searchThirdPartyAd: true }],
      events: [
        { type: 'POINTER_DOWN', x: 0, y: 0, time: 0 },
        up(5, 5, 100), // tap
        up(-50, 0, 100), // swipe to next
        up(50, 0, 499), // swipe to previous
        up(-50, 0, 500), // too slow
        up(0, 50, 100), // vertical
        ...[0, 1, 2, 7].map((index) => ({ type: 'GO_TO', index })),
      ],
      context: (c) => ({ index: c.index, gesture: c.gesture !== null }),
      invariants: {
        indexHidden: (s) => {
          expect(s.context.index).toBeGreaterThanOrEqual(0);
          expect(s.context.index).toBeLessThan(s.context.slotCount);
        },
        indexShown: (s) => {
          expect(s.context.index).toBeLessThan(s.context.slotCount);
          expect(canGoNext(s.context) || canGoPrevious(s.context)).toBe(true);
        },
      },
    });
    expect(result.transitions).toBeGreaterThan(40);
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'carouselMachine random walks: the index never leaves the slots',
  async () => {
    const inBounds = (s: { context: { index: number; slotCount: number } }) => {
      expect(s.context.index).toBeGreaterThanOrEqual(0);
      expect(s.context.index).toBeLessThan(s.context.slotCount);
    };
    await checkRandomWalks({
      machine: carouselMachine,
      inputs: [{ slotCount: 1 }, { slotCount: 4, index: 3 }],
      events: [
        { type: 'POINTER_DOWN', x: 0, y: 0, time: 0 },
        up(-50, 0, 100),
        up(50, 0, 100),
        up(3, 3, 100),
        ...[0, 2, 3, 9].map((index) => ({ type: 'GO_TO', index })),
      ],
      invariants: { indexHidden: inBounds, indexShown: inBounds },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
