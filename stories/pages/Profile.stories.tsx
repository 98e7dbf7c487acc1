/**
 * The profile pages' states (issue 12) for designers: someone else's profile on each tab (Saved with
 * its boards' covers, Created, Tried) and their followers, the viewer's own Saved (with the pins
 * saved to the profile) and Following (with the following feed), an empty profile, a person the
 * viewer blocked, and /me/ logged out. Each is the real site at the profile's path, answered by the
 * stories' MSW backend; the people are those of its seed world (the viewer, and the person the
 * viewer follows), with an answer replaced where the seed has no such profile. Left out of the
 * screenshot test like the board's stories (Board.stories.tsx): the pages load pin images and
 * covers at their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import { END_BOOKMARK, type User } from '@tessera/model';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ACCOUNT_TEXT } from '../../playground-app/src/routes/account/accountText.ts';
import {
  type PROFILE_TABS,
  PROFILE_TEXT,
  profilePath,
} from '../../playground-app/src/routes/profile/profileData.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { FOLLOW_TEXT } from '../../playground-app/src/shared/followText.ts';
import { userName } from '../../playground-app/src/shared/PeopleList.tsx';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const viewer = world.viewer;

/** The person the viewer follows first: someone else with boards, pins and a follower (the viewer). */
const person = (() => {
  const id = world.follows.users[viewer.id]?.[0];
  const found = world.users.find((user) => user.id === id);
  if (!found) throw new Error('The viewer of the seed world follows nobody');
  return found;
})();
const personName = userName(person);
const viewerName = userName(viewer);

/** The boards of `user` anyone can see, in the world's order. */
const publicBoardsOf = (user: User) =>
  world.boards.filter((board) => board.username === user.username && board.privacy !== 'secret');

/** How many people of the world follow `user`. */
const followerCount = (user: User) =>
  Object.values(world.follows.users).filter((ids) => user.id !== undefined && ids.includes(user.id)).length;

type Canvas = ReturnType<typeof within>;

/** The profile's header: the name as the page's heading, then the tab of `view` selected. */
async function profileOf(canvas: Canvas, user: User, view?: (typeof PROFILE_TABS)[number]) {
  await expect(await canvas.findByRole('heading', { level: 1, name: userName(user) }, LOADED)).toBeVisible();
  await expect(canvas.getByText(`@${user.username}`)).toBeVisible();
  if (view) {
    await expect(canvas.getByRole('tab', { name: PROFILE_TEXT.tab[view] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
}

/** The grid named `name` has pin cards. */
async function gridHasPins(canvas: Canvas, name: string) {
  const grid = await canvas.findByRole('feed', { name }, LOADED);
  await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
}

/** Replaces UserResource's answer for `user` only (the viewer's reads go on to the backend). */
const userAnswer = (user: User, view: Partial<User>) =>
  http.get(/\/resource\/UserResource\/get\//, ({ request }) => {
    const data = new URL(request.url).searchParams.get('data');
    const options = data ? (JSON.parse(data) as { options?: { username?: string } }).options : undefined;
    return options?.username === user.username ? answer({ ...user, ...view }) : undefined;
  });

const meta = preview.meta({
  title: 'Pages/Profile',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  // The grids keep their pins per history entry: each story's memory router starts at the same one.
  beforeEach: () => clearFeedCache(),
});

/** Someone else's profile (Saved): the header with counts, Follow and Block, their boards' covers. */
export const Saved = meta.story({
  args: { path: profilePath(person.username, 'saved') },
  play: async ({ canvas }) => {
    await profileOf(canvas, person, 'saved');
    await expect(
      canvas.getByRole('link', { name: PROFILE_TEXT.followers(followerCount(person)) }),
    ).toHaveAttribute('href', profilePath(person.username, 'followers'));
    await expect(canvas.getByRole('button', { name: FOLLOW_TEXT.following })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXT.block })).toBeVisible();
    const boards = await canvas.findByRole('list', { name: PROFILE_TEXT.boards }, LOADED);
    for (const board of publicBoardsOf(person)) {
      await expect(within(boards).getByRole('link', { name: board.name ?? '' })).toHaveAttribute(
        'href',
        board.url ?? '',
      );
    }
    // The covers are decoration (alt ""): the board's name is its card's text.
    await expect(within(boards).getAllByRole('presentation').length).toBeGreaterThan(0);
  },
});

/** Someone else's Created tab: the pins they made. */
export const Created = meta.story({
  args: { path: profilePath(person.username, 'created') },
  play: async ({ canvas }) => {
    await profileOf(canvas, person, 'created');
    await gridHasPins(canvas, `${PROFILE_TEXT.tab.created}: ${personName}`);
  },
});

/** Someone else's Tried tab: the pins they tried (commented on). */
export const Tried = meta.story({
  args: { path: profilePath(person.username, 'tried') },
  play: async ({ canvas }) => {
    await profileOf(canvas, person, 'tried');
    await gridHasPins(canvas, `${PROFILE_TEXT.tab.tried}: ${personName}`);
  },
});

/** Someone else's followers: the list of people (here the viewer), each a link to their profile. */
export const Followers = meta.story({
  args: { path: profilePath(person.username, 'followers') },
  play: async ({ canvas }) => {
    await profileOf(canvas, person);
    const heading = PROFILE_TEXT.followersHeading(personName);
    await expect(await canvas.findByRole('heading', { level: 2, name: heading }, LOADED)).toBeVisible();
    const list = canvas.getByRole('list', { name: heading });
    await expect(within(list).getByRole('link', { name: viewerName })).toHaveAttribute(
      'href',
      profilePath(viewer.username, 'saved'),
    );
  },
});

/** The viewer's own Saved tab: their boards, then the pins saved to the profile; no Follow or Block. */
export const OwnSaved = meta.story({
  args: { path: profilePath(viewer.username, 'saved') },
  play: async ({ canvas }) => {
    await profileOf(canvas, viewer, 'saved');
    await expect(await canvas.findByRole('list', { name: PROFILE_TEXT.boards }, LOADED)).toBeVisible();
    await gridHasPins(canvas, PROFILE_TEXT.boardless);
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXT.block })).toBeNull();
  },
});

