import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { feedbackStatusMachine, overlayOpacity } from './feedbackStatus.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('feedbackStatusMachine model: every state and transition', async () => {
  const showing = (s: Parameters<typeof overlayOpacity>[0]) => expect(overlayOpacity(s)).toBe(0.8);
  await checkModel({
    machine: feedbackStatusMachine,
    input: { pinId: 'p1' },
    events: [{ type: 'xstate.error.actor.unfollow', error: new Error('no') }],
    context: (c) => c.before,
    invariants: {
      none: (s) => expect(overlayOpacity(s)).toBe(0),
      'reported.fading': showing,
      'reported.shown': showing,
      unfollowing: (_s, live) => expect(live.calls.unfollow?.at(-1)).toEqual({ pinId: 'p1' }),
      'unfollowed.fading': showing,
      'unfollowed.shown': showing,
    },
  });
});
