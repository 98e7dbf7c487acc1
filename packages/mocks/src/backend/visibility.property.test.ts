/**
 * Issue 32, who may see what, as a property: in worlds with a secret board (any owner, any
 * collaborators) holding a new pin, a section and a comment, every call of §7 (each success case
 * of the contract table, with its pins, boards and sections swapped for the secret ones) made by
 * someone who is neither the owner nor a collaborator — another user, a logged-out visitor, a
 * bot — is refused and changes nothing: 404 when it names something on the board (a pin, a
 * section), the board's own refusal (403 "This board is secret", or 404) when it names only the
 * board, 401 when a logged-out visitor tries a change; and no answer, refused or not, carries the
 * secret pin's title, the board's or the section's name or the comment. The owner and the
 * collaborators see the pin.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, DEMO_USERNAME } from '../fixtures/world.ts';
import { CONTRACT_CASES, type ContractCase } from '../testing/contractCases.ts';
import { SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
/** Generous: the machine running the suite may be busy. */
const PROPERTY_TIMEOUT_MS = 120_000;

const world = createWorld({ seed: 1 });
const backend = createMockBackend({ seed: 1 });
const client = testClient(backend);
const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A session for any user of the world (the test's own tokens). */
const sessionOf = (userId: string) => `property-${userId}`;
const cookieOf = (userId: string) => `${SESSION_COOKIE}=${sessionOf(userId)}`;
const LOGGED_OUT_COOKIE = `${SESSION_COOKIE}=logged-out`;

type Visitor = { kind: 'user'; userId: string } | { kind: 'logged-out' } | { kind: 'bot' };

function headersOf(visitor: Visitor): Record<string, string> {
  if (visitor.kind === 'user') return { cookie: cookieOf(visitor.userId) };
  if (visitor.kind === 'bot') return { cookie: LOGGED_OUT_COOKIE, 'user-agent': BOT_AGENT };
  return { cookie: LOGGED_OUT_COOKIE };
}

interface Secret {
  boardId: string;
  boardName: string;
  pinId: string;
  pinTitle: string;
  sectionId: string;
  sectionName: string;
  comment: string;
  ownerName: string;
}

/** Texts that only the owner and collaborators may ever read. */
const secretTexts = (s: Secret) => [s.pinTitle, s.boardName, s.sectionName, s.comment];

async function ok<T>(answer: Promise<{ status: number; data?: unknown; error?: unknown }>): Promise<T> {
  const a = await answer;
  expect(a.status, JSON.stringify(a.error)).toBeLessThan(300);
  return a.data as T;
}

/** Builds the secret board on a freshly reset backend: owner, collaborators, pin, section, comment. */
async function makeSecret(ownerId: string, collaboratorIds: string[], tag: string): Promise<Secret> {
  backend.reset();
  for (const user of world.users) backend.db.state.sessions[sessionOf(user.id)] = user.id;
  const owner = { cookie: cookieOf(ownerId) };
  const post = (name: string, action: string, options: Record<string, unknown>) =>
    client.resource('POST', `/resource/${name}/${action}/`, { options }, owner);
  const boardName = `Hush board ${tag}`;
  const board = await ok<{ id: string }>(
    post('BoardResource', 'create', { name: boardName, privacy: 'secret' }),
  );
  backend.db.state.boardCollaborators[board.id] = collaboratorIds;
  const sectionName = `Hush part ${tag}`;
  const section = await ok<{ id: string }>(
    post('BoardSectionResource', 'create', { board_id: board.id, name: sectionName }),
  );
  const pinTitle = `Hush gift ${tag}`;
  const pin = await ok<{ id: string }>(
    post('PinResource', 'create', {
      image_url: 'https://example.com/hush.jpg',
      title: pinTitle,
      board_id: board.id,
    }),
  );
  const comment = `Hush note ${tag}`;
  await ok(post('AggregatedCommentResource', 'create', { pin_id: pin.id, text: comment }));
  const ownerName = backend.db.user(ownerId)?.username ?? '';
  return {
    boardId: board.id,
    boardName,
    pinId: pin.id,
    pinTitle,
    sectionId: section.id,
    sectionName,
    comment,
    ownerName,
  };
}

// ---------------------------------------------------------------- the calls, on the secret things

const ids = (list: ReadonlyArray<{ id: string }>) => new Set(list.map((x) => x.id));
const WORLD_PINS = ids(world.pins);
const WORLD_BOARDS = ids(world.boards);
const WORLD_SECTIONS = ids(world.sections);
const ANY_ID = /(?<!\d)\d{18}(?!\d)/g;

interface Swapped {
  call: ContractCase;
  /** What the call names of the secret board after the swap. */
  names: { pin: boolean; section: boolean; board: boolean };
}

/** A contract case with every world pin, board and section id swapped for the secret ones, and demo for the owner. */
function swap(c: ContractCase, s: Secret): Swapped {
  const names = { pin: false, section: false, board: false };
  const swapText = (text: string) =>
    text
      .replace(ANY_ID, (id) => {
        if (WORLD_PINS.has(id)) {
          names.pin = true;
          return s.pinId;
        }
        if (WORLD_SECTIONS.has(id)) {
          names.section = true;
          return s.sectionId;
        }
        if (WORLD_BOARDS.has(id)) {
          names.board = true;
          return s.boardId;
        }
        return id;
      })
      .replaceAll(`%22${DEMO_USERNAME}%22`, `%22${s.ownerName}%22`)
      .replaceAll(`"${DEMO_USERNAME}"`, `"${s.ownerName}"`)
      .replaceAll(`/${DEMO_USERNAME}/`, `/${s.ownerName}/`);
  const path = swapText(c.path);
  const body = c.body === undefined ? undefined : JSON.parse(swapText(JSON.stringify(c.body)));
  return { call: { ...c, path, body }, names };
}

/** The calls that succeed in the contract (as demo, on demo's things): the ones to turn on the secret board. */
const SUCCESSES = CONTRACT_CASES.filter(
  (c) =>
    c.status < 300 &&
    !c.path.startsWith('/__mock') &&
    !Object.keys(c.headers ?? {}).some((h) => h.startsWith('x-tessera')),
);

/** Whether a case names a pin, board or section of the world (so the swap points it at the secret board). */
const namesWorldThings = (c: ContractCase) =>
  [...`${c.path} ${JSON.stringify(c.body) ?? ''}`.matchAll(ANY_ID)].some(
    ([id]) => WORLD_PINS.has(id) || WORLD_BOARDS.has(id) || WORLD_SECTIONS.has(id),
  );
/** Mostly the calls that name something (they are what the rule is about), the others for leaks. */
const someCall = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SUCCESSES.filter(namesWorldThings)) },
  { weight: 1, arbitrary: fc.constantFrom(...SUCCESSES.filter((c) => !namesWorldThings(c))) },
);

