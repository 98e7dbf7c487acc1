import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { perform, startLive } from '../testing/modelBased.ts';
import { appUiFlags, appUiMachine, DEFAULT_VIEWPORT_SIZE } from './appUi.machine.ts';
import { darkModeMachine } from './darkMode.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('appUiMachine (§4 app UI flags)', () => {
  it('has the spec defaults', () => {
    const a = createActor(appUiMachine).start();
    expect(DEFAULT_VIEWPORT_SIZE).toBe('lg');
    expect(appUiFlags(a.getSnapshot())).toEqual({
      appInFocus: true,
      footerPlusButtonVisible: true,
      autoplay: false,
      typeaheadOverlay: false,
      viewport: 'lg',
    });
  });

  it('focus is false on session pause and true on resume; the other flags toggle', () => {
    const a = createActor(appUiMachine).start();
    a.send({ type: 'SESSION_PAUSE' });
    a.send({ type: 'HIDE_FOOTER_PLUS' });
    a.send({ type: 'SET_AUTOPLAY', enabled: true });
    a.send({ type: 'OPEN_TYPEAHEAD' });
    a.send({ type: 'SET_VIEWPORT', size: 'sm' });
    expect(appUiFlags(a.getSnapshot())).toEqual({
      appInFocus: false,
      footerPlusButtonVisible: false,
      autoplay: true,
      typeaheadOverlay: true,
      viewport: 'sm',
    });
    a.send({ type: 'SESSION_RESUME' });
    a.send({ type: 'SHOW_FOOTER_PLUS' });
    a.send({ type: 'SET_AUTOPLAY', enabled: false });
    a.send({ type: 'CLOSE_TYPEAHEAD' });
    a.send({ type: 'SET_VIEWPORT', size: 'huge' as never });
    expect(appUiFlags(a.getSnapshot())).toMatchObject({
      appInFocus: true,
      footerPlusButtonVisible: true,
      autoplay: false,
      typeaheadOverlay: false,
      viewport: 'sm',
    });
  });
});

describe('darkModeMachine (§4 dark mode)', () => {
  const start = (enabled?: boolean) => {
    const reload = vi.fn();
    const live = startLive(darkModeMachine, {
      input: enabled === undefined ? {} : { enabled },
      provide: { actions: { reload } },
    });
    return { live, reload };
  };

  it('set stores the choice, then reloads', async () => {
    const d = start();
    d.live.actor.send({ type: 'SET' });
    expect(d.live.calls.saveDarkMode).toEqual([{ enabled: true }]);
    expect(d.reload).not.toHaveBeenCalled();
    await perform(darkModeMachine, d.live, { type: 'xstate.done.actor.saveDarkMode' });
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.live.snapshot().context.enabled).toBe(true);
  });

  it('clear likewise; set when on and clear when off do nothing', async () => {
    const d = start(true);
    d.live.actor.send({ type: 'SET' });
    expect(d.live.snapshot().value).toBe('idle');
    d.live.actor.send({ type: 'CLEAR' });
    expect(d.live.calls.saveDarkMode).toEqual([{ enabled: false }]);
    await perform(darkModeMachine, d.live, { type: 'xstate.done.actor.saveDarkMode' });
    expect(d.reload).toHaveBeenCalledTimes(1);
    const e = start(false);
    e.live.actor.send({ type: 'CLEAR' });
    expect(e.live.snapshot().value).toBe('idle');
  });

  it('a failed save does not reload', async () => {
    const d = start();
    d.live.actor.send({ type: 'SET' });
    await perform(darkModeMachine, d.live, { type: 'xstate.error.actor.saveDarkMode', error: 'x' });
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.live.snapshot().value).toBe('idle');
    expect(d.live.snapshot().context).toEqual({ enabled: false, requested: false });
    expect(d.live.emitted).toEqual([{ type: 'saveFailed', error: 'x' }]);
  });
});
