/**
 * Issue 14, the account pages: logging in with two logged-out saves pending (§1, §4: both are
 * repinned to the profile), the forms keeping what was typed when they refuse (a wrong password,
 * an empty required field, a taken email), sign-up and business sign-up, password reset and a new
 * password, email preferences, the survey, a new verification link, the logged-out profile landing,
 * OAuth consent going back only to an http(s) redirect_uri, and axe on every page, light and dark.
 */

import { PASSWORD_NOT_RIGHT } from '../packages/model/src/index.ts';
import { ACCOUNT_TEXT } from '../playground-app/src/routes/account/accountText.ts';
import { PROFILE_TEXT } from '../playground-app/src/routes/profile/profileText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

const LOGGED_OUT_SAVES_KEY = 'tessera-logged-out-saves';
const feed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const password = (page: Page, label: string = ACCOUNT_TEXT.fields.password) =>
  page.getByLabel(label, { exact: true });
const submit = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

async function logOut(page: Page) {
  // A change needs the site's session cookie, which a page load gives.
  expect((await page.request.get('/')).ok()).toBe(true);
  expect((await page.request.post('/v3/logout/')).ok()).toBe(true);
}

test('logged out, two saves, Log in from the header as newbie: both pins are on newbie’s profile', async ({
  page,
}) => {
  await logOut(page);
  await page.goto('/');
  const saved: string[] = [];
  for (const index of [0, 1]) {
    const card = feed(page).getByRole('article').nth(index);
    await expect(card).toBeVisible();
    const pinId = (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
    expect(pinId).not.toBe('');
    await card.hover();
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    saved.push(pinId);
  }
  const pending = () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', LOGGED_OUT_SAVES_KEY);
  expect(await pending()).toContain(saved[0]);
  expect(await pending()).toContain(saved[1]);

  await page.getByRole('banner').getByRole('link', { name: ACCOUNT_TEXT.logIn }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await field(page, ACCOUNT_TEXT.fields.usernameOrEmail).fill('newbie');
  await password(page).fill('newbie');
  await submit(page, ACCOUNT_TEXT.logIn).click();

  // A full page load home, logged in as newbie; the pending saves are repinned, then cleared.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Nia', exact: true })).toBeVisible();
  await expect.poll(pending).not.toContain(saved[0]);
  expect(await pending()).not.toContain(saved[1]);
  // newbie's home greets them with the onboarding (placements.spec.ts): Escape closes it.
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Tessera' });
  await expect(onboarding).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Nia', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  const profileSaves = page.getByRole('feed', { name: PROFILE_TEXT.boardless });
  for (const pinId of saved)
    await expect(profileSaves.locator(`[data-pin-id="${pinId}"]`).first()).toBeVisible();
});

test('a wrong password shows the server’s message and keeps the text; an empty field says so and keeps the other', async ({
  page,
}) => {
  await logOut(page);
  await page.goto('/login/');
  await field(page, ACCOUNT_TEXT.fields.usernameOrEmail).fill('demo');
  await password(page).fill('not-the-password');
  await password(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The username or password is not right.');
  await expect(field(page, ACCOUNT_TEXT.fields.usernameOrEmail)).toHaveValue('demo');
  await expect(password(page)).toHaveValue('not-the-password');

  await password(page).fill('');
  await submit(page, ACCOUNT_TEXT.logIn).click();
  await expect(page.getByText(ACCOUNT_TEXT.required.password)).toBeVisible();
  await expect(password(page)).toBeFocused();
  await expect(password(page)).toHaveAccessibleDescription(ACCOUNT_TEXT.required.password);
  await expect(field(page, ACCOUNT_TEXT.fields.usernameOrEmail)).toHaveValue('demo');

  // Then right: back to `next`.
  await page.goto('/login/?next=%2Ftopics%2F');
  await field(page, ACCOUNT_TEXT.fields.usernameOrEmail).fill('demo');
  await password(page).fill('demo');
  await submit(page, ACCOUNT_TEXT.logIn).click();
  await expect(page).toHaveURL(/\/topics\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true })).toBeVisible();
});

test('sign up: a taken email is said under the field with the values kept; a new one signs up and logs in', async ({
  page,
}) => {
  await logOut(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: ACCOUNT_TEXT.signUp }).click();
  await expect(page).toHaveURL(/\/signup\/$/);
  await field(page, ACCOUNT_TEXT.fields.email).fill('demo@tessera.example');
  await password(page).fill('secret1');
  await field(page, ACCOUNT_TEXT.fields.firstName).fill('Ada');
  await submit(page, ACCOUNT_TEXT.signUp).click();
  await expect(field(page, ACCOUNT_TEXT.fields.email)).toHaveAccessibleDescription(
    ACCOUNT_TEXT.signup.emailTaken,
  );
  await expect(field(page, ACCOUNT_TEXT.fields.firstName)).toHaveValue('Ada');
  await expect(password(page)).toHaveValue('secret1');

  await field(page, ACCOUNT_TEXT.fields.email).fill('ada@lovelace.example');
  await submit(page, ACCOUNT_TEXT.signUp).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ada', exact: true })).toBeVisible();
});

