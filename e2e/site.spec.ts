/**
 * Issue 12, the site's skeleton: the header's search with suggestions (recent searches, boards,
 * people), dark mode from the viewer's menu (set, then reload, §4), and the phone grid (2 flexible
 * columns at 390 px).
 */

import { DEBUG_TEXT } from '../playground-app/src/app/debug/debugText.ts';
import { axeViolations } from './axe.ts';
import { settled } from './settle.ts';
import { expect, type Page, test } from './test.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });

test('search from the header: Enter searches pins; the search comes back as a recent one; boards and people are suggested', async ({
  page,
}) => {
  await page.goto('/');
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('garden');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/pins\/\?q=garden$/);

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await search.click();
  const suggestions = page.getByRole('listbox');
  await expect(
    suggestions.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'garden' }),
  ).toBeVisible();

  await search.fill('d');
  await expect(suggestions.getByRole('group', { name: 'Boards' }).getByRole('option').first()).toBeVisible();
  const person = suggestions.getByRole('group', { name: 'People' }).getByRole('option').first();
  await expect(person).toBeVisible();
  await person.click();
  // The person's profile (/{username}/).
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/[a-z0-9_]+\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('dark mode from the viewer menu: set, the page reloads dark; cleared, it follows the system again', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  const light = await background();
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Turn dark mode on' }).click();
  await page.waitForLoadState('load');
  await expect.poll(background).toBe('rgb(17, 17, 17)'); // §9 dark mode background #111111
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: "Use the system's colours" }).click();
  await page.waitForLoadState('load');
  await expect.poll(background).toBe(light);
});

test.describe('on a phone', () => {
  // A phone's browser says so in its user agent (the server then sends a phone's first screen).
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the home feed has 2 flexible columns filling the width', async ({ page }) => {
    await page.goto('/');
    const cards = homeFeed(page).getByRole('article');
    await expect(cards.nth(3)).toBeVisible();
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), width: Math.round(r.width) };
      }),
    );
    expect(new Set(boxes.map((b) => b.x)).size).toBe(2);
    for (const box of boxes) expect(box.width).toBeGreaterThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the home route does not download the closeup’s code; opening a pin does', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/');
  const card = homeFeed(page).getByRole('article').first();
  await expect(card).toBeVisible();
  // Every script the home route loads has arrived (and no new request followed): only then is the
  // absence of the closeup's code a finding.
  await settled(page);
  // A text only the closeup's module has.
  const closeupCode = async () =>
    (await Promise.all(scripts.map((script) => script.body))).some((body) => body.includes('Add a comment'));
  expect(await closeupCode()).toBe(false);
  await card.hover();
  await card.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  expect(await closeupCode()).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the viewer menu open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the search suggestions open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Search' }).fill('d');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // Not modal (the ARIA combobox pattern): the page stays readable while the list is open.
    await expect(page.locator('#main')).not.toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.locator('#main')).not.toHaveAttribute('data-react-aria-top-layer');
  });
}

/** Each card's height against its slot's (the article the grid placed at the height it declared). */
async function slotMismatches(page: Page): Promise<string[]> {
  const cards = homeFeed(page).getByRole('article');
  await expect(cards.nth(10)).toBeVisible();
  return cards.evaluateAll((articles) =>
    articles.flatMap((article) => {
      const slot = article.getBoundingClientRect().height;
      const card = (article.firstElementChild as HTMLElement | null)?.getBoundingClientRect().height ?? 0;
      return Math.abs(slot - card) > 1
        ? [
            `${article.querySelector('[data-pin-id]')?.getAttribute('data-pin-id')}: slot ${slot}, card ${card}`,
          ]
        : [];
    }),
  );
}

test('logged out, each card fills the slot the grid gave it (the slot is sized for this visitor)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await slotMismatches(page)).toEqual([]);
});

test.describe('as a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('each card fills the slot the grid gave it', async ({ page }) => {
    await page.goto('/');
    expect(await slotMismatches(page)).toEqual([]);
  });
});

test('§2 interaction logging: events reach the server with the page class and landing-page type of their page', async ({
  page,
}) => {
  await page.goto('/');
  const card = homeFeed(page).getByRole('article').first();
  await expect(card).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/demo\/$/);
  // The home feed's impressions are sent within a second (the logger's batch).
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/__mock/events?event_type=18');
        const body = (await response.json()) as {
          resource_response: { data: { aux_data?: Record<string, unknown> }[] };
        };
        return body.resource_response.data.map((event) => event.aux_data?.landing_page_type);
      },
      { timeout: 10_000 },
    )
    .toContain('home');
  const response = await page.request.get('/__mock/events?event_type=18');
  const body = (await response.json()) as {
    resource_response: { data: { aux_data?: Record<string, unknown> }[] };
  };
  expect(
    body.resource_response.data.find((event) => event.aux_data?.landing_page_type === 'home')?.aux_data,
  ).toMatchObject({
    page_class: 'home',
    visitor_type: 'authenticated',
  });
});

test('§2 the debug panel: a deb_ parameter shows it to the employee demo, and to a logged-out visitor on this machine (the internal network)', async ({
  page,
}) => {
  await page.goto('/?deb_trace=1');
  const panel = page.getByRole('region', { name: DEBUG_TEXT.heading });
  await expect(panel).toContainText(DEBUG_TEXT.employee);
  await expect(panel).toContainText('deb_trace=1');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel).toContainText(DEBUG_TEXT.internalNetwork);
  await page.goto('/');
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(panel).toHaveCount(0);
});
