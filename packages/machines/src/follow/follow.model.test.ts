import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { type FollowTarget, followMachine } from './follow.machine.ts';
import { userBlockMachine } from './userBlock.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'userBlockMachine model: every state and transition; one answer per change, none kept',
  async () => {
    await checkModel({
      machine: userBlockMachine,
      events: [
        { type: 'BLOCK', userId: 'u' },
        { type: 'UNBLOCK', userId: 'u' },
        { type: 'xstate.error.actor.setBlocked', error: 'x' },
      ],
      context: (c) => c.change,
      invariants: {
        idle: (s, live) => {
          expect(s.context.change).toBeNull();
          // every change run so far has had its answer emitted (none when nothing ran)
          expect(live.emitted.length).toBeLessThanOrEqual(live.calls.setBlocked?.length ?? 0);
        },
        changing: (s, live) => expect(live.calls.setBlocked?.at(-1)).toEqual(s.context.change),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'followMachine model: every state and transition; a message only after an unfollow',
  async () => {
    const board: FollowTarget = { kind: 'board', id: 'b', name: 'B' };
    let messages = 0;
    await checkModel({
      machine: followMachine,
      events: [
        { type: 'FOLLOW', target: board },
        { type: 'UNFOLLOW', target: board },
        { type: 'xstate.error.actor.setFollowing', error: 'x' },
      ],
      context: (c) => c.change,
      beforeReplay: () => {
        messages = 0;
      },
      live: { provide: { actions: { showMessage: () => messages++ } } },
      invariants: {
        idle: (s, live) => {
          expect(s.context.change).toBeNull();
          const unfollows = (live.calls.setFollowing ?? []).filter(
            (call) => (call as { followed: boolean }).followed === false,
          ).length;
          expect(messages).toBeLessThanOrEqual(unfollows);
        },
        changing: (s, live) => expect(live.calls.setFollowing?.at(-1)).toEqual(s.context.change),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