const fingerprint = () => JSON.stringify(backend.db.state);

async function send(call: Pick<ContractCase, 'method' | 'path' | 'body'>, headers: Record<string, string>) {
  const response = await client.send(call.method, call.path, call.body, headers);
  return { status: response.status, text: await response.text() };
}

describe('secret boards, as a property over worlds, visitors and every call of §7', () => {
  const strangers = world.users.map((u) => u.id);
  let checked = 0;
  beforeAll(() => {
    expect(SUCCESSES.length).toBeGreaterThan(100);
  });

  it(
    'anyone but the owner and the collaborators is refused, changes nothing and reads nothing of it',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.shuffledSubarray(strangers, { minLength: 3, maxLength: 6 }),
          fc.constantFrom<Visitor['kind']>('user', 'logged-out', 'bot'),
          someCall,
          fc.nat(),
          async ([ownerId, strangerId, ...collaborators], kind, template, tag) => {
            const secret = await makeSecret(ownerId as string, collaborators, String(tag));
            const visitor: Visitor = kind === 'user' ? { kind, userId: strangerId as string } : { kind };
            const headers = headersOf(visitor);
            const { call, names } = swap(template, secret);
            // The call's own set-up (a block before an unblock…) as the owner.
            for (const first of call.before ?? []) {
              const { call: setUp } = swap({ ...template, ...first, before: [] }, secret);
              await send(setUp, { cookie: cookieOf(ownerId as string) });
            }
            const before = fingerprint();
            const answer = await send(call, headers);
            const label = `${kind} ${call.method} ${decodeURIComponent(call.path)} ${JSON.stringify(call.body) ?? ''} → ${answer.status} ${answer.text.slice(0, 300)}`;
            for (const text of secretTexts(secret)) expect(answer.text, label).not.toContain(text);
            if (names.pin || names.section || names.board) {
              checked += 1;
              const allowed = names.pin || names.section ? [401, 404] : [401, 403, 404];
              // A logged-out visitor's change may be refused for that first (401); a read never.
              if (call.method === 'GET') allowed.splice(allowed.indexOf(401), 1);
              expect(allowed, label).toContain(answer.status);
              expect(fingerprint() === before, `${label}: changed the state`).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
      expect(checked, 'calls that named something of the secret board').toBeGreaterThan(RUNS / 4);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'the owner and every collaborator see the pin, its comment and the board',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.shuffledSubarray(strangers, { minLength: 2, maxLength: 4 }),
          fc.nat(),
          async ([ownerId, ...collaborators], tag) => {
            const secret = await makeSecret(ownerId as string, collaborators, String(tag));
            for (const member of [ownerId as string, ...collaborators]) {
              const headers = { cookie: cookieOf(member) };
              const pin = await send(
                { method: 'GET', path: resourceGetPath('PinResource', { id: secret.pinId }) },
                headers,
              );
              expect(pin.status).toBe(200);
              expect(pin.text).toContain(secret.pinTitle);
              const comments = await send(
                {
                  method: 'GET',
                  path: resourceGetPath('AggregatedCommentsResource', { pin_id: secret.pinId }),
                },
                headers,
              );
              expect(comments.text).toContain(secret.comment);
              const board = await send(
                { method: 'GET', path: resourceGetPath('BoardResource', { board_id: secret.boardId }) },
                headers,
              );
              expect(board.text).toContain(secret.boardName);
            }
          },
        ),
        { numRuns: Math.max(5, Math.round(RUNS / 6)) },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
