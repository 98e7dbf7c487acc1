/**
 * The viewer's mutations of §4 on the entity store, the only way the store is written for what the
 * viewer does (issue 27: `@tessera/api` exports these intents, not the writer). Each writes the
 * store first (`mutate`), calls the §7 call, and rolls back on failure (§8: block/unblock reverted,
 * a failed save or delete puts the card back). Saves, moves, pin edits and deletes, bulk organise
 * and section edits re-read what they changed when the answer was lost; hides and follows, which no
 * read shows, send their call again (see `resend`). An intent logs its own §4/§7 events.
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
import { isResourceRequestError } from './ResourceRequestError.ts';
import { logSaveEvents } from './saveEvents.ts';
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
    unsave: ({ pin, boardId, savedPinId }) =>
      api.deletePin({ pinId: savedPinId ?? pin.id, ...(boardId ? { boardId } : {}) }),
    getPin: (pinId) => api.getPin({ id: pinId }),
  };
}

let temporaryIds = 0;

export interface EntityActionsOptions {
  /**
   * Where the intents log their §4/§7 events (a save's event and tracking log, a follow of a board
   * or topic); none: nothing logged.
   */
  logger?: Pick<EventLogger, 'log'>;
}

/** What a pin edit may change (PinResource update, without the id). */
export type PinEdit = Omit<Parameters<TesseraApi['updatePin']>[0], 'id'>;

/** Where a bulk move or copy goes (§3 bulkMove / bulkCopy). */
export interface BulkTarget {
  board: { id: string; name?: string };
  section?: { id: string } | null;
}

/**
 * The saves a bulk move or copy answer names (`saves`: each pin's save id, a copy's new one), by
 * pin id; none when the answer is lost or names none.
 */
function savesOf(answer: unknown): Map<string, string> {
  const made = new Map<string, string>();
  const saves = typeof answer === 'object' && answer !== null && 'saves' in answer ? answer.saves : undefined;
  if (!Array.isArray(saves)) return made;
  for (const save of saves as unknown[]) {
    if (typeof save !== 'object' || save === null) continue;
    const { pin_id: pinId, id } = save as { pin_id?: unknown; id?: unknown };
    if (typeof pinId === 'string' && typeof id === 'string') made.set(pinId, id);
  }
  return made;
}

