/**
 * Issue 13, notifications and messages in the site against the mock server. Done when, by clicks
 * from `/`: the header's Notifications → a notification's pin → its closeup; Send on a home feed
 * card → a person found by name → the toast's way to the conversation, which shows the pin. Also:
 * hiding a news pin (§7 news hub hide, kept by the server; Undo), writing in a conversation reached
 * from the header's Messages, the log-in page for a logged-out visitor, and axe on the pages and the
 * picker in light and dark.
 */

import { labels, messages } from '../packages/model/src/index.ts';
import { ACCOUNT_TEXT } from '../playground-app/src/routes/account/accountText.ts';
import { MESSAGES_TEXT } from '../playground-app/src/routes/messages/messagesText.ts';
import { NOTIFICATIONS_TEXT } from '../playground-app/src/routes/notifications/notificationsText.ts';
import { SEND_TEXT } from '../playground-app/src/shared/sendText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const imageCard = (feed: Locator) =>
  feed.getByRole('article').filter({ has: feed.page().locator('[data-pin-type="image"]') });
const pinIdOf = async (card: Locator) =>
  (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
/** The first notification that has pins, and its NewsPage grid (once Show Pins opened it). */
const newsGrid = (page: Page) =>
  page.getByRole('list', { name: NOTIFICATIONS_TEXT.list }).getByRole('feed').first();

/** Show Pins on the first notification that has pins: its NewsPage grid opens. */
async function showFirstPins(page: Page) {
  await page.getByRole('button', { name: NOTIFICATIONS_TEXT.showPins }).first().click();
  await expect(newsGrid(page).getByRole('article').first()).toBeVisible();
}

async function hover(card: Locator) {
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await card.hover();
}

/** From `/` to the notifications by the header's link. */
async function openNotifications(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading })).toBeVisible();
  await showFirstPins(page);
}

/** From `/` to the first of the viewer's conversations by the header's Messages menu. */
async function openFirstConversation(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Messages/ })
    .click();
  const first = page.getByRole('menuitem').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/conversation\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test.setTimeout(60_000);

