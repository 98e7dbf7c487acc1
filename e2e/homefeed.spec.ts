// Spec texts, imported from their one home so this test fails if they change.
import { labels, messages } from '../packages/model/src/index.ts';
import { chooseOption, imageCard, OPTIONS_MENU, openCard } from './cards.ts';
import { expect, type Locator, type Page, test } from './test.ts';

function feed(page: Page) {
  return page.getByRole('feed', { name: 'Home feed' });
}

function cards(page: Page): Locator {
  return feed(page).getByRole('article');
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

test('the home feed shows pins in columns without overlap', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const boxes = (await cards(page).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  )) as Box[];
  expect(boxes.length).toBeGreaterThan(10);
  const columns = new Set(boxes.map((b) => Math.round(b.x)));
  // 1280 px wide: 236 px columns with a 14 px gap fit at least 4 times.
  expect(columns.size).toBeGreaterThanOrEqual(4);
  for (const box of boxes) expect(Math.round(box.width)).toBe(236);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a && b) expect(overlaps(a, b), `cards ${i} and ${j} overlap`).toBe(false);
    }
  }
});

test('/homefeed/ is the home feed too, and an unknown path is a real not-found page', async ({ page }) => {
  await page.goto('/homefeed/');
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home feed' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('scrolling to the end of the feed loads the next page', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const before = await cards(page).count();
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
});

test('hover a pin, press Save: "Saved to {board}" and the button reads Saved', async ({ page }) => {
  await page.goto('/');
  const card = cards(page).first();
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText(/^Saved to /)).toBeVisible();
  await card.hover();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // The save is on the server: a reload still shows it.
  await page.reload();
  await cards(page).first().hover();
  await expect(cards(page).first().getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
});

test('a failed save shows the error toast and the button returns to Save', async ({ page }) => {
  const armed = await page.request.post('/__mock/faults', {
    data: { match: 'PinResource/create', status: 500 },
  });
  expect(armed.ok()).toBe(true);
  await page.goto('/');
  const card = cards(page).first();
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText(messages.saveError)).toBeVisible();
  await card.hover();
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

test('a hidden, a reported and an unfollowed pin stay so after opening another pin and going Back (issue 27)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).nth(6)).toBeVisible();
  const [hiddenId, reportedId, unfollowedId] = await Promise.all(
    [3, 4, 5].map((i) => cards(page).nth(i).locator('[data-pin-id]').first().getAttribute('data-pin-id')),
  );
  const card = (id?: string | null) => feed(page).locator(`[data-pin-id="${id}"]`);
  const overlay = (id: string | null | undefined, kind: string) =>
    card(id).locator(`[data-testid="feedback-overlay"][data-feedback="${kind}"]`);
  await chooseOption(card(hiddenId), OPTIONS_MENU.hide);
  await expect(card(hiddenId).getByText(messages.pinHiddenTitle, { exact: true })).toBeVisible();
  await chooseOption(card(reportedId), OPTIONS_MENU.report);
  await expect(card(reportedId).getByText(messages.reported, { exact: true })).toBeVisible();
  await chooseOption(card(unfollowedId), labels.unfollow);
  await expect(overlay(unfollowedId, 'unfollowed')).toBeVisible();

  const other = imageCard(feed(page)).filter({
    hasNot: page.locator(
      [hiddenId, reportedId, unfollowedId].map((id) => `[data-pin-id="${id}"]`).join(', '),
    ),
  });
  await openCard(other.first());
  await page.goBack();
  await expect(card(hiddenId).getByText(messages.pinHiddenTitle, { exact: true })).toBeVisible();
  await expect(card(reportedId).getByText(messages.reported, { exact: true })).toBeVisible();
  await expect(overlay(unfollowedId, 'unfollowed')).toBeVisible();
  await expect(card(hiddenId).getByRole('link', { name: labels.open, exact: true })).toHaveCount(0);
});
