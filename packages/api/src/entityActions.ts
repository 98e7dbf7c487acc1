/**
 * The viewer's mutations of §4 on the entity store: each writes the store first (`mutate`), calls
 * the §7 call, and rolls back on failure (§8: block/unblock reverted, a failed save or delete puts
 * the card back). Saves and moves re-read the pin when the answer was lost; hides and follows,
 * which no read shows, send their call again (see `resend`).
 */
import { type Board, type BoardSection, followEventType, type Pin } from '@tessera/model';
import {
  type BoardEntity,
  type EntityChange,
  type EntityStore,
  type FollowKind,
  mutate,
  type PinFeedback,
  pinOf,
  REREAD_BACKOFF_MS,
  readWithRetries,
  type SaveCalls,
  type SaveDestination,
  savedChanges,
  savePin,
  unsavePin,
  write,
} from './entityStore.ts';
import type { EventLogger } from './eventLogger.ts';
import type { TesseraApi } from './tesseraApi.ts';

export const followKey = (kind: FollowKind, id: string) => `${kind}:${id}`;

/** The §7 save calls of `api` (repin to a board, section or profile; delete; re-read). */
export function apiSaveCalls(api: TesseraApi): SaveCalls {
  return {
    repin: ({ pin, to }) =>
      api.repin({
        pinId: pin.id,
        ...(to.board ? { boardId: to.board.id } : {}),
        ...(to.section ? { sectionId: to.section.id } : {}),
      }),
    unsave: ({ pin, boardId }) => api.deletePin({ pinId: pin.id, ...(boardId ? { boardId } : {}) }),
    getPin: (pinId) => api.getPin({ id: pinId }),
  };
}

let temporaryIds = 0;

export interface EntityActionsOptions {
  /** Where the intents log their §7 events (a follow of a board or topic); none: nothing logged. */
  logger?: Pick<EventLogger, 'log'>;
}