/** A refusal saying the thing is not there (a deleted pin or section re-read). */
const isGone = (error: unknown) => isResourceRequestError(error) && error.http_status === 404;

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
      if (burst.inFlight > 0) return;
      // A settled burst leaves the map (one entry per person pressed for the page's life, before).
      if (!burst.overlapped) {
        bursts.delete(userId);
        return;
      }
      burst.overlapped = false;
      const generation = burst.generation;
      void readWithRetries(() => api.getUser({ user_id: userId }), REREAD_BACKOFF_MS).then((user) => {
        // A press since the re-read was sent joined this burst or started one of its own: it decides.
        if (bursts.get(userId) !== burst || burst.generation !== generation) return;
        bursts.delete(userId);
        if (!user) return;
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
   * and the pickers read them), the server's board settles it; a failure puts them back. After a
   * lost answer the board is re-read.
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
      // After a lost answer the board is re-read: the edit stands when it has what was asked.
      verify: async () => {
        const read = await api.getBoard({ board_id: boardId });
        const applied =
          (changes.name === undefined || read.name === changes.name) &&
          (changes.privacy === undefined || read.privacy === changes.privacy) &&
          (changes.archived === undefined || (read.archived ?? false) === changes.archived);
        const value = { ...state().boards[read.id], ...read };
        return { applied, answer: value, changes: [{ table: 'boards', id: read.id, value }] };
      },
    });
  };

  /** A pin re-read after a lost answer; null when the server no longer has it (deleted). */
  const readPin = async (pinId: string): Promise<Pin | null> => {
    try {
      return await api.getPin({ id: pinId });
    } catch (error) {
      if (isGone(error)) return null;
      throw error;
    }
  };
  /** The store entries of re-read pins: a pin the server no longer has reads unsaved. */
  const readChanges = (pins: readonly Pin[], read: readonly (Pin | null)[]): EntityChange[] =>
    pins.flatMap((pin, i) => {
      const now = read[i];
      return now ? [{ table: 'pins', id: now.id, value: now } as const] : savedChanges(store, pin, null);
    });
  /**
   * The verify of a change to several pins' saves: re-reads each, writes what the server has, and
   * says the change was made when every pin reads as `applied` says.
   */
  const rereadPins = (pins: readonly Pin[], applied: (read: Pin | null) => boolean) => async () => {
    const read = await Promise.all(pins.map((pin) => readPin(pin.id)));
    return { applied: read.every(applied), changes: readChanges(pins, read) };
  };

  /**
   * §4 save (repin) to a board, a board's section, or with no board to the profile; once the
   * server has it, the save event and the tracking log (§4 save flow) through the logger.
   */
  const save = async (pin: Pin, to: SaveDestination) => {
    const result = await savePin(store, saveCalls, pin, to);
    logSaveEvents(logger, pin, result);
    return result;
  };

  return {
    saveCalls,
    save,
    /**
     * §4 the logged-out saves' merge after login: each pin kept is saved to the profile, one after
     * another, and each save logs the save event and the tracking log as any save does. A pin the
     * store knows goes through `save` (its cards read Saved at once, rolled back on a refusal); one
     * it does not know is only repinned (the store learns it, saved, when a page brings it). The
     * first refusal stops the merge and rejects (the logged-out saves' machine keeps the list).
     */
    mergeLoggedOutSaves: async (pinIds: readonly string[]) => {
      for (const pinId of pinIds) {
        const known = state().pins[pinId];
        if (known) await save(known, { board: null });
        else logSaveEvents(logger, { id: pinId }, await api.repin({ pinId }));
      }
    },
    /**
     * Pin create (the pin and story builders' Publish): the new pin enters the store, saved where it
     * was published, once the server has made it (it has no id before: nothing to show at once, and
     * a failure changes nothing); its save logs the §4 save event and tracking log, as a repin's.
     */
    createPin: async (options: Parameters<TesseraApi['createPin']>[0]) => {
      const pin = await mutate(store, {
        changes: [],
        call: () => api.createPin(options),
        settle: (made): EntityChange[] => [{ table: 'pins', id: made.id, value: made }],
      });
      const sectionId = options.section_id ?? options.section;
      const boardId = pin.savedInfo?.boardId ?? pin.board?.id ?? options.board_id;
      logSaveEvents(logger, pin, {
        id: pin.savedInfo?.localPinId ?? pin.id,
        board: boardId === undefined ? null : { id: String(boardId) },
        ...(sectionId === undefined ? {} : { section: { id: String(sectionId) } }),
      });
      return pin;
    },
    /**
     * Removes the viewer's save: on `boardId` (default: the store's), named by the save's own id
     * `savedPinId` when the caller has it (the saved-pin edit), else by the pin's.
     */
    unsave: (pin: Pin, options: { boardId?: string | undefined; savedPinId?: string | undefined } = {}) =>
      unsavePin(store, saveCalls, pin, options),
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
    /**
     * Edit of the viewer's own pin (/pin/{id}/edit): title, description, link and alt text show at
     * once, and a move (board_id) reads saved there; the server's pin settles it. After a lost
     * answer the pin is re-read: the edit stands when the server has every field asked for.
     */
    editPin: (pin: Pin, edit: PinEdit) => {
      const current = pinOf(store, pin);
      const shown: Pin = {
        ...current,
        ...(edit.title === undefined ? {} : { title: edit.title }),
        ...(edit.description === undefined ? {} : { description: edit.description }),
        ...(edit.link === undefined ? {} : { link: edit.link }),
        ...(edit.alt_text === undefined ? {} : { altText: edit.alt_text }),
        ...(edit.board_id === undefined
          ? {}
          : { savedInfo: { ...current.savedInfo, boardId: String(edit.board_id) } }),
      };
      const made = (read: Pin) =>
        (edit.title === undefined || read.title === edit.title) &&
        (edit.description === undefined || read.description === edit.description) &&
        (edit.link === undefined || read.link === edit.link) &&
        (edit.alt_text === undefined || read.altText === edit.alt_text) &&
        (edit.board_id === undefined || read.savedInfo?.boardId === String(edit.board_id));
      return mutate<Pin>(store, {
        changes: [{ table: 'pins', id: pin.id, value: shown }],
        call: () => api.updatePin({ id: pin.id, ...edit }),
        settle: (answer) => [{ table: 'pins', id: answer.id, value: answer }],
        verify: async () => {
          const read = await api.getPin({ id: pin.id });
          return {
            applied: made(read),
            answer: read,
            changes: [{ table: 'pins', id: read.id, value: read }],
          };
        },
      });
    },
    /**
     * Delete of the viewer's own pin (/pin/{id}/edit's Delete): it reads unsaved at once, and comes
     * back if the server refuses. After a lost answer the pin is re-read (gone or unsaved: deleted).
     */
    deletePin: (pin: Pin) =>
      mutate<void>(store, {
        changes: savedChanges(store, pin, null),
        call: () => api.deletePin({ pinId: pin.id }),
        verify: rereadPins([pin], (read) => read?.savedInfo === undefined),
      }),
    /**
     * §3 bulkMove / bulkCopy of the owner's organise mode: the pins read saved on the target board
     * at once (the server keeps one save per pin and viewer, so a copy leaves the save on the target
     * too), and go back if the server refuses. After a lost answer the pins are re-read. Each copy
     * logs the §4 save event and tracking log.
     */
    bulkMove: async (
      pins: readonly Pin[],
      options: { action: 'bulkMove' | 'bulkCopy'; fromBoardId: string; to: BulkTarget },
    ) => {
      const { action, fromBoardId, to } = options;
      const answer = await mutate(store, {
        changes: pins.flatMap((pin) => savedChanges(store, pin, { board: to.board })),
        call: () =>
          api.bulkMoveOrCopy({
            action,
            board_id: fromBoardId,
            pin_ids: pins.map((pin) => pin.id),
            to_board_id: to.board.id,
            ...(to.section ? { to_section_id: to.section.id } : {}),
          }),
        // A copy is a new save with its own id: the pin's save is now that one.
        settle: (made) =>
          [...savesOf(made)].flatMap(([pinId, saveId]): EntityChange[] => {
            const now = state().pins[pinId];
            return now
              ? [
                  {
                    table: 'pins',
                    id: pinId,
                    value: { ...now, savedInfo: { ...now.savedInfo, localPinId: saveId } },
                  },
                ]
              : [];
          }),
        verify: rereadPins(pins, (read) => read?.savedInfo?.boardId === to.board.id),
      });
      // §4: each copy is a save, and logs the save event and the tracking log (the copy's id from
      // the answer, or from the re-read pin after a lost answer). A move makes no save.
      if (action === 'bulkCopy') {
        const made = savesOf(answer);
        for (const pin of pins) {
          const id = made.get(pin.id) ?? state().pins[pin.id]?.savedInfo?.localPinId;
          if (id)
            logSaveEvents(logger, pin, {
              id,
              board: to.board,
              ...(to.section ? { section: to.section } : {}),
            });
        }
      }
      return answer;
    },
    /**
     * §3 bulkDelete of the owner's organise mode: the pins' saves on the board (or its section) go
     * at once, and come back if the server refuses. `all` (Select all): every save there, loaded
     * or not (BulkEditSelectAllResource); on a whole board the store's other pins saved there go
     * too (the store keeps no section of a save). After a lost answer the pins are re-read.
     */
    bulkDelete: (
      chosen: readonly Pin[],
      options: { boardId: string; sectionId?: string | undefined; all?: boolean },
    ) => {
      const where = {
        board_id: options.boardId,
        ...(options.sectionId !== undefined ? { section_id: options.sectionId } : {}),
      };
      const alsoThere =
        options.all && options.sectionId === undefined
          ? Object.values(state().pins).filter(
              (pin) => pin.savedInfo?.boardId === options.boardId && !chosen.some((one) => one.id === pin.id),
            )
          : [];
      const pins = [...chosen, ...alsoThere];
      return mutate(store, {
        changes: pins.flatMap((pin) => savedChanges(store, pin, null)),
        call: () =>
          options.all
            ? api.bulkDeleteAll(where)
            : api.bulkDelete({ ...where, pin_ids: chosen.map((pin) => pin.id) }),
        verify: rereadPins(pins, (read) => read?.savedInfo?.boardId !== options.boardId),
      });
    },
    /**
     * §7 news hub hide (PUT /v3/news_hub/{newsId}/pin/{pinId}/hide/) and its undo (…/undo/): the
     * pin's feedback `hidden`, which every card of the pin reads. A lost answer sends the call
     * again (no read shows it), as for `hide`.
     */
    hideNewsPin: (newsId: string, pin: Pin, hidden: boolean) =>
      mutate(store, {
        changes: [feedback(pin, hidden ? { kind: 'hidden' } : undefined)],
        ...resend(`feedback:${pin.id}`, () =>
          hidden ? api.hideNewsPin(newsId, pin.id) : api.undoHideNewsPin(newsId, pin.id),
        ),
      }),
    /** §4 hide (PinFeedbackResource, feedback_type hide). */
    hide: (pin: Pin) =>
      mutate(store, {
        changes: [feedback(pin, { kind: 'hidden' })],
        ...resend(`feedback:${pin.id}`, () => api.sendPinFeedback({ pin_id: pin.id, feedback_type: 'hide' })),
      }),
    /** §4 report (the Reported overlay); a lost answer sends it again, as for `hide`. */
    report: (pin: Pin) =>
      mutate(store, {
        changes: [feedback(pin, { kind: 'reported' })],
        ...resend(`feedback:${pin.id}`, () =>
          api.sendPinFeedback({ pin_id: pin.id, feedback_type: 'report' }),
        ),
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
     * person is re-read (UserResource's blocked_by_me): a block the server made stays. `source`:
     * where the person pressed it (the call's block_source, e.g. 'settings').
     */
    setBlocked: (userId: string, blocked: boolean, { source }: { source?: string } = {}) =>
      aboutPerson(userId, () =>
        mutate(store, {
          changes: [
            { table: 'blocked', id: userId, value: blocked },
            ...(blocked ? [follow('user', userId, false)] : []),
          ],
          call: () => {
            const options = { blocked_user_id: userId, ...(source ? { block_source: source } : {}) };
            return blocked ? api.blockUser(options) : api.unblockUser(options);
          },
          verify: async () => ({
            applied: (await api.getUser({ user_id: userId })).blocked_by_me === blocked,
          }),
        }),
      ),
    /**
     * Board create (return_existing, §5): a placeholder board until the server's arrives. A lost
     * answer sends it again (return_existing makes that safe).
     */
    createBoard: (name: string, options: { privacy?: Board['privacy'] } = {}) => {
      const placeholder = `new-board-${++temporaryIds}`;
      const create = () => api.createBoard({ name, return_existing: true, ...options });
      const made = (board: Board): EntityChange[] => [
        { table: 'boards', id: placeholder, value: undefined },
        { table: 'boards', id: board.id, value: board as BoardEntity },
      ];
      return mutate(store, {
        changes: [{ table: 'boards', id: placeholder, value: { id: placeholder, name } }],
        call: create,
        settle: made,
        // After a lost answer the call is sent again: return_existing answers the board the lost
        // call made, or makes it now.
        verify: async () => {
          const board = await create();
          return { applied: true, answer: board, changes: made(board) };
        },
      });
    },
    /** Board rename. */
    renameBoard: (boardId: string, name: string) => updateBoard(boardId, { name }),
    /** Board edit (/board/{id}/edit): name, description, privacy, archive in one call. */
    updateBoard,
    /**
     * Board delete (optimistic, §4): the board goes, and the pins saved to it read unsaved. After a
     * lost answer the board is re-read.
     */
    deleteBoard: (boardId: string) => {
      const savedThere = Object.values(state().pins).filter((pin) => pin.savedInfo?.boardId === boardId);
      return mutate(store, {
        changes: [
          { table: 'boards', id: boardId, value: undefined },
          ...savedThere.flatMap((pin) => savedChanges(store, pinOf(store, pin), null)),
        ],
        call: () => api.deleteBoard({ board_id: boardId }),
        // After a lost answer the board is re-read: gone means deleted.
        verify: async () => {
          try {
            const board = await api.getBoard({ board_id: boardId });
            return { applied: false, changes: [{ table: 'boards', id: board.id, value: board }] };
          } catch (error) {
            if (isGone(error)) return { applied: true };
            throw error;
          }
        },
      });
    },
    /**
     * Section create: a placeholder section until the server's arrives. After a lost answer the
     * board's sections are re-read.
     */
    createSection: (boardId: string, name: string) => {
      const placeholder = `new-section-${++temporaryIds}`;
      const section = { id: placeholder, title: name } as BoardSection;
      const made = (created: BoardSection): EntityChange[] => [
        { table: 'sections', id: placeholder, value: undefined },
        { table: 'sections', id: created.id, value: created },
      ];
      const known = new Set(Object.keys(state().sections));
      return mutate(store, {
        changes: [{ table: 'sections', id: placeholder, value: section }],
        call: () => api.createBoardSection({ board_id: boardId, name }),
        settle: made,
        // After a lost answer the board's sections are re-read: a section of that name the store did
        // not know is the one the lost call made.
        verify: async () => {
          const sections = await api.getBoardSections({ board_id: boardId });
          const created = sections.find((one) => one.title === name && !known.has(one.id));
          return created ? { applied: true, answer: created, changes: made(created) } : { applied: false };
        },
      });
    },
    /**
     * Section rename (/boardsection/{id}/edit): the new title shows at once, the server's section
     * settles it, a refusal puts the old one back. After a lost answer the section is re-read.
     */
    renameSection: (section: BoardSection, name: string) =>
      mutate<BoardSection>(store, {
        changes: [
          {
            table: 'sections',
            id: section.id,
            value: { ...section, ...state().sections[section.id], title: name },
          },
        ],
        call: () => api.updateBoardSection({ section_id: section.id, name }),
        settle: (answer) => [{ table: 'sections', id: answer.id, value: answer }],
        verify: async () => {
          const read = await api.getBoardSection({ section_id: section.id });
          return {
            applied: read.title === name,
            answer: read,
            changes: [{ table: 'sections', id: read.id, value: read }],
          };
        },
      }),
    /**
     * Section delete: the section goes at once (its pins stay on the board) and comes back if the
     * server refuses. After a lost answer the section is re-read: gone means deleted.
     */
    deleteSection: (sectionId: string) =>
      mutate(store, {
        changes: [{ table: 'sections', id: sectionId, value: undefined }],
        call: () => api.deleteBoardSection({ section_id: sectionId }),
        verify: async () => {
          try {
            const read = await api.getBoardSection({ section_id: sectionId });
            return { applied: false, changes: [{ table: 'sections', id: read.id, value: read }] };
          } catch (error) {
            if (isGone(error)) return { applied: true };
            throw error;
          }
        },
      }),
  };
}

export type EntityActions = ReturnType<typeof createEntityActions>;