test('business sign-up: the business name is required and becomes the profile’s name', async ({ page }) => {
  await logOut(page);
  await page.goto('/signup/');
  await page.getByRole('link', { name: ACCOUNT_TEXT.signup.businessLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.business.heading })).toBeVisible();
  await field(page, ACCOUNT_TEXT.fields.email).fill('hello@bakery.example');
  await password(page).fill('secret1');
  await submit(page, ACCOUNT_TEXT.signUp).click();
  await expect(field(page, ACCOUNT_TEXT.fields.businessName)).toHaveAccessibleDescription(
    ACCOUNT_TEXT.required.businessName,
  );
  await expect(field(page, ACCOUNT_TEXT.fields.email)).toHaveValue('hello@bakery.example');
  await field(page, ACCOUNT_TEXT.fields.businessName).fill('Corner Bakery');
  await submit(page, ACCOUNT_TEXT.signUp).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'hello', exact: true })).toBeVisible();
  const me = (await (await page.request.get('/v3/users/me/')).json()) as {
    resource_response: { data: { full_name: string } };
  };
  expect(me.resource_response.data.full_name).toBe('Corner Bakery');
});

test('password reset from the login page; a new password for demo, typed twice', async ({ page }) => {
  await logOut(page);
  await page.goto('/login/');
  await page.getByRole('link', { name: ACCOUNT_TEXT.login.forgot }).click();
  await field(page, ACCOUNT_TEXT.fields.email).fill('not-an-email');
  await submit(page, ACCOUNT_TEXT.passwordReset.send).click();
  await expect(field(page, ACCOUNT_TEXT.fields.email)).toHaveAccessibleDescription(
    `${ACCOUNT_TEXT.fields.email} must be an email address`,
  );
  await field(page, ACCOUNT_TEXT.fields.email).fill('demo@tessera.example');
  await submit(page, ACCOUNT_TEXT.passwordReset.send).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    ACCOUNT_TEXT.passwordReset.sent('demo@tessera.example'),
  );

  // Log in as demo (from the reset page's way back), then /pw/demo/.
  await page.getByRole('link', { name: ACCOUNT_TEXT.passwordReset.back }).click();
  await field(page, ACCOUNT_TEXT.fields.usernameOrEmail).fill('demo');
  await password(page).fill('demo');
  await submit(page, ACCOUNT_TEXT.logIn).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true })).toBeVisible();
  await page.goto('/pw/demo/');
  // The current password first (issue 32): a wrong one is said under it.
  await password(page, ACCOUNT_TEXT.fields.currentPassword).fill('guess');
  await password(page, ACCOUNT_TEXT.fields.newPassword).fill('better-one');
  await password(page, ACCOUNT_TEXT.fields.confirmPassword).fill('better-one');
  await submit(page, ACCOUNT_TEXT.passwordUser.save).click();
  await expect(password(page, ACCOUNT_TEXT.fields.currentPassword)).toHaveAccessibleDescription(
    `${ACCOUNT_TEXT.fields.currentPassword} ${PASSWORD_NOT_RIGHT}`,
  );
  await password(page, ACCOUNT_TEXT.fields.currentPassword).fill('demo');
  await password(page, ACCOUNT_TEXT.fields.newPassword).fill('better-one');
  await password(page, ACCOUNT_TEXT.fields.confirmPassword).fill('better-two');
  await submit(page, ACCOUNT_TEXT.passwordUser.save).click();
  await expect(password(page, ACCOUNT_TEXT.fields.confirmPassword)).toHaveAccessibleDescription(
    ACCOUNT_TEXT.passwordsDiffer,
  );
  await expect(password(page, ACCOUNT_TEXT.fields.newPassword)).toHaveValue('better-one');
  await password(page, ACCOUNT_TEXT.fields.confirmPassword).fill('better-one');
  await submit(page, ACCOUNT_TEXT.passwordUser.save).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(ACCOUNT_TEXT.passwordUser.saved);
  const login = (pw: string) =>
    page.request.post('/v3/login/', { data: { username_or_email: 'demo', password: pw } });
  expect((await login('better-one')).status()).toBe(200);

  // Someone else's: not theirs to set.
  await page.goto('/pw/newbie/');
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.passwordUser.otherUserHeading }),
  ).toBeVisible();
});

test('email preferences are saved and read back; the survey asks for a rating and keeps the comment', async ({
  page,
}) => {
  await page.goto('/email/subscription/');
  const news = page.getByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.news });
  await expect(news).not.toBeChecked();
  await news.check();
  await submit(page, ACCOUNT_TEXT.emailSubscription.save).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(ACCOUNT_TEXT.emailSubscription.saved);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.news })).toBeChecked();

  await page.goto('/email/user_survey/');
  await page
    .getByRole('textbox', { name: ACCOUNT_TEXT.emailUserSurvey.comment })
    .fill('More recipes, please');
  await submit(page, ACCOUNT_TEXT.emailUserSurvey.send).click();
  await expect(page.getByText(ACCOUNT_TEXT.emailUserSurvey.ratingRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: ACCOUNT_TEXT.emailUserSurvey.comment })).toHaveValue(
    'More recipes, please',
  );
  await page.getByRole('radio', { name: ACCOUNT_TEXT.emailUserSurvey.ratings[3] }).check();
  await submit(page, ACCOUNT_TEXT.emailUserSurvey.send).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(ACCOUNT_TEXT.emailUserSurvey.thanks);
});

