/**
 * The client entity store (ARCHITECTURE "Client state: one source of truth"): every pin, board,
 * section and user the client has seen, once, by id, normalised from the API answers that carry
 * them, plus the viewer's relations to them (saves live on the pin as `savedInfo`, hides and
 * reports, follows, blocks). Built on @xstate/store: one small store with named events, read with
 * selectors, so a change re-renders only what selected the changed entity.
 *
 * Every mutation (SPEC §4, §8) goes through `mutate`: it writes the store first, calls the server,
 * and on failure puts back exactly the entries it changed. When the answer was lost (network
 * error, timeout) rather than refused, it re-reads the entity first: a change the server did make
 * is kept, not reported as failed.
 */
import type { Board, BoardSection, Pin, RepinResult, User } from '@tessera/model';
import { createStore } from '@xstate/store';
import { isResourceRequestError } from './ResourceRequestError.ts';

/** A board as the store knows it: at least its id and name (a save result carries no more). */
export type BoardEntity = Pick<Board, 'id' | 'name'> & Partial<Board>;
/** What the viewer said about a pin (§4 feedback): hidden or reported. */
/**
 * The viewer's feedback on a pin (§4), which its cards show as an overlay wherever the pin appears:
 * hidden, reported, or unfollowed (what was unfollowed from it, and its name, for the overlay's
 * words).
 */
export type PinFeedback =
  | { kind: 'hidden' }
  | { kind: 'reported' }
  | { kind: 'unfollowed'; target: FollowKind; name: string };
/** A follow target (§4: people, boards, topics). */
export type FollowKind = 'user' | 'board' | 'topic';

export interface EntityState {
  pins: Record<string, Pin>;
  boards: Record<string, BoardEntity>;
  sections: Record<string, BoardSection>;
  users: Record<string, User>;
  /** pin id → the viewer hid, reported or unfollowed from it. */
  pinFeedback: Record<string, PinFeedback>;
  /** `${kind}:${id}` → followed by the viewer. */
  follows: Record<string, boolean>;
  /** user id → blocked by the viewer. */
  blocked: Record<string, boolean>;
  /** pin id → the save or unsave of it in flight (every card of the pin shows it busy). */
  pending: Record<string, PinPending>;
}

/** A call about a pin's save that has not settled. */
export type PinPending = 'saving' | 'deleting';

type Tables = {
  [K in keyof EntityState]: EntityState[K] extends Record<string, infer V> ? V : never;
};
export type EntityTable = keyof EntityState;

/** One entry written: `value` undefined removes it. */
export type EntityChange = {
  [K in EntityTable]: { table: K; id: string; value: Tables[K] | undefined };
}[EntityTable];

/** What an API answer carried, to be normalised. */
export interface EntityBatch {
  pins?: readonly Pin[];
  boards?: readonly BoardEntity[];
  sections?: readonly BoardSection[];
  users?: readonly User[];
}

const emptyState = (): EntityState => ({
  pins: {},
  boards: {},
  sections: {},
  users: {},
  pinFeedback: {},
  follows: {},
  blocked: {},
  pending: {},
});

function applyChanges(state: EntityState, changes: readonly EntityChange[]): EntityState {
  if (changes.length === 0) return state;
  const next = { ...state };
  const copied = new Set<EntityTable>();
  for (const change of changes) {
    if (!copied.has(change.table)) {
      (next as Record<EntityTable, unknown>)[change.table] = { ...state[change.table] };
      copied.add(change.table);
    }
    const table = next[change.table] as Record<string, unknown>;
    if (change.value === undefined) delete table[change.id];
    else table[change.id] = change.value;
  }
  return next;
}

/** The changes that normalise an answer: each entity by id, a pin's board as a board. */
export function normalise(state: EntityState, batch: EntityBatch): EntityChange[] {
  const changes: EntityChange[] = [];
  for (const pin of batch.pins ?? []) {
    changes.push({ table: 'pins', id: pin.id, value: pin });
    const board = pin.board;
    if (board?.id && board.name && !state.boards[board.id]) {
      changes.push({ table: 'boards', id: board.id, value: { id: board.id, name: board.name } });
    }
  }
  for (const board of batch.boards ?? []) {
    changes.push({ table: 'boards', id: board.id, value: { ...state.boards[board.id], ...board } });
  }
  for (const section of batch.sections ?? [])
    changes.push({ table: 'sections', id: section.id, value: section });
  for (const user of batch.users ?? []) changes.push({ table: 'users', id: user.id, value: user });
  return changes;
}

