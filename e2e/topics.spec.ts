/**
 * Issue 13, done when: "Topics → follow a topic → /edit lists it → remove it", by clicks from `/`
 * (the header's Topics, the viewer's menu's Tune your home feed), and the home feed changes after:
 * the pins of the topic the viewer stopped following leave it. Then axe, light and dark, on /topics,
 * a topic and /edit.
 */

import { CATEGORY_TOPIC_NAMES } from '../packages/mocks/src/fixtures/society.ts';
import { messages, type Pin, unfollowMessage } from '../packages/model/src/index.ts';
import { PROFILE_TEXT } from '../playground-app/src/routes/profile/profileText.ts';
import { TOPICS_TEXT } from '../playground-app/src/routes/topics/topicsText.ts';
import { TUNE_TEXT } from '../playground-app/src/routes/tune/tuneText.ts';
import { FOLLOW_TEXT } from '../playground-app/src/shared/followText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const pinIdOf = async (card: Locator) =>
  (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';

async function serverPin(page: Page, id: string): Promise<Pin> {
  const data = encodeURIComponent(JSON.stringify({ options: { id } }));
  const response = await page.request.get(`/resource/PinResource/get/?data=${data}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: Pin } }).resource_response.data;
}

/** The row of a list (by its name) that links to `name`. */
const rowOf = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** The topics list's link to `name`, asking for more topics until it shows. */
async function topicLink(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole('list', { name: TOPICS_TEXT.heading }).getByRole('link', { name, exact: true });
  const more = page.getByRole('button', { name: PROFILE_TEXT.showMore });
  await expect(page.getByRole('list', { name: TOPICS_TEXT.heading })).toBeVisible();
  while (!(await link.isVisible()) && (await more.isVisible())) await more.click();
  return link;
}

async function openTuneHomeFeed(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: messages.tuneHomeFeed }).click();
  await expect(page).toHaveURL(/\/edit\/$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.tuneHomeFeed })).toBeVisible();
}

test('Topics → follow a topic → /edit lists it → remove it, and its pins leave the home feed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const first = homeFeed(page).getByRole('article').first();
  await expect(first).toBeVisible();
  // The topic to follow: the one of the home feed's first pin (its category's topic in the world).
  const pinId = await pinIdOf(first);
  const category = (await serverPin(page, pinId)).category ?? '';
  const topic = CATEGORY_TOPIC_NAMES[category];
  if (!topic) throw new Error(`No topic for the category ${category}`);

  await page.getByRole('banner').getByRole('link', { name: TOPICS_TEXT.heading, exact: true }).click();
  await expect(page).toHaveURL(/\/topics\/$/);
  await (await topicLink(page, topic)).click();
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  const topicFeed = page.getByRole('feed', { name: TOPICS_TEXT.feed(topic) });
  await expect(topicFeed.locator(`[data-pin-id="${pinId}"]`).first()).toBeAttached();
  await page.getByRole('main').getByRole('button', { name: FOLLOW_TEXT.follow, exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('button', { name: FOLLOW_TEXT.following, exact: true }),
  ).toBeVisible();

  // /edit lists it with the other topics the viewer follows; Following there unfollows it.
  await openTuneHomeFeed(page);
  const row = rowOf(page, TUNE_TEXT.topics, topic);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: FOLLOW_TEXT.following, exact: true }).click();
  await expect(page.getByText(unfollowMessage({ kind: 'topic', name: topic }))).toBeVisible();
  await expect(row.getByRole('button', { name: FOLLOW_TEXT.follow, exact: true })).toBeVisible();

  // The home feed changed: the pin of that topic is gone.
  await page.getByRole('link', { name: TUNE_TEXT.homeFeed }).click();
  await expect(page).toHaveURL(/\/$/);
  const now = homeFeed(page).getByRole('article').first();
  await expect(now).toBeVisible();
  expect(await pinIdOf(now)).not.toBe(pinId);
  await expect(homeFeed(page).locator(`[data-pin-id="${pinId}"]`)).toHaveCount(0);

  // And /edit no longer lists it.
  await openTuneHomeFeed(page);
  await expect(page.getByRole('list', { name: TUNE_TEXT.topics })).toBeVisible();
  await expect(rowOf(page, TUNE_TEXT.topics, topic)).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /topics, a topic and /edit (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: TOPICS_TEXT.heading, exact: true }).click();
    const list = page.getByRole('list', { name: TOPICS_TEXT.heading });
    await expect(list).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await list.getByRole('link').first().click();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await openTuneHomeFeed(page);
    await expect(page.getByRole('list', { name: TUNE_TEXT.boards })).toBeVisible();
    await expect(page.getByRole('list', { name: TUNE_TEXT.people })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
