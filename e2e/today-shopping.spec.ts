/**
 * Issue 13, Today and shopping: by clicks from `/`, Today → an article → one of its pins (the
 * closeup; the way on to the pin's website is the clickthrough spec's); a shopping category
 * reached by clicks, with its §2 landing tag; logged out and as a bot; axe on every page of
 * the two families, light and dark.
 */

import { shoppingLandingTagName } from '../packages/model/src/index.ts';
import { SHOPPING_TEXT } from '../playground-app/src/routes/shopping/shoppingText.ts';
import { TODAY_TEXT } from '../playground-app/src/routes/today/todayText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const articleList = (page: Page) => page.getByRole('list', { name: TODAY_TEXT.articles });
const articlePins = (page: Page) => page.getByRole('feed', { name: TODAY_TEXT.articlePins });
const pinIdOf = async (card: Locator) =>
  (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';

/** From `/`, the header's Today, then the first article: its page, with its pins. */
async function firstArticleFromHome(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/today\/$/);
  await expect(page.getByRole('heading', { level: 1, name: TODAY_TEXT.heading })).toBeVisible();
  const link = articleList(page).getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  expect(title).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/today\/article\/[^/]+\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(articlePins(page).getByRole('article').first()).toBeVisible();
  return title;
}

/** From Today's Shop tab to the shopping pages, then the first category row's landing page. */
async function firstCategoryFromToday(page: Page): Promise<string> {
  await page.getByRole('tab', { name: TODAY_TEXT.tab.shop }).click();
  await expect(page).toHaveURL(/\/today\/shop\/$/);
  await expect(
    page.getByRole('feed', { name: TODAY_TEXT.feed.shop }).getByRole('article').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: TODAY_TEXT.shopAll }).click();
  await expect(page).toHaveURL(/\/shopping\/$/);
  await expect(page.getByRole('heading', { level: 1, name: SHOPPING_TEXT.heading })).toBeVisible();
  const rowLink = page.getByRole('heading', { level: 2 }).getByRole('link').first();
  const tag = (await rowLink.textContent()) ?? '';
  const row = page.getByRole('feed', { name: tag, exact: true });
  await expect(row.getByRole('article').first()).toBeVisible();
  await rowLink.click();
  await expect(page).toHaveURL(/\/shopping\/[^/]+\/\d+\/$/);
  return tag;
}

test('by clicks from /: Today → an article → one of its pins, on its closeup', async ({ page }) => {
  test.setTimeout(60_000);
  await firstArticleFromHome(page);
  const card = articlePins(page).getByRole('article').first();
  const pinId = await pinIdOf(card);
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await card.hover();
  await card.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/?$`));
  await expect(
    page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 1 }),
  ).toBeVisible();
  // Back to the article, its pins as they were.
  await page.goBack();
  await expect(articlePins(page).getByRole('article').first()).toBeVisible();
});

test('a shopping category from Today’s Shop tab: its landing tag as heading, its landing product first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Today', exact: true }).click();
  const tag = await firstCategoryFromToday(page);
  const { pathname } = new URL(page.url());
  // §2: the third segment of the path, split on hyphens, title-cased.
  expect(tag).toBe(shoppingLandingTagName(pathname));
  await expect(page.getByRole('heading', { level: 1, name: tag, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${SHOPPING_TEXT.title(tag)} | Tessera`);
  const products = page.getByRole('feed', { name: tag, exact: true });
  const landingId = pathname.split('/').at(-2) ?? '';
  expect(await pinIdOf(products.getByRole('article').first())).toBe(landingId);
  const more = page.getByRole('feed', { name: SHOPPING_TEXT.moreToShop });
  await more.scrollIntoViewIfNeeded();
  await expect(more.getByRole('article').first()).toBeVisible();
});

test('an unknown article and a product in the wrong category are not found', async ({ page }) => {
  await page.goto('/today/article/nothing/1/');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await page.goto('/shopping/no-such-category/1/');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test('logged out, Today, an article and the shopping pages show their grids', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await firstArticleFromHome(page);
  await page.getByRole('link', { name: TODAY_TEXT.backToToday }).click();
  const tag = await firstCategoryFromToday(page);
  await expect(page.getByRole('feed', { name: tag, exact: true }).getByRole('article').first()).toBeVisible();
});

test.describe('as a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('Today, an article and a shopping category show their grids', async ({ page }) => {
    test.setTimeout(60_000);
    await firstArticleFromHome(page);
    await page.getByRole('link', { name: TODAY_TEXT.backToToday }).click();
    const tag = await firstCategoryFromToday(page);
    await expect(
      page.getByRole('feed', { name: tag, exact: true }).getByRole('article').first(),
    ).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the Today and shopping pages (${scheme})`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const check = async (what: string) => expect(await axeViolations(page), what).toEqual([]);

    await firstArticleFromHome(page);
    await check('an article');
    const articlePath = new URL(page.url()).pathname;
    await page.goto(articlePath.replace('/today/', '/discover/'));
    await expect(articlePins(page).getByRole('article').first()).toBeVisible();
    await check('a discover article');

    await page.goto('/today/');
    await expect(articleList(page)).toBeVisible();
    await expect(
      page.getByRole('feed', { name: TODAY_TEXT.feed.all }).getByRole('article').first(),
    ).toBeVisible();
    await check('/today/');
    await page.getByRole('tab', { name: TODAY_TEXT.tab.article }).click();
    await expect(page.getByRole('list', { name: TODAY_TEXT.feed.article })).toBeVisible();
    await check('/today/article/');
    for (const tab of ['best', 'trending', 'popular'] as const) {
      await page.getByRole('tab', { name: TODAY_TEXT.tab[tab] }).click();
      await expect(
        page.getByRole('feed', { name: TODAY_TEXT.feed[tab] }).getByRole('article').first(),
      ).toBeVisible();
      await check(`/today/${tab}/`);
    }
    const tag = await firstCategoryFromToday(page);
    await expect(
      page.getByRole('feed', { name: tag, exact: true }).getByRole('article').first(),
    ).toBeVisible();
    await check('a shopping category');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: SHOPPING_TEXT.heading })).toBeVisible();
    await check('/shopping/');
    await page.goBack();
    await expect(
      page.getByRole('feed', { name: TODAY_TEXT.feed.shop }).getByRole('article').first(),
    ).toBeVisible();
    await check('/today/shop/');
  });
}
