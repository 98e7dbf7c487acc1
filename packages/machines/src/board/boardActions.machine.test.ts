import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { type BoardActionsInput, boardActionsMachine } from './boardActions.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const BOARD = {
  id: 'b1',
  name: 'Soups',
  pinCount: 3,
  collaborators: [
    { userId: 'c1', accepted: true },
    { userId: 'i1', accepted: false },
  ],
};

function start(input: BoardActionsInput = { board: BOARD }) {
  const live = startLive(boardActionsMachine, { input });
  const step = (type: string, extra: Record<string, unknown> = {}) =>
    perform(boardActionsMachine, live, { type, ...extra });
  return { live, step, value: () => live.snapshot().value, ctx: () => live.snapshot().context };
}

describe('boardActionsMachine (§4 board actions)', () => {
  it('creates with return_existing, then is ready with the board', async () => {
    const b = start({ create: { name: 'Soups' } });
    expect(b.value()).toBe('creating');
    expect(b.live.calls.createBoard).toEqual([{ name: 'Soups', return_existing: true }]);
    await b.step('xstate.done.actor.createBoard', { output: { id: 'b1', name: 'Soups' } });
    expect(b.value()).toBe('ready');
    expect(b.ctx().board).toMatchObject({ id: 'b1', name: 'Soups', pinCount: 0 });
  });

  it('a quick-save board uses the quick_saves layout; a failed create is reported', async () => {
    const b = start({ create: { name: 'Quick saves', quickSaves: true } });
    expect(b.live.calls.createBoard).toEqual([
      { name: 'Quick saves', layout: 'quick_saves', return_existing: true },
    ]);
    await b.step('xstate.error.actor.createBoard', { error: 'x' });
    expect(b.value()).toBe('createFailed');
    expect(b.live.emitted).toEqual([{ type: 'failed', action: 'create', error: 'x' }]);
  });

  it('delete is optimistic, and rolled back on failure', async () => {
    const b = start();
    b.live.actor.send({ type: 'DELETE' });
    expect(b.ctx().deleted).toBe(true);
    expect(b.live.calls.deleteBoard).toEqual([{ board_id: 'b1' }]);
    await b.step('xstate.error.actor.deleteBoard', { error: 'x' });
    expect(b.ctx().deleted).toBe(false);
    expect(b.value()).toBe('ready');
    b.live.actor.send({ type: 'DELETE' });
    await b.step('xstate.done.actor.deleteBoard');
    expect(b.value()).toBe('deleted');
    expect(b.live.snapshot().status).toBe('done');
  });

  it('pin count, cover and the sensitivity screen', () => {
    const b = start();
    b.live.actor.send({ type: 'PIN_COUNT_CHANGED', delta: 2 });
    b.live.actor.send({ type: 'PIN_COUNT_CHANGED', delta: -10 });
    b.live.actor.send({ type: 'COVER_UPDATED', imageUrl: '/c.jpg' });
    b.live.actor.send({ type: 'DISMISS_SENSITIVITY_SCREEN' });
    expect(b.ctx().board).toMatchObject({
      pinCount: 0,
      coverImageUrl: '/c.jpg',
      sensitivityScreenDismissed: true,
    });
  });

  it('a denied invite drops the invitee only', () => {
    const b = start();
    b.live.actor.send({ type: 'INVITE_DENIED', userId: 'i1' });
    b.live.actor.send({ type: 'INVITE_DENIED', userId: 'c1' });
    expect(b.ctx().board?.collaborators).toEqual([{ userId: 'c1', accepted: true }]);
  });

  it('an invite made adds a pending invitee once, who can then be withdrawn', () => {
    const b = start();
    b.live.actor.send({ type: 'INVITED', userId: 'n1' });
    b.live.actor.send({ type: 'INVITED', userId: 'n1' });
    b.live.actor.send({ type: 'INVITED', userId: 'c1' });
    expect(b.ctx().board?.collaborators).toEqual([...BOARD.collaborators, { userId: 'n1', accepted: false }]);
    b.live.actor.send({ type: 'REMOVE_COLLABORATOR', userId: 'n1' });
    expect(b.live.calls.removeCollaborator?.at(-1)).toEqual({
      board_id: 'b1',
      invited_user_id: 'n1',
      accepted: false,
    });
  });

  it('removing a collaborator is optimistic and restored in place on failure', async () => {
    const b = start();
    b.live.actor.send({ type: 'REMOVE_COLLABORATOR', userId: 'c1' });
    expect(b.ctx().board?.collaborators.map((c: { userId: string }) => c.userId)).toEqual(['i1']);
    expect(b.live.calls.removeCollaborator).toEqual([
      { board_id: 'b1', invited_user_id: 'c1', accepted: true },
    ]);
    await b.step('xstate.error.actor.removeCollaborator', { error: 'x' });
    expect(b.ctx().board?.collaborators).toEqual(BOARD.collaborators);
    expect(b.live.emitted.at(-1)).toEqual({ type: 'failed', action: 'removeCollaborator', error: 'x' });
    b.live.actor.send({ type: 'REMOVE_COLLABORATOR', userId: 'i1' });
    expect(b.live.calls.removeCollaborator?.at(-1)).toEqual({
      board_id: 'b1',
      invited_user_id: 'i1',
      accepted: false,
    });
    await b.step('xstate.done.actor.removeCollaborator');
    expect(b.ctx().board?.collaborators.map((c: { userId: string }) => c.userId)).toEqual(['c1']);
  });

  it('ignores removing someone who is not a collaborator', () => {
    const b = start();
    b.live.actor.send({ type: 'REMOVE_COLLABORATOR', userId: 'nobody' });
    expect(b.value()).toBe('ready');
  });
});
