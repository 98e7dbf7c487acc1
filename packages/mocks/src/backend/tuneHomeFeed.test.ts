/**
 * §2 /edit (Tune your home feed), on the mock backend: the lists of the topics and boards the viewer
 * follows (ours: UserFollowedTopicsResource, UserFollowedBoardsResource), and a home feed that
 * changes after: the pins of a topic or board the viewer unfollowed leave it (§8 "We'll show you
 * less Pins from {topic}", "won't see Pins saved to it anymore"), and come back with a follow.
 */
import type { BoardDetails, Pin, ResourceResponse } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, MAX_PAGE_SIZE } from './createMockBackend.ts';
import { LOGGED_OUT, resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
const { send } = testClient(backend);

beforeEach(() => backend.reset());

interface TopicView {
  id: string;
  name: string;
  url_name: string;
  followed_by_me: boolean;
}

async function get<T>(name: string, options: Record<string, unknown> = {}, bookmarks?: string[]) {
  const body = (await (
    await send('GET', resourceGetPath(name, options, bookmarks))
  ).json()) as ResourceResponse<T>;
  return body.resource_response;
}

async function change(name: string, action: 'create' | 'delete', options: Record<string, unknown>) {
  expect((await send('POST', `/resource/${name}/${action}/`, { options })).status).toBe(200);
}

async function followBoard(boardId: string, follow: boolean) {
  expect((await send(follow ? 'PUT' : 'DELETE', `/v3/boards/${boardId}/follow/`)).status).toBe(200);
}

/** Every pin of the home feed the viewer gets, page after page. */
async function homefeed(headers: Record<string, string> = {}): Promise<string[]> {
  const ids: string[] = [];
  let bookmarks: string[] | undefined;
  for (;;) {
    const path = resourceGetPath('HomefeedResource', { page_size: MAX_PAGE_SIZE }, bookmarks);
    const response = await send('GET', path, undefined, headers);
    const page = ((await response.json()) as ResourceResponse<Pin[]>).resource_response;
    ids.push(...(page.data ?? []).map((pin) => pin.id));
    if (!page.bookmark || page.bookmark === '-end-') return ids;
    bookmarks = [page.bookmark];
  }
}

const state = () => backend.db.state;
const viewerId = () => backend.db.viewerId;
const topicNamed = (name: string) => {
  const topic = state().topics.find((t) => t.name === name);
  if (!topic) throw new Error(`No topic ${name}`);
  return topic;
};
const pinsOfCategory = (ids: readonly string[], category: string) =>
  ids.filter((id) => state().pins[id]?.category === category);

describe('the followed lists of /edit', () => {
  it('UserFollowedTopicsResource lists the viewer’s topics, as they follow and unfollow', async () => {
    const seeded = state().follows.interests[viewerId()] ?? [];
    const first = await get<TopicView[]>('UserFollowedTopicsResource');
    expect(first.data?.map((t) => t.id)).toEqual(seeded);
    expect(first.data?.every((t) => t.followed_by_me && t.url_name.length > 0)).toBe(true);

    const diy = topicNamed('DIY and crafts');
    await change('InterestFollowResource', 'create', { interest_id: diy.id });
    expect((await get<TopicView[]>('UserFollowedTopicsResource')).data?.map((t) => t.id)).toEqual([
      ...seeded,
      diy.id,
    ]);
    await change('InterestFollowResource', 'delete', { interest_id: diy.id });
    expect((await get<TopicView[]>('UserFollowedTopicsResource')).data?.map((t) => t.id)).toEqual(seeded);
  });

  it('UserFollowedTopicsResource pages by bookmark', async () => {
    const page = await get<TopicView[]>('UserFollowedTopicsResource', { page_size: 2 });
    expect(page.data).toHaveLength(2);
    const next = await get<TopicView[]>('UserFollowedTopicsResource', { page_size: 2 }, [
      page.bookmark ?? '',
    ]);
    expect(next.data?.map((t) => t.id)).toEqual((state().follows.interests[viewerId()] ?? []).slice(2));
  });

  it('UserFollowedBoardsResource lists the boards the viewer follows, with followed_by_me', async () => {
    const seeded = state().follows.boards[viewerId()] ?? [];
    expect(seeded.length).toBeGreaterThan(0);
    const listed = await get<BoardDetails[]>('UserFollowedBoardsResource');
    expect(listed.data?.map((b) => b.id)).toEqual(seeded);
    expect(listed.data?.every((b) => b.followed_by_me && b.name.length > 0)).toBe(true);
    await followBoard(seeded[0] ?? '', false);
    expect((await get<BoardDetails[]>('UserFollowedBoardsResource')).data?.map((b) => b.id)).toEqual(
      seeded.slice(1),
    );
  });
});

describe('the home feed after tuning (§8)', () => {
  it('leaves out the pins of a topic the viewer stopped following, and has them again after a follow', async () => {
    const before = await homefeed();
    const diy = topicNamed('DIY and crafts');
    const diyPins = pinsOfCategory(before, diy.category);
    expect(diyPins.length).toBeGreaterThan(0);

    // Following changes nothing; the unfollow of it takes its pins out.
    await change('InterestFollowResource', 'create', { interest_id: diy.id });
    expect(await homefeed()).toEqual(before);
    await change('InterestFollowResource', 'delete', { interest_id: diy.id });
    const after = await homefeed();
    expect(pinsOfCategory(after, diy.category)).toEqual([]);
    expect(after).toEqual(before.filter((id) => !diyPins.includes(id)));

    // Another visitor's feed is theirs: a logged-out visitor still gets every pin.
    expect(await homefeed(LOGGED_OUT)).toEqual(before);

    await change('InterestFollowResource', 'create', { interest_id: diy.id });
    expect(await homefeed()).toEqual(before);
  });

  it('a followed sub-topic of the seed, unfollowed, takes out its own pins only', async () => {
    const before = await homefeed();
    const topic = state().topics.find(
      (t) => t.keyword !== '' && (state().follows.interests[viewerId()] ?? []).includes(t.id),
    );
    if (!topic) throw new Error('The viewer follows no sub-topic in the seed');
    await change('InterestFollowResource', 'delete', { interest_id: topic.id });
    const after = await homefeed();
    const gone = before.filter((id) => !after.includes(id));
    expect(gone.length).toBeGreaterThan(0);
    for (const id of gone) {
      const pin = state().pins[id];
      expect(pin?.category).toBe(topic.category);
      expect(`${pin?.title} ${pin?.description}`.toLowerCase()).toContain(topic.keyword.toLowerCase());
    }
    // The rest of its category stays.
    expect(pinsOfCategory(after, topic.category).length).toBeGreaterThan(0);
  });

  it('an unfollow of a topic never followed changes nothing', async () => {
    const before = await homefeed();
    await change('InterestFollowResource', 'delete', { interest_id: topicNamed('Art').id });
    expect(await homefeed()).toEqual(before);
  });

  it('leaves out the pins of a board the viewer stopped following', async () => {
    const before = await homefeed();
    const boardId = state().follows.boards[viewerId()]?.find((id) =>
      before.some((pin) => state().pins[pin]?.board?.id === id),
    );
    if (!boardId) throw new Error('No followed board has pins on the home feed');
    await followBoard(boardId, false);
    const after = await homefeed();
    expect(after).toEqual(before.filter((id) => state().pins[id]?.board?.id !== boardId));
    expect(after.length).toBeLessThan(before.length);
    await followBoard(boardId, true);
    expect(await homefeed()).toEqual(before);
  });
});
