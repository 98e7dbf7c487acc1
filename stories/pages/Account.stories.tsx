/**
 * The account pages (issue 14) for designers: log in (with its inline errors after an empty
 * submit), sign up, the business sign-up, password reset, a new password, email preferences, the
 * survey, the verification error, the logged-out profile landing, and OAuth consent (and a link it
 * refuses). Each is the real site at the page's path on the stories' MSW backend (the demo viewer,
 * or logged out where the page is for visitors). Nothing here submits a change: the backend is
 * shared by the stories. Left out of the screenshot test like the other page stories; the e2e
 * (e2e/account.spec.ts) runs axe on these pages in light and dark.
 */
import { failing } from '@tessera/mocks';
import { buildPath } from '@tessera/model';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ACCOUNT_TEXT } from '../../playground-app/src/routes/account/accountText.ts';
import { LOADED, Site } from './site.tsx';

type Canvas = ReturnType<typeof within>;

const heading = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();

const meta = preview.meta({
  title: 'Pages/Account',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** The viewer read answers 401: a logged-out visitor. */
const LOGGED_OUT = () => failing('/v3/users/me/', 401, 'Log in to see your account.');

/** /login after an empty submit: each field says what it needs, the first has focus. */
export const LogIn = meta.story({
  args: { path: buildPath('login') },
  beforeEach({ msw }) {
    msw.use(LOGGED_OUT());
  },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.login.heading);
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: ACCOUNT_TEXT.logIn }));
    const name = main.getByRole('textbox', { name: ACCOUNT_TEXT.fields.usernameOrEmail });
    await expect(name).toHaveAccessibleDescription(ACCOUNT_TEXT.required.usernameOrEmail);
    await expect(name).toHaveFocus();
    await expect(main.getByText(ACCOUNT_TEXT.required.password)).toBeVisible();
  },
});

/** /signup: email, password (with its rule), an optional first name. */
export const SignUp = meta.story({
  args: { path: buildPath('signup') },
  beforeEach({ msw }) {
    msw.use(LOGGED_OUT());
  },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.signup.heading);
    await expect(canvas.getByText(ACCOUNT_TEXT.signup.passwordHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ACCOUNT_TEXT.signup.businessLink })).toBeVisible();
  },
});

/** /signup/sso-business-account/: the business name first. */
export const BusinessSignUp = meta.story({
  args: { path: buildPath('signupSsoBusiness', { rest: '' }) },
  beforeEach({ msw }) {
    msw.use(LOGGED_OUT());
  },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.business.heading);
    await expect(canvas.getByRole('textbox', { name: ACCOUNT_TEXT.fields.businessName })).toBeVisible();
    await expect(canvas.getByText(ACCOUNT_TEXT.business.note)).toBeVisible();
  },
});

/** /password/reset. */
export const PasswordReset = meta.story({
  args: { path: buildPath('passwordReset') },
  beforeEach({ msw }) {
    msw.use(LOGGED_OUT());
  },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.passwordReset.heading);
    await expect(canvas.getByRole('button', { name: ACCOUNT_TEXT.passwordReset.send })).toBeVisible();
  },
});

/** /pw/demo/ for demo: a new password, typed twice. */
export const NewPassword = meta.story({
  args: { path: buildPath('passwordUser', { username: 'demo' }) },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.passwordUser.heading('demo'));
    await expect(canvas.getByLabelText(ACCOUNT_TEXT.fields.confirmPassword)).toBeVisible();
  },
});

/** /email/subscription: the demo viewer's preferences (the seed's defaults). */
export const EmailPreferences = meta.story({
  args: { path: buildPath('emailSubscription') },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.emailSubscription.heading);
    await expect(
      await canvas.findByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.activity }, LOADED),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.news }),
    ).not.toBeChecked();
  },
});

/** /email/user_survey. */
export const UserSurvey = meta.story({
  args: { path: buildPath('emailUserSurvey') },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.emailUserSurvey.heading);
    await expect(canvas.getAllByRole('radio')).toHaveLength(ACCOUNT_TEXT.emailUserSurvey.ratings.length);
  },
});

/** /email_verification_error for the demo viewer: a new link. */
export const EmailVerificationError = meta.story({
  args: { path: buildPath('emailVerificationError') },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.emailVerification.heading);
    await expect(canvas.getByRole('button', { name: ACCOUNT_TEXT.emailVerification.resend })).toBeVisible();
  },
});

/** /unauth-profile for a visitor: what a profile gives, Log in and Sign up. */
export const UnauthProfile = meta.story({
  args: { path: buildPath('unauthProfile') },
  beforeEach({ msw }) {
    msw.use(LOGGED_OUT());
  },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.unauthProfile.heading);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fme%2F',
    );
  },
});

const consent = (path: string, redirect = 'https://recipes.example/back') =>
  `${path}?${new URLSearchParams({ client_id: 'recipe-box', redirect_uri: redirect, scope: 'boards:read,pins:read' })}`;

/** /oauth: which app, what it asks, where the answer goes; Allow and Deny. */
export const OAuth = meta.story({
  args: { path: consent(buildPath('oauth')) },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.oauth.heading('recipe-box'));
    await expect(canvas.getByText(ACCOUNT_TEXT.oauth.scopes['boards:read'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: ACCOUNT_TEXT.oauth.allow })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ACCOUNT_TEXT.oauth.deny })).toBeVisible();
  },
});

/** /app-factory-oauth with a javascript: redirect_uri: refused, nothing to allow. */
export const OAuthUnsafeRedirect = meta.story({
  args: { path: consent(buildPath('appFactoryOauth'), 'javascript:alert(1)') },
  play: async ({ canvas }) => {
    await heading(canvas, ACCOUNT_TEXT.oauth.badRequestHeading);
    await expect(canvas.getByText(ACCOUNT_TEXT.oauth.badRedirect)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ACCOUNT_TEXT.oauth.allow })).toBeNull();
  },
});
