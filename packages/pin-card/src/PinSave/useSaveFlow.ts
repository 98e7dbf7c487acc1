'use client';
import {
  repinResultChanges,
  type SaveCalls,
  type SaveDestination,
  savedChanges,
  savePin,
  unsavePin,
  useEntityStore,
  usePinSaved,
  write,
} from '@tessera/api';
import { type SaveToast, saveFlowMachine } from '@tessera/machines';
import { type BoardSection, labels, type Pin, type RepinResult, saveButtonVariant } from '@tessera/model';
import { type ShowToastOptions, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { OnSave, OnUnsave, SaveTarget } from '../SaveButton/SaveButton.tsx';

/**
 * The save-flow steps (§4) the app provides: the success callback, the save event and the tracking
 * log (the event logger). The record steps (`updateRecords`, `removeRecords`, `rollback`) are the
 * entity store's and need nobody.
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
 * delete going through the entity store (written first, rolled back on failure, re-read when the
 * answer is lost), the store's record steps, the app's success, event and log steps, and the save
 * toast with the pin's thumbnail. The saved state is the store's: a save made by another card,
 * surface or a re-read shows here too (SYNC). Every prop is read when it is used: the machine's
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

  const machine = saveFlowMachine.provide({
    actors: {
      repin: fromPromise<RepinResult, { pinId: string; boardId?: string; sectionId?: string }>(
        ({ input }) => {
          // The names come from the store (the picker's choice and the save target are written there).
          const { boards, sections } = store.getSnapshot().context;
          const board = input.boardId ? boards[input.boardId] : undefined;
          const section = input.sectionId ? sections[input.sectionId] : undefined;
          const to: SaveDestination = input.boardId
            ? {
                board: { id: input.boardId, ...(board ? { name: board.name } : {}) },
                ...(input.sectionId
                  ? { section: { id: input.sectionId, ...(section ? { title: section.title } : {}) } }
                  : {}),
              }
            : { board: null };
          return savePin(store, calls, pin, to);
        },
      ),
      // removeRecords has written the removal; this is the call (and the re-read of a lost answer).
      deletePin: fromPromise<void, { pinId: string; boardId?: string }>(({ input }) =>
        unsavePin(store, calls, pin, { written: true, boardId: input.boardId }),
      ),
    },
    actions: {
      onSaveSuccess: (_, result: RepinResult) => steps.onSaveSuccess?.({ pin, result }),
      updateRecords: (_, result: RepinResult) => write(store, repinResultChanges(store, pin, result)),
      recordSaveEvent: (_, result: RepinResult) => steps.recordSaveEvent?.({ pin, result }),
      logSave: (_, result: RepinResult) => steps.logSave?.({ pin, result }),
      removeRecords: () => write(store, savedChanges(store, pin, null)),
      rollback: (_, input: { boardId?: string }) =>
        write(store, savedChanges(store, pin, { board: input.boardId ? { id: input.boardId } : null })),
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
        toaster.show({
          text: toast.text,
          duration: toast.duration,
          ...(action ? { action } : {}),
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
      saved: savedBoard,
    },
  });

  // The store is the truth: follow its saved state whenever no call of this card runs.
  const syncKey = savedBoard ? `saved:${savedBoard.board?.id ?? ''}:${savedBoard.board?.name ?? ''}` : 'none';
  // biome-ignore lint/correctness/useExhaustiveDependencies: syncKey stands for savedBoard's content.
  useEffect(() => {
    actor.send({ type: 'SYNC', saved: savedBoard });
  }, [actor, syncKey]);

  const saved = useSelector(
    actor,
    (s) => s.matches('saved') || s.matches('deleting') || s.matches('quickSaveConfirming'),
  );
  const busy = useSelector(actor, (s) => s.matches('saving') || s.matches('deleting'));
  const section = useSelector(actor, (s) => s.context.result?.section ?? null);
  const savedTo: SavedTo | null = savedBoard
    ? { board: savedBoard.board, section: savedBoard.board && section ? section : null }
    : null;

  return {
    saved,
    busy,
    savedTo,
    /** Save to `to` (a board and maybe a section), else to the card's save target, read now. */
    save: (to?: { board: { id: string; name: string }; section?: { id: string; title: string } | null }) => {
      const board = to?.board ?? options.saveTarget;
      const section = to ? to.section : options.saveTarget?.section;
      const { boards, sections } = store.getSnapshot().context;
      write(store, [
        ...(board && !boards[board.id]?.name
          ? [{ table: 'boards' as const, id: board.id, value: { id: board.id, name: board.name } }]
          : []),
        ...(section && !sections[section.id]
          ? [{ table: 'sections' as const, id: section.id, value: section as BoardSection }]
          : []),
      ]);
      actor.send({
        type: 'SAVE',
        ...(board ? { boardId: board.id } : {}),
        ...(section ? { sectionId: section.id } : {}),
      });
    },
    unsave: () => actor.send({ type: 'DELETE' }),
  };
}
