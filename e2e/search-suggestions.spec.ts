/**
 * Issue 30 items 3 and 4, search like people expect, by clicks: an empty focus offers trending
 * searches; typing "balc" offers searches, boards (one per name, with cover and owner) and people,
 * not four identical rows; a search suggestion opens the results and the field shows that query
 * (also on a direct load, and empty on other pages); recent searches are the viewer's, kept on the
 * server across reloads, and Clear empties them; the Boards tab shows cover collages, owner and
 * pin count. axe with the suggestions open, light and dark, desktop and phone.
 */
import { SEARCH_FIELD_TEXT } from '../playground-app/src/app/layouts/header/searchFieldText.ts';
import { SEARCH_TAB_LABEL, SEARCH_TEXT } from '../playground-app/src/routes/search/searchText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

// Cold pages on a busy machine: the search pages load their grids and suggestions after the app.
test.describe.configure({ timeout: 90_000 });

const field = (page: Page) => page.getByRole('combobox', { name: SEARCH_FIELD_TEXT.label });
const suggestions = (page: Page) => page.getByRole('listbox');
const group = (page: Page, name: string) => suggestions(page).getByRole('group', { name });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first()).toBeVisible();
}

test('typing "balc": searches, one board per name with cover and owner, and a search opens the results', async ({
  page,
}) => {
  await openHome(page);
  await field(page).click();
  // An empty focus: what is trending.
  await expect(group(page, SEARCH_FIELD_TEXT.trending).getByRole('option').first()).toBeVisible();
  await field(page).fill('balc');
  const searches = group(page, SEARCH_FIELD_TEXT.queries);
  await expect(searches.getByRole('option', { name: 'balcony garden', exact: true })).toHaveCount(1);
  const boards = group(page, SEARCH_FIELD_TEXT.boards).getByRole('option');
  await expect(boards.first()).toBeVisible();
  const rows = await boards.allTextContents();
  const names = rows.map((row) => row.replace(/by .*$/, ''));
  expect(new Set(names).size).toBe(names.length);
  for (const row of rows) expect(row).toMatch(/by \S/);
  for (const cover of await boards.locator('img').all()) {
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await searches.getByRole('option', { name: 'balcony garden', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/pins\/\?q=balcony%20garden$/);
  await expect(
    page.getByRole('heading', { level: 1, name: SEARCH_TEXT.heading('balcony garden') }),
  ).toBeVisible();
  await expect(field(page)).toHaveValue('balcony garden');
  // Elsewhere the field is empty again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(field(page)).toHaveValue('');
});

test('a direct load of a search shows its query in the field', async ({ page }) => {
  await page.goto('/search/pins/?q=garden');
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXT.heading('garden') })).toBeVisible();
  await expect(field(page)).toHaveValue('garden');
});

test('recent searches are kept on the server across reloads; Clear empties them', async ({ page }) => {
  await openHome(page);
  await field(page).fill('tart');
  await field(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXT.heading('tart') })).toBeVisible();
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await field(page).click();
  const recent = group(page, SEARCH_FIELD_TEXT.recent);
  await expect(recent.getByRole('option', { name: 'tart', exact: true })).toBeVisible();
  // Kept on the server, not in this browser's storage (where a logged-out visitor's go).
  expect(await page.evaluate(() => window.localStorage.getItem('tessera-recent-searches'))).toBeNull();
  await recent.getByRole('option', { name: SEARCH_FIELD_TEXT.clearRecent }).click();
  await expect(recent).toBeHidden();
  await page.reload();
  await field(page).click();
  await expect(group(page, SEARCH_FIELD_TEXT.trending)).toBeVisible();
  await expect(group(page, SEARCH_FIELD_TEXT.recent)).toBeHidden();
});

test('the Boards tab shows cover collages, owner and pin count', async ({ page }) => {
  await page.goto('/search/boards/?q=garden');
  const list = page.getByRole('list', { name: `Boards: garden` });
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 4)) {
    await expect(card.getByText(/^by \S/)).toBeVisible();
    await expect(card.getByText(/^\d+ Pins?/)).toBeVisible();
    const covers = card.locator('img[alt=""]');
    expect(await covers.count()).toBeGreaterThan(0);
  }
  await expect(page.getByRole('tab', { name: SEARCH_TAB_LABEL.boards })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ] as const) {
    test(`axe finds nothing with the suggestions open and on the Boards tab (${scheme}, ${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/search/boards/?q=garden');
      await expect(
        page.getByRole('list', { name: 'Boards: garden' }).getByRole('listitem').first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await field(page).fill('balc');
      await expect(group(page, SEARCH_FIELD_TEXT.boards).getByRole('option').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await field(page).fill('');
      await expect(group(page, SEARCH_FIELD_TEXT.trending)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
