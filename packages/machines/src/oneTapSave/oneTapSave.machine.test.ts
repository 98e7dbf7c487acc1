import { messages } from '@tessera/model';
import { SAVED_CONFIRMATION_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_RESULT, PROFILE_RESULT, startOneTapSave } from '../testing/oneTapSave.harness.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const serverError = (message: string) => Object.assign(new Error(message), { http_status: 500 });

describe('oneTapSaveMachine (§4 one-tap save)', () => {
  it('starts in none for an unsaved pin', () => {
    const save = startOneTapSave();
    expect(save.value()).toBe('none');
    expect(save.context().board).toBeNull();
  });

  it('starts in saved (showing the board) for a pin already saved to a board', () => {
    const save = startOneTapSave({ pinId: 'pin-1', savedBoard: { id: 'b9', name: 'Soups' } });
    expect(save.value()).toEqual({ saved: 'showingBoard' });
    expect(save.context().board).toEqual({ id: 'b9', name: 'Soups' });
    expect(save.emitted).toEqual([]);
  });

  it('starts in saved for a pin saved to the profile (savedBoard null)', () => {
    const save = startOneTapSave({ pinId: 'pin-1', savedBoard: null });
    expect(save.value()).toEqual({ saved: 'showingBoard' });
    expect(save.context().board).toBeNull();
  });

  it('none → saving → saved on success, emitting the result', async () => {
    const save = startOneTapSave();
    save.tap();
    expect(save.value()).toBe('saving');
    expect(save.repinCalls).toHaveBeenCalledWith({ pinId: 'pin-1' });
    await save.resolveRepin(BOARD_RESULT);
    expect(save.value()).toEqual({ saved: 'confirming' });
    expect(save.context().board).toEqual({ id: 'board-1', name: 'Recipes', url: '/demo/recipes/' });
    expect(save.emitted).toEqual([{ type: 'saved', result: BOARD_RESULT }]);
  });

  it('keeps the section of a section save', async () => {
    const save = startOneTapSave();
    save.tap();
    const section = { id: 's1', slug: 'soups', title: 'Soups' };
    await save.resolveRepin({ ...BOARD_RESULT, section });
    expect(save.context().section).toEqual(section);
  });

  it('shows "Saved!" for 950 ms, then the board (949 not yet, 950 switched)', async () => {
    expect(SAVED_CONFIRMATION_MS).toBe(950);
    const save = startOneTapSave();
    save.tap();
    await save.resolveRepin();
    await vi.advanceTimersByTimeAsync(SAVED_CONFIRMATION_MS - 1);
    expect(save.value()).toEqual({ saved: 'confirming' });
    await vi.advanceTimersByTimeAsync(1);
    expect(save.value()).toEqual({ saved: 'showingBoard' });
  });

  it('a boardless save keeps board null (the view shows "Saved to Profile")', async () => {
    const save = startOneTapSave();
    save.tap();
    await save.resolveRepin(PROFILE_RESULT);
    expect(save.context().board).toBeNull();
    expect(save.emitted).toEqual([{ type: 'saved', result: PROFILE_RESULT }]);
  });

  it('ignores taps while saving', async () => {
    const save = startOneTapSave();
    save.tap();
    save.tap();
    save.tap();
    expect(save.value()).toBe('saving');
    expect(save.repinCalls).toHaveBeenCalledTimes(1);
    await save.resolveRepin();
    expect(save.value()).toEqual({ saved: 'confirming' });
  });

  it('a failed save goes back to none with the server message', async () => {
    const save = startOneTapSave();
    save.tap();
    await save.rejectRepin(serverError('You have too many Pins.'));
    expect(save.value()).toBe('none');
    expect(save.emitted).toEqual([{ type: 'saveFailed', message: 'You have too many Pins.' }]);
  });

  it('a failed save without a server message uses the §8 save error', async () => {
    const save = startOneTapSave();
    save.tap();
    await save.rejectRepin(new TypeError('Failed to fetch'));
    expect(save.value()).toBe('none');
    expect(save.emitted).toEqual([{ type: 'saveFailed', message: messages.saveError }]);
    expect(messages.saveError).toBe('Sorry! Something went wrong on our end.');
  });

  it('saved → deleting → none on success, with the board id', async () => {
    const save = startOneTapSave();
    save.tap();
    await save.resolveRepin();
    await vi.advanceTimersByTimeAsync(SAVED_CONFIRMATION_MS);
    save.tap();
    expect(save.value()).toBe('deleting');
    expect(save.deleteCalls).toHaveBeenCalledWith({ pinId: 'pin-1', boardId: 'board-1' });
    await save.resolveDelete();
    expect(save.value()).toBe('none');
    expect(save.context().board).toBeNull();
    expect(save.emitted.at(-1)).toEqual({ type: 'deleted' });
  });

  it('a tap while confirming also deletes', async () => {
    const save = startOneTapSave();
    save.tap();
    await save.resolveRepin();
    save.tap();
    expect(save.value()).toBe('deleting');
  });

  it('deletes a profile save without a board id', async () => {
    const save = startOneTapSave({ pinId: 'pin-7', savedBoard: null });
    save.tap();
    expect(save.deleteCalls).toHaveBeenCalledWith({ pinId: 'pin-7' });
  });

  it('ignores taps while deleting', async () => {
    const save = startOneTapSave({ pinId: 'pin-1', savedBoard: { id: 'b9', name: 'Soups' } });
    save.tap();
    save.tap();
    expect(save.value()).toBe('deleting');
    expect(save.deleteCalls).toHaveBeenCalledTimes(1);
  });

  it('a failed delete goes back to saved with the §8 delete error, keeping the board', async () => {
    const save = startOneTapSave({ pinId: 'pin-1', savedBoard: { id: 'b9', name: 'Soups' } });
    save.tap();
    await save.rejectDelete(serverError('Server says no'));
    expect(save.value()).toEqual({ saved: 'showingBoard' });
    expect(save.context().board).toEqual({ id: 'b9', name: 'Soups' });
    expect(save.emitted).toEqual([{ type: 'deleteFailed', message: messages.deleteError }]);
    expect(messages.deleteError).toBe('Sorry! There was an error deleting your Pin.');
  });

  it('can save again after unsaving', async () => {
    const save = startOneTapSave({ pinId: 'pin-1', savedBoard: { id: 'b9', name: 'Soups' } });
    save.tap();
    await save.resolveDelete();
    save.tap();
    expect(save.value()).toBe('saving');
    expect(save.repinCalls).toHaveBeenCalledTimes(1);
  });

  it('in the explore-local tab a tap goes to the repin page, saved or not', async () => {
    const { createActor } = await import('xstate');
    const { oneTapSaveMachine } = await import('./oneTapSave.machine.ts');
    for (const savedBoard of [undefined, { id: 'b9', name: 'Soups' }]) {
      const goToRepinPage = vi.fn();
      const actor = createActor(
        oneTapSaveMachine.provide({ actions: { goToRepinPage: (_, params) => goToRepinPage(params) } }),
        { input: { pinId: 'p7', exploreLocalTab: true, ...(savedBoard ? { savedBoard } : {}) } },
      ).start();
      const before = actor.getSnapshot().value;
      actor.send({ type: 'TAP' });
      expect(goToRepinPage).toHaveBeenCalledWith({ pinId: 'p7' });
      expect(actor.getSnapshot().value).toEqual(before);
      expect(before).toEqual(savedBoard ? { saved: 'showingBoard' } : 'none');
    }
  });

  it('fails clearly when the caller did not provide the actors', async () => {
    const { createActor } = await import('xstate');
    const { oneTapSaveMachine } = await import('./oneTapSave.machine.ts');
    const actor = createActor(oneTapSaveMachine, { input: { pinId: 'p' } });
    const failures: string[] = [];
    actor.on('saveFailed', (event) => {
      failures.push(event.message);
    });
    actor.start();
    actor.send({ type: 'TAP' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('none');
    expect(failures).toEqual([messages.saveError]);
  });
});
