'use client';
import {
  type SaveCalls,
  type SaveDestination,
  savePin,
  unsavePin,
  useEntityStore,
  usePinPending,
  usePinSaved,
} from '@tessera/api';
import { type SaveToast, saveFlowMachine } from '@tessera/machines';
import { labels, messages, type Pin, type RepinResult, saveButtonVariant } from '@tessera/model';
import { type ShowToastOptions, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { OnSave, OnUnsave, SaveTarget } from '../SaveButton/SaveButton.tsx';

/**
 * The save-flow steps (§4) the app provides: the success callback, the save event and the tracking
 * log (the event logger). The records are the save intents' (savePin / unsavePin write the store,
 * keep the answer and roll back), so the machine's record steps need nobody.
 */
export interface SaveFlowSteps {
  onSaveSuccess?: (args: { pin: Pin; result: RepinResult }) => void;
  recordSaveEvent?: (args: { pin: Pin; result: RepinResult }) => void;
  logSave?: (args: { pin: Pin; result: RepinResult }) => void;
}

/** The app's save-flow steps for every card below (see PinCardProvider / the playground wiring). */
export const SaveFlowStepsContext = createContext<SaveFlowSteps>({});

/** Where a save landed, for the card's saved overlay (§2 "Saved to {board or section}"). */
export interface SavedTo {
  /** The board (its name from the store; '' when the store does not know it), or null: the profile. */
  board: { id: string; name: string } | null;
  section?: { title: string } | null | undefined;
}

export interface SaveFlowOptions {
  /** Where Save puts the pin: read when Save is pressed, never copied. */
  saveTarget: SaveTarget | null;
  onSave?: OnSave | undefined;
  onUnsave?: OnUnsave | undefined;
  optionsType?: string | null | undefined;
  quickSaveExperiment?: boolean | undefined;
  saveBehaviorEnabled?: boolean | undefined;
  isNewUser?: boolean | undefined;
  /** A save or a delete of this flow succeeded (the save button's newly-saved badge). */
  onCallDone?: ((done: 'saved' | 'deleted') => void) | undefined;
  /** Change or Organize on the save toast. */
  onEditSave?: ((args: { pin: Pin; result: RepinResult; action: 'change' | 'organize' }) => void) | undefined;
}

/** A small image of the pin for the save toast. */
export function toastThumbnail(pin: Pin): ShowToastOptions['thumbnail'] {
  const image = pin.images['136x136'] ?? pin.images['60x60'] ?? pin.images['236x'];
  return image ? { src: image.url } : undefined;
}

const missing = (what: string) => () => Promise.reject(new Error(`Save: no ${what} handler`));

/**
 * The one save path of the card (SaveButton and PinSave): saveFlowMachine, with the repin and
 * delete going through the save intents savePin / unsavePin (the store written first, the answer
 * kept, rolled back on failure, re-read when the answer is lost; a guest app without actions gives
 * its onSave / onUnsave as the calls), the app's success, event and log steps, and the save
 * toast with the pin's thumbnail. The saved state is the store's, read on each render (the machine
 * holds no copy): a save made by another card, surface or a re-read shows here too. Every prop is read when it is used: the machine's
 * implementations are provided anew on each render (@xstate/react 6 re-syncs them).
 */
export function useSaveFlow(pin: Pin, options: SaveFlowOptions) {
  const { store, actions } = useEntityStore();
  const steps = useContext(SaveFlowStepsContext);
  const toaster = useToaster();
  const stored = usePinSaved(pin, options.saveTarget);
  const savedBoard = stored.saved
    ? { board: stored.boardId === undefined ? null : { id: stored.boardId, name: stored.boardName } }
    : undefined;

  const { onSave, onUnsave } = options;
  const calls: SaveCalls = {
    repin: ({ to }) => {
      if (onSave) {
        const board: SaveTarget | null = to.board
          ? {
              id: to.board.id,
              name: to.board.name ?? '',
              ...(to.section ? { section: { id: to.section.id, title: to.section.title ?? '' } } : {}),
            }
          : null;
        return onSave({ pin, board });
      }
      return actions ? actions.saveCalls.repin({ pin, to }) : missing('onSave')();
    },
    unsave: ({ boardId }) => {
      if (onUnsave) return onUnsave(boardId === undefined ? { pin } : { pin, boardId });
      return actions
        ? actions.saveCalls.unsave(boardId === undefined ? { pin } : { pin, boardId })
        : missing('onUnsave')();
    },
    getPin: actions?.saveCalls.getPin,
  };

  // Where the pressed Save goes, with the names the caller knows (a picker's choice, the save
  // target); savePin writes them with the save, so the saved overlay can name the board.
  const destination = useRef<SaveDestination | null>(null);
  // Where the pin was saved before this card's last unsave: its toast's Undo saves it back there (issue 30).
  const undoTo = useRef<SaveDestination | null>(null);

  const machine = saveFlowMachine.provide({
    actors: {
      repin: fromPromise<RepinResult, { pinId: string; boardId?: string; sectionId?: string }>(
        ({ input }) => {
          const named = destination.current;
          const to: SaveDestination =
            named && (named.board?.id ?? undefined) === input.boardId
              ? named
              : input.boardId
                ? {
                    board: { id: input.boardId },
                    ...(input.sectionId ? { section: { id: input.sectionId } } : {}),
                  }
                : { board: null };
          // The save intent writes the store first, keeps the answer's records, and rolls back on failure.
          return savePin(store, calls, pin, to);
        },
      ),
      // The unsave intent removes the save at once and puts it back if the call fails.
      // The board is the store's (unsavePin reads it).
      deletePin: fromPromise<void, { pinId: string }>(async () => {
        await unsavePin(store, calls, pin);
        options.onCallDone?.('deleted');
      }),
    },
    actions: {
      // The record steps (updateRecords, removeRecords, rollback) are the intents' own: savePin and
      // unsavePin write the store, keep the answer and roll back, so the machine's stay no-ops here.
      onSaveSuccess: (_, result: RepinResult) => {
        options.onCallDone?.('saved');
        steps.onSaveSuccess?.({ pin, result });
      },
      recordSaveEvent: (_, result: RepinResult) => steps.recordSaveEvent?.({ pin, result }),
      logSave: (_, result: RepinResult) => steps.logSave?.({ pin, result }),
      showToast: ({ context }, toast: SaveToast) => {
        const result = context.result;
        const edit = options.onEditSave;
        const action =
          toast.action && result && edit
            ? {
                label: toast.action.label,
                onPress: () =>
                  edit({
                    pin,
                    result,
                    action: toast.action?.label === labels.organize ? 'organize' : 'change',
                  }),
              }
            : undefined;
        const thumbnail = toastThumbnail(pin);
        const back = undoTo.current;
        const undo =
          toast.text === messages.pinDeleted && back
            ? {
                label: labels.undo,
                onPress: () => {
                  undoTo.current = null;
                  destination.current = back;
                  actor.send({
                    type: 'SAVE',
                    ...(back.board ? { boardId: back.board.id } : {}),
                    ...(back.section ? { sectionId: back.section.id } : {}),
                  });
                },
              }
            : undefined;
        toaster.show({
          text: toast.text,
          duration: toast.duration,
          ...(action ? { action } : undo ? { action: undo } : {}),
          ...(thumbnail && result ? { thumbnail } : {}),
        });
      },
    },
  });
  const variant = saveButtonVariant({
    optionsType: options.optionsType ?? null,
    quickSaveExperiment: options.quickSaveExperiment ?? false,
    saveBehaviorEnabled: options.saveBehaviorEnabled ?? false,
  });
  const actor = useActorRef(machine, {
    input: {
      pinId: pin.id,
      isNewUser: options.isNewUser ?? false,
      quickSave: variant === 'quickSave',
    },
  });

  // Saved is the store's, and so is the call in flight: every card of the pin shows it (the store's
  // pending; this card's machine until its call reaches the store). While a save runs the button
  // still reads Save (busy), while a delete runs Saved (busy), as before the answer.
  const own = useSelector(actor, (s) =>
    s.matches('saving') ? 'saving' : s.matches('deleting') ? 'deleting' : null,
  );
  const call = usePinPending(pin.id) ?? own;
  const saved = call === 'saving' ? false : call === 'deleting' ? true : stored.saved;
  const busy = call !== null;
  // The section of this card's last save, while the store still has the pin saved on that board.
  const section = useSelector(actor, (s) => s.context.result?.section ?? null);
  const sectionBoardId = useSelector(actor, (s) => s.context.result?.board?.id);
  const savedTo: SavedTo | null = savedBoard
    ? {
        board: savedBoard.board,
        section: savedBoard.board && section && sectionBoardId === savedBoard.board.id ? section : null,
      }
    : null;

  return {
    saved,
    busy,
    savedTo,
    /** Save to `to` (a board and maybe a section), else to the card's save target, read now. */
    save: (to?: { board: { id: string; name: string }; section?: { id: string; title: string } | null }) => {
      const board = to?.board ?? options.saveTarget;
      const section = to ? to.section : options.saveTarget?.section;
      destination.current = board
        ? { board: { id: board.id, name: board.name }, ...(section ? { section } : {}) }
        : { board: null };
      actor.send({
        type: 'SAVE',
        ...(board ? { boardId: board.id } : {}),
        ...(section ? { sectionId: section.id } : {}),
      });
    },
    /** Unsave; the "Pin deleted!" toast offers Undo, which saves it back where it was. */
    unsave: () => {
      const board = savedTo?.board;
      undoTo.current = savedTo
        ? board
          ? {
              board: { id: board.id, name: board.name },
              ...(section && sectionBoardId === board.id
                ? { section: { id: section.id, title: section.title } }
                : {}),
            }
          : { board: null }
        : null;
      actor.send({ type: 'DELETE' });
    },
  };
}
