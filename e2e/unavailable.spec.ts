/**
 * Issue 30 item 5, pages people trust: a pin that does not exist (/pin/123/) and a path no route
 * serves answer 404, and say so in words (§2's "Unavailable" for a pin), with a way back home and
 * pins to go on with; the server's HTML of the missing pin says the same words as the page. axe
 * light and dark, desktop and phone.
 */
import { messages } from '../packages/model/src/index.ts';
import { UNAVAILABLE_TEXT } from '../playground-app/src/shared/unavailableText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

test.describe.configure({ timeout: 90_000 });

const { home: HOME, more: MORE, pageHeading: PAGE_HEADING } = UNAVAILABLE_TEXT;

async function expectWayOn(page: Page) {
  await expect(page.getByRole('feed', { name: MORE }).getByRole('article').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: HOME }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first()).toBeVisible();
}

test('a missing pin: 404, "Unavailable" in the server’s HTML and on the page, a way home and pins to go on with', async ({
  page,
}) => {
  const html = await page.request.get('/pin/123/', { headers: { accept: 'text/html' } });
  expect(html.status()).toBe(404);
  expect(await html.text()).toContain(`>${messages.unavailable}</h1>`);
  const response = await page.goto('/pin/123/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: messages.unavailable })).toBeVisible();
  await expectWayOn(page);
});

test('a path no route serves: 404, "Page not found", a way home and pins to go on with', async ({ page }) => {
  const response = await page.goto('/no/such/page/here/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADING })).toBeVisible();
  await expectWayOn(page);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ] as const) {
    test(`axe finds nothing on a missing pin's page (${scheme}, ${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/pin/123/');
      await expect(page.getByRole('feed', { name: MORE }).getByRole('article').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
