import { labels, type Pin, type RepinResult } from '@tessera/model';
import { Button, type ButtonSize } from '@tessera/ui';
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
 * profile); "Saved" (selected) unsaves. While a call is in flight the button is busy: aria-disabled,
 * and a press does nothing. It runs the card's one save path (useSaveFlow: the entity store, the
 * save toast of SAVE_TOAST_MS with the pin's thumbnail, the §8 texts on failure and on delete), so a
 * pin saved anywhere reads Saved here.
 */
export function SaveButton({ pin, saveTarget = null, onSave, onUnsave, size = 'md' }: SaveButtonProps) {
  const flow = useSaveFlow(pin, { saveTarget, onSave, onUnsave });
  return (
    <Button
      variant={flow.saved ? 'selected' : 'primary'}
      size={size}
      busy={flow.busy}
      onPress={() => (flow.saved ? flow.unsave() : flow.save())}
      data-testid="save-button"
    >
      {flow.saved ? labels.saved : labels.save}
    </Button>
  );
}
