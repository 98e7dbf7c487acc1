/**
 * Dark mode (SPEC §4): set, then the page reloads; cleared likewise. SET / CLEAR store the choice
 * (the `saveDarkMode` actor, e.g. UserStateResource create or a cookie) and then run the `reload`
 * action; a failed save goes back to `idle` and emits `saveFailed`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

export interface DarkModeInput {
  enabled?: boolean;
}

export type DarkModeEvent = { type: 'SET' } | { type: 'CLEAR' };

export const darkModeMachine = setup({
  types: {
    input: {} as DarkModeInput,
    context: {} as { enabled: boolean; requested: boolean },
    events: {} as DarkModeEvent,
    emitted: {} as { type: 'saveFailed'; error: unknown },
  },
  actors: {
    saveDarkMode: fromPromise<void, { enabled: boolean }>(() =>
      Promise.reject(new Error('darkModeMachine: provide the saveDarkMode actor')),
    ),
  },
  actions: {
    reload: () => {},
  },
  guards: {
    isOff: ({ context }) => !context.enabled,
    isOn: ({ context }) => context.enabled,
  },
}).createMachine({
  id: 'darkMode',
  context: ({ input }) => ({ enabled: input?.enabled ?? false, requested: input?.enabled ?? false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SET: { guard: 'isOff', target: 'saving', actions: assign({ requested: true }) },
        CLEAR: { guard: 'isOn', target: 'saving', actions: assign({ requested: false }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveDarkMode',
        src: 'saveDarkMode',
        input: ({ context }) => ({ enabled: context.requested }),
        onDone: { target: 'reloading', actions: assign({ enabled: ({ context }) => context.requested }) },
        onError: {
          target: 'idle',
          actions: [
            assign({ requested: ({ context }) => context.enabled }),
            emit(({ event }) => ({ type: 'saveFailed' as const, error: event.error })),
          ],
        },
      },
    },
    reloading: { type: 'final', entry: 'reload' },
  },
});
