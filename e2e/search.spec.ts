/**
 * Issue 12, search: from the header's search field to the results, every §2 tab by a click (each
 * with its own URL), a query with no results, and axe on the results in light and dark.
 */

import { SEARCH_TABS } from '../packages/model/src/index.ts';
import { SEARCH_TAB_LABEL, SEARCH_TEXT } from '../playground-app/src/routes/search/searchText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

async function searchFromHeader(page: Page, query: string) {
  await page.goto('/');
  await expect(page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first()).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill(query);
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXT.heading(query) })).toBeVisible();
}

test('search from the header, then every tab by a click, each at its own URL', async ({ page }) => {
  test.setTimeout(90_000);
  await searchFromHeader(page, 'easy');
  await expect(page).toHaveTitle(/^easy - Search/);
  const pins = page.getByRole('feed', { name: `${SEARCH_TAB_LABEL.pins}: easy` });
  await expect(pins.getByRole('article').first()).toBeVisible();

  for (const tab of SEARCH_TABS) {
    await page.getByRole('tab', { name: SEARCH_TAB_LABEL[tab], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${tab}/\\?q=easy$`));
    await expect(page.getByRole('tab', { name: SEARCH_TAB_LABEL[tab], exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  // Boards: the demo world has a board named "Recipes to try"; it opens the board page.
  await searchFromHeader(page, 'recipes');
  await page.getByRole('tab', { name: SEARCH_TAB_LABEL.boards }).click();
  await page.getByRole('link', { name: 'Recipes to try' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes to try' })).toBeVisible();
});

test('a query that matches nothing says so', async ({ page }) => {
  await searchFromHeader(page, 'zzzqqq');
  await expect(page.getByText(SEARCH_TEXT.noResults('zzzqqq'))).toBeVisible();
  await page.getByRole('tab', { name: SEARCH_TAB_LABEL.users }).click();
  await expect(page.getByText(SEARCH_TEXT.noResults('zzzqqq'))).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the search results (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await searchFromHeader(page, 'easy');
    await expect(
      page
        .getByRole('feed', { name: `${SEARCH_TAB_LABEL.pins}: easy` })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: SEARCH_TAB_LABEL.users }).click();
    await expect(
      page
        .getByRole('list', { name: `${SEARCH_TAB_LABEL.users}: easy` })
        .or(page.getByText(SEARCH_TEXT.noResults('easy'))),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
