/**
 * Save flow (SPEC §4): SAVE requests the repin (the `repin` actor); on success, in this order,
 * the success callback (`onSaveSuccess`), the pin and board records (`updateRecords`: create,
 * normalise, add to the board or section), the toast for SAVE_TOAST_MS (`showToast`), the save
 * event (`recordSaveEvent`) and the tracking log (`logSave`).
 *
 * - No board = a profile save: "Saved to Profile" with a Change button. A board save shows
 *   "Saved to {board}" or "Saved to {section} in {board}"; new users get an Organize button.
 * - Quick-save (input.quickSave): after the repin the toast waits QUICK_SAVE_TOAST_DELAY_MS
 *   (2500) in `quickSaveConfirming`, during which `context.repinAnimation` is true.
 * - DELETE removes the records at once (`removeRecords`, optimistic), then calls `deletePin`;
 *   success shows "Pin deleted!", failure restores them (`rollback`) and shows the §8 delete
 *   error, back to `saved`.
 * - A failed save shows the server message, else the §8 save error, and goes back to `idle`
 *   (or `saved` when the pin was already saved).
 * SAVE and DELETE are ignored while a call runs. SYNC follows a saved state kept outside (the
 * entity store) while idle or saved.
 */
import { labels, messages, type RepinResult, saveErrorMessage, saveToastText } from '@tessera/model';
import { QUICK_SAVE_TOAST_DELAY_MS, SAVE_TOAST_MS, TOAST_DEFAULT_MS } from '@tessera/tokens';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';

export interface SaveFlowInput {
  pinId: string;
  /** Shows Organize on board-save toasts (§4 "new users may see Organize"). */
  isNewUser?: boolean;
  /** The quick-save flow: the toast waits QUICK_SAVE_TOAST_DELAY_MS. */
  quickSave?: boolean;
  /** The pin is already saved (to this board; null = the profile). */
  saved?: { board: { id: string; name: string } | null } | undefined;
}

export interface SaveRequest {
  pinId: string;
  boardId?: string;
  sectionId?: string;
}

export interface SaveFlowDeleteInput {
  pinId: string;
  boardId?: string;
}

export interface SaveToast {
  text: string;
  duration: number;
  /** Change (profile save) or Organize (new user, board save). */
  action?: { label: string };
}

export interface SaveFlowContext {
  pinId: string;
  isNewUser: boolean;
  quickSave: boolean;
  /** The board of the current save (null = the profile). */
  board: { id: string; name: string } | null;
  result: RepinResult | null;
  /** §4 quick-save: true during the toast delay. */
  repinAnimation: boolean;
  initiallySaved: boolean;
  /** The pin is saved (a failed save of a saved pin goes back to `saved`). */
  isSaved: boolean;
}

export type SaveFlowEvent =
  | { type: 'SAVE'; boardId?: string; sectionId?: string }
  | { type: 'DELETE' }
  /**
   * The pin's saved state changed elsewhere (the entity store: another card, another surface, a
   * re-read): `saved` as in the input, absent = not saved. Taken only while no call runs.
   */
  | { type: 'SYNC'; saved?: { board: { id: string; name: string } | null } | undefined };

