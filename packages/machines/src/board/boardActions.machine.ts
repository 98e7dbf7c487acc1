/**
 * Board actions (SPEC §4, §6, §7, §8) on one board:
 * - create: with `input.create`, the `createBoard` actor runs first (Create BoardResource with
 *   return_existing true, so an existing board of that name comes back), then `ready`;
 * - DELETE: optimistic — `context.deleted` is true at once (`deleting`), `deleteBoard` runs;
 *   success → `deleted` (final), failure → rolled back to `ready`, `failed` emitted;
 * - PIN_COUNT_CHANGED {delta}, COVER_UPDATED {imageUrl}, DISMISS_SENSITIVITY_SCREEN update the
 *   board; INVITE_DENIED {userId} drops that invitee; INVITED {userId} adds a pending invitee (once
 *   the invite call answered: /board/{id}/edit/add_collaborators);
 * - REMOVE_COLLABORATOR {userId}: removed at once, the `removeCollaborator` actor (collaborator
 *   resource when accepted, invite resource otherwise, §6) runs; failure restores it locally (§8).
 * Following a board is followMachine, with a target of kind 'board'.
 */
import { BOARD_LAYOUT_QUICK_SAVES } from '@tessera/model';
import { assign, emit, fromPromise, setup } from 'xstate';

export interface BoardCollaborator {
  userId: string;
  /** Accepted collaborators are removed through the collaborator resource, invitees through the invite. */
  accepted: boolean;
}

export interface BoardState {
  id: string;
  name: string;
  pinCount: number;
  coverImageUrl: string | null;
  sensitivityScreenDismissed: boolean;
  collaborators: BoardCollaborator[];
}

export interface BoardCreateRequest {
  name: string;
  /** Quick-save boards use the quick_saves layout. */
  quickSaves?: boolean;
}

export interface CreateBoardInput {
  name: string;
  layout?: typeof BOARD_LAYOUT_QUICK_SAVES;
  return_existing: true;
}

export interface BoardActionsInput {
  board?: Partial<BoardState> & { id: string; name: string };
  create?: BoardCreateRequest;
}

export interface BoardActionsContext {
  board: BoardState | null;
  create: BoardCreateRequest | null;
  deleted: boolean;
  /** The collaborator being removed (restored if the call fails). */
  removing: { collaborator: BoardCollaborator; index: number } | null;
}

export type BoardActionsEvent =
  | { type: 'DELETE' }
  | { type: 'PIN_COUNT_CHANGED'; delta: number }
  | { type: 'COVER_UPDATED'; imageUrl: string }
  | { type: 'INVITE_DENIED'; userId: string }
  | { type: 'INVITED'; userId: string }
  | { type: 'REMOVE_COLLABORATOR'; userId: string }
  | { type: 'DISMISS_SENSITIVITY_SCREEN' };

export type BoardActionsEmitted = {
  type: 'failed';
  action: 'create' | 'delete' | 'removeCollaborator';
  error: unknown;
};

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`boardActionsMachine: provide the ${name} actor`));

const boardOf = (input: BoardActionsInput['board']): BoardState | null =>
  input
    ? {
        pinCount: 0,
        coverImageUrl: null,
        sensitivityScreenDismissed: false,
        collaborators: [],
        ...input,
      }
    : null;

