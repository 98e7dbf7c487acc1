import {
  type SaveRequest,
  type SaveToast,
  saveButtonMachine,
  savedBadge,
  saveFlowMachine,
} from '@tessera/machines';
import {
  hasBoardDropdown,
  labels,
  type Pin,
  type RepinResult,
  type SaveBehaviour,
  saveButtonVariant,
} from '@tessera/model';
import { Button, Icon, type ShowToastOptions, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import {
  BOARD_PICKER_TEXT,
  type BoardOption,
  type BoardPick,
  BoardPicker,
  type BoardPickerProps,
} from '../BoardPicker/BoardPicker.tsx';
import type { OnSave, OnUnsave, SaveTarget } from '../SaveButton/SaveButton.tsx';

/** Where a save landed, for the card's saved overlay (§2 "Saved to {board or section}"). */
export interface SavedTo {
  board: { id: string; name: string } | null;
  section?: { title: string } | null | undefined;
}

export interface PinSaveProps {
  pin: Pin;
  /** Where Save puts the pin without a picker: a board, or null for the profile. */
  saveTarget?: SaveTarget | null;
  onSave?: OnSave | undefined;
  onUnsave?: OnUnsave | undefined;
  /** §6 save_behavior (the model's saveBehaviour): showBoardPicker opens the picker when boards are given. */
  saveBehaviour?: SaveBehaviour | undefined;
  /** The viewer's boards for the picker and the inline dropdown. */
  loadBoards?: (() => Promise<readonly BoardOption[]>) | undefined;
  /** Creates a board (return_existing, §5). */
  onCreateBoard?: BoardPickerProps['onCreateBoard'] | undefined;
  /** §4 variant inputs (the model's saveButtonVariant). */
  optionsType?: string | null | undefined;
  quickSaveExperiment?: boolean | undefined;
  saveBehaviorEnabled?: boolean | undefined;
  /** §4 new users may see Organize on the save toast. */
  isNewUser?: boolean | undefined;
  /** Change or Organize on the save toast: edit the saved pin (§2 /pin/{id}/repin/?isEditingPin=true…). */
  onEditSave?: ((args: { pin: Pin; result: RepinResult; action: 'change' | 'organize' }) => void) | undefined;
  /** The save state changed (the card's saved overlay and hover machine follow it). */
  onSavedChange?: ((savedTo: SavedTo | null) => void) | undefined;
}

/** Save, then (inline variant) the board dropdown under it, so a long board name never covers Open. */
const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;

  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

const missing = (what: string) => () => Promise.reject(new Error(`PinSave: no ${what} handler`));

function initialSave(
  pin: Pin,
  saveTarget: SaveTarget | null,
): { board: { id: string; name: string } | null } | undefined {
  if (!pin.savedInfo) return undefined;
  const { boardId } = pin.savedInfo;
  if (boardId === undefined) return { board: null };
  const name = saveTarget?.id === boardId ? saveTarget.name : pin.board?.id === boardId ? pin.board.name : '';
  return { board: { id: boardId, name } };
}

function toastThumbnail(pin: Pin): ShowToastOptions['thumbnail'] {
  const image = pin.images['136x136'] ?? pin.images['60x60'] ?? pin.images['236x'];
  return image ? { src: image.url } : undefined;
}

/**
 * The card's Save (§4 save flow, save button variants): saveFlowMachine for the repin, toasts
 * (5 s, Change after a profile save, Organize for new users, quick-save after 2.5 s), the optimistic
 * delete; saveButtonMachine for the variant and the newly-saved badge; the board picker when the
 * viewer's save behaviour asks for it, and the board dropdown of the inline variant.
 */
export function PinSave({
  pin,
  saveTarget = null,
  onSave,
  onUnsave,
  saveBehaviour = 'saveToProfile',
  loadBoards,
  onCreateBoard,
  optionsType,
  quickSaveExperiment = false,
  saveBehaviorEnabled = false,
  isNewUser = false,
  onEditSave,
  onSavedChange,
}: PinSaveProps) {
  const toaster = useToaster();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [target, setTarget] = useState<SaveTarget | null>(saveTarget);
  const initial = initialSave(pin, saveTarget);

  const latest = useRef({
    pin,
    target,
    onSave,
    onUnsave,
    onEditSave,
    onSavedChange,
    toaster,
    pick: null as BoardPick | null,
  });
  useEffect(() => {
    latest.current = { ...latest.current, pin, target, onSave, onUnsave, onEditSave, onSavedChange, toaster };
  });

  const [flow] = useState(() =>
    saveFlowMachine.provide({
      actors: {
        repin: fromPromise<RepinResult, SaveRequest>(() => {
          const { pin: current, onSave: save, target: to, pick } = latest.current;
          if (!save) return missing('onSave')();
          const board = pick ? { ...pick.board, ...(pick.section ? { section: pick.section } : {}) } : to;
          return save({ pin: current, board });
        }),
        deletePin: fromPromise<void, { pinId: string; boardId?: string }>(({ input }) => {
          const { pin: current, onUnsave: unsave } = latest.current;
          if (!unsave) return missing('onUnsave')();
          return unsave(
            input.boardId === undefined ? { pin: current } : { pin: current, boardId: input.boardId },
          );
        }),
      },
      actions: {
        showToast: ({ context }, toast: SaveToast) => {
          const { pin: current, onEditSave: edit, toaster: show } = latest.current;
          const result = context.result;
          const action =
            toast.action && result && edit
              ? {
                  label: toast.action.label,
                  onPress: () =>
                    edit({
                      pin: current,
                      result,
                      action: toast.action?.label === labels.organize ? 'organize' : 'change',
                    }),
                }
              : undefined;
          const thumbnail = toastThumbnail(current);
          show.show({
            text: toast.text,
            duration: toast.duration,
            ...(action ? { action } : {}),
            ...(thumbnail && result ? { thumbnail } : {}),
          });
        },
      },
    }),
  );
  const flowActor = useActorRef(flow, {
    input: {
      pinId: pin.id,
      isNewUser,
      // §4 the quick-save flow (toast after 2500 ms) for the quick-save variant.
      quickSave:
        saveButtonVariant({ optionsType: optionsType ?? null, quickSaveExperiment, saveBehaviorEnabled }) ===
        'quickSave',
      saved: initial,
    },
  });
  const buttonActor = useActorRef(saveButtonMachine, {
    input: {
      optionsType: optionsType ?? null,
      quickSaveExperiment,
      saveBehaviorEnabled,
      saved: initial !== undefined,
    },
  });
  const variant = useSelector(buttonActor, (snapshot) => snapshot.context.variant);
  const badge = useSelector(buttonActor, savedBadge);
  const saved = useSelector(
    flowActor,
    (s) => s.matches('saved') || s.matches('deleting') || s.matches('quickSaveConfirming'),
  );
  const busy = useSelector(flowActor, (s) => s.matches('saving') || s.matches('deleting'));
  const savedTo = useSelector(flowActor, (s): SavedTo | null =>
    s.context.isSaved ? { board: s.context.board, section: s.context.result?.section ?? null } : null,
  );

  useEffect(() => {
    buttonActor.send({ type: saved ? 'SAVED' : 'UNSAVED' });
  }, [buttonActor, saved]);
  const savedKey = savedTo ? `${savedTo.board?.id ?? 'profile'}/${savedTo.section?.title ?? ''}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for savedTo's content.
  useEffect(() => {
    latest.current.onSavedChange?.(savedTo);
  }, [savedKey]);

  const usesPicker =
    saveBehaviour === 'showBoardPicker' && variant !== 'quickSave' && loadBoards !== undefined;

  const press = () => {
    if (saved) {
      flowActor.send({ type: 'DELETE' });
      return;
    }
    if (usesPicker) {
      setPickerOpen(true);
      return;
    }
    latest.current.pick = null;
    flowActor.send({ type: 'SAVE', ...(target ? { boardId: target.id } : {}) });
  };

  const pick = (choice: BoardPick) => {
    setPickerOpen(false);
    if (hasBoardDropdown(variant) && !usesPicker) {
      setTarget({ id: choice.board.id, name: choice.board.name });
      return;
    }
    latest.current.pick = choice;
    flowActor.send({
      type: 'SAVE',
      boardId: choice.board.id,
      ...(choice.section ? { sectionId: choice.section.id } : {}),
    });
  };

  return (
    <Row data-testid="pin-save" data-variant={variant} data-newly-saved={badge.newlySaved}>
      <div>
        {badge.newlySaved ? <Icon name="check" size={12} /> : null}
        <Button
          variant={saved ? 'selected' : 'primary'}
          busy={busy}
          onPress={press}
          data-testid="save-button"
        >
          {saved ? labels.saved : labels.save}
        </Button>
      </div>
      {hasBoardDropdown(variant) && loadBoards && !saved ? (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onPress={() => setPickerOpen(true)}>
          {target?.name ?? BOARD_PICKER_TEXT.profile}
        </Button>
      ) : null}
      {loadBoards ? (
        <BoardPicker
          isOpen={pickerOpen}
          onDismiss={() => setPickerOpen(false)}
          loadBoards={loadBoards}
          {...(onCreateBoard ? { onCreateBoard } : {})}
          onPick={pick}
        />
      ) : null}
    </Row>
  );
}
