/**
 * Logged-out saves (§1, §4, §5): a logged-out visitor's Save records the pin locally (at most 2,
 * the loggedOutSavesMachine of @tessera/machines, kept in localStorage) and prompts login; once a
 * viewer is logged in (the page reloads on login), every pin kept is repinned to their profile and
 * the list is cleared. Bots do not save.
 */
import { useApi } from '@tessera/api';
import { loggedOutSavesMachine } from '@tessera/machines';
import { LoggedOutSavesContext } from '@tessera/pin-card';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useSession } from './session.ts';
import { readStored, writeStored } from './storage.ts';

export const LOGGED_OUT_SAVES_KEY = 'tessera-logged-out-saves';

const storage = {
  read: () => JSON.parse(readStored(LOGGED_OUT_SAVES_KEY) ?? '[]') as unknown,
  write: (saved: unknown) => writeStored(LOGGED_OUT_SAVES_KEY, JSON.stringify(saved)),
};

export function LoggedOutSavesRoot({ children }: { children: ReactNode }) {
  const api = useApi();
  const { viewer, visitor } = useSession();
  const actor = useActorRef(
    loggedOutSavesMachine.provide({
      actors: {
        // §4 after login each saved pin is repinned to the profile (no board).
        mergeSaves: fromPromise<void, { pinIds: string[] }>(async ({ input }) => {
          for (const pinId of input.pinIds) await api.repin({ pinId });
        }),
      },
      actions: {
        logStorageError: (_args, error: unknown) => console.error('Logged-out saves: storage failed', error),
        countMergeFailure: (_args, error: unknown) => console.error('Logged-out saves: merge failed', error),
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
