/**
 * Issue 30, search that suggests: query completions, boards (one per name, with cover collage and
 * owner) and people for what is typed; recent searches per viewer, kept on the server and
 * clearable; trending on an empty focus; the Boards tab's cards carry covers and owner.
 */
import {
  BOARD_COVER_IMAGES_MAX,
  type Board,
  QUERY_SUGGESTIONS_MAX,
  RECENT_SEARCHES_MAX,
  type SearchSuggestions,
  SearchSuggestionsSchema,
  SUGGESTIONS_PER_KIND,
  TRENDING_SEARCHES_MAX,
} from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { LOGGED_OUT, resourceGetPath, testClient } from './testClient.ts';

function setup() {
  const backend = createMockBackend({ seed: 1 });
  const client = testClient(backend);
  const suggest = async (query: string, headers?: Record<string, string>) => {
    const answer = await client.resource<SearchSuggestions>(
      'GET',
      resourceGetPath('SearchSuggestionsResource', { query }),
      undefined,
      headers,
    );
    expect(answer.status).toBe(200);
    return SearchSuggestionsSchema.parse(answer.data);
  };
  const record = (query: string, headers?: Record<string, string>) =>
    client.resource('POST', '/resource/RecentSearchesResource/create/', { options: { query } }, headers);
  return { backend, client, suggest, record };
}

describe('SearchSuggestionsResource (issue 30)', () => {
  it('"balc": queries, and each board name once with its collage and owner, not five identical rows', async () => {
    const { suggest } = setup();
    const found = await suggest('balc');
    expect(found.queries).toContain('balcony garden');
    expect(found.queries.length).toBeLessThanOrEqual(QUERY_SUGGESTIONS_MAX);
    expect(new Set(found.queries).size).toBe(found.queries.length);
    const names = found.boards.map((board) => board.name.toLowerCase());
    expect(names).toContain('balcony garden');
    expect(new Set(names).size).toBe(names.length);
    expect(found.boards.length).toBeLessThanOrEqual(SUGGESTIONS_PER_KIND);
    for (const board of found.boards) {
      expect(board.owner?.username).toBe(board.username);
      expect(board.owner?.fullName).toEqual(expect.any(String));
      expect(board.image_cover_url).toEqual(expect.any(String));
      expect(board.cover_images?.length).toBeGreaterThan(0);
      expect(board.cover_images?.length).toBeLessThanOrEqual(BOARD_COVER_IMAGES_MAX);
    }
    expect(found.trending).toEqual([]);
  });

  it('people whose name or username matches', async () => {
    const { suggest, backend } = setup();
    const someone =
      Object.values(backend.db.state.users).find((user) => user.full_name) ?? backend.db.viewer();
    const first = (someone.full_name ?? someone.username).split(' ')[0] ?? '';
    const found = await suggest(first);
    expect(found.people.map((user) => user.id)).toContain(someone.id);
  });

  it('an empty focus: trending searches, and the viewer’s recent ones', async () => {
    const { suggest, record } = setup();
    const empty = await suggest('');
    expect(empty.trending.length).toBeGreaterThan(0);
    expect(empty.trending.length).toBeLessThanOrEqual(TRENDING_SEARCHES_MAX);
    expect(empty.recent).toEqual([]);
    await record('garden');
    await record('tart');
    expect((await suggest('')).recent.map((search) => search.query)).toEqual(['tart', 'garden']);
    // While typing, the recent searches that contain what is typed.
    expect((await suggest('gar')).recent.map((search) => search.query)).toEqual(['garden']);
    // What people searched is trending first.
    expect((await suggest('')).trending.slice(0, 2).sort()).toEqual(['garden', 'tart']);
  });

  it('recent searches are per viewer, bounded, and cleared by delete', async () => {
    const { suggest, record, client, backend } = setup();
    for (let i = 0; i < RECENT_SEARCHES_MAX + 2; i++) await record(`q${i}`);
    const mine = (await suggest('')).recent;
    expect(mine).toHaveLength(RECENT_SEARCHES_MAX);
    expect(mine[0]?.query).toBe(`q${RECENT_SEARCHES_MAX + 1}`);
    // Another person (a session of theirs) sees none of them.
    const other = Object.values(backend.db.state.users).find((user) => user.id !== backend.db.viewerId);
    if (!other) throw new Error('the world has one user');
    backend.db.state.sessions.other = other.id;
    expect((await suggest('', { cookie: `${SESSION_COOKIE}=other` })).recent).toEqual([]);
    // Logged out: none kept here (they stay in the browser), and recording needs a login.
    expect((await suggest('', LOGGED_OUT)).recent).toEqual([]);
    expect((await record('x', LOGGED_OUT)).status).toBe(401);
    const cleared = await client.resource('POST', '/resource/RecentSearchesResource/delete/', {
      options: {},
    });
    expect(cleared.status).toBe(200);
    expect((await suggest('')).recent).toEqual([]);
  });
});

describe('search Boards tab (issue 30 item 4)', () => {
  it('each board card has its covers, owner and pin count', async () => {
    const { client } = setup();
    const answer = await client.resource<Board[]>(
      'GET',
      resourceGetPath('SearchResource', { query: 'garden', scope: 'boards' }),
    );
    expect(answer.data?.length).toBeGreaterThan(0);
    for (const board of answer.data ?? []) {
      expect(board.owner?.username).toBe(board.username);
      expect(board.pin_count).toEqual(expect.any(Number));
      if ((board.pin_count ?? 0) > 0) expect(board.cover_images?.length).toBeGreaterThan(0);
    }
  });
});
