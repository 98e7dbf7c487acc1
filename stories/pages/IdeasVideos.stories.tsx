/**
 * The ideas and videos pages' states (issue 13) for designers: the ideas hub (the interests, then
 * the ideas in IdeasHubSeasonalRow), an interest's ideas, the videos hub (the categories, then every
 * video) and a category's videos; then loading, empty, error, not found and logged out. Each is the
 * real site at the page's path, answered by the stories' MSW backend (its seed world's interests
 * and video pins), with an answer replaced for the states the seed has not. Left out of the
 * screenshot test like the other page stories: the pages load pin images and videos at their own
 * pace. The e2e (e2e/ideas-videos.spec.ts) runs axe on every page, light and dark, and checks that
 * one video plays at a time.
 */
import type { Topic } from '@tessera/api';
import { createWorld, delayed, failing } from '@tessera/mocks';
import { END_BOOKMARK } from '@tessera/model';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { IDEAS_TEXT } from '../../playground-app/src/routes/ideas/ideasText.ts';
import { VIDEOS_TEXT } from '../../playground-app/src/routes/videos/videosText.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { ideasInterestPath, videosCategoryPath } from '../../playground-app/src/shared/interests.ts';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });

/** The interests of the seed world as TopicsResource answers them (each has a url_name). */
const interests: Topic[] = world.topics.flatMap((topic) =>
  topic.urlName ? [{ id: topic.id, name: topic.name, url_name: topic.urlName, followed_by_me: false }] : [],
);

/** A category interest (a top-level one) with `videos` video pins or more (0: one with none). */
function categoryWithVideos(videos: number): Topic {
  const found = world.topics.find((topic) => {
    const count = world.pins.filter(
      (pin) => pin.category === topic.category && world.pinKinds[pin.id] === 'video',
    ).length;
    return topic.keyword === '' && (videos === 0 ? count === 0 : count >= videos);
  });
  const interest = interests.find((candidate) => candidate.id === found?.id);
  if (!interest) throw new Error(`The seed world has no category with ${videos} videos`);
  return interest;
}

const withVideos = categoryWithVideos(2);
const withoutVideos = categoryWithVideos(0);

type Canvas = ReturnType<typeof within>;

/** The page's heading. */
async function headed(canvas: Canvas, name: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();
}

/** The grid named `name` has pin cards (`videos`: video players). */
async function gridHas(canvas: Canvas, name: string, what: 'pins' | 'videos' = 'pins') {
  const grid = await canvas.findByRole('feed', { name }, LOADED);
  const found =
    what === 'pins'
      ? await within(grid).findAllByRole('article', {}, LOADED)
      : await within(grid).findAllByTestId('video-player', {}, LOADED);
  await expect(found.length).toBeGreaterThan(0);
}

/** The list named `label` links every interest of the world to its page. */
async function linksEveryInterest(canvas: Canvas, label: string, pathOf: (interest: Topic) => string) {
  const list = await canvas.findByRole('list', { name: label }, LOADED);
  await expect(within(list).getAllByRole('link')).toHaveLength(interests.length);
  for (const interest of interests.slice(0, 4)) {
    await expect(within(list).getByRole('link', { name: interest.name })).toHaveAttribute(
      'href',
      pathOf(interest),
    );
  }
}

const meta = preview.meta({
  title: 'Pages/Ideas and videos',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  // The grids keep their pins per history entry: each story's memory router starts at the same one.
  beforeEach: () => clearFeedCache(),
});

/** /ideas: every interest, each a link to its ideas; then the ideas (IdeasHubSeasonalRow). */
export const IdeasHub = meta.story({
  args: { path: '/ideas/' },
  play: async ({ canvas }) => {
    await headed(canvas, IDEAS_TEXT.heading);
    await linksEveryInterest(canvas, IDEAS_TEXT.interests, ideasInterestPath);
    await expect(canvas.getByRole('link', { name: VIDEOS_TEXT.title })).toHaveAttribute('href', '/videos/');
    await gridHas(canvas, IDEAS_TEXT.row);
  },
});

