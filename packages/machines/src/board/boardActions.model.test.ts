import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { boardActionsMachine } from './boardActions.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'boardActionsMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: boardActionsMachine,
      inputs: [
        { create: { name: 'New' } },
        { board: { id: 'b1', name: 'B', collaborators: [{ userId: 'c1', accepted: true }] } },
      ],
      events: [
        { type: 'xstate.done.actor.createBoard', output: { id: 'b2', name: 'New' } },
        { type: 'xstate.error.actor.createBoard', error: 'x' },
        { type: 'xstate.error.actor.deleteBoard', error: 'x' },
        { type: 'xstate.error.actor.removeCollaborator', error: 'x' },
        { type: 'REMOVE_COLLABORATOR', userId: 'c1' },
        { type: 'INVITE_DENIED', userId: 'c1' },
        { type: 'INVITED', userId: 'i1' },
        { type: 'PIN_COUNT_CHANGED', delta: 1 },
        { type: 'COVER_UPDATED', imageUrl: '/c.jpg' },
      ],
      stopWhen: (s) => (s.context.board?.pinCount ?? 0) > 1,
      context: (c) => ({ board: c.board, deleted: c.deleted }),
      invariants: {
        ready: (s) => {
          expect(s.context.board).not.toBeNull();
          expect(s.context.deleted).toBe(false);
          expect(s.context.removing).toBeNull();
        },
        creating: (s) => expect(s.context.board).toBeNull(),
        createFailed: (s) => expect(s.context.board).toBeNull(),
        deleting: (s) => expect(s.context.deleted).toBe(true),
        deleted: (s) => expect(s.status).toBe('done'),
        removingCollaborator: (s) =>
          expect(
            s.context.board?.collaborators.some(
              (c: { userId: string }) => c.userId === s.context.removing?.collaborator.userId,
            ),
          ).toBe(false),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'boardActionsMachine random walks: collaborators are never lost or duplicated',
  async () => {
    const everyone = ['c1', 'c2', 'i1'];
    const ok = (s: {
      context: {
        board: { collaborators: Array<{ userId: string }> } | null;
        removing: { collaborator: { userId: string } } | null;
      };
    }) => {
      if (!s.context.board) return;
      const ids = [
        ...s.context.board.collaborators.map((c) => c.userId),
        ...(s.context.removing ? [s.context.removing.collaborator.userId] : []),
      ];
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(everyone).toContain(id);
    };
    await checkRandomWalks({
      machine: boardActionsMachine,
      input: {
        board: {
          id: 'b1',
          name: 'B',
          collaborators: [
            { userId: 'c1', accepted: true },
            { userId: 'c2', accepted: true },
            { userId: 'i1', accepted: false },
          ],
        },
      },
      events: [
        ...everyone.map((userId) => ({ type: 'REMOVE_COLLABORATOR', userId })),
        { type: 'INVITE_DENIED', userId: 'i1' },
        ...everyone.map((userId) => ({ type: 'INVITED', userId })),
        { type: 'PIN_COUNT_CHANGED', delta: -1 },
        { type: 'xstate.error.actor.deleteBoard', error: 'x' },
        { type: 'xstate.error.actor.removeCollaborator', error: 'x' },
      ],
      invariants: {
        ready: (s) => {
          ok(s);
          expect(s.context.board.pinCount).toBeGreaterThanOrEqual(0);
        },
        creating: ok,
        createFailed: ok,
        deleting: ok,
        deleted: ok,
        removingCollaborator: ok,
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
