/**
 * Issue 30, notifications that clear: NewsHubSeenResource marks the viewer's news seen, kept on
 * the server (a later read has none unread), for them only; pins picked for the viewer are the
 * site's doing, credited to no person.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

interface News {
  type: string;
  unread: boolean;
  actors: unknown[];
}

describe('notifications seen (issue 30)', () => {
  it('opening them marks every one seen, kept for the next read; others’ news untouched', async () => {
    const backend = createMockBackend({ seed: 1 });
    const client = testClient(backend);
    const read = async () =>
      (await client.resource<News[]>('GET', resourceGetPath('NewsHubResource', { page_size: 50 }))).data ??
      [];
    const before = await read();
    expect(before.filter((news) => news.unread).length).toBeGreaterThan(0);
    const other =
      backend.db.state.users[
        Object.keys(backend.db.state.users).find((id) => id !== backend.db.viewerId) ?? ''
      ];
    if (!other) throw new Error('the world has one user');
    backend.db.state.news.push({
      id: '1',
      userId: other.id,
      type: 'followed_you',
      text: 'x',
      actorIds: [],
      pinIds: [],
      created_at: '2026-01-01T00:00:00Z',
      unread: true,
    });
    const marked = await client.resource<{ seen: number }>('POST', '/resource/NewsHubSeenResource/create/', {
      options: {},
    });
    expect(marked.data).toEqual({ seen: before.filter((news) => news.unread).length });
    expect((await read()).filter((news) => news.unread)).toEqual([]);
    expect(backend.db.state.news.find((news) => news.userId === other.id)?.unread).toBe(true);
    backend.db.state.sessions.other = other.id;
    const theirs = await client.resource<News[]>('GET', resourceGetPath('NewsHubResource'), undefined, {
      cookie: `${SESSION_COOKIE}=other`,
    });
    expect(theirs.data?.filter((news) => news.unread)).toHaveLength(1);
  });

  it('pins picked for the viewer are credited to no person; the others to who did it', async () => {
    const client = testClient(createMockBackend({ seed: 1 }));
    const news =
      (await client.resource<News[]>('GET', resourceGetPath('NewsHubResource', { page_size: 50 }))).data ??
      [];
    expect(news.some((item) => item.type === 'pins_for_you')).toBe(true);
    for (const item of news) expect(item.actors.length).toBe(item.type === 'pins_for_you' ? 0 : 1);
  });
});
