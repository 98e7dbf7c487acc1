/**
 * Save button (SPEC §4): the variant is chosen once from the input by `saveButtonVariant` of
 * @tessera/model (classic, inline with dropdown, persistentOneClickSave, promote; quick-save for
 * the experiment group or an enabled save behaviour). A save this button made marks the saved
 * badge newly saved (`newly`) until a delete it made succeeds (`idle`): SAVE_DONE / DELETE_DONE
 * are the results of the card's save flow. A save made here first confirms (`newly.confirming`,
 * the one-tap "Saved!") for SAVED_CONFIRMATION_MS (§9 950 ms), then settles (`newly.settled`: the
 * board name, or Saved to Profile). Whether the pin is saved is the entity store's: the machine
 * holds no copy, `savedBadge` and `savedConfirming` are given it.
 */
import { type SaveButtonVariant, saveButtonVariant } from '@tessera/model';
import { SAVED_CONFIRMATION_MS } from '@tessera/tokens';
import { type SnapshotFrom, setup } from 'xstate';

export interface SaveButtonInput {
  optionsType?: string | null;
  quickSaveExperiment?: boolean;
  saveBehaviorEnabled?: boolean;
}

export interface SaveButtonContext {
  variant: SaveButtonVariant;
}

/** A save or a delete of this button's save flow succeeded. */
export type SaveButtonEvent = { type: 'SAVE_DONE' } | { type: 'DELETE_DONE' };

export const saveButtonMachine = setup({
  types: {
    input: {} as SaveButtonInput,
    context: {} as SaveButtonContext,
    events: {} as SaveButtonEvent,
  },
  delays: {
    SAVED_CONFIRMATION_MS, // §4 one-tap "Saved!" shows 950 ms, then the board name
  },
}).createMachine({
  id: 'saveButton',
  context: ({ input }) => ({ variant: saveButtonVariant(input ?? {}) }),
  initial: 'idle',
  states: {
    idle: { on: { SAVE_DONE: 'newly' } },
    newly: {
      initial: 'confirming',
      // A save made again here (the pin was unsaved elsewhere meanwhile) confirms again.
      on: { DELETE_DONE: 'idle', SAVE_DONE: { target: '.confirming', reenter: true } },
      states: {
        confirming: { after: { SAVED_CONFIRMATION_MS: 'settled' } },
        settled: {},
      },
    },
  },
});

/**
 * The badge of the saved state for a pin `saved` or not (the store's): shown while saved, marked
 * newly saved when this button saved it.
 */
export function savedBadge(
  snapshot: SnapshotFrom<typeof saveButtonMachine>,
  saved: boolean,
): { shown: boolean; newlySaved: boolean } {
  return { shown: saved, newlySaved: saved && snapshot.matches('newly') };
}

/**
 * Whether the one-tap button confirms a save it just made ("Saved!", §4) for a pin `saved` or not
 * (the store's): only while saved, in the SAVED_CONFIRMATION_MS after this button's save.
 */
export function savedConfirming(snapshot: SnapshotFrom<typeof saveButtonMachine>, saved: boolean): boolean {
  return saved && snapshot.matches({ newly: 'confirming' });
}