/** §4 the save toast: its text, SAVE_TOAST_MS, and Change (profile) or Organize (new user). */
export function saveToastFor(result: Pick<RepinResult, 'board' | 'section'>, isNewUser: boolean): SaveToast {
  const text = saveToastText({ board: result.board, section: result.section ?? null });
  if (!result.board) return { text, duration: SAVE_TOAST_MS, action: { label: labels.change } };
  return isNewUser
    ? { text, duration: SAVE_TOAST_MS, action: { label: labels.organize } }
    : { text, duration: SAVE_TOAST_MS };
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`saveFlowMachine: provide the ${name} actor`));
const resultOf = (event: unknown) => (event as { output: RepinResult }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const saveFlowMachine = setup({
  types: {
    input: {} as SaveFlowInput,
    context: {} as SaveFlowContext,
    events: {} as SaveFlowEvent,
  },
  actors: {
    repin: fromPromise<RepinResult, SaveRequest>(notProvided('repin')),
    deletePin: fromPromise<void, SaveFlowDeleteInput>(notProvided('deletePin')),
  },
  actions: {
    onSaveSuccess: (_args, _result: RepinResult) => {},
    updateRecords: (_args, _result: RepinResult) => {},
    showToast: (_args, _toast: SaveToast) => {},
    recordSaveEvent: (_args, _result: RepinResult) => {},
    logSave: (_args, _result: RepinResult) => {},
    removeRecords: (_args, _input: SaveFlowDeleteInput) => {},
    rollback: (_args, _input: SaveFlowDeleteInput) => {},
    saveErrorToast: enqueueActions(({ event, enqueue }) => {
      enqueue({
        type: 'showToast',
        params: { text: saveErrorMessage(errorOf(event)), duration: TOAST_DEFAULT_MS },
      } as never);
    }),
    sync: assign(({ event }) => {
      const saved = (event as Extract<SaveFlowEvent, { type: 'SYNC' }>).saved;
      return saved ? { board: saved.board, isSaved: true } : { board: null, result: null, isSaved: false };
    }),
    keepResult: assign(({ event }) => {
      const result = resultOf(event);
      return {
        result,
        board: result.board ? { id: result.board.id, name: result.board.name } : null,
        isSaved: true,
      };
    }),
  },
  guards: {
    quickSave: ({ context }) => context.quickSave,
    initiallySaved: ({ context }) => context.initiallySaved,
    isSaved: ({ context }) => context.isSaved,
    syncsSaved: ({ event }) => (event as Extract<SaveFlowEvent, { type: 'SYNC' }>).saved !== undefined,
  },
  delays: {
    QUICK_SAVE_TOAST_DELAY_MS, // §9 quick-save toast delay 2500
  },
}).createMachine({
  id: 'saveFlow',
  context: ({ input }) => ({
    pinId: input.pinId,
    isNewUser: input.isNewUser ?? false,
    quickSave: input.quickSave ?? false,
    board: input.saved?.board ?? null,
    result: null,
    repinAnimation: false,
    initiallySaved: input.saved !== undefined,
    isSaved: input.saved !== undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'initiallySaved', target: 'saved', actions: assign({ initiallySaved: false }) },
      on: { SAVE: 'saving', SYNC: { guard: 'syncsSaved', target: 'saved', actions: 'sync' } },
    },
    saving: {
      invoke: {
        id: 'repin',
        src: 'repin',
        input: ({ context, event }) => {
          const save = event as Extract<SaveFlowEvent, { type: 'SAVE' }>;
          return {
            pinId: context.pinId,
            ...(save.boardId ? { boardId: save.boardId } : {}),
            ...(save.sectionId ? { sectionId: save.sectionId } : {}),
          };
        },
        onDone: [
          {
            guard: 'quickSave',
            target: 'quickSaveConfirming',
            actions: [
              'keepResult',
              { type: 'onSaveSuccess', params: ({ event }) => event.output },
              { type: 'updateRecords', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'saved',
            actions: [
              'keepResult',
              { type: 'onSaveSuccess', params: ({ event }) => event.output },
              { type: 'updateRecords', params: ({ event }) => event.output },
              {
                type: 'showToast',
                params: ({ context, event }) => saveToastFor(event.output, context.isNewUser),
              },
              { type: 'recordSaveEvent', params: ({ event }) => event.output },
              { type: 'logSave', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          { guard: 'isSaved', target: 'saved', actions: 'saveErrorToast' },
          { target: 'idle', actions: 'saveErrorToast' },
        ],
      },
    },
    quickSaveConfirming: {
      entry: assign({ repinAnimation: true }),
      exit: assign({ repinAnimation: false }),
      after: {
        QUICK_SAVE_TOAST_DELAY_MS: {
          target: 'saved',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => saveToastFor(context.result as RepinResult, context.isNewUser),
            },
            { type: 'recordSaveEvent', params: ({ context }) => context.result as RepinResult },
            { type: 'logSave', params: ({ context }) => context.result as RepinResult },
          ],
        },
      },
    },
    saved: {
      on: {
        SAVE: 'saving',
        DELETE: 'deleting',
        SYNC: [
          { guard: 'syncsSaved', actions: 'sync' },
          { target: 'idle', actions: 'sync' },
        ],
      },
    },
    deleting: {
      entry: {
        type: 'removeRecords',
        params: ({ context }) => deleteInput(context),
      },
      invoke: {
        id: 'deletePin',
        src: 'deletePin',
        input: ({ context }) => deleteInput(context),
        onDone: {
          target: 'idle',
          actions: [
            assign({ board: null, result: null, isSaved: false }),
            { type: 'showToast', params: { text: messages.pinDeleted, duration: TOAST_DEFAULT_MS } },
          ],
        },
        onError: {
          target: 'saved',
          actions: [
            { type: 'rollback', params: ({ context }) => deleteInput(context) },
            { type: 'showToast', params: { text: messages.deleteError, duration: TOAST_DEFAULT_MS } },
          ],
        },
      },
    },
  },
});

function deleteInput(context: SaveFlowContext): SaveFlowDeleteInput {
  return context.board ? { pinId: context.pinId, boardId: context.board.id } : { pinId: context.pinId };
}
