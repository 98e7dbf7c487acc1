import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 15, first paint: `/` comes with the home feed's first page (a JSON script the app reads
 * instead of asking), the first card's image preloaded with high priority and the fonts preloaded.
 */
function feed(page: Page) {
  return page.getByRole('feed', { name: 'Home feed' });
}

/** HomefeedResource reads the page makes: the first page (no bookmark) and the next ones. */
function feedReads(page: Page) {
  const reads = { first: 0, next: 0 };
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (!url.includes('/resource/HomefeedResource/')) return;
    if (url.includes('"bookmarks"')) reads.next += 1;
    else reads.first += 1;
  });
  return reads;
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__mock/reset')).ok()).toBe(true);
});

test('the home feed paints from the page, with no HomefeedResource request for its first page', async ({
  page,
}) => {
  const reads = feedReads(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high"/.exec(html);
  expect(preload).not.toBeNull();

  const cards = feed(page).getByRole('article');
  await expect(cards.nth(5)).toBeVisible();
  expect(reads.first).toBe(0);
  // The data is read once and taken out of the page.
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  // The first card shows the image the page preloaded, downloaded once.
  const first = cards.first().locator('img').first();
  await expect(first).toHaveJSProperty('complete', true);
  const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toBe(preload?.[1]);
  expect(images.filter((path) => path === shown)).toHaveLength(1);

  // The next page is asked for as before, with the preloaded page's bookmark.
  for (let i = 0; i < 8 && reads.next === 0; i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(250);
  }
  expect(reads.next).toBeGreaterThan(0);
  expect(reads.first).toBe(0);
});

test('going to the home feed from another page reads its first page from the server', async ({ page }) => {
  const reads = feedReads(page);
  await page.goto('/today/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page other than the home feed carries no data: going home from it asks the server.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  expect(reads.first).toBe(1);
});

test('the fonts the first screen uses are preloaded from the page', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Each preloaded font is the one the page's @font-face uses: fetched once, not twice.
  for (const href of preloaded) expect(fonts.filter((path) => path === href)).toHaveLength(1);
});