/** /ideas/{interest}/{id}: the interest's ideas, with links to every idea and to its videos. */
export const IdeasInterest = meta.story({
  args: { path: ideasInterestPath(withVideos) },
  play: async ({ canvas }) => {
    await headed(canvas, IDEAS_TEXT.interest(withVideos.name));
    await expect(canvas.getByRole('link', { name: IDEAS_TEXT.allIdeas })).toHaveAttribute('href', '/ideas/');
    await expect(canvas.getByRole('link', { name: VIDEOS_TEXT.category(withVideos.name) })).toHaveAttribute(
      'href',
      videosCategoryPath(withVideos),
    );
    await gridHas(canvas, IDEAS_TEXT.interest(withVideos.name));
  },
});

/** /videos/: every category, each a link to its videos; then every video. */
export const VideosHub = meta.story({
  args: { path: '/videos/' },
  play: async ({ canvas }) => {
    await headed(canvas, VIDEOS_TEXT.heading);
    await linksEveryInterest(canvas, VIDEOS_TEXT.categories, videosCategoryPath);
    await expect(canvas.getByRole('link', { name: IDEAS_TEXT.title })).toHaveAttribute('href', '/ideas/');
    await gridHas(canvas, VIDEOS_TEXT.allVideos, 'videos');
  },
});

/** /videos/{category}/{id}: the category's videos, with links to every video and to its ideas. */
export const VideosCategory = meta.story({
  args: { path: videosCategoryPath(withVideos) },
  play: async ({ canvas }) => {
    await headed(canvas, VIDEOS_TEXT.category(withVideos.name));
    await expect(canvas.getByRole('link', { name: VIDEOS_TEXT.allVideos })).toHaveAttribute(
      'href',
      '/videos/',
    );
    await gridHas(canvas, VIDEOS_TEXT.category(withVideos.name), 'videos');
  },
});

/** A category of the seed world with no videos: the page says so. */
export const VideosCategoryEmpty = meta.story({
  args: { path: videosCategoryPath(withoutVideos) },
  play: async ({ canvas }) => {
    await headed(canvas, VIDEOS_TEXT.category(withoutVideos.name));
    await expect(
      await canvas.findByText(VIDEOS_TEXT.categoryEmpty(withoutVideos.name), {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: IDEAS_TEXT.interest(withoutVideos.name) })).toHaveAttribute(
      'href',
      ideasInterestPath(withoutVideos),
    );
  },
});

/** An interest with no ideas (IdeasResource answers none): the page says so. */
export const IdeasInterestEmpty = meta.story({
  args: { path: ideasInterestPath(withVideos) },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/IdeasResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await headed(canvas, IDEAS_TEXT.interest(withVideos.name));
    await expect(
      await canvas.findByText(IDEAS_TEXT.interestEmpty(withVideos.name), {}, LOADED),
    ).toBeVisible();
  },
});

/** The ideas on their way: the hub's interests are there, its row is busy. */
export const IdeasLoading = meta.story({
  args: { path: '/ideas/' },
  beforeEach({ msw }) {
    msw.use(delayed('/resource/IdeasResource/', 60_000));
  },
  play: async ({ canvas }) => {
    await headed(canvas, IDEAS_TEXT.heading);
    await expect(await canvas.findByRole('feed', { name: IDEAS_TEXT.row }, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** The interests cannot be read: the error with Try again. */
export const VideosError = meta.story({
  args: { path: '/videos/' },
  beforeEach({ msw }) {
    msw.use(failing('/resource/TopicsResource/', 500, 'Interests are down.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Interests are down.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** An id that is no interest: the not-found page. */
export const IdeasNotFound = meta.story({
  args: { path: '/ideas/soups/999999999999999999/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /not found/i }, LOADED)).toBeVisible();
  },
});

/** A logged-out visitor (401 for the viewer): the videos hub with its videos, Log in in the header. */
export const LoggedOut = meta.story({
  args: { path: '/videos/' },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await headed(canvas, VIDEOS_TEXT.heading);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await gridHas(canvas, VIDEOS_TEXT.allVideos, 'videos');
  },
});
