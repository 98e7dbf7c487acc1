/**
 * Dark mode (SPEC §4): set, then the page reloads; cleared likewise. SET { scheme } stores a
 * choice (light or dark), CLEAR goes back to the system's colours (scheme null); the `saveDarkMode`
 * actor stores it (the site: its local storage) and then the `reload` action runs. A failed save
 * does not reload: back to `idle`, emitting `saveFailed` (the page would come back in the old
 * colours). Presses while saving are ignored. The machine holds only the choice in flight: the
 * scheme in force is read from where it is stored, by whoever draws the choice.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

/** A stored colour scheme; null: none stored, the system's colours. */
export type DarkModeScheme = 'light' | 'dark' | null;

export type DarkModeEvent = { type: 'SET'; scheme: 'light' | 'dark' } | { type: 'CLEAR' };

export const darkModeMachine = setup({
  types: {
    context: {} as { requested: DarkModeScheme },
    events: {} as DarkModeEvent,
    emitted: {} as { type: 'saveFailed'; error: unknown },
  },
  actors: {
    saveDarkMode: fromPromise<void, { scheme: DarkModeScheme }>(() =>
      Promise.reject(new Error('darkModeMachine: provide the saveDarkMode actor')),
    ),
  },
  actions: {
    reload: () => {},
  },
}).createMachine({
  id: 'darkMode',
  context: { requested: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SET: { target: 'saving', actions: assign({ requested: ({ event }) => event.scheme }) },
        CLEAR: { target: 'saving', actions: assign({ requested: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveDarkMode',
        src: 'saveDarkMode',
        input: ({ context }) => ({ scheme: context.requested }),
        onDone: 'reloading',
        onError: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'saveFailed' as const, error: event.error })),
        },
      },
    },
    reloading: { type: 'final', entry: 'reload' },
  },
});