const board = (context: BoardActionsContext) => context.board as BoardState;
export const boardActionsMachine = setup({
  types: {
    input: {} as BoardActionsInput,
    context: {} as BoardActionsContext,
    events: {} as BoardActionsEvent,
    emitted: {} as BoardActionsEmitted,
  },
  actors: {
    createBoard: fromPromise<{ id: string; name: string }, CreateBoardInput>(notProvided('createBoard')),
    deleteBoard: fromPromise<void, { board_id: string }>(notProvided('deleteBoard')),
    removeCollaborator: fromPromise<void, { board_id: string; invited_user_id: string; accepted: boolean }>(
      notProvided('removeCollaborator'),
    ),
  },
  actions: {
    failed: emit(({ event }, action: BoardActionsEmitted['action']) => ({
      type: 'failed' as const,
      action,
      error: (event as { error?: unknown }).error,
    })),
  },
  guards: {
    creates: ({ context }) => context.create !== null && context.board === null,
    isCollaborator: ({ context, event }) =>
      event.type === 'REMOVE_COLLABORATOR' &&
      board(context).collaborators.some((c) => c.userId === event.userId),
  },
}).createMachine({
  id: 'boardActions',
  context: ({ input }) => ({
    board: boardOf(input.board),
    create: input.create ?? null,
    deleted: false,
    removing: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      always: { guard: 'creates', target: 'creating' },
      on: {
        DELETE: { target: 'deleting', actions: assign({ deleted: true }) },
        PIN_COUNT_CHANGED: {
          actions: assign({
            board: ({ context, event }) => ({
              ...board(context),
              pinCount: Math.max(0, board(context).pinCount + event.delta),
            }),
          }),
        },
        COVER_UPDATED: {
          actions: assign({
            board: ({ context, event }) => ({ ...board(context), coverImageUrl: event.imageUrl }),
          }),
        },
        DISMISS_SENSITIVITY_SCREEN: {
          actions: assign({
            board: ({ context }) => ({ ...board(context), sensitivityScreenDismissed: true }),
          }),
        },
        INVITE_DENIED: {
          actions: assign({
            board: ({ context, event }) => ({
              ...board(context),
              collaborators: board(context).collaborators.filter(
                (c) => c.accepted || c.userId !== event.userId,
              ),
            }),
          }),
        },
        INVITED: {
          actions: assign({
            board: ({ context, event }) => {
              const current = board(context);
              if (current.collaborators.some((c) => c.userId === event.userId)) return current;
              return {
                ...current,
                collaborators: [...current.collaborators, { userId: event.userId, accepted: false }],
              };
            },
          }),
        },
        REMOVE_COLLABORATOR: {
          guard: 'isCollaborator',
          target: 'removingCollaborator',
          actions: assign(({ context, event }) => {
            const { collaborators } = board(context);
            const index = collaborators.findIndex((c) => c.userId === event.userId);
            return {
              removing: { collaborator: collaborators[index] as BoardCollaborator, index },
              board: { ...board(context), collaborators: collaborators.filter((_c, i) => i !== index) },
            };
          }),
        },
      },
    },
    creating: {
      invoke: {
        id: 'createBoard',
        src: 'createBoard',
        input: ({ context }) => {
          const request = context.create as BoardCreateRequest;
          return request.quickSaves
            ? { name: request.name, layout: BOARD_LAYOUT_QUICK_SAVES, return_existing: true as const }
            : { name: request.name, return_existing: true as const };
        },
        onDone: {
          target: 'ready',
          actions: assign({ board: ({ event }) => boardOf(event.output), create: null }),
        },
        onError: { target: 'createFailed', actions: { type: 'failed', params: 'create' } },
      },
    },
    createFailed: { type: 'final' },
    deleting: {
      invoke: {
        id: 'deleteBoard',
        src: 'deleteBoard',
        input: ({ context }) => ({ board_id: board(context).id }),
        onDone: 'deleted',
        onError: {
          target: 'ready',
          actions: [assign({ deleted: false }), { type: 'failed', params: 'delete' }],
        },
      },
    },
    deleted: { type: 'final' },
    removingCollaborator: {
      invoke: {
        id: 'removeCollaborator',
        src: 'removeCollaborator',
        input: ({ context }) => {
          const { collaborator } = context.removing as NonNullable<BoardActionsContext['removing']>;
          return {
            board_id: board(context).id,
            invited_user_id: collaborator.userId,
            accepted: collaborator.accepted,
          };
        },
        onDone: { target: 'ready', actions: assign({ removing: null }) },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context }) => {
              const { collaborator, index } = context.removing as NonNullable<
                BoardActionsContext['removing']
              >;
              const collaborators = [...board(context).collaborators];
              collaborators.splice(index, 0, collaborator);
              return { board: { ...board(context), collaborators }, removing: null };
            }),
            { type: 'failed', params: 'removeCollaborator' },
          ],
        },
      },
    },
  },
});
