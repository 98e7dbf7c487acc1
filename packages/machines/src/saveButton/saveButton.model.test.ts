import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { saveButtonMachine, savedBadge } from './saveButton.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('saveButtonMachine model: every state and transition', async () => {
  await checkModel({
    machine: saveButtonMachine,
    inputs: [{}, { saved: true, optionsType: 'inline' }],
    invariants: {
      unsaved: (s) => expect(savedBadge(s)).toEqual({ shown: false, newlySaved: false }),
      'saved.initially': (s) => {
        expect(s.context.savedAtFirstRender).toBe(true);
        expect(savedBadge(s)).toEqual({ shown: true, newlySaved: false });
      },
      'saved.newly': (s) => expect(savedBadge(s)).toEqual({ shown: true, newlySaved: true }),
    },
  });
});
