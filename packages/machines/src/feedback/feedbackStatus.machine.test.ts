import { FEEDBACK_FADE_MS, FEEDBACK_OVERLAY_OPACITY } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { feedbackStatusMachine, overlayOpacity } from './feedbackStatus.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const start = () => {
  const live = startLive(feedbackStatusMachine, { input: { pinId: 'p1' } });
  return {
    live,
    value: () => live.snapshot().value,
    send: (type: 'REPORT' | 'UNFOLLOW') => live.actor.send({ type }),
  };
};

describe('feedbackStatusMachine (§4 feedback status)', () => {
  it('none → reported, fading 0 → 0.8 over 1000 ms (999 fading)', () => {
    expect([FEEDBACK_FADE_MS, FEEDBACK_OVERLAY_OPACITY]).toEqual([1000, 0.8]);
    const f = start();
    expect(overlayOpacity(f.live.snapshot())).toBe(0);
    f.send('REPORT');
    expect(f.value()).toEqual({ reported: 'fading' });
    expect(overlayOpacity(f.live.snapshot())).toBe(0.8);
    vi.advanceTimersByTime(FEEDBACK_FADE_MS - 1);
    expect(f.value()).toEqual({ reported: 'fading' });
    vi.advanceTimersByTime(1);
    expect(f.value()).toEqual({ reported: 'shown' });
  });

  it('Unfollow runs the feedback action, then unfollowed (alternate title) fades in', async () => {
    const f = start();
    f.send('REPORT');
    f.send('UNFOLLOW');
    expect(f.value()).toBe('unfollowing');
    expect(f.live.calls.unfollow).toEqual([{ pinId: 'p1' }]);
    await perform(feedbackStatusMachine, f.live, { type: 'xstate.done.actor.unfollow' });
    expect(f.value()).toEqual({ unfollowed: 'fading' });
    expect(f.live.emitted).toEqual([{ type: 'unfollowed' }]);
    vi.advanceTimersByTime(FEEDBACK_FADE_MS);
    expect(f.value()).toEqual({ unfollowed: 'shown' });
  });

  it('a failed unfollow goes back to where it was', async () => {
    const f = start();
    f.send('REPORT');
    f.send('UNFOLLOW');
    await perform(feedbackStatusMachine, f.live, {
      type: 'xstate.error.actor.unfollow',
      error: 'x',
    } as never);
    expect(f.value()).toEqual({ reported: 'shown' });
    const g = start();
    g.send('UNFOLLOW');
    await perform(feedbackStatusMachine, g.live, {
      type: 'xstate.error.actor.unfollow',
      error: 'x',
    } as never);
    expect(g.value()).toBe('none');
    expect(g.live.emitted).toEqual([{ type: 'unfollowFailed', error: 'x' }]);
  });

  it('ignores REPORT once reported or unfollowed', () => {
    const f = start();
    f.send('REPORT');
    vi.advanceTimersByTime(FEEDBACK_FADE_MS);
    f.send('REPORT');
    expect(f.value()).toEqual({ reported: 'shown' });
  });
});
