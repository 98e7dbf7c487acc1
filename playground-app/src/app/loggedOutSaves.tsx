/**
 * Logged-out saves (§1, §4, §5): a logged-out visitor's Save records the pin locally (at most 2,
 * the loggedOutSavesMachine of @tessera/machines, kept in localStorage) and prompts login; once a
 * viewer is logged in (the page reloads on login), every pin kept is repinned to their profile (the
 * entity actions' mergeLoggedOutSaves, which logs each save's §4 events) and the list is cleared. Bots do not save.
 *
 * The list is kept in localStorage through the machine's storage, which throws when the browser
 * refuses (blocked or full): the machine logs it (§8) and, for a Save, the visitor is told the save
 * could not be kept (it would be gone at login) — issue 18.
 */
import { type LoggedOutSavesStorage, loggedOutSavesMachine } from '@tessera/machines';
import { LoggedOutSavesContext } from '@tessera/pin-card';
import { useToaster } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { PIN_ACTIONS_TEXT } from '../shared/pinActionsText.ts';
import { useEntityActions } from './entityStore.tsx';
import { useSession } from './session.ts';

export const LOGGED_OUT_SAVES_KEY = 'tessera-logged-out-saves';

/** Text that is not JSON reads as nothing stored (the machine then checks the shape). */
function parseStored(text: string | null): unknown {
  if (text === null) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
}

/** localStorage as it is: a refusing browser throws, and the machine reports it. */
const storage: LoggedOutSavesStorage = {
  read: () => parseStored(window.localStorage.getItem(LOGGED_OUT_SAVES_KEY)),
  write: (saved) => window.localStorage.setItem(LOGGED_OUT_SAVES_KEY, JSON.stringify(saved)),
};

export function LoggedOutSavesRoot({ children }: { children: ReactNode }) {
  const entityActions = useEntityActions();
  const { viewer, visitor } = useSession();
  const toaster = useToaster();
  const actor = useActorRef(
    loggedOutSavesMachine.provide({
      actors: {
        // §4 after login each saved pin is repinned to the profile (no board), through the merge
        // intent: each save logs the save event and the tracking log as any save does.
        mergeSaves: fromPromise<void, { pinIds: string[] }>(({ input }) =>
          entityActions.mergeLoggedOutSaves(input.pinIds),
        ),
      },
      actions: {
        logStorageError: (_args, error: unknown) => console.error('Logged-out saves: storage failed', error),
        countMergeFailure: (_args, error: unknown) => console.error('Logged-out saves: merge failed', error),
        saveNotKept: () => void toaster.show({ text: PIN_ACTIONS_TEXT.saveNotKept }),
      },
    }),
    { input: { storage } },
  );
  useEffect(() => {
    if (viewer) actor.send({ type: 'LOGIN' });
  }, [actor, viewer]);
  return (
    <LoggedOutSavesContext value={visitor === 'unauthenticated' ? actor : null}>
      {children}
    </LoggedOutSavesContext>
  );
}
