import { MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type MobileModalInput, mobileModalMachine } from './mobileModal.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ACTIONS = [
  'pauseImpressions',
  'resumeImpressions',
  'pauseAppFocus',
  'resumeAppFocus',
  'lockScroll',
  'unlockScroll',
] as const;

function start(input: MobileModalInput = {}) {
  const log: string[] = [];
  const actions = Object.fromEntries(ACTIONS.map((name) => [name, () => log.push(name)]));
  const actor = createActor(mobileModalMachine.provide({ actions }), { input }).start();
  return { actor, log, value: () => actor.getSnapshot().value, send: actor.send.bind(actor) };
}

describe('mobileModalMachine (§4 mobile modal)', () => {
  it('opening pauses impressions and app focus and locks scroll; closing undoes them', () => {
    const m = start();
    expect(m.value()).toBe('closed');
    m.send({ type: 'OPEN' });
    expect(m.log).toEqual(['pauseImpressions', 'pauseAppFocus', 'lockScroll']);
    m.send({ type: 'CLOSE' });
    expect(m.value()).toBe('closed');
    expect(m.log.slice(3)).toEqual(['resumeImpressions', 'resumeAppFocus', 'unlockScroll']);
  });

  it('does not lock scroll when the modal allows scrolling', () => {
    const m = start({ allowScroll: true });
    m.send({ type: 'OPEN' });
    m.send({ type: 'CLOSE' });
    expect(m.log).not.toContain('lockScroll');
    expect(m.log).not.toContain('unlockScroll');
  });

  it('a mask tap closes when allowed, not otherwise', () => {
    const m = start();
    m.send({ type: 'OPEN' });
    m.send({ type: 'MASK_TAP' });
    expect(m.value()).toBe('closed');
    const n = start({ closeOnMaskTap: false });
    n.send({ type: 'OPEN' });
    n.send({ type: 'MASK_TAP' });
    expect(n.value()).toEqual({ open: 'waiting' });
  });

  it('slides up after 500 ms (499 waiting) over 225 ms (224 sliding)', () => {
    expect([MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS]).toEqual([500, 225]);
    const m = start();
    m.send({ type: 'OPEN' });
    vi.advanceTimersByTime(MOBILE_SLIDE_UP_DELAY_MS - 1);
    expect(m.value()).toEqual({ open: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(m.value()).toEqual({ open: 'slidingUp' });
    vi.advanceTimersByTime(MOBILE_SLIDE_UP_MS - 1);
    expect(m.value()).toEqual({ open: 'slidingUp' });
    vi.advanceTimersByTime(1);
    expect(m.value()).toEqual({ open: 'shown' });
  });

  it('can start open, and stays closed after closing', () => {
    const m = start({ open: true });
    expect(m.value()).toEqual({ open: 'waiting' });
    expect(m.log).toEqual(['pauseImpressions', 'pauseAppFocus', 'lockScroll']);
    m.send({ type: 'CLOSE' });
    expect(m.value()).toBe('closed');
  });

  it('OPEN while open does not pause twice', () => {
    const m = start();
    m.send({ type: 'OPEN' });
    m.send({ type: 'OPEN' });
    expect(m.log.filter((a) => a === 'pauseImpressions')).toHaveLength(1);
  });
});
