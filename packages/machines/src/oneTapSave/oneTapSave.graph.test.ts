/** Every edge of the one-tap save and toast machines replayed on live actors (checkModel). */
import { messages, type RepinResult } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { toastMachine } from '../toast/toast.machine.ts';
import { oneTapSaveMachine } from './oneTapSave.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const RESULT: RepinResult = { id: 'r', pinner: { id: 'u' }, board: { id: 'b', url: '/u/b/', name: 'B' } };

it('oneTapSaveMachine: every state and transition, incl. the explore-local tab', async () => {
  await checkModel({
    machine: oneTapSaveMachine,
    inputs: [{ pinId: 'p' }, { pinId: 'p', savedBoard: null }, { pinId: 'p', exploreLocalTab: true }],
    events: [
      { type: 'xstate.done.actor.repin', output: RESULT },
      { type: 'xstate.error.actor.repin', error: new Error('x') },
      { type: 'xstate.error.actor.deletePin', error: new Error('x') },
    ],
    context: (c) => c.board,
    invariants: {
      none: (s) => expect(s.context.board).toBeNull(),
      saving: (_s, live) => expect(live.calls.repin?.at(-1)).toEqual({ pinId: 'p' }),
      'saved.confirming': (s) => expect(s.context.board).toEqual({ id: 'b', name: 'B', url: '/u/b/' }),
      'saved.showingBoard': () => {},
      deleting: (_s, live) => expect(live.pending.deletePin?.length).toBeGreaterThan(0),
    },
  });
  expect(messages.saved).toBe('Saved!');
});

it('toastMachine: every state and transition', async () => {
  await checkModel({
    machine: toastMachine,
    inputs: [{}, { duration: 5000 }],
    invariants: {
      pending: (s) => expect(s.context.showCheck).toBe(false),
      'visible.running': () => {},
      'visible.paused': () => {},
      hiding: () => {},
      done: (s) => expect(s.status).toBe('done'),
    },
  });
});
