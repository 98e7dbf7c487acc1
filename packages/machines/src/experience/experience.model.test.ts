import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { experienceMachine } from './experience.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'experienceMachine model: every state and transition',
  async () => {
    const done = (s: { status: string }) => expect(s.status).toBe('done');
    await checkModel({
      machine: experienceMachine,
      input: { placementId: 1, experienceId: 2 },
      events: [{ type: 'COMPLETE', skipLocal: true }, { type: 'COMPLETE' }],
      context: (c) => c.viewed,
      invariants: {
        unseen: (s) => expect(s.context.viewed).toBe(false),
        'viewed.syncing': (s) => expect(s.context.viewed).toBe(true),
        'viewed.synced': (s) => expect(s.context.viewed).toBe(true),
        'viewed.unsynced': (s) => expect(s.context.viewed).toBe(true),
        completing: (_s, live) =>
          expect(live.calls.markCompleted?.at(-1)).toEqual({ placedExperienceId: '1:2' }),
        dismissing: (_s, live) => expect(live.calls.dismiss?.at(-1)).toEqual({ placedExperienceId: '1:2' }),
        completingWithoutHomefeed: (_s, live) =>
          expect(live.pending.markCompleted?.length).toBeGreaterThan(0),
        completed: done,
        dismissed: done,
        completedWithoutHomefeed: done,
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
