import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel } from '../testing/modelBased.ts';
import { appUiFlags, appUiMachine } from './appUi.machine.ts';
import { darkModeMachine } from './darkMode.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('appUiMachine model: every flag state and transition', async () => {
  const flag =
    (name: keyof ReturnType<typeof appUiFlags>, value: boolean) => (s: Parameters<typeof appUiFlags>[0]) =>
      expect(appUiFlags(s)[name]).toBe(value);
  await checkModel({
    machine: appUiMachine,
    events: [
      { type: 'SET_AUTOPLAY', enabled: true },
      { type: 'SET_AUTOPLAY', enabled: false },
      { type: 'SET_VIEWPORT', size: 'sm' },
    ],
    context: (c) => c.viewport,
    invariants: {
      'focus.focused': flag('appInFocus', true),
      'focus.unfocused': flag('appInFocus', false),
      'footerPlusButton.visible': flag('footerPlusButtonVisible', true),
      'footerPlusButton.hidden': flag('footerPlusButtonVisible', false),
      'autoplay.off': flag('autoplay', false),
      'autoplay.on': flag('autoplay', true),
      'typeahead.closed': flag('typeaheadOverlay', false),
      'typeahead.open': flag('typeaheadOverlay', true),
    },
  });
});

it('darkModeMachine model: every state and transition; reload only after a save', async () => {
  let reloads = 0;
  await checkModel({
    machine: darkModeMachine,
    inputs: [{}, { enabled: true }],
    beforeReplay: () => {
      reloads = 0;
    },
    live: { provide: { actions: { reload: () => reloads++ } } },
    context: (c) => c,
    invariants: {
      idle: (s) => {
        expect(reloads).toBe(0);
        expect(s.context.requested).toBe(s.context.enabled);
      },
      saving: (s) => expect(s.context.requested).not.toBe(s.context.enabled),
      reloading: () => expect(reloads).toBe(1),
    },
  });
});
