import {
  SAVE_TOAST_MS,
  TOAST_DEFAULT_MS,
  TOAST_HIDE_ANIMATION_MS,
  TOAST_SHOW_DELAY_MS,
} from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { toastQueueMachine } from './toastQueue.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startQueue() {
  const actor = createActor(toastQueueMachine).start();
  const toasts = () => actor.getSnapshot().context.toasts;
  return { actor, toasts, send: actor.send.bind(actor) };
}

describe('toastQueueMachine', () => {
  it('adds a toast with a running toast actor and the default duration', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { text: 'Pin deleted!' } });
    const [toast] = queue.toasts();
    expect(toast).toMatchObject({ id: 'toast-1', text: 'Pin deleted!', duration: TOAST_DEFAULT_MS });
    expect(toast?.action).toBeUndefined();
    expect(toast?.ref.getSnapshot().value).toBe('pending');
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    expect(toast?.ref.getSnapshot().value).toEqual({ visible: 'running' });
  });

  it('keeps the id, duration and action it is given, in order', () => {
    const queue = startQueue();
    queue.send({
      type: 'ADD',
      toast: { id: 'save', text: 'Saved to Profile', duration: SAVE_TOAST_MS, action: { label: 'Change' } },
    });
    queue.send({ type: 'ADD', toast: { text: 'Second' } });
    expect(queue.toasts().map((t) => [t.id, t.text, t.duration, t.action])).toEqual([
      ['save', 'Saved to Profile', SAVE_TOAST_MS, { label: 'Change' }],
      ['toast-2', 'Second', TOAST_DEFAULT_MS, undefined],
    ]);
  });

  it('ignores an ADD whose id is still queued', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { id: 'save', text: 'One' } });
    queue.send({ type: 'ADD', toast: { id: 'save', text: 'Two' } });
    expect(queue.toasts().map((t) => t.text)).toEqual(['One']);
  });

  it('removes a toast once it is done: after show delay, duration and hide animation', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { text: 'Short' } });
    queue.send({ type: 'ADD', toast: { text: 'Long', duration: SAVE_TOAST_MS } });
    const lifetime = TOAST_SHOW_DELAY_MS + TOAST_DEFAULT_MS + TOAST_HIDE_ANIMATION_MS;
    vi.advanceTimersByTime(lifetime - 1);
    expect(queue.toasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.toasts().map((t) => t.text)).toEqual(['Long']);
    vi.advanceTimersByTime(SAVE_TOAST_MS - TOAST_DEFAULT_MS);
    expect(queue.toasts()).toEqual([]);
  });

  it('DISMISS hides that toast and removes it after the hide animation', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { id: 'a', text: 'A' } });
    queue.send({ type: 'ADD', toast: { id: 'b', text: 'B' } });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    queue.send({ type: 'DISMISS', id: 'a' });
    expect(queue.toasts()[0]?.ref.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(TOAST_HIDE_ANIMATION_MS - 1);
    expect(queue.toasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.toasts().map((t) => t.id)).toEqual(['b']);
  });

  it('ignores DISMISS of an unknown id', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { id: 'a', text: 'A' } });
    queue.send({ type: 'DISMISS', id: 'zzz' });
    expect(queue.toasts()[0]?.ref.getSnapshot().value).toBe('pending');
  });

  it('a hovered toast stays queued while the others leave', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { id: 'a', text: 'A' } });
    queue.send({ type: 'ADD', toast: { id: 'b', text: 'B' } });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    queue.toasts()[0]?.ref.send({ type: 'POINTER_ENTER' });
    vi.advanceTimersByTime(TOAST_DEFAULT_MS + TOAST_HIDE_ANIMATION_MS);
    expect(queue.toasts().map((t) => t.id)).toEqual(['a']);
  });

  it('can reuse an id after the toast has gone', () => {
    const queue = startQueue();
    queue.send({ type: 'ADD', toast: { id: 'save', text: 'One' } });
    queue.send({ type: 'DISMISS', id: 'save' });
    vi.advanceTimersByTime(TOAST_HIDE_ANIMATION_MS);
    expect(queue.toasts()).toEqual([]);
    queue.send({ type: 'ADD', toast: { id: 'save', text: 'Two' } });
    expect(queue.toasts().map((t) => t.text)).toEqual(['Two']);
    expect(queue.toasts()[0]?.ref.getSnapshot().value).toBe('pending');
  });

  it("shows a toast from another machine's custom action without XState's dev warning", () => {
    // An app shows toasts from custom actions (the save flow's showToast): the toast actor is then
    // created inside that action, and a context function made XState warn "Custom actions should
    // not call `assign()` directly" (statelyai/xstate#5343) in the dev console on every Save.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = startQueue();
    const saver = createActor(
      setup({
        actions: {
          showToast: () =>
            queue.send({ type: 'ADD', toast: { text: 'Saved to Food', duration: SAVE_TOAST_MS } }),
        },
      }).createMachine({ on: { SAVE: { actions: 'showToast' } } }),
    ).start();
    saver.send({ type: 'SAVE' });
    expect(queue.toasts()).toMatchObject([{ text: 'Saved to Food', duration: SAVE_TOAST_MS }]);
    expect(queue.toasts()[0]?.ref.getSnapshot().context.duration).toBe(SAVE_TOAST_MS);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
