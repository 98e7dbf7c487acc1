/**
 * Property (issue 11, 27): random sequences of the intents against the real mock backend, each
 * call meeting a random failure (the request lost before the server, the answer lost after the
 * server made the change, or none), leave the store equal to the server once every mutation has
 * settled. The saves: save / unsave / move / hide / bulk move or copy / bulk delete (a selection or
 * Select all) / pin delete / pin create and edit / the logged-out saves' merge: saved where the
 * server has the save, on the same board. The relations and the boards: follow and unfollow of a
 * person, a board and a topic, block and unblock, report, unfollow from a pin, board create / edit /
 * archive / delete, section create / rename / delete, the news hub hide and its undo: followed,
 * blocked, hidden, boards and sections as the server has them. Comments and messages have no intent (nothing of them is in the store).
 */

import { createMockBackend, DEMO_USERNAME } from '@tessera/mocks';
import type { Pin } from '@tessera/model';
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityActions } from './entityActions.ts';
import { createEntityStore, type EntityStore, receive } from './entityStore.ts';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi } from './tesseraApi.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Failure = 'none' | 'requestLost' | 'answerLost';

/** A fetch with a cookie jar whose changes (non-GET) fail as the next planned failure says. */
function faultyFetch(failures: Failure[]): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const change = (init.method ?? 'GET') !== 'GET';
    const failure = change ? (failures.shift() ?? 'none') : 'none';
    if (failure === 'requestLost') throw new TypeError('fetch failed');
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    if (failure === 'answerLost') throw new TypeError('fetch failed');
    return response;
  };
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('save' as const),
    pin: fc.nat(2),
    board: fc.option(fc.nat(1), { nil: null }),
  }),
  fc.record({ kind: fc.constant('unsave' as const), pin: fc.nat(2) }),
  fc.record({ kind: fc.constant('move' as const), pin: fc.nat(2), board: fc.nat(1) }),
  fc.record({ kind: fc.constant('hide' as const), pin: fc.nat(2) }),
  fc.record({
    kind: fc.constant('bulkMove' as const),
    pins: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
    from: fc.nat(1),
    board: fc.nat(1),
    copy: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('bulkDelete' as const),
    pins: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
    from: fc.nat(1),
    all: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('deletePin' as const), pin: fc.nat(2) }),
);
const failure = fc.constantFrom<Failure>('none', 'none', 'requestLost', 'answerLost');

