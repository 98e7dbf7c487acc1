import { oneTapSaveMachine } from '@tessera/machines';
import { labels, messages, type Pin, type RepinResult, saveToastText } from '@tessera/model';
import { SAVE_TOAST_MS } from '@tessera/tokens';
import { Button, type ButtonSize, type ShowToastOptions, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';

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

/** Where the pin already is, as the machine's input: absent when not saved, null when saved to the profile. */
function savedBoardOf(pin: Pin, saveTarget: SaveTarget | null | undefined): SaveTarget | null | undefined {
  if (!pin.savedInfo) return undefined;
  const { boardId } = pin.savedInfo;
  if (boardId === undefined) return null;
  const name = saveTarget?.id === boardId ? saveTarget.name : pin.board?.id === boardId ? pin.board.name : '';
  return { id: boardId, name };
}

/** A small image of the pin for the save toast. */
function toastThumbnail(pin: Pin): ShowToastOptions['thumbnail'] {
  const image = pin.images['136x136'] ?? pin.images['60x60'] ?? pin.images['236x'];
  return image ? { src: image.url } : undefined;
}

const missing = (what: string) => () => Promise.reject(new Error(`SaveButton: no ${what} handler`));

/**
 * The one-tap Save button (§4), driven by oneTapSaveMachine. "Save" (primary) saves; "Saved"
 * (selected) unsaves. While a call is in flight the button is busy: aria-disabled, and a press does
 * nothing (the machine ignores taps too). Results are told with a toast: the save toast (SAVE_TOAST_MS)
 * on success, the §8 texts on failure and on delete.
 */
export function SaveButton({ pin, saveTarget = null, onSave, onUnsave, size = 'md' }: SaveButtonProps) {
  const toaster = useToaster();

  // The actors read the latest props through a ref: the machine is created once per card.
  const latest = useRef({ pin, saveTarget, onSave, onUnsave });
  useEffect(() => {
    latest.current = { pin, saveTarget, onSave, onUnsave };
  });

  const [machine] = useState(() =>
    oneTapSaveMachine.provide({
      actors: {
        repin: fromPromise<RepinResult, { pinId: string }>(() => {
          const { pin: current, saveTarget: target, onSave: save } = latest.current;
          return save ? save({ pin: current, board: target }) : missing('onSave')();
        }),
        deletePin: fromPromise<void, { pinId: string; boardId?: string }>(({ input }) => {
          const { pin: current, onUnsave: unsave } = latest.current;
          if (!unsave) return missing('onUnsave')();
          return unsave(
            input.boardId === undefined ? { pin: current } : { pin: current, boardId: input.boardId },
          );
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { pinId: pin.id, savedBoard: savedBoardOf(pin, saveTarget) } });

  useEffect(() => {
    const show = (options: ShowToastOptions) => toaster.show(options);
    const subscriptions = [
      actor.on('saved', ({ result }) => {
        const thumbnail = toastThumbnail(latest.current.pin);
        show({ text: saveToastText(result), duration: SAVE_TOAST_MS, ...(thumbnail ? { thumbnail } : {}) });
      }),
      actor.on('saveFailed', ({ message }) => show({ text: message })),
      actor.on('deleted', () => show({ text: messages.pinDeleted })),
      actor.on('deleteFailed', ({ message }) => show({ text: message })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toaster]);

  const saved = useSelector(actor, (snapshot) => snapshot.matches('saved') || snapshot.matches('deleting'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches('saving') || snapshot.matches('deleting'));

  return (
    <Button
      variant={saved ? 'selected' : 'primary'}
      size={size}
      busy={busy}
      onPress={() => actor.send({ type: 'TAP' })}
      data-testid="save-button"
    >
      {saved ? labels.saved : labels.save}
    </Button>
  );
}
