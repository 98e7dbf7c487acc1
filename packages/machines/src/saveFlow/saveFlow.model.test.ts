import type { RepinResult } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
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
