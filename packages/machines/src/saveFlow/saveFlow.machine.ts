/**
 * Save flow (SPEC §4): SAVE requests the repin (the `repin` actor); on success, in this order,
 * the success callback (`onSaveSuccess`), the toast for SAVE_TOAST_MS (`showToast`), the save
 * event (`recordSaveEvent`) and the tracking log (`logSave`). The records are the repin's and the
 * delete's own: the actors are the entity store's save intents, which write the store first, keep
 * the answer and roll back on failure.
 *
 * - No board = a profile save: "Saved to Profile" with a Change button. A board save shows
 *   "Saved to {board}" or "Saved to {section} in {board}"; new users get an Organize button.
 * - Quick-save (input.quickSave): after the repin the toast waits QUICK_SAVE_TOAST_DELAY_MS
 *   (2500) in `quickSaveConfirming`, during which `context.repinAnimation` is true.
 * - DELETE calls `deletePin`; success shows "Pin deleted!", failure the §8 delete error.
 * - A failed save shows the server message, else the §8 save error.
 * SAVE and DELETE are ignored while a call runs. Whether the pin is saved is not the machine's: it
 * is the entity store's, which the component reads (the machine only sequences the calls, toasts
 * and timers), so every call ends in `idle`.
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
}

export interface SaveRequest {
  pinId: string;
  boardId?: string;
  sectionId?: string;
}

export interface SaveFlowDeleteInput {
  pinId: string;
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
  /** The answer of this flow's last save (its toast's Change / Organize); null after a delete. */
  result: RepinResult | null;
  /** §4 quick-save: true during the toast delay. */
  repinAnimation: boolean;
}

export type SaveFlowEvent = { type: 'SAVE'; boardId?: string; sectionId?: string } | { type: 'DELETE' };

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
    showToast: (_args, _toast: SaveToast) => {},
    recordSaveEvent: (_args, _result: RepinResult) => {},
    logSave: (_args, _result: RepinResult) => {},
    saveErrorToast: enqueueActions(({ event, enqueue }) => {
      enqueue({
        type: 'showToast',
        params: { text: saveErrorMessage(errorOf(event)), duration: TOAST_DEFAULT_MS },
      } as never);
    }),
    keepResult: assign(({ event }) => ({ result: resultOf(event) })),
  },
  guards: {
    quickSave: ({ context }) => context.quickSave,
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
    result: null,
    repinAnimation: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SAVE: 'saving', DELETE: 'deleting' },
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
            actions: ['keepResult', { type: 'onSaveSuccess', params: ({ event }) => event.output }],
          },
          {
            target: 'idle',
            actions: [
              'keepResult',
              { type: 'onSaveSuccess', params: ({ event }) => event.output },
              {
                type: 'showToast',
                params: ({ context, event }) => saveToastFor(event.output, context.isNewUser),
              },
              { type: 'recordSaveEvent', params: ({ event }) => event.output },
              { type: 'logSave', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'idle', actions: 'saveErrorToast' },
      },
    },
    quickSaveConfirming: {
      entry: assign({ repinAnimation: true }),
      exit: assign({ repinAnimation: false }),
      after: {
        QUICK_SAVE_TOAST_DELAY_MS: {
          target: 'idle',
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
    deleting: {
      invoke: {
        id: 'deletePin',
        src: 'deletePin',
        input: ({ context }) => ({ pinId: context.pinId }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ result: null }),
            { type: 'showToast', params: { text: messages.pinDeleted, duration: TOAST_DEFAULT_MS } },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'showToast', params: { text: messages.deleteError, duration: TOAST_DEFAULT_MS } },
        },
      },
    },
  },
});
