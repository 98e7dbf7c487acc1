import type { loggedOutSavesMachine } from '@tessera/machines';
import { labels, type Pin } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * A running loggedOutSavesMachine (@tessera/machines): the logged-out visitor's local saves, at most
 * LOGGED_OUT_SAVES_MAX (2) by the model's addLoggedOutSave (§1, §5, §9), merged after login. The app
 * owns it (its storage, its mergeSaves call) and hands it to the card or to PinCardProvider.
 */
export type LoggedOutSavesActor = ActorRefFrom<typeof loggedOutSavesMachine>;

/** The actor PinCardProvider gives every card below it; a card's own `loggedOutSaves` prop wins. */
export const LoggedOutSavesContext = createContext<LoggedOutSavesActor | null>(null);

export function useLoggedOutSavesActor(own: LoggedOutSavesActor | undefined): LoggedOutSavesActor | null {
  const provided = useContext(LoggedOutSavesContext);
  return own ?? provided;
}

/** A logged-out Save (§1): records the pin locally when an actor is given, then prompts login. */
export function loggedOutSave(actor: LoggedOutSavesActor | null, pin: Pin, prompt: () => void) {
  actor?.send({ type: 'SAVE', pinId: pin.id });
  prompt();
}

function SavedLocallyButton({
  actor,
  pin,
  onPress,
}: {
  actor: LoggedOutSavesActor;
  pin: Pin;
  onPress: () => void;
}) {
  const saved = useSelector(actor, (snapshot) =>
    snapshot.context.saved.some((item) => item.unauthSavePinId === pin.id),
  );
  return (
    <Button variant={saved ? 'selected' : 'primary'} size="md" onPress={onPress}>
      {saved ? labels.saved : labels.save}
    </Button>
  );
}

/**
 * The logged-out visitor's Save (§1): without an actor it opens the login prompt; with one it also
 * keeps the pin in the local saves (a third drops the oldest, §5 max 2) and reads Saved while the pin
 * is among them. Pressing Saved again prompts login without saving twice.
 */
export function LoggedOutSaveButton({
  pin,
  actor,
  onLoginPrompt,
}: {
  pin: Pin;
  actor: LoggedOutSavesActor | null;
  onLoginPrompt: (() => void) | undefined;
}) {
  const prompt = () => onLoginPrompt?.();
  if (!actor) {
    return (
      <Button variant="primary" size="md" onPress={prompt}>
        {labels.save}
      </Button>
    );
  }
  return (
    <SavedLocallyButton
      actor={actor}
      pin={pin}
      onPress={() => {
        const saved = actor.getSnapshot().context.saved.some((item) => item.unauthSavePinId === pin.id);
        if (saved) prompt();
        else loggedOutSave(actor, pin, prompt);
      }}
    />
  );
}
