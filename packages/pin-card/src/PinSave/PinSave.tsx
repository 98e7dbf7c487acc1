import { saveButtonMachine, savedBadge } from '@tessera/machines';
import { hasBoardDropdown, labels, type Pin, type RepinResult, type SaveBehaviour } from '@tessera/model';
import { Button, Icon } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import {
  BOARD_PICKER_TEXT,
  type BoardOption,
  type BoardPick,
  BoardPicker,
  type BoardPickerProps,
} from '../BoardPicker/BoardPicker.tsx';
import type { OnSave, OnUnsave, SaveTarget } from '../SaveButton/SaveButton.tsx';
import { type SavedTo, useSaveFlow } from './useSaveFlow.ts';

export type { SavedTo } from './useSaveFlow.ts';

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
  const [pickerOpen, setPickerOpen] = useState(false);
  // The board picked in the inline dropdown; until then Save goes to the saveTarget prop, read now.
  const [chosen, setChosen] = useState<SaveTarget | null>(null);
  const target = chosen ?? saveTarget;
  const flow = useSaveFlow(pin, {
    saveTarget: target,
    // The button's machine reacts to the flow's results (the newly-saved badge), not to a copy of saved.
    onCallDone: (done) => buttonActor.send({ type: done === 'saved' ? 'SAVE_DONE' : 'DELETE_DONE' }),
    onSave,
    onUnsave,
    optionsType,
    quickSaveExperiment,
    saveBehaviorEnabled,
    isNewUser,
    onEditSave,
  });
  const buttonActor = useActorRef(saveButtonMachine, {
    input: {
      optionsType: optionsType ?? null,
      quickSaveExperiment,
      saveBehaviorEnabled,
    },
  });
  const variant = useSelector(buttonActor, (snapshot) => snapshot.context.variant);
  const { saved, busy, savedTo } = flow;
  const badge = savedBadge(
    useSelector(buttonActor, (snapshot) => snapshot),
    saved,
  );
  const savedKey = savedTo
    ? `${savedTo.board?.id ?? 'profile'}/${savedTo.board?.name}/${savedTo.section?.title ?? ''}`
    : null;
  const reportSaved = useEffectEvent(() => onSavedChange?.(savedTo));
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for savedTo's content.
  useEffect(() => {
    reportSaved();
  }, [savedKey]);

  const usesPicker =
    saveBehaviour === 'showBoardPicker' && variant !== 'quickSave' && loadBoards !== undefined;

  const press = () => {
    if (saved) {
      flow.unsave();
      return;
    }
    if (usesPicker) {
      setPickerOpen(true);
      return;
    }
    flow.save();
  };

  const pick = (choice: BoardPick) => {
    setPickerOpen(false);
    if (hasBoardDropdown(variant) && !usesPicker) {
      setChosen({ id: choice.board.id, name: choice.board.name });
      return;
    }
    flow.save({ board: choice.board, section: choice.section ?? null });
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
