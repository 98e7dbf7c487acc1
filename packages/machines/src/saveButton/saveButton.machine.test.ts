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

  it('saved at first render: badge shown, not newly saved', () => {
    const b = start({ saved: true });
    expect(savedBadge(b.getSnapshot())).toEqual({ shown: true, newlySaved: false });
  });

  it('saved later: badge marked newly saved; unsaving hides it; saving again is newly saved', () => {
    const b = start();
    expect(savedBadge(b.getSnapshot())).toEqual({ shown: false, newlySaved: false });
    b.send({ type: 'SAVED' });
    expect(savedBadge(b.getSnapshot())).toEqual({ shown: true, newlySaved: true });
    b.send({ type: 'UNSAVED' });
    expect(savedBadge(b.getSnapshot()).shown).toBe(false);
    const c = start({ saved: true });
    c.send({ type: 'UNSAVED' });
    c.send({ type: 'SAVED' });
    expect(savedBadge(c.getSnapshot())).toEqual({ shown: true, newlySaved: true });
  });
});