/** Creates an entity store (one per app; tests make their own). */
export function createEntityStore(initial: Partial<EntityState> = {}) {
  /**
   * The answer objects this store has taken, by entity (`${table}:${id}`): an object handed over
   * again is not taken again (see `receive`). Kept by id, with the store: no table keyed by object.
   */
  const taken = new Map<string, WeakSet<object>>();
  const fresh = <T extends { id: string }>(table: EntityTable, items: readonly T[] | undefined): T[] =>
    (items ?? []).filter((item) => {
      const key = `${table}:${item.id}`;
      const seen = taken.get(key) ?? new WeakSet<object>();
      taken.set(key, seen);
      if (seen.has(item)) return false;
      seen.add(item);
      return true;
    });
  return createStore({
    context: { ...emptyState(), ...initial } as EntityState,
    on: {
      /** An API answer arrived: its entities, by id (each answer object once). */
      received: (context, event: { batch: EntityBatch }) =>
        applyChanges(
          context,
          normalise(context, {
            pins: fresh('pins', event.batch.pins),
            boards: fresh('boards', event.batch.boards),
            sections: fresh('sections', event.batch.sections),
            users: fresh('users', event.batch.users),
          }),
        ),
      /** Entries written (a mutation, its rollback, a re-read). */
      wrote: (context, event: { changes: readonly EntityChange[] }) => applyChanges(context, event.changes),
    },
  });
}

export type EntityStore = ReturnType<typeof createEntityStore>;

/** The entries `changes` would overwrite, as they are now (the rollback of those changes). */
export function currentOf(state: EntityState, changes: readonly EntityChange[]): EntityChange[] {
  return changes.map(
    (change) =>
      ({
        table: change.table,
        id: change.id,
        value: (state[change.table] as Record<string, unknown>)[change.id],
      }) as EntityChange,
  );
}

export function write(store: EntityStore, changes: readonly EntityChange[]) {
  if (changes.length > 0) store.trigger.wrote({ changes });
}

/**
 * Normalises an API answer into the store. Each entity object is taken once: a list handed over
 * again (a feed's items after its next page arrived) does not overwrite what happened since, while
 * a new answer's object of the same entity is taken.
 */
export function receive(store: EntityStore, batch: EntityBatch) {
  store.trigger.received({ batch });
}

/**
 * The answer was lost, not refused: a network failure (the fetch itself failed or its body was
 * cut) or a timeout. The server may have made the change.
 */
export function isLostAnswer(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  return isResourceRequestError(error) && error.cause !== undefined && error.code === undefined;
}

/**
 * Waits before each further re-read of an entity after a lost answer, when the re-read's own answer
 * is lost too. The spec gives no retry policy (§4 names only a retry limit for empty pages, value
 * not shown): four more tries over about 3.75 s, so a flaky network rarely leaves the state unknown.
 */
export const REREAD_BACKOFF_MS: readonly number[] = [250, 500, 1000, 2000];

/** Runs `read` until it answers; a lost answer is tried again after each backoff, a refusal is final. */
export async function readWithRetries<T>(
  read: () => Promise<T>,
  backoff: readonly number[],
): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const wait = backoff[attempt];
      if (wait === undefined || !isLostAnswer(error)) return null;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export interface Mutation<T> {
  /** The optimistic entries, written before the call. */
  changes: readonly EntityChange[];
  /** The server call. */
  call: () => Promise<T>;
  /** Entries to write from the answer (the server's version of the entities). */
  settle?: (answer: T) => readonly EntityChange[];
  /**
   * After a lost answer: re-reads the entity and says whether the server made the change
   * (`applied`), with its answer when it did, and the entries it read.
   */
  verify?: () => Promise<{ applied: boolean; answer?: T; changes?: readonly EntityChange[] }>;
  /** Waits between re-reads whose own answer was lost (default REREAD_BACKOFF_MS). */
  rereadBackoff?: readonly number[];
}

