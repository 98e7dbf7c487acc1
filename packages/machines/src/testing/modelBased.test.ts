/** The model-based checker itself must fail on an unreachable state, a missing invariant and drift. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { checkModel, leafStates } from './modelBased.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const machine = setup({ types: { events: {} as { type: 'GO' } } }).createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: { on: { GO: 'b' } },
    b: { initial: 'x', states: { x: { after: { 50: 'y' } }, y: {} } },
    island: {},
  },
});

describe('checkModel', () => {
  it('lists leaf states by dotted path', () => {
    expect(leafStates(machine)).toEqual(['a', 'b.x', 'b.y', 'island']);
  });

  it('fails when a state is unreachable', async () => {
    const ok = () => {};
    await expect(
      checkModel({ machine, invariants: { a: ok, 'b.x': ok, 'b.y': ok, island: ok } }),
    ).rejects.toThrow(/every leaf state is reachable/);
  });

  it('fails when a leaf state has no invariant', async () => {
    const ok = () => {};
    await expect(checkModel({ machine, invariants: { a: ok, 'b.x': ok } })).rejects.toThrow(/one invariant/);
  });

  it('fails when an invariant does not hold', async () => {
    const ok = () => {};
    const reachable = machine.provide({});
    const bad = () => expect('y').toBe('z');
    await expect(
      checkModel({ machine: reachable, invariants: { a: ok, 'b.x': ok, 'b.y': bad, island: ok } }),
    ).rejects.toThrow();
  });
});
