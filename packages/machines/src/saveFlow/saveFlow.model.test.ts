import type { RepinResult } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks } from '../testing/modelBased.ts';
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

it('saveFlowMachine model: every state and transition; optimistic removal while deleting', async () => {
  let removed = 0;
  await checkModel({
    machine: saveFlowMachine,
    inputs: [
      { pinId: 'p1' },
      { pinId: 'p1', quickSave: true, isNewUser: true },
      { pinId: 'p1', saved: { board: null } },
    ],
    events: [
      { type: 'SAVE', boardId: 'b1' },
      { type: 'xstate.done.actor.repin', output: BOARD },
      { type: 'xstate.done.actor.repin', output: PROFILE },
      { type: 'xstate.error.actor.repin', error: new Error('x') },
      { type: 'xstate.error.actor.deletePin', error: new Error('x') },
    ],
    context: (c) => ({ board: c.board, repinAnimation: c.repinAnimation }),
    beforeReplay: () => {
      removed = 0;
    },
    live: {
      provide: {
        actions: {
          removeRecords: () => {
            removed++;
          },
          rollback: () => {
            removed--;
          },
        },
      },
    },
    invariants: {
      idle: (s) => {
        expect(s.context.repinAnimation).toBe(false);
        expect(s.context.board).toBeNull();
      },
      saving: (_s, live) => expect(live.calls.repin?.length).toBeGreaterThan(0),
      quickSaveConfirming: (s) => {
        expect(s.context.quickSave).toBe(true);
        expect(s.context.repinAnimation).toBe(true);
      },
      saved: (s) => expect(s.context.repinAnimation).toBe(false),
      // the optimistic removal happened once more than the rollbacks
      deleting: () => expect(removed).toBeGreaterThanOrEqual(1),
    },
  });
});

it('saveFlowMachine random walks: one toast per finished call, never while a call runs', async () => {
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
      saved: (s) => expect(s.context.isSaved).toBe(true),
      deleting: (s) => expect(s.context.isSaved).toBe(true),
    },
  });
});