/**
 * Writes `changes`, runs `call`, keeps the answer's entries; on failure re-reads when the answer
 * was lost (a change the server made stays), else puts back the entries it wrote and rethrows.
 */
export async function mutate<T>(store: EntityStore, mutation: Mutation<T>): Promise<T> {
  const before = currentOf(store.getSnapshot().context, mutation.changes);
  write(store, mutation.changes);
  try {
    const answer = await mutation.call();
    if (mutation.settle) write(store, mutation.settle(answer));
    return answer;
  } catch (error) {
    if (mutation.verify && isLostAnswer(error)) {
      const read = await readWithRetries(mutation.verify, mutation.rereadBackoff ?? REREAD_BACKOFF_MS);
      if (read?.changes) write(store, read.changes);
      if (read?.applied) return read.answer as T;
    }
    // Only what this mutation wrote goes back, and only where nothing newer replaced it.
    const now = store.getSnapshot().context;
    const mine = mutation.changes.filter(
      (change) => (now[change.table] as Record<string, unknown>)[change.id] === change.value,
    );
    write(
      store,
      before.filter((entry) => mine.some((change) => change.table === entry.table && change.id === entry.id)),
    );
    throw error;
  }
}

// ------------------------------------------------------------------ saves (§4 save flow)

/** Where a pin is saved: a board and maybe a section, or the profile (board null). */
export interface SaveDestination {
  board: { id: string; name?: string } | null;
  section?: { id: string; title?: string } | null;
}

/** The pin as the store holds it, else as given. */
export function pinOf(store: EntityStore, pin: Pin): Pin {
  return store.getSnapshot().context.pins[pin.id] ?? pin;
}

/** The entries of "the pin is saved to `to`" (null: not saved). */
export function savedChanges(store: EntityStore, pin: Pin, to: SaveDestination | null): EntityChange[] {
  const current = pinOf(store, pin);
  const { savedInfo: _old, ...rest } = current;
  const localPinId = current.savedInfo?.localPinId;
  const value: Pin = to
    ? {
        ...rest,
        savedInfo: {
          ...(to.board ? { boardId: to.board.id } : {}),
          ...(localPinId ? { localPinId } : {}),
        },
      }
    : rest;
  const changes: EntityChange[] = [{ table: 'pins', id: pin.id, value }];
  const board = to?.board;
  const known = board ? store.getSnapshot().context.boards[board.id] : undefined;
  if (board?.name && !known)
    changes.push({ table: 'boards', id: board.id, value: { id: board.id, name: board.name } });
  return changes;
}

/** The entries a repin answer adds: the save (its local pin id) and the board it names. */
export function repinResultChanges(store: EntityStore, pin: Pin, result: RepinResult): EntityChange[] {
  const changes = savedChanges(store, pin, { board: result.board });
  const first = changes[0];
  if (first?.table === 'pins' && first.value) {
    first.value = { ...first.value, savedInfo: { ...first.value.savedInfo, localPinId: result.id } };
  }
  if (result.board) {
    const known = store.getSnapshot().context.boards[result.board.id];
    changes.push({ table: 'boards', id: result.board.id, value: { ...known, ...result.board } });
  }
  return changes;
}

/** The saved state of a pin read back from the server, as store entries. */
const rereadChanges = (pin: Pin): EntityChange[] => [{ table: 'pins', id: pin.id, value: pin }];

/** A repin answer made up from a re-read pin (the answer itself was lost). */
function resultFromPin(store: EntityStore, pin: Pin): RepinResult {
  const boardId = pin.savedInfo?.boardId;
  const board = boardId ? store.getSnapshot().context.boards[boardId] : undefined;
  return {
    id: pin.savedInfo?.localPinId ?? pin.id,
    pinner: { id: pin.pinner?.id ?? '' },
    board: boardId ? { id: boardId, url: board?.url ?? '', name: board?.name ?? '' } : null,
  };
}

