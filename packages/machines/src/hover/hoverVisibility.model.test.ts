import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { hoverVisibility, hoverVisibilityMachine } from './hoverVisibility.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'hoverVisibilityMachine model: every state and transition; flags follow the state',
  async () => {
    await checkModel({
      machine: hoverVisibilityMachine,
      inputs: [{}, { activationDelayMs: 200, hideActionBar: true, hidePrimaryAndSecondary: true }],
      invariants: {
        inactive: (s) => {
          expect(hoverVisibility(s)).toMatchObject({ actionBar: false, primary: false, savedOverlay: false });
          expect(hoverVisibility(s, true).savedOverlay).toBe(true);
        },
        activating: (s) => {
          expect(s.context.activationDelayMs).toBeGreaterThan(0);
          expect(hoverVisibility(s).primary).toBe(false);
        },
        active: (s) => {
          expect(hoverVisibility(s, true).savedOverlay).toBe(false);
          expect(hoverVisibility(s).primary).toBe(!s.context.hidePrimaryAndSecondary);
          expect(hoverVisibility(s).actionBar).toBe(!s.context.hideActionBar);
        },
        deactivating: (s) => expect(hoverVisibility(s).secondary).toBe(!s.context.hidePrimaryAndSecondary),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
