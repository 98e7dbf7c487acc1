/**
 * Issue 12, the closeup in the site: from the home feed a card's Open goes to the closeup without a
 * page load; a related pin opens its closeup; Back restores the grid's scroll position and items
 * without asking the server again; a save on the closeup reads Saved on the same pin in the home
 * grid; axe finds nothing on the home feed and the closeup, light and dark.
 */

import { axeViolations } from './axe.ts';
import { imageCard, openCard as open } from './cards.ts';
import { settled, stoppedMoving } from './settle.ts';
import { expect, type Locator, type Page, test } from './test.ts';
import { logInWithForm } from './viewers.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const related = (page: Page) => page.getByRole('feed', { name: 'More to explore' });
const pinIdOf = async (card: Locator) =>
  (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';

test.setTimeout(90_000);

test('Open → closeup → a related pin → Back, each Back at the same scroll position with no refetch', async ({
  page,
}) => {
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    // A first page (no bookmark) asked again would be a refetch; next pages may follow a restore.
    const feed =
      url.includes('/resource/HomefeedResource/') || url.includes('/resource/RelatedPinsResource/');
    if (feed && !url.includes('"bookmarks"')) feedRequests.push(url);
  });
  await page.goto('/');
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  // Scroll the home feed a little, then open a card that is on screen.
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await stoppedMoving(page);
  const cards = imageCard(homeFeed(page));
  const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  const onScreen = boxes.findIndex((top) => top > 80 && top < 500);
  expect(onScreen).toBeGreaterThanOrEqual(0);
  const card = cards.nth(onScreen);
  const firstId = await pinIdOf(card);
  await card.hover();
  // Where the page is when Open is pressed (the card's Open is in view: no scroll to reach it).
  const homeY = await page.evaluate(() => window.scrollY);
  await card.getByRole('link', { name: 'Open', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/pin/${firstId}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Down to the related pins, then open one.
  const relatedCard = imageCard(related(page)).nth(2);
  // The card in the middle of the viewport, so its Open is not under the sticky header.
  await relatedCard.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await stoppedMoving(page, relatedCard);
  const secondId = await pinIdOf(relatedCard);
  expect(secondId).not.toBe(firstId);
  await relatedCard.hover();
  const closeupY = await page.evaluate(() => window.scrollY);
  expect(closeupY).toBeGreaterThan(200);
  await relatedCard.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${secondId}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(related(page).getByRole('article').first()).toBeAttached();
  // Back: the first closeup, at the same place, its related grid from memory.
  // Each closeup's related pins: one first page each (the home feed's came with the page, issue 15).
  await expect.poll(() => feedRequests.length).toBe(2);
  const requestsBefore = feedRequests.length;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/pin/${firstId}/?$`));
  await expect(related(page).getByRole('article').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(closeupY);

  // Back again: the home feed at the same place.
  await page.goBack();
  await expect(homeFeed(page).getByRole('article').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeY);
  expect(feedRequests.length).toBe(requestsBefore);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a save on the closeup reads Saved on the same pin in the home grid', async ({ page }) => {
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await open(card);
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/?$`));
  // The closeup is the first article of the page (the related pins' come after it).
  const closeup = page.getByRole('main').getByRole('article').first();
  await expect(closeup.getByRole('heading', { level: 1 })).toBeVisible();
  await closeup.getByRole('button', { name: 'Save', exact: true }).click();
  // demo's save behaviour is the board picker (§6 save_behavior 1): pick a board.
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Wall art', exact: true }).click();
  await expect(closeup.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Saved to Wall art')).toBeVisible();

  await page.goBack();
  const same = homeFeed(page).locator(`[data-pin-id="${pinId}"]`);
  await same.hover();
  await expect(same.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
});

test('comments: /pin/{id}/comments opens them; a comment over 500 characters is refused with a clear error', async ({
  page,
}) => {
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await page.goto(`/pin/${pinId}/comments/`);
  const field = page.getByRole('textbox', { name: 'Add a comment' });
  await expect(field).toBeFocused();
  await field.fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert')).toHaveText('A comment can be at most 500 characters.');
  await field.fill('Lovely colours');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lovely colours' })).toBeVisible();
});

test('an unknown pin shows the unavailable placeholder full screen', async ({ page }) => {
  await page.goto('/pin/999999999999999999/');
  // The §2 placeholder words as the page's heading (issue 30: with a way back; unavailable.spec
  // covers the rest of that page).
  await expect(page.getByRole('heading', { level: 1, name: 'Unavailable', exact: true })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the home feed and the closeup (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    const card = imageCard(homeFeed(page)).first();
    await expect(card).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await open(card);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(related(page).getByRole('article').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

async function serverSaved(page: Page, pinId: string): Promise<boolean> {
  const data = encodeURIComponent(JSON.stringify({ options: { id: pinId } }));
  const response = await page.request.get(`/resource/PinResource/get/?data=${data}`);
  const body = (await response.json()) as { resource_response: { data: { savedInfo?: unknown } } };
  return body.resource_response.data.savedInfo !== undefined;
}

test('logged out: Save on the closeup keeps the pin and prompts login; logging in as demo saves it to the profile', async ({
  page,
}) => {
  await page.goto('/');
  // Log out from the viewer's menu: the page reloads logged out.
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await open(card);
  const closeup = page.getByRole('main').getByRole('article').first();
  await expect(closeup.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await closeup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').getByText('Log in to save pins, follow people and comment.'),
  ).toBeVisible();
  // The toast's Log in: the login page, then (§6) the pin's repin page as demo, who now has the pin
  // on their profile (§4: a logged-out save is repinned after login).
  await page.getByRole('status').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login/\\?next=%2Fpin%2F${pinId}%2Frepin%2F$`));
  await logInWithForm(page, 'demo');
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/repin/$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo' })).toBeVisible();
  await expect.poll(() => serverSaved(page, pinId)).toBe(true);
});

test.describe('a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('reads the closeup without Save, comments form or original images', async ({ page }) => {
    await page.goto('/');
    const card = homeFeed(page).getByRole('article').first();
    await expect(card).toBeVisible();
    const pinId = await pinIdOf(card);
    await page.goto(`/pin/${pinId}/`);
    const closeup = page.getByRole('main').getByRole('article').first();
    await expect(closeup.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(closeup.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
    const sources = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(sources.some((src) => src.includes('/orig/'))).toBe(false);
  });
});

test('#imgViewer: View image opens the image viewer (a history entry), Escape closes it, the related pins stay', async ({
  page,
}) => {
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes('/resource/RelatedPinsResource/') && !url.includes('"bookmarks"')) firstPages.push(url);
  });
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  await open(card);
  const closeup = page.getByRole('main').getByRole('article').first();
  await expect(closeup.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(related(page).getByRole('article').first()).toBeVisible();
  await closeup.getByRole('button', { name: 'View image' }).click();
  await expect(page).toHaveURL(/#imgViewer$/);
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page).not.toHaveURL(/#imgViewer/);
  // Straight to the viewer by its hash, and Back closes it.
  await closeup.getByRole('button', { name: 'View image' }).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(related(page).getByRole('article').first()).toBeVisible();
  expect(firstPages).toHaveLength(1);
});

test('visual search: from the closeup to pins that look like it, then to similar products, and back to the pin', async ({
  page,
}) => {
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  const pinId = await pinIdOf(card);
  await open(card);
  await page.getByRole('link', { name: 'Visually similar' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/visual-search/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Visually similar' })).toBeVisible();
  await expect(
    page.getByRole('feed', { name: 'Visually similar' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Shop similar' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/visual-search/products/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop similar' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the pin' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
});

test.describe('invite_code and utm_pai (§2, §4)', () => {
  async function firstPinId(page: Page) {
    await page.goto('/');
    const card = imageCard(homeFeed(page)).first();
    await expect(card).toBeVisible();
    return pinIdOf(card);
  }

  test('a logged-out desktop visitor sees the inviter; an invite of a skipped channel (5) shows nothing', async ({
    page,
  }) => {
    const pinId = await firstPinId(page);
    await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto(`/pin/${pinId}/?invite_code=WELCOME-MIRA`);
    const invitation = page.getByRole('complementary', { name: 'Invitation' });
    await expect(invitation).toContainText('invited you to Tessera');
    await invitation.getByRole('button', { name: 'Dismiss' }).click();
    await expect(invitation).toHaveCount(0);
    // The invite is read (InviteCodeMetadataResource), then its sender; once both are answered and
    // the page has settled, a channel the landing skips shows nothing.
    const inviteRead = page.waitForResponse((r) => r.url().includes('/resource/InviteCodeMetadataResource/'));
    await page.goto(`/pin/${pinId}/?invite_code=BOARD-JOIN`);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect((await inviteRead).ok()).toBe(true);
    await settled(page);
    await expect(page.getByRole('complementary', { name: 'Invitation' })).toHaveCount(0);
  });

  test('utm_pai goes with the source link’s spam check as its tracking params', async ({ page }) => {
    const pinId = await firstPinId(page);
    await page.goto(`/pin/${pinId}/?utm_pai=campaign-7`);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v3/offsite/')) checks.push(request.postData() ?? '');
    });
    const popup = page.waitForEvent('popup').catch(() => null);
    const source = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('paragraph')
      .getByRole('link');
    await source.first().click();
    await expect.poll(() => checks.length).toBeGreaterThan(0);
    expect(checks[0]).toContain('campaign-7');
    await (await popup)?.close();
  });
});

test.describe('each kind of pin, large (§2)', () => {
  type FeedPin = {
    id: string;
    videos?: unknown;
    carouselData?: { slots?: unknown[] };
    storyPinData?: { pages?: unknown[] };
    richMetadata?: { products?: { offerSummary?: { price?: string; minPrice?: string } }[] };
    isOosProduct?: boolean;
  };
  /** A pin of the home feed (first 100) that passes `test`. */
  async function pinWhere(page: Page, test: (pin: FeedPin) => boolean): Promise<FeedPin> {
    const data = encodeURIComponent(JSON.stringify({ options: { page_size: 100 } }));
    const response = await page.request.get(`/resource/HomefeedResource/get/?data=${data}`);
    const pins = ((await response.json()) as { resource_response: { data: FeedPin[] } }).resource_response
      .data;
    const found = pins.find(test);
    if (!found) throw new Error('no such pin in the first 100 of the home feed');
    return found;
  }

  test('a story pin pages through its pages', async ({ page }) => {
    const pin = await pinWhere(page, (p) => (p.storyPinData?.pages?.length ?? 0) > 1);
    await page.goto(`/pin/${pin.id}/`);
    const pages = page.getByRole('region', { name: 'Story pages' });
    const total = pin.storyPinData?.pages?.length ?? 0;
    await expect(pages.getByText(`Page 1 of ${total}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(pages.getByText(`Page 2 of ${total}`)).toBeVisible();
    await expect(pages.getByRole('img').first()).toBeVisible();
  });

  test('a video pin plays in the video player', async ({ page }) => {
    const pin = await pinWhere(page, (p) => Boolean(p.videos) && !p.storyPinData);
    await page.goto(`/pin/${pin.id}/`);
    const closeup = page.getByRole('main').getByRole('article').first();
    await expect(closeup.locator('video')).toBeAttached();
  });

  test('a carousel pin moves between its slots', async ({ page }) => {
    const pin = await pinWhere(page, (p) => (p.carouselData?.slots?.length ?? 0) > 1);
    await page.goto(`/pin/${pin.id}/`);
    const closeup = page.getByRole('main').getByRole('article').first();
    const next = closeup.getByRole('button', { name: /next/i }).first();
    await expect(next).toBeVisible();
    await next.click();
    await expect(closeup.getByRole('button', { name: /previous/i }).first()).toBeEnabled();
  });

  test('a product pin shows its price (and Sold out when out of stock)', async ({ page }) => {
    const pin = await pinWhere(page, (p) => Boolean(p.richMetadata?.products?.[0]?.offerSummary?.price));
    await page.goto(`/pin/${pin.id}/`);
    const closeup = page.getByRole('main').getByRole('article').first();
    const offer = pin.richMetadata?.products?.[0]?.offerSummary;
    const shown = offer?.minPrice ?? offer?.price ?? '';
    await expect(closeup.getByText(shown, { exact: false }).first()).toBeVisible();
    if (pin.isOosProduct) await expect(closeup.getByText('Sold out')).toBeVisible();
    // Products like it (CloseupRelatedProducts), then the product page's related pins (PdpRelatedPinGrid).
    await expect(
      page.getByRole('feed', { name: 'Similar products' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(related(page).getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('feed', { name: 'Similar products' }).locator(`[data-pin-id="${pin.id}"]`),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('Send: the pin goes to one of the viewer’s conversations', async ({ page }) => {
  await page.goto('/');
  const card = imageCard(homeFeed(page)).first();
  await expect(card).toBeVisible();
  await open(card);
  const closeup = page.getByRole('main').getByRole('article').first();
  await closeup.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to' });
  const first = dialog.getByRole('listitem').getByRole('button').first();
  await expect(first).toBeVisible();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page.getByRole('status').getByText(`Sent to ${name}`)).toBeVisible();
});
