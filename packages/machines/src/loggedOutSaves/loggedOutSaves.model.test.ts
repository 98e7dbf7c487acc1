import { LOGGED_OUT_SAVES_MAX } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { loggedOutSavesMachine } from './loggedOutSaves.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'loggedOutSavesMachine model: never more than 2, cleared after login',
  async () => {
    await checkModel({
      machine: loggedOutSavesMachine,
      input: { now: () => 0 },
      events: ['a', 'b', 'c'].map((pinId) => ({ type: 'SAVE', pinId })),
      context: (c) => c.saved.map((s: { unauthSavePinId: string }) => s.unauthSavePinId),
      invariants: {
        loggedOut: (s) => expect(s.context.saved.length).toBeLessThanOrEqual(LOGGED_OUT_SAVES_MAX),
        merging: (s, live) =>
          expect(live.calls.mergeSaves?.at(-1)).toEqual({
            pinIds: s.context.saved.map((p: { unauthSavePinId: string }) => p.unauthSavePinId),
          }),
        loggedIn: (s) => {
          expect(s.context.saved).toEqual([]);
          expect(s.status).toBe('done');
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'loggedOutSavesMachine random walks: at most 2, no duplicates',
  async () => {
    const ok = (s: { context: { saved: Array<{ unauthSavePinId: string }> } }) => {
      const ids = s.context.saved.map((p) => p.unauthSavePinId);
      expect(ids.length).toBeLessThanOrEqual(LOGGED_OUT_SAVES_MAX);
      expect(new Set(ids).size).toBe(ids.length);
    };
    await checkRandomWalks({
      machine: loggedOutSavesMachine,
      input: { now: () => 0 },
      events: ['a', 'b', 'c', 'd'].map((pinId) => ({ type: 'SAVE', pinId })),
      steps: 12,
      invariants: { loggedOut: ok, merging: ok, loggedIn: (s) => expect(s.context.saved).toEqual([]) },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
