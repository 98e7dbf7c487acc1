import { labels, messages, type RepinResult } from '@tessera/model';
import { QUICK_SAVE_TOAST_DELAY_MS, SAVE_TOAST_MS, TOAST_DEFAULT_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { type SaveFlowInput, saveFlowMachine, saveToastFor } from './saveFlow.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const BOARD: RepinResult = {
  id: 'r1',
  pinner: { id: 'u' },
  board: { id: 'b1', url: '/u/food/', name: 'Food' },
};
const SECTION: RepinResult = { ...BOARD, section: { id: 's1', slug: 'soups', title: 'Soups' } };
const PROFILE: RepinResult = { id: 'r2', pinner: { id: 'u' }, board: null };

function start(input: Omit<SaveFlowInput, 'pinId'> = {}) {
  const log: Array<[string, unknown]> = [];
  const names = ['onSaveSuccess', 'showToast', 'recordSaveEvent', 'logSave'];
  const actions = Object.fromEntries(
    names.map((name) => [name, (_: unknown, params: unknown) => log.push([name, params])]),
  );
  const live = startLive(saveFlowMachine, { input: { pinId: 'p1', ...input }, provide: { actions } });
  const step = (event: { type: string; [k: string]: unknown }) => perform(saveFlowMachine, live, event);
  return {
    live,
    log,
    step,
    names: () => log.map(([name]) => name),
    value: () => live.snapshot().value,
    context: () => live.snapshot().context,
    resolve: (output: RepinResult) => step({ type: 'xstate.done.actor.repin', output }),
  };
}

describe('saveFlowMachine (§4 save flow)', () => {
  it('keeps the spec numbers', () => {
    expect([SAVE_TOAST_MS, QUICK_SAVE_TOAST_DELAY_MS]).toEqual([5000, 2500]);
  });

  it('requests the repin, then callback, toast (5 s), save event and tracking, in order', async () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE', boardId: 'b1' });
    expect(s.value()).toBe('saving');
    expect(s.live.calls.repin).toEqual([{ pinId: 'p1', boardId: 'b1' }]);
    await s.resolve(BOARD);
    expect(s.value()).toBe('idle');
    expect(s.context().result).toEqual(BOARD);
    expect(s.names()).toEqual(['onSaveSuccess', 'showToast', 'recordSaveEvent', 'logSave']);
    expect(s.log[1]).toEqual(['showToast', { text: 'Saved to Food', duration: SAVE_TOAST_MS }]);
  });

  it('a section save names the section and the board', async () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE', boardId: 'b1', sectionId: 's1' });
    expect(s.live.calls.repin).toEqual([{ pinId: 'p1', boardId: 'b1', sectionId: 's1' }]);
    await s.resolve(SECTION);
    expect(s.log.find(([n]) => n === 'showToast')?.[1]).toEqual({
      text: 'Saved to Soups in Food',
      duration: SAVE_TOAST_MS,
    });
  });

  it('no board = profile save: Saved to Profile with Change', async () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE' });
    expect(s.live.calls.repin).toEqual([{ pinId: 'p1' }]);
    await s.resolve(PROFILE);
    expect(s.log.find(([n]) => n === 'showToast')?.[1]).toEqual({
      text: messages.savedToProfile,
      duration: SAVE_TOAST_MS,
      action: { label: labels.change },
    });
    expect(labels.change).toBe('Change');
  });

  it('new users see Organize on a board save', () => {
    expect(saveToastFor(BOARD, true)).toEqual({
      text: 'Saved to Food',
      duration: SAVE_TOAST_MS,
      action: { label: 'Organize' },
    });
    expect(saveToastFor(BOARD, false).action).toBeUndefined();
    expect(saveToastFor(PROFILE, true).action).toEqual({ label: 'Change' });
  });

  it('quick-save: the toast waits 2500 ms (2499 not yet) with the repin animation flag set', async () => {
    const s = start({ quickSave: true });
    s.live.actor.send({ type: 'SAVE', boardId: 'b1' });
    await s.resolve(BOARD);
    expect(s.value()).toBe('quickSaveConfirming');
    expect(s.context().repinAnimation).toBe(true);
    expect(s.names()).toEqual(['onSaveSuccess']);
    s.live.actor.send({ type: 'DELETE' });
    expect(s.value()).toBe('quickSaveConfirming');
    vi.advanceTimersByTime(QUICK_SAVE_TOAST_DELAY_MS - 1);
    expect(s.names()).not.toContain('showToast');
    vi.advanceTimersByTime(1);
    expect(s.value()).toBe('idle');
    expect(s.context().repinAnimation).toBe(false);
    expect(s.names()).toEqual(['onSaveSuccess', 'showToast', 'recordSaveEvent', 'logSave']);
  });

  it('a failed save shows the server message (else the §8 text) and goes back to idle', async () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE' });
    await s.step({ type: 'xstate.error.actor.repin', error: { http_status: 400, message: 'Board is full' } });
    expect(s.value()).toBe('idle');
    expect(s.log).toEqual([['showToast', { text: 'Board is full', duration: TOAST_DEFAULT_MS }]]);
    s.live.actor.send({ type: 'SAVE' });
    await s.step({ type: 'xstate.error.actor.repin', error: new Error('offline') });
    expect(s.log[1]).toEqual(['showToast', { text: messages.saveError, duration: TOAST_DEFAULT_MS }]);
  });

  it('SAVE and DELETE are ignored while saving', () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE' });
    s.live.actor.send({ type: 'SAVE' });
    s.live.actor.send({ type: 'DELETE' });
    expect(s.live.calls.repin).toHaveLength(1);
    expect(s.value()).toBe('saving');
  });

  it('SAVE and DELETE are ignored while deleting', () => {
    const s = start();
    s.live.actor.send({ type: 'DELETE' });
    s.live.actor.send({ type: 'DELETE' });
    s.live.actor.send({ type: 'SAVE' });
    expect(s.live.calls.deletePin).toEqual([{ pinId: 'p1' }]);
    expect(s.live.calls.repin).toHaveLength(0);
    expect(s.value()).toBe('deleting');
  });

  it('delete calls deletePin, then shows Pin deleted! and forgets the last save', async () => {
    const s = start();
    s.live.actor.send({ type: 'SAVE', boardId: 'b1' });
    await s.resolve(BOARD);
    s.live.actor.send({ type: 'DELETE' });
    expect(s.live.calls.deletePin).toEqual([{ pinId: 'p1' }]);
    await s.step({ type: 'xstate.done.actor.deletePin' });
    expect(s.value()).toBe('idle');
    expect(s.context().result).toBeNull();
    expect(s.log.at(-1)).toEqual(['showToast', { text: 'Pin deleted!', duration: TOAST_DEFAULT_MS }]);
  });

  it('a failed delete shows the §8 delete error, back to idle (the store puts the save back)', async () => {
    const s = start();
    s.live.actor.send({ type: 'DELETE' });
    await s.step({ type: 'xstate.error.actor.deletePin', error: new Error('x') });
    expect(s.value()).toBe('idle');
    expect(s.log).toEqual([
      ['showToast', { text: 'Sorry! There was an error deleting your Pin.', duration: TOAST_DEFAULT_MS }],
    ]);
  });
});
