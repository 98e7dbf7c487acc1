/**
 * Property (issue 11, 27): random sequences of save / unsave / move / hide / bulk move or copy /
 * bulk delete (a selection or Select all) / pin delete against the real mock backend, each call meeting a random failure (the request lost before the server, the answer
 * lost after the server made the change, or none), leave the store equal to the server once every
 * mutation has settled: saved where the server has the save, on the same board, and hidden where
 * the server hides the pin.
 */

import { createMockBackend, DEMO_USERNAME } from '@tessera/mocks';
import type { Pin } from '@tessera/model';
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityActions } from './entityActions.ts';
import { createEntityStore, receive } from './entityStore.ts';
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
});
