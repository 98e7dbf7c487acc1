import type { RepinResult } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { saveFlowMachine } from './saveFlow.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const BOARD: RepinResult = {
  id: 'r1',
  pinner: { id: 'u' },
  board: { id: 'b1', url: '/u/food/', name: 'Food' },
};
const PROFILE: RepinResult = { id: 'r2', pinner: { id: 'u' }, board: null };

it(
  'saveFlowMachine model: every state and transition; the repin animation only while confirming',
  async () => {
    await checkModel({
      machine: saveFlowMachine,
      inputs: [{ pinId: 'p1' }, { pinId: 'p1', quickSave: true, isNewUser: true }],
      events: [
        { type: 'SAVE', boardId: 'b1' },
        { type: 'xstate.done.actor.repin', output: BOARD },
        { type: 'xstate.done.actor.repin', output: PROFILE },
        { type: 'xstate.error.actor.repin', error: new Error('x') },
        { type: 'xstate.error.actor.deletePin', error: new Error('x') },
      ],
      context: (c) => ({ result: c.result?.id ?? null, repinAnimation: c.repinAnimation }),
      invariants: {
        idle: (s) => expect(s.context.repinAnimation).toBe(false),
        saving: (_s, live) => expect(live.calls.repin?.length).toBeGreaterThan(0),
        quickSaveConfirming: (s) => {
          expect(s.context.quickSave).toBe(true);
          expect(s.context.repinAnimation).toBe(true);
          expect(s.context.result).not.toBeNull();
        },
        deleting: (_s, live) => expect(live.calls.deletePin?.length).toBeGreaterThan(0),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'saveFlowMachine random walks: one toast per finished call, never while a call runs',
  async () => {
    let toasts = 0;
    await checkRandomWalks({
      machine: saveFlowMachine,
      inputs: [{ pinId: 'p1' }, { pinId: 'p1', quickSave: true }],
      events: [
        { type: 'SAVE', boardId: 'b1' },
        { type: 'xstate.done.actor.repin', output: BOARD },
        { type: 'xstate.done.actor.repin', output: PROFILE },
        { type: 'xstate.error.actor.repin', error: new Error('x') },
        { type: 'xstate.error.actor.deletePin', error: new Error('x') },
      ],
      beforeReplay: () => {
        toasts = 0;
      },
      live: { provide: { actions: { showToast: () => toasts++ } } },
      invariants: {
        idle: (s) => expect(s.context.repinAnimation).toBe(false),
        saving: (_s, live) =>
          // one toast per finished call at most; the running save has not toasted yet
          expect(toasts).toBeLessThanOrEqual(
            (live.calls.repin?.length ?? 0) - 1 + (live.calls.deletePin?.length ?? 0),
          ),
        quickSaveConfirming: (s) => expect(s.context.repinAnimation).toBe(true),
        deleting: (_s, live) =>
          expect(toasts).toBeLessThanOrEqual(
            (live.calls.repin?.length ?? 0) + (live.calls.deletePin?.length ?? 0) - 1,
          ),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
