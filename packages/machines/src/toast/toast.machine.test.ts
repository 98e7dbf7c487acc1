import {
  SAVE_TOAST_MS,
  TOAST_CHECK_DELAY_MS,
  TOAST_DEFAULT_MS,
  TOAST_HIDE_ANIMATION_MS,
  TOAST_SHOW_DELAY_MS,
} from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from './toast.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startToast(duration?: number) {
  const onHidden = vi.fn();
  const actor = createActor(toastMachine.provide({ actions: { onHidden } }), {
    input: duration === undefined ? {} : { duration },
  });
  const hidden = vi.fn();
  actor.on('hidden', hidden);
  actor.start();
  const value = () => actor.getSnapshot().value;
  const advance = (ms: number) => vi.advanceTimersByTime(ms);
  return { actor, onHidden, hidden, value, advance, send: actor.send.bind(actor) };
}

describe('toastMachine (§4 toast)', () => {
  it('keeps the spec timings', () => {
    expect([
      TOAST_SHOW_DELAY_MS,
      TOAST_DEFAULT_MS,
      TOAST_HIDE_ANIMATION_MS,
      SAVE_TOAST_MS,
      TOAST_CHECK_DELAY_MS,
    ]).toEqual([100, 2000, 200, 5000, 700]);
  });

  it('appears after 100 ms (99 not yet, 100 shown)', () => {
    const toast = startToast();
    expect(toast.value()).toBe('pending');
    toast.advance(TOAST_SHOW_DELAY_MS - 1);
    expect(toast.value()).toBe('pending');
    toast.advance(1);
    expect(toast.value()).toEqual({ visible: 'running' });
  });

  it('hides after the default 2000 ms', () => {
    const toast = startToast();
    expect(toast.actor.getSnapshot().context.duration).toBe(TOAST_DEFAULT_MS);
    toast.advance(TOAST_SHOW_DELAY_MS + TOAST_DEFAULT_MS - 1);
    expect(toast.value()).toEqual({ visible: 'running' });
    toast.advance(1);
    expect(toast.value()).toBe('hiding');
  });

  it('a save toast stays 5000 ms (4999 visible, 5000 hiding)', () => {
    const toast = startToast(SAVE_TOAST_MS);
    toast.advance(TOAST_SHOW_DELAY_MS);
    toast.advance(SAVE_TOAST_MS - 1);
    expect(toast.value()).toEqual({ visible: 'running' });
    toast.advance(1);
    expect(toast.value()).toBe('hiding');
  });

  it('calls the hide callback 200 ms after hiding starts (199 not yet)', () => {
    const toast = startToast();
    toast.advance(TOAST_SHOW_DELAY_MS + TOAST_DEFAULT_MS);
    expect(toast.value()).toBe('hiding');
    toast.advance(TOAST_HIDE_ANIMATION_MS - 1);
    expect(toast.onHidden).not.toHaveBeenCalled();
    expect(toast.value()).toBe('hiding');
    toast.advance(1);
    expect(toast.value()).toBe('done');
    expect(toast.actor.getSnapshot().status).toBe('done');
    expect(toast.onHidden).toHaveBeenCalledTimes(1);
    expect(toast.hidden).toHaveBeenCalledTimes(1);
  });

  it('hover holds the toast past its duration; leaving restarts the full duration', () => {
    const toast = startToast(SAVE_TOAST_MS);
    toast.advance(TOAST_SHOW_DELAY_MS + 3000);
    toast.send({ type: 'POINTER_ENTER' });
    expect(toast.value()).toEqual({ visible: 'paused' });
    toast.advance(SAVE_TOAST_MS * 3);
    expect(toast.value()).toEqual({ visible: 'paused' });
    toast.send({ type: 'POINTER_LEAVE' });
    expect(toast.value()).toEqual({ visible: 'running' });
    // the full 5000 ms again, not the 2000 that were left
    toast.advance(SAVE_TOAST_MS - 1);
    expect(toast.value()).toEqual({ visible: 'running' });
    toast.advance(1);
    expect(toast.value()).toBe('hiding');
  });

  it('ignores hover before it is visible and pointer leave without hover', () => {
    const toast = startToast();
    toast.send({ type: 'POINTER_ENTER' });
    expect(toast.value()).toBe('pending');
    toast.advance(TOAST_SHOW_DELAY_MS);
    toast.send({ type: 'POINTER_LEAVE' });
    toast.advance(TOAST_DEFAULT_MS - 1);
    expect(toast.value()).toEqual({ visible: 'running' });
  });

  it('shows the check 700 ms after becoming visible (699 not yet)', () => {
    const toast = startToast(SAVE_TOAST_MS);
    toast.advance(TOAST_SHOW_DELAY_MS);
    toast.advance(TOAST_CHECK_DELAY_MS - 1);
    expect(toast.actor.getSnapshot().context.showCheck).toBe(false);
    toast.advance(1);
    expect(toast.actor.getSnapshot().context.showCheck).toBe(true);
  });

  it('shows the check even while hovered', () => {
    const toast = startToast(SAVE_TOAST_MS);
    toast.advance(TOAST_SHOW_DELAY_MS);
    toast.send({ type: 'POINTER_ENTER' });
    toast.advance(TOAST_CHECK_DELAY_MS);
    expect(toast.actor.getSnapshot().context.showCheck).toBe(true);
  });

  it('DISMISS hides at once, then the hide callback runs after the animation', () => {
    const toast = startToast(SAVE_TOAST_MS);
    toast.advance(TOAST_SHOW_DELAY_MS);
    toast.send({ type: 'DISMISS' });
    expect(toast.value()).toBe('hiding');
    toast.advance(TOAST_HIDE_ANIMATION_MS);
    expect(toast.onHidden).toHaveBeenCalledTimes(1);
  });

  it('DISMISS while pending or paused also hides', () => {
    const pending = startToast();
    pending.send({ type: 'DISMISS' });
    expect(pending.value()).toBe('hiding');
    const paused = startToast();
    paused.advance(TOAST_SHOW_DELAY_MS);
    paused.send({ type: 'POINTER_ENTER' });
    paused.send({ type: 'DISMISS' });
    expect(paused.value()).toBe('hiding');
  });
});
