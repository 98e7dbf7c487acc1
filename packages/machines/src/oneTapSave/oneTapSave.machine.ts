/**
 * One-tap save (SPEC §4): none → saving → saved (success) or none (error); saved → deleting →
 * none (success) or saved (error). Taps while saving or deleting do nothing. After a save,
 * `saved.confirming` ("Saved!") lasts SAVED_CONFIRMATION_MS, then `saved.showingBoard` (the board
 * name, or "Saved to Profile" when boardless). In the explore-local tab (input.exploreLocalTab) a
 * tap runs `goToRepinPage` instead and the state does not change (the icon still shows saved for
 * a pin already on a board).
 *
 * The repin and delete calls are actors supplied by the caller:
 *   oneTapSaveMachine.provide({ actors: { repin: fromPromise(...), deletePin: fromPromise(...) } })
 */
import { messages, type RepinResult, saveErrorMessage } from '@tessera/model';
import { SAVED_CONFIRMATION_MS } from '@tessera/tokens';
import { assign, emit, fromPromise, setup } from 'xstate';

export interface OneTapSaveInput {
  pinId: string;
  /**
   * The board the pin is already saved to: given (an object, or null for a pin saved to the
   * profile) → the machine starts in `saved.showingBoard`; absent (undefined) → `none`.
   */
  savedBoard?: { id: string; name: string } | null;
  /** §4 in the explore-local tab a tap goes to the repin page (the `goToRepinPage` action). */
  exploreLocalTab?: boolean;
}

export interface OneTapSaveBoard {
  id: string;
  name: string;
  url?: string;
}

export interface OneTapSaveContext {
  pinId: string;
  /** The board the pin is saved to; null when saved to the profile or not saved. */
  board: OneTapSaveBoard | null;
  /** The section of the board, when the save went to one. */
  section: { id: string; slug: string; title: string } | null;
  /** Only at start: the pin was already saved (input.savedBoard given). */
  initiallySaved: boolean;
  exploreLocalTab: boolean;
}

export type OneTapSaveEvent = { type: 'TAP' };

export type OneTapSaveEmitted =
  | { type: 'saved'; result: RepinResult }
  | { type: 'saveFailed'; message: string }
  | { type: 'deleted' }
  | { type: 'deleteFailed'; message: string };

export interface RepinInput {
  pinId: string;
}
export interface DeletePinInput {
  pinId: string;
  boardId?: string;
}

const repinPage = {
  guard: 'exploreLocalTab' as const,
  actions: {
    type: 'goToRepinPage' as const,
    params: ({ context }: { context: OneTapSaveContext }) => ({ pinId: context.pinId }),
  },
};

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`oneTapSaveMachine: provide the ${name} actor`));

export const oneTapSaveMachine = setup({
  types: {
    input: {} as OneTapSaveInput,
    context: {} as OneTapSaveContext,
    events: {} as OneTapSaveEvent,
    emitted: {} as OneTapSaveEmitted,
  },
  actors: {
    repin: fromPromise<RepinResult, RepinInput>(notProvided('repin')),
    deletePin: fromPromise<void, DeletePinInput>(notProvided('deletePin')),
  },
  delays: {
    SAVED_CONFIRMATION_MS, // §4 "Saved!" shows 950 ms, then the board name
  },
  actions: {
    /** §4 explore-local tab: open the repin page of the pin instead of saving. */
    goToRepinPage: (_args, _params: { pinId: string }) => {},
  },
  guards: {
    initiallySaved: ({ context }) => context.initiallySaved,
    exploreLocalTab: ({ context }) => context.exploreLocalTab,
  },
}).createMachine({
  id: 'oneTapSave',
  context: ({ input }) => ({
    pinId: input.pinId,
    board: input.savedBoard ? { id: input.savedBoard.id, name: input.savedBoard.name } : null,
    section: null,
    initiallySaved: input.savedBoard !== undefined,
    exploreLocalTab: input.exploreLocalTab ?? false,
  }),
  initial: 'none',
  states: {
    none: {
      always: {
        guard: 'initiallySaved',
        target: 'saved.showingBoard',
        actions: assign({ initiallySaved: false }),
      },
      on: { TAP: [repinPage, { target: 'saving' }] },
    },
    saving: {
      invoke: {
        id: 'repin',
        src: 'repin',
        input: ({ context }) => ({ pinId: context.pinId }),
        onDone: {
          target: 'saved',
          actions: [
            assign({
              board: ({ event }) =>
                event.output.board
                  ? { id: event.output.board.id, name: event.output.board.name, url: event.output.board.url }
                  : null,
              section: ({ event }) => event.output.section ?? null,
            }),
            emit(({ event }) => ({ type: 'saved' as const, result: event.output })),
          ],
        },
        onError: {
          target: 'none',
          actions: emit(({ event }) => ({
            type: 'saveFailed' as const,
            message: saveErrorMessage(event.error),
          })),
        },
      },
    },
    saved: {
      initial: 'confirming',
      on: { TAP: [repinPage, { target: 'deleting' }] },
      states: {
        confirming: {
          after: { SAVED_CONFIRMATION_MS: 'showingBoard' },
        },
        showingBoard: {},
      },
    },
    deleting: {
      invoke: {
        id: 'deletePin',
        src: 'deletePin',
        input: ({ context }) =>
          context.board ? { pinId: context.pinId, boardId: context.board.id } : { pinId: context.pinId },
        onDone: {
          target: 'none',
          actions: [assign({ board: null, section: null }), emit({ type: 'deleted' as const })],
        },
        onError: {
          target: 'saved.showingBoard',
          actions: emit({ type: 'deleteFailed' as const, message: messages.deleteError }),
        },
      },
    },
  },
});
