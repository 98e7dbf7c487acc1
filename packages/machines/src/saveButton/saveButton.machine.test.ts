import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type SaveButtonInput, saveButtonMachine, savedBadge } from './saveButton.machine.ts';

const start = (input: SaveButtonInput = {}) => createActor(saveButtonMachine, { input }).start();

describe('saveButtonMachine (§4 save button variants, newly-saved badge)', () => {
  it('chooses the variant from the options type, quick-save for the experiment or save behaviour', () => {
    expect(start().getSnapshot().context.variant).toBe('classic');
    expect(start({ optionsType: 'inline' }).getSnapshot().context.variant).toBe('inline');
    expect(start({ optionsType: 'promote', quickSaveExperiment: true }).getSnapshot().context.variant).toBe(
      'quickSave',
    );
    expect(start({ saveBehaviorEnabled: true }).getSnapshot().context.variant).toBe('quickSave');
  });

  it('a pin saved before (the store says saved, no save here): badge shown, not newly saved', () => {
    const b = start();
    expect(savedBadge(b.getSnapshot(), true)).toEqual({ shown: true, newlySaved: false });
    expect(savedBadge(b.getSnapshot(), false)).toEqual({ shown: false, newlySaved: false });
  });

  it('a save made here: newly saved while the store says saved; a delete made here ends it', () => {
    const b = start();
    b.send({ type: 'SAVE_DONE' });
    expect(savedBadge(b.getSnapshot(), true)).toEqual({ shown: true, newlySaved: true });
    // unsaved elsewhere: no badge at all
    expect(savedBadge(b.getSnapshot(), false)).toEqual({ shown: false, newlySaved: false });
    b.send({ type: 'DELETE_DONE' });
    expect(savedBadge(b.getSnapshot(), true)).toEqual({ shown: true, newlySaved: false });
    b.send({ type: 'SAVE_DONE' });
    expect(savedBadge(b.getSnapshot(), true).newlySaved).toBe(true);
  });
});
