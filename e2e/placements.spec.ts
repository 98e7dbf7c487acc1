/**
 * Issue 13, placements and experiences (§1, §4 experience status, §9 onboarding steps), the site on
 * the mock server: `newbie` logs in from the viewer's menu and gets the onboarding — stepped through
 * to the end (the picked topic is followed) or closed — and after a reload it is gone (the server
 * no longer places it); demo sees the home feed's banner and dismisses it, or follows its link, and
 * after a reload it is gone; the owner's board has its tip; a bot sees no banner and no onboarding
 * and the site does not even ask for placements. axe, light and dark, with the onboarding open and
 * with the banner.
 */

import { labels } from '../packages/model/src/index.ts';
import { ONBOARDING_TEXT } from '../playground-app/src/shared/placementsText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';
import { logInAs } from './viewers.ts';

/** The mock's experiences (packages/mocks fixtures: EXPERIENCES' display_data titles). */
const ONBOARDING_TITLE = 'Welcome to Tessera';
const HOME_BANNER = 'Tune your home feed';
const BOARD_TIP = 'Organise with sections';
const STEPS = ONBOARDING_TEXT.steps;

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const onboarding = (page: Page) => page.getByRole('dialog', { name: ONBOARDING_TITLE });
const homeBanner = (page: Page) => page.getByRole('region', { name: HOME_BANNER });
/** A radio choice, clicked where people click it: its label. */
const choose = (page: Page, name: string) =>
  onboarding(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
const stepHeading = (page: Page, step: keyof typeof STEPS) =>
  onboarding(page).getByRole('heading', { level: 3, name: STEPS[step].heading });

/** The home feed as newbie, with the onboarding open on its first step. */
async function newbieOnboarding(page: Page) {
  await page.goto('/');
  await logInAs(page, 'newbie', { keepOnboarding: true });
  await expect(onboarding(page)).toBeVisible();
  await expect(stepHeading(page, 'Gender')).toBeVisible();
}

async function followedTopicNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/resource/UserFollowedTopicsResource/get/');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { resource_response: { data: { name: string }[] } };
  return body.resource_response.data.map((topic) => topic.name);
}

/** After a reload, the page has its grid and the placements were read again, and `gone` is not there. */
async function reloadWithout(page: Page, gone: ReturnType<Page['getByRole']>) {
  const placements = page.waitForResponse(/\/resource\/UserExperiencePlatformResource\/get\//);
  await page.reload();
  await placements;
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(gone).toHaveCount(0);
}

test('newbie steps through the onboarding by keyboard; the topic is followed; after a reload it is gone', async ({
  page,
}) => {
  await newbieOnboarding(page);
  const modal = onboarding(page);
  // Gender: Tab into the radio group, arrow keys choose.
  await modal.getByRole('radio', { name: STEPS.Gender.options.female, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(modal.getByRole('radio', { name: STEPS.Gender.options.male, exact: true })).toBeChecked();
  await modal.getByRole('button', { name: labels.next }).click();

  // InterestPicker: the heading has focus; Tab to the first topic, Space picks it.
  await expect(stepHeading(page, 'InterestPicker')).toBeFocused();
  const first = modal.getByRole('list').getByRole('button').first();
  await expect(first).toBeVisible();
  const topic = ((await first.textContent()) ?? '').trim();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await modal.getByRole('button', { name: labels.next }).focus();
  await page.keyboard.press('Enter');

  // UseCase.
  await expect(stepHeading(page, 'UseCase')).toBeFocused();
  await choose(page, STEPS.UseCase.options.saving);
  await modal.getByRole('button', { name: labels.next }).click();

  // The loading step saves, then the app, Not now.
  await expect(stepHeading(page, 'AppInstall')).toBeVisible();
  expect(await followedTopicNames(page)).toContain(topic);
  await modal.getByRole('button', { name: STEPS.AppInstall.notNow }).click();
  await expect(onboarding(page)).toHaveCount(0);

  await reloadWithout(page, onboarding(page));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo' })).toBeHidden();
});

test('newbie closes the onboarding; after a reload it stays closed', async ({ page }) => {
  await newbieOnboarding(page);
  await onboarding(page).getByRole('button', { name: labels.dismiss }).click();
  await expect(onboarding(page)).toHaveCount(0);
  await reloadWithout(page, onboarding(page));
});

test('newbie closes the onboarding with Escape on a later step; after a reload it stays closed', async ({
  page,
}) => {
  await newbieOnboarding(page);
  await choose(page, STEPS.Gender.options.unspecified);
  await onboarding(page).getByRole('button', { name: labels.next }).click();
  await expect(stepHeading(page, 'InterestPicker')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding(page)).toHaveCount(0);
  await reloadWithout(page, onboarding(page));
});

test('demo is not new: no onboarding, and the home banner, dismissed, stays gone after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const banner = homeBanner(page);
  await expect(banner).toBeVisible();
  await expect(onboarding(page)).toHaveCount(0);
  await banner.getByRole('button', { name: labels.dismiss }).click();
  await expect(banner).toHaveCount(0);
  await reloadWithout(page, homeBanner(page));
});

test('demo follows the home banner’s link to Tune your home feed: completed, it is gone after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await homeBanner(page).getByRole('link', { name: HOME_BANNER }).click();
  await expect(page).toHaveURL(/\/edit\/?$/);
  await page.goBack();
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(homeBanner(page)).toHaveCount(0);
  await reloadWithout(page, homeBanner(page));
});

test('the owner’s board has its tip, and Dismiss puts it away', async ({ page }) => {
  const data = encodeURIComponent(JSON.stringify({ options: { username: 'demo' } }));
  const response = await page.request.get(`/resource/BoardsResource/get/?data=${data}`);
  const boards = ((await response.json()) as { resource_response: { data: { url: string }[] } })
    .resource_response.data;
  await page.goto(boards[0]?.url ?? '/');
  const tip = page.getByRole('region', { name: BOARD_TIP });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: labels.dismiss }).click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: BOARD_TIP })).toHaveCount(0);
});

test.describe('a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('sees no banner and no onboarding, and the site asks for no placements', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/UserExperience/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
    await expect(homeBanner(page)).toHaveCount(0);
    await expect(onboarding(page)).toHaveCount(0);
    await expect(page.getByRole('region')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the onboarding open and with the home banner (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await newbieOnboarding(page);
    await choose(page, STEPS.Gender.options.female);
    expect(await axeViolations(page)).toEqual([]);
    await onboarding(page).getByRole('button', { name: labels.next }).click();
    await expect(onboarding(page).getByRole('list').getByRole('button').first()).toBeVisible();
    await onboarding(page).getByRole('list').getByRole('button').first().click();
    expect(await axeViolations(page)).toEqual([]);
    await onboarding(page).getByRole('button', { name: labels.next }).click();
    await choose(page, STEPS.UseCase.options.ideas);
    expect(await axeViolations(page)).toEqual([]);
    await onboarding(page).getByRole('button', { name: labels.next }).click();
    await expect(stepHeading(page, 'AppInstall')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await onboarding(page).getByRole('button', { name: labels.dismiss }).click();
    await expect(homeBanner(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
