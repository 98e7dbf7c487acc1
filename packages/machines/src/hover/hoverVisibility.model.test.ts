import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { hoverVisibility, hoverVisibilityMachine } from './hoverVisibility.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('hoverVisibilityMachine model: every state and transition; flags follow the state', async () => {
  await checkModel({
    machine: hoverVisibilityMachine,
    inputs: [{}, { activationDelayMs: 200, saved: true, hideActionBar: true, hidePrimaryAndSecondary: true }],
    events: [
      { type: 'SAVED_CHANGED', saved: true },
      { type: 'SAVED_CHANGED', saved: false },
    ],
    context: (c) => c.saved,
    invariants: {
      inactive: (s) => expect(hoverVisibility(s)).toMatchObject({ actionBar: false, primary: false }),
      activating: (s) => {
        expect(s.context.activationDelayMs).toBeGreaterThan(0);
        expect(hoverVisibility(s).primary).toBe(false);
      },
      active: (s) => {
        expect(hoverVisibility(s).savedOverlay).toBe(false);
        expect(hoverVisibility(s).primary).toBe(!s.context.hidePrimaryAndSecondary);
        expect(hoverVisibility(s).actionBar).toBe(!s.context.hideActionBar);
      },
      deactivating: (s) => expect(hoverVisibility(s).secondary).toBe(!s.context.hidePrimaryAndSecondary),
    },
  });
});
