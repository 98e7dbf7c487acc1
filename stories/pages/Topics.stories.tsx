/**
 * The topics pages and Tune your home feed (issue 13) for designers: the topics list, a topic the
 * viewer does not follow and one they do, a topic with no pins, an unknown topic, /edit with what the
 * viewer follows, /edit with nothing followed, and /edit logged out. Each is the real site at the
 * page's path, answered by the stories' MSW backend (its seed world: 32 topics, the viewer follows
 * three of them, four boards and a person), with an answer replaced where the seed has no such state.
 * Left out of the screenshot test like the other page stories: the grids load pin images at their
 * own pace; the e2e (e2e/topics.spec.ts) runs axe on these pages in light and dark.
 */
import { createWorld, failing } from '@tessera/mocks';
import { buildPath, END_BOOKMARK, messages } from '@tessera/model';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ACCOUNT_TEXT } from '../../playground-app/src/routes/account/accountText.ts';
import { PROFILE_TEXT } from '../../playground-app/src/routes/profile/profileText.ts';
import { TOPICS_TEXT } from '../../playground-app/src/routes/topics/topicsText.ts';
import { TUNE_TEXT } from '../../playground-app/src/routes/tune/tuneText.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { FOLLOW_TEXT } from '../../playground-app/src/shared/followText.ts';
import { userName } from '../../playground-app/src/shared/PeopleList.tsx';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const viewer = world.viewer;
const followedTopicIds = world.follows.interests[viewer.id] ?? [];
const followedTopics = world.topics.filter((topic) => followedTopicIds.includes(topic.id));
/** The boards the viewer follows and may read (a secret one is not theirs to see). */
const followedBoards = world.boards.filter(
  (board) => board.privacy !== 'secret' && world.follows.boards[viewer.id]?.includes(board.id),
);
const followedPeople = world.users.filter((user) => world.follows.users[viewer.id]?.includes(user.id));
/** The first topic of the list (not followed by the viewer) and the first one they follow. */
const topic = world.topics.find((t) => !followedTopicIds.includes(t.id)) ?? world.topics[0];
const followed = followedTopics[0];
if (!topic || !followed) throw new Error('The seed world has no topics to show');

type Canvas = ReturnType<typeof within>;

/** A topic's page: its name as the heading, and Follow or Following. */
async function topicPage(canvas: Canvas, name: string, button: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();
  await expect(canvas.getByRole('button', { name: button })).toBeVisible();
  await expect(canvas.getByRole('link', { name: TOPICS_TEXT.allTopics })).toHaveAttribute(
    'href',
    buildPath('topics'),
  );
}

const meta = preview.meta({
  title: 'Pages/Topics',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearFeedCache(),
});

/** /topics: the first page of topics, each a link with Follow or Following, then Show more. */
export const Topics = meta.story({
  args: { path: buildPath('topics') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: TOPICS_TEXT.heading }, LOADED);
    const row = within(list).getByRole('link', { name: topic.name }).closest('li') as HTMLElement;
    await expect(within(row).getByRole('button', { name: FOLLOW_TEXT.follow })).toBeVisible();
    const followedRow = within(list).getByRole('link', { name: followed.name }).closest('li') as HTMLElement;
    await expect(within(followedRow).getByRole('button', { name: FOLLOW_TEXT.following })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXT.showMore })).toBeVisible();
  },
});

/** A topic the viewer does not follow: Follow, and its pins in the grid. */
export const Topic = meta.story({
  args: { path: buildPath('topic', { urlName: topic.urlName ?? '' }) },
  play: async ({ canvas }) => {
    await topicPage(canvas, topic.name, FOLLOW_TEXT.follow);
    const grid = await canvas.findByRole('feed', { name: TOPICS_TEXT.feed(topic.name) }, LOADED);
    await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  },
});

/** A topic the viewer follows: Following. */
export const FollowedTopic = meta.story({
  args: { path: buildPath('topic', { urlName: followed.urlName ?? '' }) },
  play: async ({ canvas }) => {
    await topicPage(canvas, followed.name, FOLLOW_TEXT.following);
  },
});

/** A topic with no pins yet. */
export const EmptyTopic = meta.story({
  args: { path: buildPath('topic', { urlName: topic.urlName ?? '' }) },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/TopicFeedResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await topicPage(canvas, topic.name, FOLLOW_TEXT.follow);
    await expect(await canvas.findByText(TOPICS_TEXT.emptyFeed(topic.name), {}, LOADED)).toBeVisible();
  },
});

/** A topic that does not exist: the not-found page. */
export const UnknownTopic = meta.story({
  args: { path: buildPath('topic', { urlName: 'no-such-topic' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /not found/i }, LOADED)).toBeVisible();
  },
});

/** /edit: the topics, boards and people the viewer follows, each with Following. */
export const TuneHomeFeed = meta.story({
  args: { path: buildPath('tuneHomeFeed') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.tuneHomeFeed }, LOADED),
    ).toBeVisible();
    const lists: Array<[string, string[]]> = [
      [TUNE_TEXT.topics, followedTopics.map((t) => t.name)],
      [TUNE_TEXT.boards, followedBoards.map((b) => b.name)],
      [TUNE_TEXT.people, followedPeople.map(userName)],
    ];
    for (const [name, items] of lists) {
      const list = canvas.getByRole('list', { name });
      await expect(items.length).toBeGreaterThan(0);
      for (const item of items) await expect(within(list).getByRole('link', { name: item })).toBeVisible();
      await expect(within(list).getAllByRole('button', { name: FOLLOW_TEXT.following })).toHaveLength(
        items.length,
      );
    }
  },
});

/** /edit for a viewer who follows nothing: each list says so, with a way to the topics. */
export const TuneHomeFeedEmpty = meta.story({
  args: { path: buildPath('tuneHomeFeed') },
  beforeEach({ msw }) {
    msw.use(
      http.get(/\/resource\/UserFollowedTopicsResource\/get\//, () => answer([], END_BOOKMARK)),
      http.get(/\/resource\/UserFollowedBoardsResource\/get\//, () => answer([], END_BOOKMARK)),
      http.get(/\/resource\/UserFollowingResource\/get\//, () => answer([], END_BOOKMARK)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TUNE_TEXT.empty.topics, {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(TUNE_TEXT.empty.boards)).toBeVisible();
    await expect(canvas.getByText(TUNE_TEXT.empty.people)).toBeVisible();
    await expect(canvas.getByRole('link', { name: TUNE_TEXT.findTopics })).toHaveAttribute(
      'href',
      buildPath('topics'),
    );
  },
});

/** /edit for a logged-out visitor (the backend answers 401 for the viewer): a way to log in. */
export const TuneHomeFeedLoggedOut = meta.story({
  args: { path: buildPath('tuneHomeFeed') },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.tuneHomeFeed }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(TUNE_TEXT.loggedOut)).toBeVisible();
    // Log in: the login page, which comes back here (the header has a Log in of its own).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn }),
    ).toHaveAttribute('href', '/login/?next=%2Fedit%2F');
  },
});
