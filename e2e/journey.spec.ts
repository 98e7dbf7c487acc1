/**
 * Issue 12, done when: one journey through the site moving only by clicks and typing from `/` (no
 * goto after the first): a pin → its closeup → save it → a related pin → Back (same scroll) → the
 * pinner's profile → one of their boards → the viewer's profile → a board with sections → a section
 * → search from the header → each tab → Home, where the saved pin reads Saved. Then the profile
 * pages: follow from a profile, the lists, and axe on them in light and dark.
 */

import { SEARCH_TABS } from '../packages/model/src/index.ts';
import { PROFILE_TEXT } from '../playground-app/src/routes/profile/profileText.ts';
import { SEARCH_TAB_LABEL, SEARCH_TEXT } from '../playground-app/src/routes/search/searchText.ts';
import { FOLLOW_TEXT } from '../playground-app/src/shared/followText.ts';
import { axeViolations } from './axe.ts';
import { imageCard, openCard as open } from './cards.ts';
import { stoppedMoving } from './settle.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const related = (page: Page) => page.getByRole('feed', { name: 'More to explore' });
const pinIdOf = async (card: Locator) =>
  (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
/** A profile path: one segment (/{username}/). */
const PROFILE_PATH = /^\/[^/]+\/$/;

test('the journey, by clicks and typing only: closeup, related, Back, profiles, boards, a section, search, Home', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await open(card);
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/?$`));
  const closeup = page.getByRole('main').getByRole('article').first();
  await expect(closeup.getByRole('heading', { level: 1 })).toBeVisible();

  // Save from the closeup (demo picks a board, §6 save_behavior 1).
  await closeup.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wall art', exact: true }).click();
  await expect(closeup.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // A related pin, then Back to the same place.
  const relatedCard = imageCard(related(page)).nth(1);
  await relatedCard.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await stoppedMoving(page, relatedCard);
  const relatedId = await pinIdOf(relatedCard);
  await relatedCard.hover();
  const closeupY = await page.evaluate(() => window.scrollY);
  await relatedCard.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${relatedId}/?$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/?$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(closeupY);

  // The pinner's profile, then one of their boards.
  const hrefs = await closeup
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pinnerPath = hrefs.find((href) => PROFILE_PATH.test(href)) ?? '';
  expect(pinnerPath).not.toBe('');
  await closeup.locator(`a[href="${pinnerPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${pinnerPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: PROFILE_TEXT.tab.saved })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const boards = page.getByRole('list', { name: PROFILE_TEXT.boards });
  const board = boards.getByRole('link').first();
  const boardName = (await board.textContent()) ?? '';
  await board.click();
  await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();

  // The viewer's profile, a board with sections, a section.
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/demo\/$/);
  await page
    .getByRole('list', { name: PROFILE_TEXT.boards })
    .getByRole('link', { name: 'Recipes to try' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes to try' })).toBeVisible();
  const section = page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first();
  const sectionName = (await section.textContent()) ?? '';
  await section.click();
  await expect(page.getByRole('heading', { level: 1, name: sectionName })).toBeVisible();

  // Search from the header, then each tab.
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('easy');
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXT.heading('easy') })).toBeVisible();
  for (const tab of SEARCH_TABS) {
    await page.getByRole('tab', { name: SEARCH_TAB_LABEL[tab], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${tab}/\\?q=easy$`));
  }

  // Home: the pin saved on the closeup reads Saved in the grid.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const same = homeFeed(page).locator(`[data-pin-id="${pinId}"]`);
  await same.scrollIntoViewIfNeeded();
  await same.hover();
  await expect(same.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
});

test('a profile: follow from its header (the count follows), its Created tab, its followers list', async ({
  page,
}) => {
  await page.goto('/');
  // demo follows people in the seed: the first one on demo's following list.
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await page.getByRole('link', { name: /following$/ }).click();
  await expect(page).toHaveURL(/\/demo\/following\/$/);
  await expect(
    page.getByRole('feed', { name: PROFILE_TEXT.followingFeed }).getByRole('article').first(),
  ).toBeVisible();
  const person = page
    .getByRole('list', { name: PROFILE_TEXT.followingHeading('Demo Viewer') })
    .getByRole('listitem')
    .first();
  await person.getByRole('link').first().click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/[^/]+\/$/);
  const header = page.getByRole('main').locator('header').first();
  const followers = header.getByRole('link', { name: /followers?$/ });
  // The person's header, not demo's own still on screen while the new page renders (the URL comes
  // first): only theirs has Following, and demo is one of their followers.
  const unfollow = header.getByRole('button', { name: FOLLOW_TEXT.following });
  await expect(unfollow).toBeVisible();
  await expect(followers).toHaveText(/^[1-9]\d* followers?$/);
  const before = Number.parseInt((await followers.textContent()) ?? '0', 10);
  await unfollow.click();
  await expect(header.getByRole('button', { name: FOLLOW_TEXT.follow })).toBeVisible();
  await expect(followers).toHaveText(PROFILE_TEXT.followers(before - 1));
  await page.getByRole('tab', { name: PROFILE_TEXT.tab.created }).click();
  await expect(page).toHaveURL(/\/_created\/$/);
  await followers.click();
  await expect(page).toHaveURL(/\/followers\/$/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the viewer's profile, their following page and someone else's profile (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
    await page.getByRole('menuitem', { name: 'Your profile' }).click();
    await expect(page.getByRole('list', { name: PROFILE_TEXT.boards })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /following$/ }).click();
    await expect(
      page.getByRole('feed', { name: PROFILE_TEXT.followingFeed }).getByRole('article').first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Someone else's profile: Follow and Block in the header.
    await page
      .getByRole('list', { name: PROFILE_TEXT.followingHeading('Demo Viewer') })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('button', { name: PROFILE_TEXT.block })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
