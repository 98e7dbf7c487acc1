import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { darkModeMachine } from './darkMode.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('darkModeMachine (§4 dark mode)', () => {
  const start = () => {
    const reload = vi.fn();
    const live = startLive(darkModeMachine, { provide: { actions: { reload } } });
    return { live, reload };
  };

  it('set stores the choice, then reloads', async () => {
    const d = start();
    d.live.actor.send({ type: 'SET', scheme: 'dark' });
    expect(d.live.calls.saveDarkMode).toEqual([{ scheme: 'dark' }]);
    expect(d.reload).not.toHaveBeenCalled();
    await perform(darkModeMachine, d.live, { type: 'xstate.done.actor.saveDarkMode' });
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.live.snapshot().status).toBe('done');
  });

  it('clear stores no choice (the system’s colours), then reloads; presses while saving do nothing', async () => {
    const d = start();
    d.live.actor.send({ type: 'CLEAR' });
    d.live.actor.send({ type: 'SET', scheme: 'light' });
    expect(d.live.calls.saveDarkMode).toEqual([{ scheme: null }]);
    await perform(darkModeMachine, d.live, { type: 'xstate.done.actor.saveDarkMode' });
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed save does not reload and says so; a press tries again', async () => {
    const d = start();
    d.live.actor.send({ type: 'SET', scheme: 'light' });
    await perform(darkModeMachine, d.live, { type: 'xstate.error.actor.saveDarkMode', error: 'x' });
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.live.snapshot().value).toBe('idle');
    expect(d.live.emitted).toEqual([{ type: 'saveFailed', error: 'x' }]);
    d.live.actor.send({ type: 'SET', scheme: 'light' });
    expect(d.live.calls.saveDarkMode).toHaveLength(2);
  });
});
