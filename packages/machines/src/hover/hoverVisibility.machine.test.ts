import { HOVER_INACTIVE_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type HoverVisibilityInput,
  hoverVisibility,
  hoverVisibilityMachine,
} from './hoverVisibility.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: HoverVisibilityInput = {}) {
  const actor = createActor(hoverVisibilityMachine, { input }).start();
  return {
    actor,
    send: actor.send.bind(actor),
    value: () => actor.getSnapshot().value,
    flags: () => hoverVisibility(actor.getSnapshot()),
  };
}

describe('hoverVisibilityMachine (§4 hover visibility)', () => {
  it('is active immediately on hover by default, showing action bar, primary and secondary', () => {
    const h = start();
    expect(h.flags()).toEqual({ actionBar: false, primary: false, secondary: false, savedOverlay: false });
    h.send({ type: 'POINTER_ENTER' });
    expect(h.value()).toBe('active');
    expect(h.flags()).toEqual({ actionBar: true, primary: true, secondary: true, savedOverlay: false });
  });

  it('becomes inactive 120 ms after leaving (119 still active)', () => {
    expect(HOVER_INACTIVE_MS).toBe(120);
    const h = start();
    h.send({ type: 'POINTER_ENTER' });
    h.send({ type: 'POINTER_LEAVE' });
    vi.advanceTimersByTime(HOVER_INACTIVE_MS - 1);
    expect(h.flags().actionBar).toBe(true);
    vi.advanceTimersByTime(1);
    expect(h.value()).toBe('inactive');
    expect(h.flags().actionBar).toBe(false);
  });

  it('coming back within 120 ms keeps it active', () => {
    const h = start();
    h.send({ type: 'POINTER_ENTER' });
    h.send({ type: 'POINTER_LEAVE' });
    vi.advanceTimersByTime(100);
    h.send({ type: 'POINTER_ENTER' });
    vi.advanceTimersByTime(HOVER_INACTIVE_MS);
    expect(h.value()).toBe('active');
  });

  it('with a delay, activates only after it (and not if the pointer left)', () => {
    const h = start({ activationDelayMs: 300 });
    h.send({ type: 'POINTER_ENTER' });
    vi.advanceTimersByTime(299);
    expect(h.value()).toBe('activating');
    expect(h.flags().primary).toBe(false);
    vi.advanceTimersByTime(1);
    expect(h.value()).toBe('active');
    const g = start({ activationDelayMs: 300 });
    g.send({ type: 'POINTER_ENTER' });
    g.send({ type: 'POINTER_LEAVE' });
    vi.advanceTimersByTime(300);
    expect(g.value()).toBe('inactive');
  });

  it('hides primary and secondary for deleted story pins and some surfaces', () => {
    const h = start({ hidePrimaryAndSecondary: true });
    h.send({ type: 'POINTER_ENTER' });
    expect(h.flags()).toEqual({ actionBar: true, primary: false, secondary: false, savedOverlay: false });
  });

  it('hides the action bar on selection-type surfaces', () => {
    const h = start({ hideActionBar: true });
    h.send({ type: 'POINTER_ENTER' });
    expect(h.flags()).toEqual({ actionBar: false, primary: true, secondary: true, savedOverlay: false });
  });

  it('the saved overlay shows while saved (the store says so) and not hovered', () => {
    const h = start();
    const overlay = (saved: boolean) => hoverVisibility(h.actor.getSnapshot(), saved).savedOverlay;
    expect(overlay(true)).toBe(true);
    expect(overlay(false)).toBe(false);
    h.send({ type: 'POINTER_ENTER' });
    expect(overlay(true)).toBe(false);
    h.send({ type: 'POINTER_LEAVE' });
    expect(overlay(true)).toBe(false);
    vi.advanceTimersByTime(HOVER_INACTIVE_MS);
    expect(overlay(true)).toBe(true);
  });
});
