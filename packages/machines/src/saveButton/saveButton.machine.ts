/**
 * Save button (SPEC §4): the variant is chosen once from the input by `saveButtonVariant` of
 * @tessera/model (classic, inline with dropdown, persistentOneClickSave, promote; quick-save for
 * the experiment group or an enabled save behaviour). The saved state shows a badge, marked newly
 * saved when the pin was not saved at first render: `saved.initially` vs `saved.newly`.
 * SAVED / UNSAVED report the save state (e.g. from saveFlowMachine).
 */
import { type SaveButtonVariant, saveButtonVariant } from '@tessera/model';
import { assign, type SnapshotFrom, setup } from 'xstate';

export interface SaveButtonInput {
  optionsType?: string | null;
  quickSaveExperiment?: boolean;
  saveBehaviorEnabled?: boolean;
  /** Saved at first render. */
  saved?: boolean;
}

export interface SaveButtonContext {
  variant: SaveButtonVariant;
  savedAtFirstRender: boolean;
  /** Consumed by the first transition. */
  firstRender: boolean;
}

export type SaveButtonEvent = { type: 'SAVED' } | { type: 'UNSAVED' };

export const saveButtonMachine = setup({
  types: {
    input: {} as SaveButtonInput,
    context: {} as SaveButtonContext,
    events: {} as SaveButtonEvent,
  },
  guards: {
    savedAtFirstRender: ({ context }) => context.firstRender && context.savedAtFirstRender,
  },
}).createMachine({
  id: 'saveButton',
  context: ({ input }) => ({
    variant: saveButtonVariant(input ?? {}),
    savedAtFirstRender: input?.saved ?? false,
    firstRender: true,
  }),
  initial: 'unsaved',
  states: {
    unsaved: {
      always: {
        guard: 'savedAtFirstRender',
        target: 'saved.initially',
        actions: assign({ firstRender: false }),
      },
      on: { SAVED: 'saved.newly' },
    },
    saved: {
      on: { UNSAVED: 'unsaved' },
      initial: 'newly',
      states: { initially: {}, newly: {} },
    },
  },
});

/** The badge of the saved state: hidden, shown, or shown and marked newly saved. */
export function savedBadge(snapshot: SnapshotFrom<typeof saveButtonMachine>): {
  shown: boolean;
  newlySaved: boolean;
} {
  return { shown: snapshot.matches('saved'), newlySaved: snapshot.matches({ saved: 'newly' }) };
}
