import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { mobileModalMachine } from './mobileModal.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'mobileModalMachine model: every state and transition; paused exactly while open',
  async () => {
    let paused = 0;
    let locked = 0;
    const live = {
      provide: {
        actions: {
          pauseImpressions: () => paused++,
          resumeImpressions: () => paused--,
          lockScroll: () => locked++,
          unlockScroll: () => locked--,
        },
      },
    };
    const open = (s: { context: { allowScroll: boolean } }) => {
      expect(paused).toBe(1);
      expect(locked).toBe(s.context.allowScroll ? 0 : 1);
    };
    await checkModel({
      machine: mobileModalMachine,
      inputs: [{}, { allowScroll: true, closeOnMaskTap: false }, { open: true }],
      live,
      beforeReplay: () => {
        paused = 0;
        locked = 0;
      },
      invariants: {
        closed: () => {
          expect(paused).toBe(0);
          expect(locked).toBe(0);
        },
        'open.waiting': open,
        'open.slidingUp': open,
        'open.shown': open,
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
