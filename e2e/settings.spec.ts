/**
 * Issue 14, the settings and safety pages, by clicks on the built site and the mock server:
 * /settings changes the first name (a refused one keeps the typed text and says why; a saved one
 * shows in the header), unblocks with the server failing once (rolled back, message; then it goes
 * through), turns dark mode on (the page reloads dark, §4); an appeal of an own pin; an age appeal;
 * the lockdown logs out. axe finds nothing on every page, light and dark.
 */

import { FIRST_NAME_MAX } from '../packages/model/src/index.ts';
import { PROFILE_TEXT } from '../playground-app/src/routes/profile/profileText.ts';
import {
  AGE_APPEAL_TEXT,
  APPEALS_TEXT,
  PANIC_TEXT,
  REPORTS_TEXT,
  SETTINGS_TEXT,
} from '../playground-app/src/routes/settings/settingsText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

const PAGES = [
  ['/settings/', SETTINGS_TEXT.heading],
  ['/appealed-pin/', APPEALS_TEXT.heading],
  ['/reports-and-violations/', REPORTS_TEXT.heading],
  ['/age-appeal/', AGE_APPEAL_TEXT.heading],
  ['/secure/panic/', PANIC_TEXT.heading],
] as const;

const banner = (page: Page) => page.getByRole('banner');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

interface Viewer {
  id: string;
  first_name?: string;
  full_name?: string;
  username: string;
}

async function viewer(page: Page): Promise<Viewer> {
  const response = await page.request.get('/v3/users/me/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: Viewer } }).resource_response.data;
}

async function call(page: Page, name: string, action: string, options: Record<string, unknown>) {
  const response = await page.request.post(`/resource/${name}/${action}/`, { data: { options } });
  expect(response.ok(), `${name}/${action}`).toBe(true);
  return ((await response.json()) as { resource_response: { data: unknown } }).resource_response.data;
}

async function blockedOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get(
    `/resource/UserBlockResource/get/?data=${encodeURIComponent('{"options":{}}')}`,
  );
  return ((await response.json()) as { resource_response: { data: Viewer[] } }).resource_response.data.map(
    (u) => u.id,
  );
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
});

test('the first name: a refused one keeps the typed text; a saved one shows in the header, the full name on the profile', async ({
  page,
}) => {
  const me = await viewer(page);
  const name = me.first_name ?? me.username;
  await page.goto('/');
  await banner(page).getByRole('button', { name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(heading(page, SETTINGS_TEXT.heading)).toBeVisible();

  const first = page.getByRole('textbox', { name: SETTINGS_TEXT.firstName });
  await expect(first).toHaveValue(name);
  const tooLong = 'x'.repeat(FIRST_NAME_MAX + 1);
  await first.fill(tooLong);
  await page.getByRole('button', { name: SETTINGS_TEXT.save }).first().click();
  await expect(
    page.getByText(`${SETTINGS_TEXT.firstName} must be at most ${FIRST_NAME_MAX} characters`),
  ).toBeVisible();
  await expect(first).toHaveValue(tooLong);
  await expect(first).toBeFocused();

  await first.fill('Dana');
  await page.getByRole('textbox', { name: SETTINGS_TEXT.fullName }).fill('Dana Berg');
  await first.press('Enter');
  await expect(page.getByText(SETTINGS_TEXT.profileSaved)).toBeVisible();
  await expect(first).toHaveValue('Dana');
  expect((await viewer(page)).first_name).toBe('Dana');
  // The header's menu is named by the first name; the profile's heading by the full name.
  await banner(page).getByRole('button', { name: 'Dana', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(heading(page, 'Dana Berg')).toBeVisible();
});

test('Unblock with the server failing once: rolled back with a message, then it goes through', async ({
  page,
}) => {
  const partnerResponse = await page.request.get(
    `/resource/UserResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { username: 'partner' } }))}`,
  );
  const partner = ((await partnerResponse.json()) as { resource_response: { data: Viewer } })
    .resource_response.data;
  const partnerName = partner.full_name || partner.first_name || partner.username;
  await call(page, 'UserBlockResource', 'create', { blocked_user_id: partner.id });
  expect(
    (
      await page.request.post('/__mock/faults', { data: { match: 'UserBlockResource/delete', status: 500 } })
    ).ok(),
  ).toBe(true);

  await page.goto('/settings/');
  const list = page.getByRole('list', { name: SETTINGS_TEXT.blockedList });
  const row = list.getByRole('listitem').filter({ hasText: partnerName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: SETTINGS_TEXT.unblock }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: PROFILE_TEXT.blockFailed(partnerName) }),
  ).toBeVisible();
  await expect(row).toBeVisible();
  expect(await blockedOnServer(page)).toEqual([partner.id]);

  await row.getByRole('button', { name: SETTINGS_TEXT.unblock }).click();
  await expect(page.getByText(SETTINGS_TEXT.unblocked(partnerName))).toBeVisible();
  await expect(page.getByText(SETTINGS_TEXT.noneBlocked)).toBeVisible();
  expect(await blockedOnServer(page)).toEqual([]);
});

test('dark mode: the page reloads dark; the system’s colours again reload light', async ({ page }) => {
  await page.goto('/settings/');
  const dark = page.getByRole('switch', { name: SETTINGS_TEXT.darkMode });
  await expect(dark).not.toBeChecked();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await Promise.all([page.waitForEvent('load'), dark.click()]);
  await expect(page.getByRole('switch', { name: SETTINGS_TEXT.darkMode })).toBeChecked();
  // §9 dark mode background #111111.
  await expect.poll(background).toBe('rgb(17, 17, 17)');
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: SETTINGS_TEXT.useSystem }).click(),
  ]);
  await expect(page.getByRole('switch', { name: SETTINGS_TEXT.darkMode })).not.toBeChecked();
  await expect.poll(background).toBe(light);
});

