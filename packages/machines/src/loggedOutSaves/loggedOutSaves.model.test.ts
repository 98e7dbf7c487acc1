import { LOGGED_OUT_SAVES_MAX } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { loggedOutSavesMachine } from './loggedOutSaves.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('loggedOutSavesMachine model: never more than 2, cleared after login', async () => {
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
});