describe('entity store against the mock backend', () => {
  it('after random saves, unsaves, moves, hides, bulk organise and deletes with random failures, store == server', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(operation, failure), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          backend.reset();
          const failures: Failure[] = [];
          const api = createTesseraApi(createResourceClient({ baseUrl: BASE, fetch: faultyFetch(failures) }));
          const store = createEntityStore();
          const actions = createEntityActions(store, api);
          const viewer = await api.getViewer();
          const pins: Pin[] = (await api.getHomefeed()).pins.filter((p) => !p.savedInfo).slice(0, 3);
          const boards = (await api.getBoards()).slice(0, 2);
          expect(pins).toHaveLength(3);
          expect(boards).toHaveLength(2);
          receive(store, { pins, boards });

          const boardAt = (i: number | null) => (i === null ? undefined : boards[i]);
          const run = (step: (typeof steps)[number][0]): Promise<unknown> => {
            switch (step.kind) {
              case 'save': {
                const board = boardAt(step.board);
                return actions.save(pins[step.pin] as Pin, {
                  board: board ? { id: board.id, name: board.name } : null,
                });
              }
              case 'unsave':
                return actions.unsave(pins[step.pin] as Pin);
              case 'move':
                return actions.move(pins[step.pin] as Pin, { board: { id: boardAt(step.board)?.id ?? '' } });
              case 'hide':
                return actions.hide(pins[step.pin] as Pin);
              case 'deletePin':
                return actions.deletePin(pins[step.pin] as Pin);
              case 'bulkMove':
                return actions.bulkMove(
                  step.pins.map((i) => pins[i] as Pin),
                  {
                    action: step.copy ? 'bulkCopy' : 'bulkMove',
                    fromBoardId: boardAt(step.from)?.id ?? '',
                    to: { board: { id: boardAt(step.board)?.id ?? '' } },
                  },
                );
              case 'bulkDelete': {
                const boardId = boardAt(step.from)?.id ?? '';
                const chosen = step.pins.map((i) => pins[i] as Pin);
                // Select all selects what the board's grid shows: the pins saved on the board.
                const onBoard = (pin: Pin) =>
                  store.getSnapshot().context.pins[pin.id]?.savedInfo?.boardId === boardId;
                return actions.bulkDelete(step.all ? chosen.filter(onBoard) : chosen, {
                  boardId,
                  all: step.all,
                });
              }
            }
          };

          for (const [step, fails] of steps) {
            failures.splice(0, failures.length, fails);
            await run(step).catch(() => undefined);
          }

          const state = store.getSnapshot().context;
          const saves = backend.db.savesOf(viewer.id);
          const hidden = new Set(backend.db.state.hidden[viewer.id] ?? []);
          for (const pin of pins) {
            const inStore = state.pins[pin.id]?.savedInfo;
            const onServer = saves[pin.id];
            expect(inStore === undefined, `pin ${pin.id} saved?`).toBe(onServer === undefined);
            expect(inStore?.boardId, `pin ${pin.id} board`).toBe(onServer?.boardId);
          }
          // A hide whose answer was lost is not re-read (no read for it): only hides the store
          // kept must be on the server, and the server's hides are the store's or lost answers.
          for (const pin of pins) {
            if (state.pinFeedback[pin.id]?.kind === 'hidden')
              expect(hidden.has(pin.id), `pin ${pin.id} hidden`).toBe(true);
          }
          expect(viewer.username).toBe(DEMO_USERNAME);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('after random follows, blocks, feedback, board and section edits, pin creates and merges with random failures, store == server', async () => {
    const relation = fc.oneof(
      fc.record({
        kind: fc.constant('follow' as const),
        target: fc.constantFrom('user' as const, 'board' as const, 'topic' as const),
        i: fc.nat(1),
        on: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('block' as const), i: fc.nat(1), on: fc.boolean() }),
      fc.record({ kind: fc.constant('report' as const), pin: fc.nat(2) }),
      fc.record({ kind: fc.constant('unfollowFromPin' as const), pin: fc.nat(2) }),
      fc.record({ kind: fc.constant('createBoard' as const), name: fc.nat(2) }),
      fc.record({
        kind: fc.constant('editBoard' as const),
        board: fc.nat(2),
        name: fc.nat(2),
        archived: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('deleteBoard' as const), board: fc.nat(2) }),
      fc.record({ kind: fc.constant('createSection' as const), board: fc.nat(2), name: fc.nat(1) }),
      fc.record({ kind: fc.constant('renameSection' as const), section: fc.nat(2), name: fc.nat(1) }),
      fc.record({ kind: fc.constant('deleteSection' as const), section: fc.nat(2) }),
      fc.record({ kind: fc.constant('createPin' as const), board: fc.nat(2) }),
      fc.record({ kind: fc.constant('editPin' as const), pin: fc.nat(1), title: fc.nat(2) }),
      fc.record({ kind: fc.constant('merge' as const), pins: fc.uniqueArray(fc.nat(2), { maxLength: 2 }) }),
      fc.record({ kind: fc.constant('hideNews' as const), pin: fc.nat(1), hidden: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(relation, failure), { minLength: 1, maxLength: 10 }),
        async (steps) => {
          backend.reset();
          const failures: Failure[] = [];
          const api = createTesseraApi(createResourceClient({ baseUrl: BASE, fetch: faultyFetch(failures) }));
          const store = createEntityStore();
          const actions = createEntityActions(store, api);
          const viewer = await api.getViewer();
          const pins: Pin[] = (await api.getHomefeed()).pins
            .filter((p) => !p.savedInfo && p.pinner && p.pinner.id !== viewer.id)
            .slice(0, 3);
          expect(pins).toHaveLength(3);
          const boards = await api.getBoards();
          const sections = (
            await Promise.all(boards.map((b) => api.getBoardSections({ board_id: b.id })))
          ).flat();
          receive(store, { pins, boards, sections });
          const people = [...new Set(pins.map((p) => p.pinner?.id ?? ''))];
          const othersBoards = [
            ...new Set(
              Object.values(backend.db.state.boards)
                .filter((b) => b.username !== viewer.username && b.privacy !== 'secret')
                .map((b) => b.id),
            ),
          ].slice(0, 2);
          const topics = (await api.getTopics()).items.slice(0, 2).map((t) => t.id);
          const targets = { user: people, board: othersBoards, topic: topics };
          // News hub pins that are not the feed's pins above (their feedback is the news hide's alone).
          const news = (await api.getNews()).items.find((item) =>
            item.pins.some((p) => !pins.some((q) => q.id === p.id)),
          );
          const newsPins = (news?.pins ?? []).filter((p) => !pins.some((q) => q.id === p.id)).slice(0, 2);
          expect(newsPins.length).toBeGreaterThan(0);
          const created: Pin[] = [];
          const at = <T>(list: readonly T[], i: number) => list[i % Math.max(list.length, 1)];
          /** The viewer's boards and sections the store knows now (placeholders too: they may be pressed). */
          const ownBoards = () => Object.keys(store.getSnapshot().context.boards);
          const ownSections = () => Object.values(store.getSnapshot().context.sections);

          const run = (step: (typeof steps)[number][0]): Promise<unknown> => {
            switch (step.kind) {
              case 'follow':
                return actions.setFollowing(step.target, at(targets[step.target], step.i) ?? '', step.on);
              case 'block':
                return actions.setBlocked(at(people, step.i) ?? '', step.on);
              case 'report':
                return actions.report(pins[step.pin] as Pin);
              case 'unfollowFromPin':
                return actions.unfollowFromPin(pins[step.pin] as Pin, 'Them');
              case 'createBoard':
                return actions.createBoard(`Board ${step.name}`);
              case 'editBoard':
                return actions.updateBoard(at(ownBoards(), step.board) ?? '', {
                  name: `Board ${step.name}`,
                  archived: step.archived,
                });
              case 'deleteBoard':
                return actions.deleteBoard(at(ownBoards(), step.board) ?? '');
              case 'createSection':
                return actions.createSection(at(ownBoards(), step.board) ?? '', `Section ${step.name}`);
              case 'renameSection': {
                const section = at(ownSections(), step.section);
                return section ? actions.renameSection(section, `Section ${step.name}`) : Promise.resolve();
              }
              case 'deleteSection':
                return actions.deleteSection(at(ownSections(), step.section)?.id ?? '');
              case 'createPin': {
                const boardId = at(ownBoards(), step.board);
                return actions
                  .createPin({
                    image_url: 'https://example.com/a.jpg',
                    title: 'Mine',
                    ...(boardId ? { board_id: boardId } : {}),
                  })
                  .then((pin) => void created.push(pin));
              }
              case 'editPin': {
                const pin = at(created, step.pin);
                return pin ? actions.editPin(pin, { title: `Title ${step.title}` }) : Promise.resolve();
              }
              case 'merge':
                return actions.mergeLoggedOutSaves(step.pins.map((i) => (pins[i] as Pin).id));
              case 'hideNews':
                return actions.hideNewsPin(news?.id ?? '', at(newsPins, step.pin) as Pin, step.hidden);
            }
          };

          for (const [step, fails] of steps) {
            failures.splice(0, failures.length, fails);
            await run(step).catch(() => undefined);
          }
          expectStoreIsServer(store, viewer.id, viewer.username, { pins: [...pins, ...created], targets });
          // A news hub hide (and its undo) is resent after a lost answer: hidden in the store = on the server.
          const hidden = backend.db.state.hidden[viewer.id] ?? [];
          for (const pin of newsPins) {
            const inStore = store.getSnapshot().context.pinFeedback[pin.id]?.kind === 'hidden';
            expect(inStore, `news pin ${pin.id} hidden`).toBe(hidden.includes(pin.id));
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

/** The store agrees with the mock backend on everything it holds of the viewer's. */
function expectStoreIsServer(
  store: EntityStore,
  viewerId: string,
  username: string,
  { pins, targets }: { pins: readonly Pin[]; targets: Record<'user' | 'board' | 'topic', readonly string[]> },
) {
  const state = store.getSnapshot().context;
  const db = backend.db.state;
  const saves = backend.db.savesOf(viewerId);
  for (const pin of pins) {
    expect(state.pins[pin.id]?.savedInfo === undefined, `pin ${pin.id} saved?`).toBe(
      saves[pin.id] === undefined,
    );
    expect(state.pins[pin.id]?.savedInfo?.boardId, `pin ${pin.id} board`).toBe(saves[pin.id]?.boardId);
    if (db.createdPins[pin.id] && !db.deletedPins[pin.id])
      expect(state.pins[pin.id]?.title, `pin ${pin.id} title`).toBe(db.pins[pin.id]?.title);
  }
  const lists = { user: db.follows.users, board: db.follows.boards, topic: db.follows.interests };
  for (const kind of ['user', 'board', 'topic'] as const) {
    for (const id of targets[kind]) {
      const inStore = state.follows[`${kind}:${id}`];
      if (inStore !== undefined)
        expect(inStore, `${kind} ${id} followed`).toBe((lists[kind][viewerId] ?? []).includes(id));
    }
  }
  for (const id of targets.user) {
    const inStore = state.blocked[id];
    if (inStore !== undefined)
      expect(inStore, `${id} blocked`).toBe((db.blocks[viewerId] ?? []).includes(id));
  }
  for (const pin of pins) {
    const said = state.pinFeedback[pin.id]?.kind;
    const given = db.feedback
      .filter((f) => f.userId === viewerId && f.pinId === pin.id)
      .map((f) => f.feedbackType);
    if (said === 'reported') expect(given, `pin ${pin.id} reported`).toContain('report');
    if (said === 'unfollowed') expect(given, `pin ${pin.id} unfollowed`).toContain('unfollow');
  }
  // Boards: no placeholder is left, every board the store has is the server's with its name, and
  // every board of the viewer's the server has (that the store was told of) is in the store.
  const serverBoards = Object.values(db.boards).filter((b) => b.username === username);
  for (const board of Object.values(state.boards)) {
    const onServer = db.boards[board.id];
    expect(onServer, `board ${board.id} (${board.name}) on the server`).toBeDefined();
    expect(board.name, `board ${board.id} name`).toBe(onServer?.name);
    // The store's board is the server's answer (an edit's or a re-read's), which says whether it is archived.
    if ('archived' in board && board.archived !== undefined)
      expect(board.archived, `board ${board.id} archived`).toBe(db.boardArchived[board.id] ?? false);
  }
  for (const board of serverBoards)
    expect(state.boards[board.id], `board ${board.name} in the store`).toBeDefined();
  // Sections: likewise, on the viewer's boards.
  for (const section of Object.values(state.sections)) {
    expect(db.sections[section.id]?.title, `section ${section.id} (${section.title})`).toBe(section.title);
  }
  for (const section of Object.values(db.sections))
    if (state.boards[section.boardId])
      expect(state.sections[section.id], `section ${section.title} in the store`).toBeDefined();
}
