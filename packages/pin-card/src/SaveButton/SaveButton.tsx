import { saveButtonMachine, savedConfirming } from '@tessera/machines';
import { labels, oneTapSavedText, type Pin, type RepinResult } from '@tessera/model';
import { Button, type ButtonSize } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useSaveFlow } from '../PinSave/useSaveFlow.ts';

export interface SaveTarget {
  id: string;
  name: string;
  /** A section of the board, when the save goes to one (§4 "Saved to {section} in {board}"). */
  section?: { id: string; title: string };
}

/** Saves the pin to `board` (null: to the profile, §4 "no board means profile save"). */
export type OnSave = (args: { pin: Pin; board: SaveTarget | null }) => Promise<RepinResult>;
/** Removes the viewer's save of the pin (from `boardId` when it was saved to a board). */
export type OnUnsave = (args: { pin: Pin; boardId?: string }) => Promise<void>;

export interface SaveButtonProps {
  pin: Pin;
  /** Where Save puts the pin: a board, or null / absent for the profile. */
  saveTarget?: SaveTarget | null;
  onSave?: OnSave;
  onUnsave?: OnUnsave;
  size?: ButtonSize;
}

/**
 * The one-tap Save button (§4): "Save" (primary) saves to `saveTarget` (read when pressed; none: the
 * profile); saved (selected) unsaves. A save made with it reads "Saved!" for SAVED_CONFIRMATION_MS
 * (§9 950 ms, saveButtonMachine's `newly.confirming`), then the board's name, or "Saved to Profile"
 * for a profile save (oneTapSavedText); a pin saved before reads the board name at once ("Saved"
 * while the store does not know the board's name). While a call is in flight the button is busy:
 * aria-disabled, and a press does nothing. It runs the card's one save path (useSaveFlow: the
 * entity store, the save toast of SAVE_TOAST_MS with the pin's thumbnail, the §8 texts on failure
 * and on delete), so a pin saved anywhere reads saved here.
 */
export function SaveButton({ pin, saveTarget = null, onSave, onUnsave, size = 'md' }: SaveButtonProps) {
  const button = useActorRef(saveButtonMachine, { input: {} });
  const flow = useSaveFlow(pin, {
    saveTarget,
    onSave,
    onUnsave,
    onCallDone: (done) => button.send({ type: done === 'saved' ? 'SAVE_DONE' : 'DELETE_DONE' }),
  });
  const confirming = useSelector(button, (s) => savedConfirming(s, flow.saved));
  const board = flow.savedTo?.board ?? null;
  const savedText =
    board && board.name === '' && !confirming ? labels.saved : oneTapSavedText({ board, confirming });
  return (
    <Button
      variant={flow.saved ? 'selected' : 'primary'}
      size={size}
      busy={flow.busy}
      onPress={() => (flow.saved ? flow.unsave() : flow.save())}
      data-testid="save-button"
    >
      {flow.saved ? savedText : labels.save}
    </Button>
  );
}
