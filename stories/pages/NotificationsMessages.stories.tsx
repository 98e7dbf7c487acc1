/**
 * The notifications and messages pages' states (issue 13) for designers: the viewer's news with the
 * pins of each in its NewsPage grid, no news, a failed read, logged out; a conversation with the
 * viewer's list beside it and a pin in its ConversationView grid, an empty conversation, one that
 * does not exist, logged out; and the Send picker opened from a news pin's card. Each is the real
 * site at the page's path, answered by the stories' MSW backend (its seed world), with an answer
 * replaced where the seed has no such state. Left out of the screenshot test like the other page
 * stories: the pages load pin images at their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import { buildPath, END_BOOKMARK, labels, type User } from '@tessera/model';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ACCOUNT_TEXT } from '../../playground-app/src/routes/account/accountText.ts';
import { MESSAGES_TEXT } from '../../playground-app/src/routes/messages/messagesText.ts';
import { NOTIFICATIONS_TEXT } from '../../playground-app/src/routes/notifications/notificationsText.ts';
import { conversationName } from '../../playground-app/src/shared/conversationName.ts';
import { shortDate } from '../../playground-app/src/shared/dates.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { SEND_TEXT } from '../../playground-app/src/shared/sendText.ts';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const viewer = world.viewer;
const usersById = new Map(world.users.map((user) => [user.id, user]));

/** The viewer's newest notification that carries pins. */
const newsWithPins = (() => {
  const found = world.news.find((news) => news.userId === viewer.id && news.pinIds.length > 0);
  if (!found) throw new Error('The viewer of the seed world has no news with pins');
  return found;
})();

/** The viewer's first conversation, and who it is with. */
const conversation = (() => {
  const found = world.conversations.find((item) => item.participantIds.includes(viewer.id));
  if (!found) throw new Error('The viewer of the seed world has no conversation');
  return found;
})();
const conversationWith = conversationName(
  { participants: conversation.participantIds.flatMap((id) => usersById.get(id) ?? []) as User[] },
  viewer,
);
const conversationPath = buildPath('conversation', { id: conversation.id });
const notificationsPath = buildPath('notifications');

type Canvas = ReturnType<typeof within>;

/** The notifications page's heading and list. */
async function notificationsOf(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading }, LOADED),
  ).toBeVisible();
  return canvas.findByRole('list', { name: NOTIFICATIONS_TEXT.list }, LOADED);
}

/** The page's first NewsPage grid, opened by its row's Show Pins, once it has cards. */
async function firstNewsGrid(canvas: Canvas) {
  const list = await notificationsOf(canvas);
  const name = NOTIFICATIONS_TEXT.grid(newsWithPins.text, shortDate(newsWithPins.created_at));
  const [row] = within(list).getAllByRole('listitem', { name: newsWithPins.text });
  await userEvent.click(
    within(row as HTMLElement).getByRole('button', { name: NOTIFICATIONS_TEXT.showPins }),
  );
  const grid = await within(list).findByRole('feed', { name }, LOADED);
  await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  return grid;
}

const meta = preview.meta({
  title: 'Pages/Notifications and messages',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  // The grids keep their pins per history entry: each story's memory router starts at the same one.
  beforeEach: () => clearFeedCache(),
});

/** The viewer's news: what happened, who did it, the unread ones marked, each one's pins. */
export const Notifications = meta.story({
  args: { path: notificationsPath },
  play: async ({ canvas }) => {
    const list = await notificationsOf(canvas);
    await expect(within(list).getAllByRole('listitem', { name: newsWithPins.text }).length).toBeGreaterThan(
      0,
    );
    await expect(within(list).getAllByText(NOTIFICATIONS_TEXT.unread).length).toBeGreaterThan(0);
    await firstNewsGrid(canvas);
  },
});

/** No news yet. */
export const NotificationsEmpty = meta.story({
  args: { path: notificationsPath },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/NewsHubResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NOTIFICATIONS_TEXT.empty, {}, LOADED)).toBeVisible();
  },
});

/** The news could not be read: the error with Try again. */
export const NotificationsError = meta.story({
  args: { path: notificationsPath },
  beforeEach({ msw }) {
    msw.use(failing('NewsHubResource', 500, 'The news hub is down.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
    await expect(canvas.getByText(/The news hub is down\./)).toBeVisible();
  },
});

/** A logged-out visitor (the backend answers 401 for the viewer): a way to log in. */
export const NotificationsLoggedOut = meta.story({
  args: { path: notificationsPath },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(NOTIFICATIONS_TEXT.loggedOut)).toBeVisible();
    // Log in: the login page, then back here (?next=).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/login\/\?next=%2F/));
  },
});

/** Send from a news pin's card: the picker of conversations and people, then people found by name. */
export const SendPicker = meta.story({
  args: { path: notificationsPath },
  play: async ({ canvas }) => {
    const grid = await firstNewsGrid(canvas);
    const card = within(grid).getAllByRole('article')[0] as HTMLElement;
    await userEvent.hover(within(card).getByTestId('pin-card'));
    await userEvent.click(within(card).getByRole('button', { name: labels.send }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: SEND_TEXT.heading }, LOADED);
    const conversations = await within(dialog).findByRole('list', { name: SEND_TEXT.conversations }, LOADED);
    // The dialog fades in: its buttons are in the document before they are visible.
    await waitFor(
      () => expect(within(conversations).getByRole('button', { name: conversationWith })).toBeVisible(),
      LOADED,
    );
    await userEvent.type(within(dialog).getByRole('searchbox', { name: SEND_TEXT.search }), 'ada');
    const found = await within(dialog).findByRole('list', { name: SEND_TEXT.found }, LOADED);
    await expect(within(found).getAllByRole('button').length).toBeGreaterThan(0);
  },
});

/** A conversation: the viewer's conversations beside it (this one current), its messages, a pin. */
export const Conversation = meta.story({
  args: { path: conversationPath },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: conversationWith }, LOADED),
    ).toBeVisible();
    const side = canvas.getByRole('navigation', { name: MESSAGES_TEXT.conversations });
    await expect(
      within(side).getByRole('link', { name: new RegExp(`^${conversationWith}`) }),
    ).toHaveAttribute('aria-current', 'page');
    const thread = canvas.getByRole('list', { name: MESSAGES_TEXT.with(conversationWith) });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(conversation.messages.length);
    const grid = await within(thread).findByRole('feed', {}, LOADED);
    await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBe(1);
    await expect(canvas.getByRole('textbox', { name: MESSAGES_TEXT.write })).toBeVisible();
  },
});

/** A conversation with no messages yet. */
export const ConversationEmpty = meta.story({
  args: { path: conversationPath },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/ConversationMessagesResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES_TEXT.empty, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: MESSAGES_TEXT.write })).toBeVisible();
  },
});

/** A conversation that does not exist (or is someone else's): not found. */
export const ConversationNotFound = meta.story({
  args: { path: buildPath('conversation', { id: '999999' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /not found/i }, LOADED)).toBeVisible();
  },
});

/** A logged-out visitor: a way to log in. */
export const ConversationLoggedOut = meta.story({
  args: { path: conversationPath },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: MESSAGES_TEXT.heading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(MESSAGES_TEXT.loggedOut)).toBeVisible();
    // Log in: the login page, then back here (?next=).
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/login\/\?next=%2F/));
  },
});
