import { CAROUSEL_INDEX_MS, SWIPE_MAX_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type CarouselInput, carouselMachine, type SwipeLog, swipeEventType } from './carousel.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: CarouselInput = { slotCount: 3 }) {
  const logs: SwipeLog[] = [];
  const actor = createActor(carouselMachine.provide({ actions: { logSwipe: (_, log) => logs.push(log) } }), {
    input,
  });
  const taps = vi.fn();
  actor.on('tap', taps);
  actor.start();
  const index = () => actor.getSnapshot().context.index;
  const value = () => actor.getSnapshot().value;
  const gesture = (dx: number, dy: number, ms: number) => {
    actor.send({ type: 'POINTER_DOWN', x: 100, y: 100, time: 1000 });
    actor.send({ type: 'POINTER_UP', x: 100 + dx, y: 100 + dy, time: 1000 + ms });
  };
  return { actor, logs, taps, index, value, gesture, send: actor.send.bind(actor) };
}

describe('carouselMachine (§4 carousel)', () => {
  it('keeps the spec numbers and event codes', () => {
    expect(CAROUSEL_INDEX_MS).toBe(4000);
    expect(SWIPE_MAX_MS).toBe(500);
    expect(swipeEventType('next', false)).toBe(108);
    expect(swipeEventType('previous', false)).toBe(108);
    expect(swipeEventType('next', true)).toBe(9315);
    expect(swipeEventType('previous', true)).toBe(9316);
  });

  it('arrows move within bounds: previous does nothing at the first, next at the last', () => {
    const c = start();
    c.send({ type: 'PREVIOUS' });
    expect(c.index()).toBe(0);
    expect(c.value()).toBe('indexHidden');
    c.send({ type: 'NEXT' });
    c.send({ type: 'NEXT' });
    expect(c.index()).toBe(2);
    c.send({ type: 'NEXT' });
    expect(c.index()).toBe(2);
    c.send({ type: 'PREVIOUS' });
    expect(c.index()).toBe(1);
  });

  it('dots go to a slot; out-of-range dots are ignored', () => {
    const c = start();
    c.send({ type: 'GO_TO', index: 2 });
    expect(c.index()).toBe(2);
    c.send({ type: 'GO_TO', index: 3 });
    c.send({ type: 'GO_TO', index: -1 });
    c.send({ type: 'GO_TO', index: 1.5 });
    expect(c.index()).toBe(2);
  });

  it('clamps the initial index', () => {
    expect(start({ slotCount: 3, index: 9 }).index()).toBe(2);
    expect(start({ slotCount: 3, index: -2 }).index()).toBe(0);
  });

  it('shows the index for 4000 ms after a change (3999 shown, 4000 hidden)', () => {
    const c = start();
    c.send({ type: 'NEXT' });
    expect(c.value()).toBe('indexShown');
    vi.advanceTimersByTime(CAROUSEL_INDEX_MS - 1);
    expect(c.value()).toBe('indexShown');
    vi.advanceTimersByTime(1);
    expect(c.value()).toBe('indexHidden');
  });

  it('a new change restarts the 4000 ms', () => {
    const c = start();
    c.send({ type: 'NEXT' });
    vi.advanceTimersByTime(3000);
    c.send({ type: 'PREVIOUS' });
    vi.advanceTimersByTime(CAROUSEL_INDEX_MS - 1);
    expect(c.value()).toBe('indexShown');
    vi.advanceTimersByTime(1);
    expect(c.value()).toBe('indexHidden');
  });

  it('a swipe left goes to the next slot and logs 108; right goes back', () => {
    const c = start();
    c.gesture(-60, 10, 200);
    expect(c.index()).toBe(1);
    expect(c.logs).toEqual([{ eventType: 108, direction: 'next', index: 1 }]);
    c.gesture(60, -10, 200);
    expect(c.index()).toBe(0);
    expect(c.logs[1]).toEqual({ eventType: 108, direction: 'previous', index: 0 });
  });

  it('search third-party ad modules log 9315 / 9316', () => {
    const c = start({ slotCount: 3, searchThirdPartyAd: true });
    c.gesture(-60, 0, 100);
    c.gesture(60, 0, 100);
    expect(c.logs.map((l) => l.eventType)).toEqual([9315, 9316]);
  });

  it('a swipe must be held under 500 ms (499 swipes, 500 does not)', () => {
    const c = start();
    c.gesture(-60, 0, SWIPE_MAX_MS - 1);
    expect(c.index()).toBe(1);
    c.gesture(-60, 0, SWIPE_MAX_MS);
    expect(c.index()).toBe(1);
    expect(c.logs).toHaveLength(1);
  });

  it('a swipe needs horizontal movement to dominate', () => {
    const c = start();
    c.gesture(-40, 40, 100);
    c.gesture(-40, -41, 100);
    expect(c.index()).toBe(0);
  });

  it('under 10 px (squared distance 100) is a tap, 10 px is not', () => {
    const c = start();
    c.gesture(-6, 7, 100); // 36 + 49 = 85
    expect(c.taps).toHaveBeenCalledTimes(1);
    c.gesture(-6, 8, 100); // 36 + 64 = 100: not a tap, vertical dominant: nothing
    expect(c.taps).toHaveBeenCalledTimes(1);
    c.gesture(-10, 0, 100); // 100: a swipe
    expect(c.taps).toHaveBeenCalledTimes(1);
    expect(c.index()).toBe(1);
  });

  it('a swipe past the bounds does nothing and is not logged', () => {
    const c = start();
    c.gesture(60, 0, 100);
    expect(c.index()).toBe(0);
    expect(c.logs).toEqual([]);
  });

  it('POINTER_UP without POINTER_DOWN, or after cancel, does nothing', () => {
    const c = start();
    c.send({ type: 'POINTER_UP', x: 0, y: 0, time: 0 });
    c.send({ type: 'POINTER_DOWN', x: 100, y: 0, time: 0 });
    c.send({ type: 'POINTER_CANCEL' });
    c.send({ type: 'POINTER_UP', x: 0, y: 0, time: 10 });
    expect(c.index()).toBe(0);
    expect(c.taps).not.toHaveBeenCalled();
  });

  it('emits indexChanged', () => {
    const c = start();
    const changes: number[] = [];
    c.actor.on('indexChanged', (e) => changes.push(e.index));
    c.send({ type: 'NEXT' });
    c.send({ type: 'GO_TO', index: 0 });
    expect(changes).toEqual([1, 0]);
  });
});
