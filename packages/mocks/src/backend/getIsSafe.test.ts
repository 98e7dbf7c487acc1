/**
 * Issue 32, no state change on GET: a GET can be sent by any page on any site (an `<img>`, a
 * link), and the cross-site guard lets it through, so no GET may change the world. The walk sends
 * a GET to every route of the backend (with the contract table's inputs where it has GET cases,
 * else the route's path with real ids), as demo, a logged-out visitor and a bot, and compares the
 * whole state before and after. What a GET may add is a line in the event log (a background ping
 * of §7 "GET outbound link" is a log, not a change); a paid click (event 101 without `background`)
 * never.
 */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../fixtures/world.ts';
import { CONTRACT_CASES } from '../testing/contractCases.ts';
import { createMockBackend } from './createMockBackend.ts';
import { LOGGED_OUT, testClient } from './testClient.ts';

const world = createWorld({ seed: 1 });
const backend = createMockBackend({ seed: 1 });
const { send } = testClient(backend);
const BOT = { ...LOGGED_OUT, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };

/** A real id for each path parameter the routes have. */
function fill(path: string): string {
  const pin = world.pins.find((p) => p.link?.startsWith('https://'))?.id ?? '';
  const values: Record<string, string> = {
    pinId: pin,
    boardId: world.boards[0]?.id ?? '',
    newsId: world.news[0]?.id ?? '',
    uploadId: '1',
    placed: '1%3A1',
  };
  return path.replace(/:(\w+)/g, (_all, name: string) => values[name] ?? '1');
}

/** Every GET to try: the contract's GET cases, then one per route of the backend. */
const GETS = [
  ...CONTRACT_CASES.filter((c) => c.method === 'GET' && !c.path.startsWith('/__mock')).map((c) => ({
    name: c.name,
    path: c.path,
    before: c.before ?? [],
  })),
  ...backend.routes.map((r) => ({ name: `GET ${r.path} (${r.method})`, path: fill(r.path), before: [] })),
  // The offsite check's click record (issue 32: a GET with check_only=false recorded a paid click).
  {
    name: 'GET /v3/offsite/ check_only=false',
    path: `/v3/offsite/?${new URLSearchParams({
      pin_id: world.pins.find((p) => p.link?.startsWith('https://'))?.id ?? '',
      url: world.pins.find((p) => p.link?.startsWith('https://'))?.link ?? '',
      check_only: 'false',
    })}`,
    before: [],
  },
];

/**
 * The world made read-only, deep: a handler that writes anything of it during a GET throws (ES
 * modules are strict), so the GET answers 500 and the walk names it. Cheaper than comparing the
 * 2 MB state before and after each of the walk's ~850 requests; the state is also compared once,
 * whole, at the end.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

const paidClicks = () =>
  backend.events.entries.filter(
    (e) => e.event_type === 101 && !(e.event_data as { background?: boolean } | undefined)?.background,
  ).length;

describe('GET is safe: no GET changes the world', () => {
  it('covers every route and every GET case of the contract', () => {
    expect(GETS.length).toBeGreaterThan(backend.routes.length + 100);
  });

  it('every GET, as demo, logged out and as a bot, answers without a write and leaves the world as it was', async () => {
    const failures: string[] = [];
    async function walk(gets: typeof GETS) {
      const before = JSON.stringify(backend.db.state);
      deepFreeze(backend.db.state);
      for (const g of gets) {
        const clicks = paidClicks();
        for (const headers of [{}, LOGGED_OUT, BOT]) {
          const answer = await send('GET', g.path, undefined, headers);
          if (answer.status >= 500) failures.push(`${g.name}: GET ${g.path} → ${answer.status}`);
        }
        if (paidClicks() !== clicks) failures.push(`${g.name}: GET ${g.path} recorded a paid click`);
      }
      if (JSON.stringify(backend.db.state) !== before)
        failures.push(`${gets.map((g) => g.name).join(', ')}: changed the world`);
    }
    backend.reset();
    await walk(GETS.filter((g) => g.before.length === 0));
    for (const g of GETS.filter((g) => g.before.length > 0)) {
      backend.reset();
      for (const first of g.before) await send(first.method, first.path, first.body);
      await walk([g]);
    }
    backend.reset();
    expect(failures).toEqual([]);
  }, 120_000);

  it('a write during a GET is caught: the frozen world refuses it', async () => {
    backend.reset();
    deepFreeze(backend.db.state);
    const answer = await send('POST', '/resource/UserStateResource/create/', {
      options: { state: 'probe', value: 1 },
    });
    expect(answer.status).toBe(500);
    backend.reset();
  });
});
