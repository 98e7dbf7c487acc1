import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { followMachine, showsFollowed } from './follow.machine.ts';
import { showsBlocked, userBlockMachine } from './userBlock.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('userBlockMachine model: every state and transition', async () => {
  const shows = (value: boolean) => (s: Parameters<typeof showsBlocked>[0]) =>
    expect(showsBlocked(s)).toBe(value);
  await checkModel({
    machine: userBlockMachine,
    inputs: [{ userId: 'u' }, { userId: 'u', blocked: true }],
    events: [
      { type: 'xstate.error.actor.block', error: 'x' },
      { type: 'xstate.error.actor.unblock', error: 'x' },
    ],
    invariants: {
      unblocked: shows(false),
      blocking: shows(true),
      blocked: shows(true),
      unblocking: shows(false),
    },
  });
});

it('followMachine model: every state and transition; a message only after an unfollow', async () => {
  let messages = 0;
  let unfollows = 0;
  const shows = (value: boolean) => (s: Parameters<typeof showsFollowed>[0]) => {
    expect(showsFollowed(s)).toBe(value);
    // boards log 27 on each unfollow: exactly one message per logged unfollow
    if (s.context.kind === 'board') expect(messages).toBe(unfollows);
  };
  await checkModel({
    machine: followMachine,
    inputs: [
      { kind: 'board', id: 'b', name: 'B' },
      { kind: 'user', id: 'u', name: 'U', followed: true },
    ],
    events: [
      { type: 'xstate.error.actor.follow', error: 'x' },
      { type: 'xstate.error.actor.unfollow', error: 'x' },
    ],
    beforeReplay: () => {
      messages = 0;
      unfollows = 0;
    },
    live: {
      provide: {
        actions: {
          showMessage: () => messages++,
          logFollow: (_: unknown, log: { eventType: number | null }) => {
            if (log.eventType === 27) unfollows++;
          },
        },
      },
    },
    invariants: {
      notFollowed: shows(false),
      following: shows(true),
      followed: shows(true),
      unfollowing: shows(false),
    },
  });
});
