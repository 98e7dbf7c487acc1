/**
 * The toast queue has a single state; its model is its context: which toasts are queued. Every
 * edge (ADD of a new or a queued id, DISMISS of a queued or unknown id) is replayed on a live
 * queue, and the queued ids must match the model.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { toastQueueMachine } from './toastQueue.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'toastQueueMachine model: every ADD and DISMISS edge',
  async () => {
    const result = await checkModel({
      machine: toastQueueMachine,
      events: [
        { type: 'ADD', toast: { id: 'a', text: 'A' } },
        { type: 'ADD', toast: { id: 'b', text: 'B' } },
        { type: 'DISMISS', id: 'a' },
        { type: 'DISMISS', id: 'zzz' },
      ],
      context: (c) => c.toasts.map((t: { id: string; text: string }) => `${t.id}:${t.text}`),
      invariants: {},
    });
    // states: [], [a], [b], [a, b], [b, a]
    expect(result.states).toBe(5);
    expect(result.transitions).toBeGreaterThanOrEqual(15);
  },
  MODEL_TEST_TIMEOUT_MS,
);
