/**
 * Model-based test (@xstate/graph): every shortest and every simple path through the one-tap save
 * machine, from an unsaved and from a saved pin, is replayed on a live actor whose repin and delete
 * calls are settled by hand and whose timers are fake. After each step the live actor must be in
 * the state the model predicts, and together the paths must visit every state.
 */
import type { RepinResult } from '@tessera/model';
import { SAVED_CONFIRMATION_MS } from '@tessera/tokens';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_RESULT, startOneTapSave } from '../testing/oneTapSave.harness.ts';
import { type OneTapSaveEvent, type OneTapSaveInput, oneTapSaveMachine } from './oneTapSave.machine.ts';

/** The events the model may take: taps, the settled calls and the confirmation timer. */
type ModelEvent =
  | { type: 'TAP' }
  | { type: 'xstate.done.actor.repin'; output: RepinResult }
  | { type: 'xstate.error.actor.repin'; error: unknown }
  | { type: 'xstate.done.actor.deletePin'; output: undefined }
  | { type: 'xstate.error.actor.deletePin'; error: unknown }
  | { type: 'xstate.after.SAVED_CONFIRMATION_MS.oneTapSave.saved.confirming' };

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'TAP' },
  { type: 'xstate.done.actor.repin', output: BOARD_RESULT },
  { type: 'xstate.error.actor.repin', error: Object.assign(new Error('Nope'), { http_status: 500 }) },
  { type: 'xstate.done.actor.deletePin', output: undefined },
  { type: 'xstate.error.actor.deletePin', error: new Error('Nope') },
  { type: 'xstate.after.SAVED_CONFIRMATION_MS.oneTapSave.saved.confirming' },
];

const ALL_STATES = ['none', 'saving', 'saved.confirming', 'saved.showingBoard', 'deleting'];

const stateKey = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateKey(child)}`)
        .join(',');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function replay(
  input: OneTapSaveInput,
  steps: Array<{ event: ModelEvent; state: { value: unknown } }>,
) {
  const save = startOneTapSave(input);
  const visited = [stateKey(save.value())];
  for (const step of steps) {
    const { event } = step;
    switch (event.type) {
      case 'TAP':
        save.tap();
        break;
      case 'xstate.done.actor.repin':
        await save.resolveRepin(event.output);
        break;
      case 'xstate.error.actor.repin':
        await save.rejectRepin(event.error);
        break;
      case 'xstate.done.actor.deletePin':
        await save.resolveDelete();
        break;
      case 'xstate.error.actor.deletePin':
        await save.rejectDelete(event.error);
        break;
      case 'xstate.after.SAVED_CONFIRMATION_MS.oneTapSave.saved.confirming':
        await vi.advanceTimersByTimeAsync(SAVED_CONFIRMATION_MS);
        break;
      default:
        // xstate.init: the actor has already started
        break;
    }
    expect(stateKey(save.value())).toBe(stateKey(step.state.value));
    visited.push(stateKey(save.value()));
  }
  save.actor.stop();
  return visited;
}

describe.each<[string, OneTapSaveInput]>([
  ['an unsaved pin', { pinId: 'pin-1' }],
  ['a pin saved to a board', { pinId: 'pin-1', savedBoard: { id: 'b9', name: 'Soups' } }],
])('oneTapSaveMachine model from %s', (_name, input) => {
  // createTestModel refuses machines with invocations, so the paths come from the traversals directly.
  const traversal = { input, events: MODEL_EVENTS as unknown as OneTapSaveEvent[] };

  it.each([
    ['shortest', () => getShortestPaths(oneTapSaveMachine, traversal)],
    ['simple', () => getSimplePaths(oneTapSaveMachine, traversal)],
  ])('every %s path holds on a live actor, and all states are reached', async (_kind, getPaths) => {
    const paths = getPaths();
    expect(paths.length).toBeGreaterThan(0);
    const visited = new Set<string>();
    for (const path of paths) {
      const steps = path.steps as unknown as Array<{ event: ModelEvent; state: { value: unknown } }>;
      for (const key of await replay(input, steps)) visited.add(key);
    }
    expect([...visited].sort()).toEqual([...ALL_STATES].sort());
  });
});
