/**
 * Issue 14, the promote tools and the creator studio, by clicks: promote one of demo's pins to two
 * countries on /idea-ads-tool → its closeup says Promoted by {demo} (§5); a bad budget on
 * /advertiser/quick-promote shows its message and keeps what was typed; a video pin demo saves is in
 * /tv/studio. Then axe, light and dark, on every page of the family (the storyboard of a story pin).
 */

import { createWorld } from '../packages/mocks/src/fixtures/world.ts';
import { messages } from '../packages/model/src/index.ts';
import { PROMOTE_TEXT } from '../playground-app/src/routes/promote/promoteText.ts';
import { STORYBOARD_TEXT, STUDIO_TEXT } from '../playground-app/src/routes/studio/studioText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

const world = createWorld({ seed: 1 });
const viewerName = world.viewer.full_name ?? world.viewer.username;
const storyPinId = Object.entries(world.pinKinds).find(([, kind]) => kind === 'story')?.[0] ?? '';

const promoteForm = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1, name: heading }) });

test('promote one of demo’s pins to two countries: its closeup then says Promoted by demo', async ({
  page,
}) => {
  await page.goto('/idea-ads-tool/');
  const form = promoteForm(page, PROMOTE_TEXT.heading);
  const pins = form.getByRole('group', { name: PROMOTE_TEXT.pin });
  const choice = pins.getByRole('radio').first();
  await expect(choice).toBeVisible();
  const title = ((await pins.locator('label').first().textContent()) ?? '').trim();
  await choice.check();

  const countries = form.getByRole('group', { name: PROMOTE_TEXT.countries });
  await countries.getByRole('checkbox', { name: 'France' }).check();
  await countries.getByRole('checkbox', { name: 'Spain' }).check();
  await expect(form.getByRole('region', { name: PROMOTE_TEXT.summary }).getByRole('listitem')).toHaveText([
    'Countries: France, Spain',
  ]);
  await form.getByRole('textbox', { name: PROMOTE_TEXT.budget }).fill('5');
  await form.getByRole('textbox', { name: PROMOTE_TEXT.duration }).fill('7');
  await form.getByRole('button', { name: PROMOTE_TEXT.promote }).click();

  const promotedBy = messages.promotedBy(viewerName);
  await expect(form.getByRole('status')).toHaveText(`${PROMOTE_TEXT.done(title)} ${promotedBy}`);
  await form.getByRole('link', { name: PROMOTE_TEXT.open }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const closeup = page.getByRole('main').getByRole('article').first();
  await expect(closeup.getByText(promotedBy, { exact: true })).toBeVisible();
});

test('a bad budget shows its message and keeps every typed value', async ({ page }) => {
  await page.goto('/advertiser/quick-promote/');
  const form = promoteForm(page, PROMOTE_TEXT.quickHeading);
  const choice = form.getByRole('group', { name: PROMOTE_TEXT.pin }).getByRole('radio').nth(1);
  await choice.check();
  const country = form
    .getByRole('group', { name: PROMOTE_TEXT.countries })
    .getByRole('checkbox', { name: 'Japan' });
  await country.check();
  const interests = form.getByRole('textbox', { name: PROMOTE_TEXT.interests });
  await interests.fill('Ramen, Travel');
  const budget = form.getByRole('textbox', { name: PROMOTE_TEXT.budget });
  await budget.fill('ten dollars');
  const duration = form.getByRole('textbox', { name: PROMOTE_TEXT.duration });
  await duration.fill('14');
  await form.getByRole('button', { name: PROMOTE_TEXT.promote }).click();

  await expect(form.getByRole('alert')).toHaveText(PROMOTE_TEXT.checkFields);
  await expect(form.getByText(`${PROMOTE_TEXT.budget} must be a number`)).toBeVisible();
  await expect(budget).toBeFocused();
  await expect(budget).toHaveValue('ten dollars');
  await expect(duration).toHaveValue('14');
  await expect(interests).toHaveValue('Ramen, Travel');
  await expect(country).toBeChecked();
  await expect(choice).toBeChecked();
});

test('a video pin demo saves is in the studio, with its length and a link to its closeup', async ({
  page,
}) => {
  await page.goto('/videos/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('[data-pin-type="video"]') })
    .first();
  await expect(card).toBeVisible();
  await card.hover();
  await card.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const pinPath = new URL(page.url()).pathname;
  const closeup = page.getByRole('main').getByRole('article').first();
  const title = ((await closeup.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await closeup.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wall art', exact: true }).click();
  await expect(closeup.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  await page.goto('/tv/studio/');
  const videos = page.getByRole('list', { name: new RegExp(`^${STUDIO_TEXT.videos} \\(\\d+\\)$`) });
  const item = videos
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(STUDIO_TEXT.length);
  await item.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pinPath}$`));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the promote tools, the studio and a storyboard (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/idea-ads-tool/');
    const form = promoteForm(page, PROMOTE_TEXT.heading);
    await expect(
      form.getByRole('group', { name: PROMOTE_TEXT.pin }).getByRole('radio').first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // With its messages showing.
    await form.getByRole('button', { name: PROMOTE_TEXT.promote }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/advertiser/quick-promote/');
    await expect(page.getByRole('heading', { level: 1, name: PROMOTE_TEXT.quickHeading })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/tv/studio/');
    await expect(page.getByRole('heading', { level: 1, name: STUDIO_TEXT.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/_/storyboard/?pin=${storyPinId}`);
    const firstPage = new RegExp(`^${STORYBOARD_TEXT.page(1, 99).replace('99', '\\d+')}$`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: firstPage })).toBeVisible();
    await expect(page.getByRole('link', { name: STORYBOARD_TEXT.openPin })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