/** The viewer's own following: the people they follow, then the following feed. */
export const OwnFollowing = meta.story({
  args: { path: profilePath(viewer.username, 'following') },
  play: async ({ canvas }) => {
    await profileOf(canvas, viewer);
    const heading = PROFILE_TEXT.followingHeading(viewerName);
    const list = await canvas.findByRole('list', { name: heading }, LOADED);
    await expect(within(list).getByRole('link', { name: personName })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: PROFILE_TEXT.followingFeed })).toBeVisible();
    await gridHasPins(canvas, PROFILE_TEXT.followingFeed);
  },
});

/** A profile with nothing yet (no followers, no pins): the Created tab says so. */
export const EmptyProfile = meta.story({
  args: { path: profilePath(person.username, 'created') },
  beforeEach({ msw }) {
    msw.use(
      userAnswer(person, { follower_count: 0, following_count: 0, explicitly_followed_by_me: false }),
      http.get(/\/resource\/UserPinsResource\/get\//, () => answer([], END_BOOKMARK)),
    );
  },
  play: async ({ canvas }) => {
    await profileOf(canvas, person, 'created');
    await expect(await canvas.findByText(PROFILE_TEXT.empty.created(personName), {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXT.followers(0) })).toBeVisible();
  },
});

/** A person the viewer blocked: no pins and no Follow, only Unblock. */
export const Blocked = meta.story({
  args: { path: profilePath(person.username, 'saved') },
  beforeEach({ msw }) {
    msw.use(userAnswer(person, { explicitly_followed_by_me: false, blocked_by_me: true }));
  },
  play: async ({ canvas }) => {
    await profileOf(canvas, person, 'saved');
    await expect(await canvas.findByText(PROFILE_TEXT.blockedNotice, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXT.unblock })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: FOLLOW_TEXT.follow })).toBeNull();
    await expect(canvas.queryByRole('list', { name: PROFILE_TEXT.boards })).toBeNull();
  },
});

/** /me/ for a logged-out visitor (the backend answers 401 for the viewer): a way to log in. */
export const MeLoggedOut = meta.story({
  args: { path: '/me/' },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PROFILE_TEXT.ownProfileHeading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(PROFILE_TEXT.ownProfileLoggedOut)).toBeVisible();
    // Log in: the login page, then back here (?next=).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/login\/\?next=%2F/));
  },
});