test('an appeal of an own pin, an age appeal, then the lockdown logs out everywhere', async ({ page }) => {
  await viewer(page); // the session's cookie first: a change without one is refused as cross-site
  const pin = (await call(page, 'PinResource', 'create', {
    image_url: 'https://example.com/own.jpg',
    title: 'My lemon tart',
  })) as { id: string };

  await page.goto('/settings/');
  await page.getByRole('link', { name: SETTINGS_TEXT.links.appealedPin }).click();
  await expect(heading(page, APPEALS_TEXT.heading)).toBeVisible();
  await expect(page.getByText(APPEALS_TEXT.none)).toBeVisible();
  await page.getByRole('combobox', { name: APPEALS_TEXT.pin }).selectOption(pin.id);
  await page.getByRole('button', { name: APPEALS_TEXT.submit }).click();
  await expect(page.getByText(`${APPEALS_TEXT.reason} must not be empty`)).toBeVisible();
  await page.getByRole('textbox', { name: APPEALS_TEXT.reason }).fill('It is my own photo.');
  await page.getByRole('button', { name: APPEALS_TEXT.submit }).click();
  const appeals = page.getByRole('list', { name: APPEALS_TEXT.list });
  await expect(appeals.getByRole('link', { name: 'My lemon tart' })).toBeVisible();
  await expect(appeals.getByText(APPEALS_TEXT.status.in_review)).toBeVisible();

  await page.goto('/age-appeal/');
  const birthdate = page.getByRole('textbox', { name: AGE_APPEAL_TEXT.birthdate });
  await birthdate.fill('1990-02-30');
  await birthdate.press('Enter');
  await expect(page.getByText(`${AGE_APPEAL_TEXT.birthdate} must be a real date`)).toBeVisible();
  await expect(birthdate).toHaveValue('1990-02-30');
  await birthdate.fill('1990-04-23');
  await birthdate.press('Enter');
  await expect(page.getByText(AGE_APPEAL_TEXT.sent)).toBeVisible();

  await page.goto('/secure/panic/');
  await page.getByLabel(PANIC_TEXT.newPassword, { exact: true }).fill('fresh-secret');
  await page.getByLabel(PANIC_TEXT.confirmPassword, { exact: true }).fill('fresh-secret');
  await page.getByRole('button', { name: PANIC_TEXT.lock }).click();
  const dialog = page.getByRole('alertdialog', { name: PANIC_TEXT.confirmHeading });
  await Promise.all([page.waitForURL('/'), dialog.getByRole('button', { name: PANIC_TEXT.confirm }).click()]);
  await expect(banner(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect((await page.request.get('/v3/users/me/')).status()).toBe(401);
});

test('axe finds nothing on every page, light and dark (with a blocked person, an appeal and the errors shown)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const partnerResponse = await page.request.get(
    `/resource/UserResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { username: 'partner' } }))}`,
  );
  const partner = ((await partnerResponse.json()) as { resource_response: { data: Viewer } })
    .resource_response.data;
  await call(page, 'UserBlockResource', 'create', { blocked_user_id: partner.id });
  const pin = (await call(page, 'PinResource', 'create', {
    image_url: 'https://example.com/a.jpg',
    title: 'Mine',
  })) as {
    id: string;
  };
  await call(page, 'PinAppealResource', 'create', { pin_id: pin.id, reason: 'Please look again.' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      expect(await axeViolations(page), `${path} ${scheme}`).toEqual([]);
    }
    // The forms with their errors shown.
    await page.goto('/settings/');
    await page.getByRole('textbox', { name: SETTINGS_TEXT.firstName }).fill('');
    await page.getByRole('button', { name: SETTINGS_TEXT.save }).first().click();
    await expect(page.getByRole('alert')).toHaveText(SETTINGS_TEXT.notSaved);
    expect(await axeViolations(page), `settings errors ${scheme}`).toEqual([]);
    await page.goto('/secure/panic/');
    await page.getByRole('button', { name: PANIC_TEXT.lock }).click();
    await expect(page.getByText(PANIC_TEXT.mismatch)).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText(PANIC_TEXT.notLocked);
    expect(await axeViolations(page), `panic errors ${scheme}`).toEqual([]);
  }
  // Logged out: the log-in page.
  await page.request.post('/v3/logout/');
  await page.goto('/settings/');
  await expect(page.getByText(SETTINGS_TEXT.loggedOut)).toBeVisible();
  expect(await axeViolations(page), 'logged out').toEqual([]);
});

test('the in-page navigation (the kit’s Link) moves to the section it names', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/settings/');
  const nav = page.getByRole('navigation', { name: SETTINGS_TEXT.nav });
  const blocked = page.getByRole('heading', { level: 2, name: SETTINGS_TEXT.section.blocked });
  await expect(blocked).not.toBeInViewport();
  await nav.getByRole('link', { name: SETTINGS_TEXT.section.blocked }).click();
  await expect(page).toHaveURL(/#blocked$/);
  await expect(blocked).toBeInViewport();
});