/** Every mutation of the viewer, on `store`, through `api`. */
export function createEntityActions(store: EntityStore, api: TesseraApi, options: EntityActionsOptions = {}) {
  const { logger } = options;
  const saveCalls = apiSaveCalls(api);
  const state = () => store.getSnapshot().context;
  const feedback = (pin: Pin, value: PinFeedback | undefined): EntityChange => ({
    table: 'pinFeedback',
    id: pin.id,
    value,
  });
  const follow = (kind: FollowKind, id: string, followed: boolean): EntityChange => ({
    table: 'follows',
    id: followKey(kind, id),
    value: followed,
  });
  const followCall: Record<FollowKind, (id: string, followed: boolean) => Promise<unknown>> = {
    user: (id, on) => (on ? api.followUser({ user_id: id }) : api.unfollowUser({ user_id: id })),
    board: (id, on) => (on ? api.followBoard(id) : api.unfollowBoard(id)),
    topic: (id, on) =>
      on ? api.followInterest({ interest_id: id }) : api.unfollowInterest({ interest_id: id }),
  };

  /** The newest mutation of each follow or feedback entry: an older one's resend is skipped. */
  const newest = new Map<string, symbol>();
  /**
   * The verify of a call that sets a state (a hide, an unfollow feedback, a follow or unfollow):
   * after a lost answer the server may or may not hold the change, and no read says which, but the
   * call is idempotent, so it is sent again and its answer decides (a refusal rolls back). A newer
   * change of the same entry since then owns the entry: this one is neither resent nor rolled back.
   */
  const resend = (key: string, call: () => Promise<unknown>) => {
    const mine = Symbol(key);
    newest.set(key, mine);
    return {
      call,
      verify: async () => {
        if (newest.get(key) === mine) await call();
        return { applied: true };
      },
    };
  };

  /**
   * The viewer's follow and block of a person are two entries the server ties together (a block
   * ends the follow; a follow of someone blocked is refused), and each press is its own call. When
   * several of them overlap, the order the server takes them in and the lost answers among them can
   * leave the entries other than the server's, so once the last of an overlapping burst has settled
   * the person is re-read and the server's follow and block are written. A lone change needs no
   * re-read: its own answer, verify or rollback decides.
   */
  const bursts = new Map<string, { inFlight: number; overlapped: boolean; generation: number }>();
  const aboutPerson = <T>(userId: string, run: () => Promise<T>): Promise<T> => {
    const burst = bursts.get(userId) ?? { inFlight: 0, overlapped: false, generation: 0 };
    bursts.set(userId, burst);
    burst.overlapped ||= burst.inFlight > 0;
    burst.inFlight += 1;
    burst.generation += 1;
    const settled = () => {
      burst.inFlight -= 1;
      if (burst.inFlight > 0 || !burst.overlapped) return;
      burst.overlapped = false;
      const generation = burst.generation;
      void readWithRetries(() => api.getUser({ user_id: userId }), REREAD_BACKOFF_MS).then((user) => {
        // A press since the re-read was sent starts a burst of its own, which decides.
        if (!user || burst.generation !== generation) return;
        write(store, [
          { table: 'blocked', id: userId, value: user.blocked_by_me === true },
          follow('user', userId, user.explicitly_followed_by_me === true),
        ]);
      });
    };
    const outcome = run();
    outcome.then(settled, settled);
    return outcome;
  };

  /**
   * Board edit: the name and privacy the store holds change at once (the board page, the profile
   * and the pickers read them), the server's board settles it; a failure puts them back.
   */
  const updateBoard = (
    boardId: string,
    changes: Omit<Parameters<TesseraApi['updateBoard']>[0], 'board_id'>,
  ) => {
    const known = state().boards[boardId];
    const shown = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.privacy === undefined ? {} : { privacy: changes.privacy }),
    };
    return mutate(store, {
      changes:
        Object.keys(shown).length > 0
          ? [{ table: 'boards', id: boardId, value: { id: boardId, name: '', ...known, ...shown } }]
          : [],
      call: () => api.updateBoard({ board_id: boardId, ...changes }),
      settle: (board): EntityChange[] => [
        { table: 'boards', id: board.id, value: { ...state().boards[board.id], ...board } },
      ],
    });
  };

  return {
    saveCalls,
    /** §4 save (repin) to a board, a board's section, or with no board to the profile. */
    save: (pin: Pin, to: SaveDestination) => savePin(store, saveCalls, pin, to),
    /** Removes the viewer's save. */
    unsave: (pin: Pin) => unsavePin(store, saveCalls, pin),
    /** Moves a saved pin to another board or section (PinResource update). */
    move: (pin: Pin, to: { board: { id: string; name?: string }; section?: { id: string } | null }) =>
      mutate<Pin>(store, {
        changes: savedChanges(store, pin, to),
        call: () =>
          api.updatePin({
            id: pin.id,
            board_id: to.board.id,
            ...(to.section ? { section_id: to.section.id } : {}),
          }),
        settle: (answer) => [{ table: 'pins', id: answer.id, value: answer }],
        verify: async () => {
          const read = await api.getPin({ id: pin.id });
          return {
            applied: read.savedInfo?.boardId === to.board.id,
            answer: read,
            changes: [{ table: 'pins', id: read.id, value: read }],
          };
        },
      }),
    /** §4 hide (PinFeedbackResource, feedback_type hide). */
    hide: (pin: Pin) =>
      mutate(store, {
        changes: [feedback(pin, { kind: 'hidden' })],
        ...resend(`feedback:${pin.id}`, () => api.sendPinFeedback({ pin_id: pin.id, feedback_type: 'hide' })),
      }),
    /** §4 report (the Reported overlay). */
    report: (pin: Pin) =>
      mutate(store, {
        changes: [feedback(pin, { kind: 'reported' })],
        call: () => api.sendPinFeedback({ pin_id: pin.id, feedback_type: 'report' }),
      }),
    /**
     * §4 unfollow from a pin: the pinner (`name`, for the overlay's words) is no longer followed
     * (feedback_type unfollow), and the pin's cards say so.
     */
    unfollowFromPin: (pin: Pin, name: string) => {
      const pinnerId = pin.pinner?.id;
      const unfollow = () =>
        mutate(store, {
          changes: [
            feedback(pin, { kind: 'unfollowed', target: 'user', name }),
            ...(pinnerId ? [follow('user', pinnerId, false)] : []),
          ],
          ...resend(pinnerId ? followKey('user', pinnerId) : `feedback:${pin.id}`, () =>
            api.sendPinFeedback({ pin_id: pin.id, feedback_type: 'unfollow' }),
          ),
        });
      return pinnerId ? aboutPerson(pinnerId, unfollow) : unfollow();
    },
    /** Follow or unfollow a person, a board or a topic (§4); a board's or topic's logs its §7 event. */
    setFollowing: (kind: FollowKind, id: string, followed: boolean) => {
      const change = async () => {
        const answer = await mutate(store, {
          changes: [follow(kind, id, followed)],
          ...resend(followKey(kind, id), () => followCall[kind](id, followed)),
        });
        // §7: a board's follow logs 26/27, a topic's 601/602, once the server has it.
        const eventType = followEventType(kind, followed);
        if (eventType !== null) logger?.log({ event_type: eventType, object_id_str: id });
        return answer;
      };
      return kind === 'user' ? aboutPerson(id, change) : change();
    },
    /**
     * §4 block / unblock: optimistic, reverted on failure (§8). Blocking also ends the viewer's
     * follow of the person (as the server does), and is reverted with it. After a lost answer the
     * person is re-read (UserResource's blocked_by_me): a block the server made stays.
     */
    setBlocked: (userId: string, blocked: boolean) =>
      aboutPerson(userId, () =>
        mutate(store, {
          changes: [
            { table: 'blocked', id: userId, value: blocked },
            ...(blocked ? [follow('user', userId, false)] : []),
          ],
          call: () =>
            blocked
              ? api.blockUser({ blocked_user_id: userId })
              : api.unblockUser({ blocked_user_id: userId }),
          verify: async () => ({
            applied: (await api.getUser({ user_id: userId })).blocked_by_me === blocked,
          }),
        }),
      ),
    /** Board create (return_existing, §5): a placeholder board until the server's arrives. */
    createBoard: (name: string, options: { privacy?: Board['privacy'] } = {}) => {
      const placeholder = `new-board-${++temporaryIds}`;
      return mutate(store, {
        changes: [{ table: 'boards', id: placeholder, value: { id: placeholder, name } }],
        call: () => api.createBoard({ name, return_existing: true, ...options }),
        settle: (board): EntityChange[] => [
          { table: 'boards', id: placeholder, value: undefined },
          { table: 'boards', id: board.id, value: board as BoardEntity },
        ],
      });
    },
    /** Board rename. */
    renameBoard: (boardId: string, name: string) => updateBoard(boardId, { name }),
    /** Board edit (/board/{id}/edit): name, description, privacy, archive in one call. */
    updateBoard,
    /** Board delete (optimistic, §4): the board goes, and the pins saved to it read unsaved. */
    deleteBoard: (boardId: string) => {
      const savedThere = Object.values(state().pins).filter((pin) => pin.savedInfo?.boardId === boardId);
      return mutate(store, {
        changes: [
          { table: 'boards', id: boardId, value: undefined },
          ...savedThere.flatMap((pin) => savedChanges(store, pinOf(store, pin), null)),
        ],
        call: () => api.deleteBoard({ board_id: boardId }),
      });
    },
    /** Section create: a placeholder section until the server's arrives. */
    createSection: (boardId: string, name: string) => {
      const placeholder = `new-section-${++temporaryIds}`;
      const section = { id: placeholder, title: name } as BoardSection;
      return mutate(store, {
        changes: [{ table: 'sections', id: placeholder, value: section }],
        call: () => api.createBoardSection({ board_id: boardId, name }),
        settle: (created): EntityChange[] => [
          { table: 'sections', id: placeholder, value: undefined },
          { table: 'sections', id: created.id, value: created },
        ],
      });
    },
  };
}

export type EntityActions = ReturnType<typeof createEntityActions>;
