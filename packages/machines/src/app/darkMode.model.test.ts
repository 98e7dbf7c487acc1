import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { darkModeMachine } from './darkMode.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'darkModeMachine model: every state and transition; reload only after a save',
  async () => {
    let reloads = 0;
    await checkModel({
      machine: darkModeMachine,
      events: [{ type: 'SET', scheme: 'dark' }, { type: 'SET', scheme: 'light' }, { type: 'CLEAR' }],
      beforeReplay: () => {
        reloads = 0;
      },
      live: { provide: { actions: { reload: () => reloads++ } } },
      context: (c) => c,
      invariants: {
        idle: () => expect(reloads).toBe(0),
        saving: (s, live) => {
          expect(reloads).toBe(0);
          expect(live.calls.saveDarkMode?.at(-1)).toEqual({ scheme: s.context.requested });
        },
        reloading: () => expect(reloads).toBe(1),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