export interface SaveCalls {
  repin: (args: { pin: Pin; to: SaveDestination }) => Promise<RepinResult>;
  /** `savedPinId`: the save's own id when the caller names it (the saved-pin edit), else the pin's. */
  unsave: (args: { pin: Pin; boardId?: string; savedPinId?: string }) => Promise<void>;
  /** Re-reads a pin after a lost answer; without it a lost answer counts as a failure. */
  getPin?: ((pinId: string) => Promise<Pin>) | undefined;
}

/** Saves (repins) a pin to a board, a section or the profile: the store first, rolled back on failure. */
/**
 * Marks the pin's save call as in flight while `run` runs (issue 27: two cards of one pin show the
 * same pending state): cleared when it settles, unless a newer call of the pin replaced it.
 */
function whilePending<T>(
  store: EntityStore,
  pinId: string,
  kind: PinPending,
  run: () => Promise<T>,
): Promise<T> {
  const mark = { table: 'pending', id: pinId, value: kind } as const;
  write(store, [mark]);
  const outcome = run();
  const clear = () => {
    if (store.getSnapshot().context.pending[pinId] === kind) write(store, [{ ...mark, value: undefined }]);
  };
  outcome.then(clear, clear);
  return outcome;
}

export function savePin(store: EntityStore, calls: SaveCalls, pin: Pin, to: SaveDestination) {
  const { getPin } = calls;
  return whilePending(store, pin.id, 'saving', () =>
    mutate<RepinResult>(store, {
      changes: savedChanges(store, pin, to),
      call: () => calls.repin({ pin, to }),
      settle: (result) => repinResultChanges(store, pin, result),
      ...(getPin
        ? {
            verify: async () => {
              const read = await getPin(pin.id);
              const applied =
                read.savedInfo !== undefined && (read.savedInfo.boardId ?? null) === (to.board?.id ?? null);
              return { applied, answer: resultFromPin(store, read), changes: rereadChanges(read) };
            },
          }
        : {}),
    }),
  );
}

/**
 * Removes the viewer's save of a pin: the store first, rolled back on failure. `boardId`: the
 * board the save is on (default: the store's). `savedPinId`: the save's own id, when the caller
 * names the save rather than the pin. `written`: the caller has already written the removal (the
 * save flow's removeRecords) and puts it back itself (its rollback).
 */
export function unsavePin(
  store: EntityStore,
  calls: SaveCalls,
  pin: Pin,
  options: { written?: boolean; boardId?: string | undefined; savedPinId?: string | undefined } = {},
) {
  const { getPin } = calls;
  const boardId = options.written
    ? options.boardId
    : (options.boardId ?? pinOf(store, pin).savedInfo?.boardId);
  const { savedPinId } = options;
  return whilePending(store, pin.id, 'deleting', () =>
    mutate<void>(store, {
      changes: options.written ? [] : savedChanges(store, pin, null),
      call: () =>
        calls.unsave({ pin, ...(boardId ? { boardId } : {}), ...(savedPinId ? { savedPinId } : {}) }),
      ...(getPin
        ? {
            verify: async () => {
              const read = await getPin(pin.id);
              return {
                applied: read.savedInfo === undefined,
                answer: undefined,
                changes: rereadChanges(read),
              };
            },
          }
        : {}),
    }),
  );
}

// ------------------------------------------------------------------ feedback (§4 hide, report, unfollow)

/**
 * The viewer's hide, report or unfollow of a pin through the caller's own call: the intent of a
 * card in an app that gives no intents of its own (no EntityStoreProvider actions; its store is the
 * fallback store), so the pin's feedback is the store's there too and every card of the pin shows
 * it, after a remount as well. `feedback`: what the pin's cards show, written before the call and
 * put back if it rejects; or, when only the answer says it (an unfollow names what was unfollowed),
 * made from the answer once it arrives.
 */
export function recordPinFeedback<T>(
  store: EntityStore,
  pinId: string,
  call: () => Promise<T>,
  feedback: PinFeedback | ((answer: T) => PinFeedback),
): Promise<T> {
  const entry = (value: PinFeedback): EntityChange => ({ table: 'pinFeedback', id: pinId, value });
  return typeof feedback === 'function'
    ? mutate(store, { changes: [], call, settle: (answer) => [entry(feedback(answer))] })
    : mutate(store, { changes: [entry(feedback)], call });
}
