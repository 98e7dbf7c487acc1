import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { saveButtonMachine, savedBadge, savedConfirming } from './saveButton.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'saveButtonMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: saveButtonMachine,
      inputs: [{}, { optionsType: 'inline' }],
      invariants: {
        idle: (s) => {
          expect(savedBadge(s, true)).toEqual({ shown: true, newlySaved: false });
          expect(savedBadge(s, false)).toEqual({ shown: false, newlySaved: false });
          expect(savedConfirming(s, true)).toBe(false);
        },
        'newly.confirming': (s) => {
          expect(savedBadge(s, true)).toEqual({ shown: true, newlySaved: true });
          expect(savedBadge(s, false)).toEqual({ shown: false, newlySaved: false });
          expect(savedConfirming(s, true)).toBe(true);
          expect(savedConfirming(s, false)).toBe(false);
        },
        'newly.settled': (s) => {
          expect(savedBadge(s, true)).toEqual({ shown: true, newlySaved: true });
          expect(savedBadge(s, false)).toEqual({ shown: false, newlySaved: false });
          expect(savedConfirming(s, true)).toBe(false);
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