test('notifications → a pin: the header’s Notifications, then a notification’s pin opens its closeup', async ({
  page,
}) => {
  await page.goto('/');
  await openNotifications(page);
  const card = newsGrid(page).getByRole('article').first();
  const pinId = await pinIdOf(card);
  await hover(card);
  await card.getByRole('link', { name: labels.open, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/?$`));
  await expect(
    page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

test('notifications clear (issue 30): the badge reads the unread count, opening the page clears it everywhere, also after a reload; rows credit who did it and a thumbnail opens its pin', async ({
  page,
}) => {
  await page.goto('/');
  const badge = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(badge).toHaveAccessibleName(/^Notifications\s*\d+$/);
  await badge.click();
  await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading })).toBeVisible();
  // What was new is marked for this visit; the count is gone at once and after a reload.
  await expect(
    page.getByRole('list', { name: NOTIFICATIONS_TEXT.list }).getByText(NOTIFICATIONS_TEXT.unread).first(),
  ).toBeVisible();
  await expect(badge).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading })).toBeVisible();
  await expect(
    page.getByRole('list', { name: NOTIFICATIONS_TEXT.list }).getByText(NOTIFICATIONS_TEXT.unread),
  ).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first()).toBeVisible();
  await expect(badge).toHaveAccessibleName('Notifications');
  // On a phone the tab bar's count is the same one.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.locator('[data-tab-bar]').getByRole('link', { name: /^Notifications/ }),
  ).toHaveAccessibleName('Notifications');
  await page.setViewportSize({ width: 1280, height: 900 });
  await badge.click();
  // Pins picked for the viewer are the site's, not a person's; the others name who did it.
  const rows = page.getByRole('list', { name: NOTIFICATIONS_TEXT.list }).getByRole('listitem');
  const picked = rows.filter({ hasText: 'Pins inspired by your recent activity' }).first();
  await expect(picked.getByText(NOTIFICATIONS_TEXT.bySite)).toBeVisible();
  const saved = rows.filter({ hasText: 'saved your Pin' }).first();
  await expect(saved.getByRole('link').first()).toHaveAttribute('href', /^\/[^/]+\/$/);
  // A thumbnail of the strip opens its pin.
  const thumb = picked
    .getByRole('link')
    .filter({ has: page.locator('img') })
    .first();
  const href = (await thumb.getAttribute('href')) ?? '';
  await thumb.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Send a pin to a person → the conversation shows it', async ({ page }) => {
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await hover(card);
  await card.getByRole('button', { name: labels.send, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SEND_TEXT.heading });
  await dialog.getByRole('searchbox', { name: SEND_TEXT.search }).fill('ada');
  const person = dialog.getByRole('list', { name: SEND_TEXT.found }).getByRole('button').first();
  await expect(person).toBeVisible();
  const name = ((await person.textContent()) ?? '').trim();
  await person.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(SEND_TEXT.sent(name))).toBeVisible();
  await page.getByRole('button', { name: SEND_TEXT.seeConversation }).click();
  await expect(page).toHaveURL(/\/conversation\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const thread = page.getByRole('list', { name: MESSAGES_TEXT.with(name) });
  await expect(thread.getByRole('feed').locator(`[data-pin-id="${pinId}"]`)).toBeVisible();
  // The conversation is the viewer's now: in the list, as the current one.
  await expect(
    page
      .getByRole('navigation', { name: MESSAGES_TEXT.conversations })
      .getByRole('link', { name: new RegExp(`^${name}`) }),
  ).toHaveAttribute('aria-current', 'page');
});

test('hiding a news pin: gone at once and after a reload (the server hid it); Undo brings it back', async ({
  page,
}) => {
  await page.goto('/');
  await openNotifications(page);
  const grid = newsGrid(page);
  const gridName = (await grid.getAttribute('aria-label')) ?? '';
  const card = grid.getByRole('article').first();
  const pinId = await pinIdOf(card);
  await hover(card);
  await card.getByRole('button', { name: labels.moreOptions, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin', exact: true }).click();
  await expect(grid.locator(`[data-pin-id="${pinId}"]`)).toHaveCount(0);
  await expect(page.getByRole('status').getByText(messages.pinHiddenTitle, { exact: false })).toBeVisible();
  await page.reload();
  const again = page.getByRole('feed', { name: gridName, exact: true });
  await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading })).toBeVisible();
  await showFirstPins(page);
  await expect(again.locator(`[data-pin-id="${pinId}"]`)).toHaveCount(0);

  // Undo from the toast: the next pin hidden comes back, and stays after a reload.
  const next = newsGrid(page).getByRole('article').first();
  const nextId = await pinIdOf(next);
  const nextGridName = (await newsGrid(page).getAttribute('aria-label')) ?? '';
  await hover(next);
  await next.getByRole('button', { name: labels.moreOptions, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin', exact: true }).click();
  await page.getByRole('status').getByRole('button', { name: labels.undo }).click();
  const nextGrid = page.getByRole('feed', { name: nextGridName, exact: true });
  await expect(nextGrid.locator(`[data-pin-id="${nextId}"]`).first()).toBeVisible();
  await page.reload();
  await showFirstPins(page);
  await expect(nextGrid.locator(`[data-pin-id="${nextId}"]`).first()).toBeVisible();
});

test('a conversation from the header’s Messages: writing in it, kept after a reload', async ({ page }) => {
  await page.goto('/');
  const name = await openFirstConversation(page);
  const field = page.getByRole('textbox', { name: MESSAGES_TEXT.write });
  await field.fill('See you on Sunday');
  await field.press('Enter');
  const thread = page.getByRole('list', { name: MESSAGES_TEXT.with(name) });
  await expect(thread.getByRole('listitem').last()).toContainText('See you on Sunday');
  await expect(thread.getByText(MESSAGES_TEXT.sending)).toHaveCount(0);
  await expect(field).toHaveValue('');
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: MESSAGES_TEXT.with(name) })
      .getByRole('listitem')
      .last(),
  ).toContainText('See you on Sunday');
});

test('logged out: the notifications and a conversation ask to log in; logging in shows them', async ({
  page,
}) => {
  await page.goto('/');
  await openNotifications(page);
  const conversationPath = await (async () => {
    await openFirstConversation(page);
    return new URL(page.url()).pathname;
  })();
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES_TEXT.heading })).toBeVisible();
  await expect(page.getByText(MESSAGES_TEXT.loggedOut)).toBeVisible();
  await page.goto('/notifications/');
  await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading })).toBeVisible();
  await expect(page.getByText(NOTIFICATIONS_TEXT.loggedOut)).toBeVisible();
  // Log in: the login page, then back to the notifications.
  await page.getByRole('main').getByRole('link', { name: ACCOUNT_TEXT.logIn }).click();
  await page.getByRole('textbox', { name: ACCOUNT_TEXT.fields.usernameOrEmail }).fill('demo');
  await page.getByLabel(ACCOUNT_TEXT.fields.password, { exact: true }).fill('demo');
  await page.getByRole('main').getByRole('button', { name: ACCOUNT_TEXT.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  await showFirstPins(page);
  await page.goto(conversationPath);
  await expect(page.getByRole('textbox', { name: MESSAGES_TEXT.write })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the notifications, a conversation and the Send picker (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await openNotifications(page);
    expect(await axeViolations(page)).toEqual([]);
    // The picker, with its suggestions and then with people found.
    const card = newsGrid(page).getByRole('article').first();
    await hover(card);
    await card.getByRole('button', { name: labels.send, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: SEND_TEXT.heading });
    await expect(dialog.getByRole('list', { name: SEND_TEXT.conversations })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('searchbox', { name: SEND_TEXT.search }).fill('ada');
    await expect(dialog.getByRole('list', { name: SEND_TEXT.found })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The kit's search field: a first Escape clears what was typed, the next one closes the dialog.
    const search = dialog.getByRole('searchbox', { name: SEND_TEXT.search });
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openFirstConversation(page);
    await expect(page.getByRole('main').getByRole('feed').first().getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