test('a new verification link; the logged-out profile landing leads to log in and back to the profile', async ({
  page,
}) => {
  await page.goto('/email_verification_error/');
  await page.getByRole('button', { name: ACCOUNT_TEXT.emailVerification.resend }).click();
  await expect(page.getByText(ACCOUNT_TEXT.emailVerification.resent('demo@tessera.example'))).toBeVisible();

  await logOut(page);
  await page.goto('/unauth-profile/');
  await page.getByRole('main').getByRole('link', { name: ACCOUNT_TEXT.logIn }).click();
  await field(page, ACCOUNT_TEXT.fields.usernameOrEmail).fill('demo');
  await password(page).fill('demo');
  await submit(page, ACCOUNT_TEXT.logIn).click();
  // /me/ is the viewer's own profile.
  await expect(page).toHaveURL(/\/demo\/$/);
});

test('OAuth: Allow goes back to the app with a code and the state, Deny with access_denied; a javascript: redirect_uri gets neither', async ({
  page,
}) => {
  await page.route('https://recipes.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Recipe Box</title><p>Back at the app</p>' }),
  );
  const ask = (path: string, redirect = 'https://recipes.example/back') =>
    `${path}?${new URLSearchParams({ client_id: 'recipe-box', redirect_uri: redirect, scope: 'boards:read,pins:read', state: 'abc' })}`;

  await page.goto(ask('/oauth/'));
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.oauth.heading('recipe-box') }),
  ).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXT.oauth.scopes['boards:read'])).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXT.oauth.returnTo('recipes.example'))).toBeVisible();
  await page.getByRole('button', { name: ACCOUNT_TEXT.oauth.allow }).click();
  await expect(page).toHaveURL(/^https:\/\/recipes\.example\/back\?code=code-\d+&state=abc$/);

  await page.goto(ask('/app-factory-oauth/'));
  await expect(page.getByText(ACCOUNT_TEXT.oauth.appFactory)).toBeVisible();
  await page.getByRole('button', { name: ACCOUNT_TEXT.oauth.deny }).click();
  await expect(page).toHaveURL('https://recipes.example/back?error=access_denied&state=abc');

  await page.goto(ask('/oauth/', 'javascript:alert(1)'));
  await expect(page.getByText(ACCOUNT_TEXT.oauth.badRedirect)).toBeVisible();
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.oauth.allow })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.oauth.deny })).toHaveCount(0);
});

const OAUTH_QUERY = `?${new URLSearchParams({ client_id: 'recipe-box', redirect_uri: 'https://recipes.example/back', scope: 'pins:read' })}`;

/** Every account page with the heading it shows (the demo viewer is logged in). */
const PAGES: Array<[string, string]> = [
  ['/login/', ACCOUNT_TEXT.login.heading],
  ['/signup/', ACCOUNT_TEXT.signup.heading],
  ['/signup/sso-business-account/', ACCOUNT_TEXT.business.heading],
  ['/password/reset/', ACCOUNT_TEXT.passwordReset.heading],
  ['/pw/demo/', ACCOUNT_TEXT.passwordUser.heading('demo')],
  ['/email/subscription/', ACCOUNT_TEXT.emailSubscription.heading],
  ['/email/user_survey/', ACCOUNT_TEXT.emailUserSurvey.heading],
  ['/email_verification_error/', ACCOUNT_TEXT.emailVerification.heading],
  ['/unauth-profile/', ACCOUNT_TEXT.unauthProfile.heading],
  [`/oauth/${OAUTH_QUERY}`, ACCOUNT_TEXT.oauth.heading('recipe-box')],
  [`/app-factory-oauth/${OAUTH_QUERY}`, ACCOUNT_TEXT.oauth.heading('recipe-box')],
];

// Each page once, axe in light then dark (the site follows the system's scheme as it changes), in
// two halves so each test stays short on a loaded machine.
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
for (const [half, pages] of [PAGES.slice(0, 6), PAGES.slice(6)].entries()) {
  test(`axe finds nothing on the account pages, with their errors showing, light and dark (part ${half + 1})`, async ({
    page,
  }) => {
    for (const [path, heading] of pages) {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The forms' inline errors and alerts too.
      const button = page.getByRole('main').locator('form button[type="submit"]');
      if ((await button.count()) > 0 && !path.startsWith('/email/subscription')) {
        await button.click();
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
      }
      expect(await axeViolations(page), `${path} light`).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect.poll(() => background(page)).toBe('rgb(17, 17, 17)'); // §9 dark mode background
      expect(await axeViolations(page), `${path} dark`).toEqual([]);
    }
  });
}
