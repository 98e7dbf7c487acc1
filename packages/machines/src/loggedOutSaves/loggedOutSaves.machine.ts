/**
 * Logged-out saves (SPEC §1, §4, §5): a logged-out visitor saves at most LOGGED_OUT_SAVES_MAX (2)
 * pins locally; saving an already saved pin replaces it (`addLoggedOutSave` of @tessera/model).
 * After LOGIN every saved pin is repinned to the profile (the `mergeSaves` actor the caller
 * supplies) and the list is cleared; a merge failure is only counted (`countMergeFailure`), the
 * list is cleared all the same (§8).
 *
 * The list is persisted through `input.storage` ({ read, write }), which may throw: a failed read
 * gives the empty list, a failed write keeps the list in memory; both are reported to the
 * `logStorageError` action (§8 "storage access failure: logged to console, reads return default").
 * A SAVE whose write failed is also reported to `saveNotKept` (with the pin id): the pin reads
 * saved for now, but nothing will be there to merge after login, so the visitor is told (issue 18).
 */
import { addLoggedOutSave, type UnauthSavedPin, UnauthSavedPinsSchema } from '@tessera/model';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';

export interface LoggedOutSavesStorage {
  read(): unknown;
  write(saved: UnauthSavedPin[]): void;
}

export interface LoggedOutSavesInput {
  storage?: LoggedOutSavesStorage;
  now?: () => number;
}

export interface LoggedOutSavesContext {
  saved: UnauthSavedPin[];
  storage: LoggedOutSavesStorage | null;
  now: () => number;
  /** A failed read at start, reported once by the root entry. */
  readError: unknown;
}

export type LoggedOutSavesEvent = { type: 'SAVE'; pinId: string } | { type: 'LOGIN' };

/** Reads the stored list; anything unreadable or malformed is the empty list. */
export function readLoggedOutSaves(
  storage: LoggedOutSavesStorage | null,
  onError: (error: unknown) => void = () => {},
): UnauthSavedPin[] {
  if (!storage) return [];
  try {
    const parsed = UnauthSavedPinsSchema.safeParse(storage.read());
    return parsed.success ? parsed.data : [];
  } catch (error) {
    onError(error);
    return [];
  }
}

export const loggedOutSavesMachine = setup({
  types: {
    input: {} as LoggedOutSavesInput,
    context: {} as LoggedOutSavesContext,
    events: {} as LoggedOutSavesEvent,
  },
  actors: {
    /** Repins each pin to the profile. */
    mergeSaves: fromPromise<void, { pinIds: string[] }>(() =>
      Promise.reject(new Error('loggedOutSavesMachine: provide the mergeSaves actor')),
    ),
  },
  actions: {
    logStorageError: (_args, _error: unknown) => {},
    countMergeFailure: (_args, _error: unknown) => {},
    /** A SAVE could not be written: the pin is kept in memory only, lost on the next page load. */
    saveNotKept: (_args, _pinId: string) => {},
    /** Writes the list; a throwing storage is reported, not fatal. */
    persist: enqueueActions(({ context, enqueue }) => {
      try {
        context.storage?.write(context.saved);
      } catch (error) {
        enqueue({ type: 'logStorageError', params: error } as never);
      }
    }),
    /** Writes the list after a SAVE; a throwing storage is also reported as the save not kept. */
    persistSave: enqueueActions(({ context, event, enqueue }) => {
      try {
        context.storage?.write(context.saved);
      } catch (error) {
        enqueue({ type: 'logStorageError', params: error } as never);
        if (event.type === 'SAVE') enqueue({ type: 'saveNotKept', params: event.pinId } as never);
      }
    }),
  },
  guards: {
    nothingToMerge: ({ context }) => context.saved.length === 0,
  },
}).createMachine({
  id: 'loggedOutSaves',
  context: ({ input }) => {
    const storage = input?.storage ?? null;
    let readError: unknown;
    const saved = readLoggedOutSaves(storage, (error) => {
      readError = error;
    });
    return { storage, now: input?.now ?? Date.now, saved, readError };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.readError === undefined) return;
    enqueue({ type: 'logStorageError', params: context.readError });
    enqueue.assign({ readError: undefined });
  }),
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: {
        SAVE: {
          actions: [
            assign({
              saved: ({ context, event }) => addLoggedOutSave(context.saved, event.pinId, context.now()),
            }),
            'persistSave',
          ],
        },
        LOGIN: [{ guard: 'nothingToMerge', target: 'loggedIn' }, { target: 'merging' }],
      },
    },
    merging: {
      invoke: {
        id: 'mergeSaves',
        src: 'mergeSaves',
        input: ({ context }) => ({ pinIds: context.saved.map((item) => item.unauthSavePinId) }),
        onDone: { target: 'loggedIn', actions: [assign({ saved: [] }), 'persist'] },
        onError: {
          target: 'loggedIn',
          actions: [
            { type: 'countMergeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            assign({ saved: [] }),
            'persist',
          ],
        },
      },
    },
    loggedIn: { type: 'final' },
  },
});
