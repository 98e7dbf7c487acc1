import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type SaveButtonInput,
  saveButtonMachine,
  savedBadge,
  savedConfirming,
} from './saveButton.machine.ts';

const start = (input: SaveButtonInput = {}) => createActor(saveButtonMachine, { input }).start();

/** An actor on a simulated clock the test moves by hand. */
function startClocked() {
  const clock = new SimulatedClock();
  const actor = createActor(saveButtonMachine, { input: {}, clock }).start();
  return { actor, clock, confirming: () => savedConfirming(actor.getSnapshot(), true) };
}

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

  it('a save made here confirms ("Saved!") for exactly 950 ms (§4, §9 saved confirmation 950)', () => {
    const { actor, clock, confirming } = startClocked();
    expect(confirming()).toBe(false);
    actor.send({ type: 'SAVE_DONE' });
    expect(confirming()).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ newly: 'confirming' });
    clock.increment(949);
    expect(confirming()).toBe(true);
    clock.increment(1);
    expect(confirming()).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ newly: 'settled' });
    // still newly saved after the confirmation
    expect(savedBadge(actor.getSnapshot(), true).newlySaved).toBe(true);
  });

  it('confirms only while the store says saved: no "Saved!" for a pin unsaved elsewhere', () => {
    const { actor } = startClocked();
    actor.send({ type: 'SAVE_DONE' });
    expect(savedConfirming(actor.getSnapshot(), false)).toBe(false);
  });

  it('a pin saved before (no save here) never confirms', () => {
    const { actor, clock, confirming } = startClocked();
    clock.increment(5000);
    expect(confirming()).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a delete during the confirmation ends it; a save made again confirms again for 950 ms', () => {
    const { actor, clock, confirming } = startClocked();
    actor.send({ type: 'SAVE_DONE' });
    clock.increment(500);
    actor.send({ type: 'DELETE_DONE' });
    expect(confirming()).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SAVE_DONE' });
    clock.increment(949);
    expect(confirming()).toBe(true);
    clock.increment(1);
    expect(confirming()).toBe(false);
  });

  it('a second save made here (unsaved elsewhere meanwhile) restarts the 950 ms', () => {
    const { actor, clock, confirming } = startClocked();
    actor.send({ type: 'SAVE_DONE' });
    clock.increment(2000);
    expect(confirming()).toBe(false);
    actor.send({ type: 'SAVE_DONE' });
    expect(confirming()).toBe(true);
    clock.increment(900);
    actor.send({ type: 'SAVE_DONE' });
    clock.increment(949);
    expect(confirming()).toBe(true);
    clock.increment(1);
    expect(confirming()).toBe(false);
  });
});
