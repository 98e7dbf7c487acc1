import { ResourceRequestError } from '@tessera/api';
import { messages, PASSWORD_NOT_RIGHT } from '@tessera/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { ACCOUNT_TEXT } from './accountText.ts';
import { browser } from './paths.ts';

const loggedOut = () => new ResourceRequestError({ http_status: 401, message: 'Log in' });

function accountApi({ viewer = true } = {}) {
  const api = {
    ...fakeApi(),
    registerExists: vi.fn(async (email: string) => ({ email, exists: false })),
    signup: vi.fn(async () => DEMO_VIEWER),
    requestPasswordReset: vi.fn(async ({ email }: { email: string }) => ({ email, sent: true })),
    changePassword: vi.fn(async ({ username }: { username: string }) => ({ username, changed: true })),
    getEmailSubscriptions: vi.fn(async () => ({
      email: 'demo@tessera.example',
      subscriptions: { activity: true, boards: true, recommendations: true, news: false },
    })),
    updateEmailSubscriptions: vi.fn(async (body: Record<string, boolean>) => ({
      email: 'demo@tessera.example',
      subscriptions: { activity: true, boards: true, recommendations: true, news: false, ...body },
    })),
    sendUserSurvey: vi.fn(async ({ rating }: { rating: number }) => ({ received: true, rating })),
    resendEmailVerification: vi.fn(async () => ({ email: 'demo@tessera.example', sent: true })),
    authorizeApp: vi.fn(async () => ({ code: 'code-7' })),
  };
  if (!viewer) api.getMe.mockRejectedValue(loggedOut());
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const password = (label: string = ACCOUNT_TEXT.fields.password) => screen.getByLabelText(label);
const main = () => within(screen.getByRole('main'));

let assign: ReturnType<typeof vi.spyOn>;
beforeAll(() => stubBrowserForSite());
afterEach(() => vi.restoreAllMocks());

function watchNavigation() {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  return assign;
}

describe('/login', () => {
  async function openLogin(path = '/login/') {
    const api = accountApi({ viewer: false });
    renderSite(path, api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.login.heading });
    return { api, user: userEvent.setup() };
  }

  it('an empty field says so under itself, takes focus, and keeps what the other holds; nothing is sent', async () => {
    const { api, user } = await openLogin();
    await user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'demo');
    await user.click(main().getByRole('button', { name: ACCOUNT_TEXT.logIn }));
    expect(password()).toHaveAccessibleDescription(ACCOUNT_TEXT.required.password);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(field(ACCOUNT_TEXT.fields.usernameOrEmail)).toHaveValue('demo');
    expect(api.login).not.toHaveBeenCalled();
    expect(document.title).toMatch(/^Log in \|/);
  });

  it('a wrong password shows the server’s message and keeps both values', async () => {
    const { api, user } = await openLogin();
    api.login.mockRejectedValue(
      new ResourceRequestError({ http_status: 401, message: 'The username or password is not right.' }),
    );
    await user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'demo');
    await user.type(password(), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is not right.');
    expect(api.login).toHaveBeenCalledWith({ username_or_email: 'demo', password: 'wrong' });
    expect(field(ACCOUNT_TEXT.fields.usernameOrEmail)).toHaveValue('demo');
    expect(password()).toHaveValue('wrong');
  });

  it('a failure without a message says the §8 words', async () => {
    const { api, user } = await openLogin();
    api.login.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'demo');
    await user.type(password(), 'demo{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.saveError);
  });

  it('success loads `next` (a path of this site) in full; another host is never followed', async () => {
    const navigation = watchNavigation();
    const { user } = await openLogin('/login/?next=%2Fpin%2F42%2F');
    await user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'newbie');
    await user.type(password(), 'newbie{Enter}');
    await vi.waitFor(() => expect(navigation).toHaveBeenCalledWith('/pin/42/'));

    const other = await openLoginAgain('/login/?next=%2F%2Fevil.example%2F');
    await other.user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'demo');
    await other.user.type(password(), 'demo{Enter}');
    await vi.waitFor(() => expect(navigation).toHaveBeenLastCalledWith('/'));
  });

  it('§6 board_url: success opens that board with the accept_invite and seamless flags', async () => {
    const navigation = watchNavigation();
    const { user } = await openLogin('/login/?board_url=%2Fmira%2Fdesserts%2F');
    await user.type(field(ACCOUNT_TEXT.fields.usernameOrEmail), 'newbie');
    await user.type(password(), 'newbie{Enter}');
    await vi.waitFor(() =>
      expect(navigation).toHaveBeenCalledWith('/mira/desserts/?accept_invite=true&seamless=true'),
    );
  });

  async function openLoginAgain(path: string) {
    cleanup();
    return openLogin(path);
  }

  it('links to the password reset and to sign-up (keeping next)', async () => {
    await openLogin('/login/?next=%2Fme%2F');
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.login.forgot })).toHaveAttribute(
      'href',
      '/password/reset/',
    );
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.signUp })).toHaveAttribute(
      'href',
      '/signup/?next=%2Fme%2F',
    );
  });
});

describe('/signup and the business sign-up', () => {
  it('checks the email first: a taken one is said under the field, values kept, no account made', async () => {
    const api = accountApi({ viewer: false });
    api.registerExists.mockResolvedValue({ email: 'demo@tessera.example', exists: true });
    renderSite('/signup/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.signup.heading });
    const user = userEvent.setup();
    await user.type(field(ACCOUNT_TEXT.fields.email), 'demo@tessera.example');
    await user.type(password(), 'secret1');
    await user.type(field(ACCOUNT_TEXT.fields.firstName), 'Ada{Enter}');
    await vi.waitFor(() =>
      expect(field(ACCOUNT_TEXT.fields.email)).toHaveAccessibleDescription(ACCOUNT_TEXT.signup.emailTaken),
    );
    expect(api.registerExists).toHaveBeenCalledWith('demo@tessera.example');
    expect(api.signup).not.toHaveBeenCalled();
    expect(field(ACCOUNT_TEXT.fields.firstName)).toHaveValue('Ada');
    expect(password()).toHaveValue('secret1');
  });

  it('the model’s rules speak after the label (email, password length); a new account goes home', async () => {
    const navigation = watchNavigation();
    const api = accountApi({ viewer: false });
    renderSite('/signup/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.signup.heading });
    const user = userEvent.setup();
    await user.type(field(ACCOUNT_TEXT.fields.email), 'ada');
    await user.type(password(), 'abc{Enter}');
    expect(field(ACCOUNT_TEXT.fields.email)).toHaveAccessibleDescription(/Email must be an email address/);
    expect(password()).toHaveAccessibleDescription(/Password must be at least 6 characters/);
    expect(field(ACCOUNT_TEXT.fields.email)).toHaveFocus();
    await user.clear(field(ACCOUNT_TEXT.fields.email));
    await user.type(field(ACCOUNT_TEXT.fields.email), 'ada@lovelace.example');
    await user.type(password(), 'def{Enter}');
    await vi.waitFor(() => expect(navigation).toHaveBeenCalledWith('/'));
    expect(api.signup).toHaveBeenCalledWith({ email: 'ada@lovelace.example', password: 'abcdef' });
  });

  it('a field the server names in its 400 is said under that field; the values stay', async () => {
    const api = accountApi({ viewer: false });
    api.signup.mockRejectedValue(
      new ResourceRequestError({
        http_status: 400,
        message: 'Invalid signup: first_name: must be at most 30 characters',
      }),
    );
    renderSite('/signup/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.signup.heading });
    const user = userEvent.setup();
    await user.type(field(ACCOUNT_TEXT.fields.email), 'ada@lovelace.example');
    await user.type(password(), 'secret1');
    await user.type(field(ACCOUNT_TEXT.fields.firstName), 'Ada{Enter}');
    await vi.waitFor(() =>
      expect(field(ACCOUNT_TEXT.fields.firstName)).toHaveAccessibleDescription(
        /First name must be at most 30 characters/,
      ),
    );
    expect(field(ACCOUNT_TEXT.fields.firstName)).toHaveFocus();
    expect(field(ACCOUNT_TEXT.fields.email)).toHaveValue('ada@lovelace.example');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the business form needs the business name and sends it', async () => {
    watchNavigation();
    const api = accountApi({ viewer: false });
    renderSite('/signup/sso-business-account/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.business.heading });
    const user = userEvent.setup();
    await user.type(field(ACCOUNT_TEXT.fields.email), 'hello@bakery.example');
    await user.type(password(), 'secret1{Enter}');
    expect(field(ACCOUNT_TEXT.fields.businessName)).toHaveAccessibleDescription(
      ACCOUNT_TEXT.required.businessName,
    );
    expect(field(ACCOUNT_TEXT.fields.email)).toHaveValue('hello@bakery.example');
    await user.type(field(ACCOUNT_TEXT.fields.businessName), 'Corner Bakery{Enter}');
    await vi.waitFor(() =>
      expect(api.signup).toHaveBeenCalledWith({
        email: 'hello@bakery.example',
        password: 'secret1',
        business_name: 'Corner Bakery',
      }),
    );
  });
});

describe('/password/reset and /pw/{username}', () => {
  it('reset: a bad email is said under the field; a good one says to check the inbox', async () => {
    const api = accountApi({ viewer: false });
    renderSite('/password/reset/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.passwordReset.heading });
    const user = userEvent.setup();
    await user.type(field(ACCOUNT_TEXT.fields.email), 'nope{Enter}');
    expect(field(ACCOUNT_TEXT.fields.email)).toHaveAccessibleDescription('Email must be an email address');
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
    await user.clear(field(ACCOUNT_TEXT.fields.email));
    await user.type(field(ACCOUNT_TEXT.fields.email), 'demo@tessera.example{Enter}');
    expect(
      await screen.findByText(ACCOUNT_TEXT.passwordReset.sent('demo@tessera.example')),
    ).toBeInTheDocument();
  });

  it('the user’s own: two different passwords are said and kept; the same ones are saved', async () => {
    const api = accountApi();
    renderSite('/pw/demo/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.passwordUser.heading('demo') });
    const user = userEvent.setup();
    await user.type(password(ACCOUNT_TEXT.fields.currentPassword), 'demo');
    await user.type(password(ACCOUNT_TEXT.fields.newPassword), 'better-one');
    await user.type(password(ACCOUNT_TEXT.fields.confirmPassword), 'better-two{Enter}');
    expect(password(ACCOUNT_TEXT.fields.confirmPassword)).toHaveAccessibleDescription(
      ACCOUNT_TEXT.passwordsDiffer,
    );
    expect(password(ACCOUNT_TEXT.fields.newPassword)).toHaveValue('better-one');
    expect(api.changePassword).not.toHaveBeenCalled();
    await user.clear(password(ACCOUNT_TEXT.fields.confirmPassword));
    await user.type(password(ACCOUNT_TEXT.fields.confirmPassword), 'better-one{Enter}');
    expect(await screen.findByText(ACCOUNT_TEXT.passwordUser.saved)).toBeInTheDocument();
    expect(api.changePassword).toHaveBeenCalledWith({
      username: 'demo',
      current_password: 'demo',
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    });
  });

  it('the user’s own needs the current password: a wrong one is said under it and nothing is saved', async () => {
    const api = accountApi();
    api.changePassword.mockRejectedValueOnce(
      new ResourceRequestError({
        http_status: 400,
        message: `Invalid /v3/password/change/ request: current_password: ${PASSWORD_NOT_RIGHT}`,
      }),
    );
    renderSite('/pw/demo/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.passwordUser.heading('demo') });
    const user = userEvent.setup();
    await user.type(password(ACCOUNT_TEXT.fields.newPassword), 'better-one');
    await user.type(password(ACCOUNT_TEXT.fields.confirmPassword), 'better-one{Enter}');
    expect(password(ACCOUNT_TEXT.fields.currentPassword)).toHaveAccessibleDescription(
      ACCOUNT_TEXT.required.currentPassword,
    );
    expect(password(ACCOUNT_TEXT.fields.currentPassword)).toHaveFocus();
    expect(api.changePassword).not.toHaveBeenCalled();
    await user.type(password(ACCOUNT_TEXT.fields.currentPassword), 'guess{Enter}');
    await waitFor(() =>
      expect(password(ACCOUNT_TEXT.fields.currentPassword)).toHaveAccessibleDescription(
        `${ACCOUNT_TEXT.fields.currentPassword} ${PASSWORD_NOT_RIGHT}`,
      ),
    );
    expect(password(ACCOUNT_TEXT.fields.currentPassword)).toHaveFocus();
    expect(password(ACCOUNT_TEXT.fields.newPassword)).toHaveValue('better-one');
    expect(screen.queryByText(ACCOUNT_TEXT.passwordUser.saved)).toBeNull();
  });

  it('someone else’s is not the viewer’s to set; logged out, the page asks to log in and come back', async () => {
    renderSite('/pw/newbie/', accountApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.passwordUser.otherUserHeading }),
    ).toBeInTheDocument();
    cleanup();
    renderSite('/pw/newbie/', accountApi({ viewer: false }));
    await screen.findByText(ACCOUNT_TEXT.passwordUser.loggedOut);
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fpw%2Fnewbie%2F',
    );
  });
});

describe('/email/…', () => {
  it('subscription: reads the preferences, saves a change; a refusal keeps the boxes as ticked', async () => {
    const api = accountApi();
    renderSite('/email/subscription/', api);
    const news = await screen.findByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.news });
    expect(news).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.activity }),
    ).toBeChecked();
    const user = userEvent.setup();
    api.updateEmailSubscriptions.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 500, message: '' }),
    );
    await user.click(news);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.emailSubscription.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.saveError);
    expect(news).toBeChecked();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.emailSubscription.save }));
    expect(await screen.findByText(ACCOUNT_TEXT.emailSubscription.saved)).toBeInTheDocument();
    expect(api.updateEmailSubscriptions).toHaveBeenLastCalledWith({
      activity: true,
      boards: true,
      recommendations: true,
      news: true,
    });
  });

  it('subscription: a failed read is the error page with Try again, which reads again', async () => {
    const api = accountApi();
    api.getEmailSubscriptions.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 500, message: 'No' }),
    );
    renderSite('/email/subscription/', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('checkbox', { name: ACCOUNT_TEXT.emailSubscription.kinds.news }),
    ).not.toBeChecked();
    expect(api.getEmailSubscriptions).toHaveBeenCalledTimes(2);
  });

  it('subscription logged out: log in first, nothing read', async () => {
    const api = accountApi({ viewer: false });
    renderSite('/email/subscription/', api);
    await screen.findByText(ACCOUNT_TEXT.emailSubscription.loggedOut);
    expect(api.getEmailSubscriptions).not.toHaveBeenCalled();
  });

  it('survey: a rating is needed (the comment stays), then thanks', async () => {
    const api = accountApi({ viewer: false });
    renderSite('/email/user_survey/', api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.emailUserSurvey.heading });
    const user = userEvent.setup();
    const comment = screen.getByRole('textbox', { name: ACCOUNT_TEXT.emailUserSurvey.comment });
    await user.type(comment, 'More recipes');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.emailUserSurvey.send }));
    expect(screen.getByText(ACCOUNT_TEXT.emailUserSurvey.ratingRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ACCOUNT_TEXT.emailUserSurvey.ratings[0] })).toHaveFocus();
    expect(comment).toHaveValue('More recipes');
    await user.click(screen.getByRole('radio', { name: ACCOUNT_TEXT.emailUserSurvey.ratings[4] }));
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.emailUserSurvey.send }));
    expect(await screen.findByText(ACCOUNT_TEXT.emailUserSurvey.thanks)).toBeInTheDocument();
    expect(api.sendUserSurvey).toHaveBeenCalledWith({ rating: 5, comment: 'More recipes' });
  });

  it('verification error: a new link, and where it went', async () => {
    const api = accountApi();
    renderSite('/email_verification_error/', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.emailVerification.resend }));
    expect(
      await screen.findByText(ACCOUNT_TEXT.emailVerification.resent('demo@tessera.example')),
    ).toBeInTheDocument();
  });
});

describe('/unauth-profile', () => {
  it('logged out: what a profile gives, Log in and Sign up back to /me/', async () => {
    renderSite('/unauth-profile/', accountApi({ viewer: false }));
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.unauthProfile.heading });
    const gives = screen.getByRole('list', { name: ACCOUNT_TEXT.unauthProfile.givesLabel });
    expect(within(gives).getAllByRole('listitem')).toHaveLength(ACCOUNT_TEXT.unauthProfile.gives.length);
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fme%2F',
    );
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.signUp })).toHaveAttribute(
      'href',
      '/signup/?next=%2Fme%2F',
    );
  });

  it('logged in: a link to the profile', async () => {
    renderSite('/unauth-profile/', accountApi());
    expect(await screen.findByRole('link', { name: ACCOUNT_TEXT.unauthProfile.goToProfile })).toHaveAttribute(
      'href',
      '/me/',
    );
  });
});

describe('/oauth and /app-factory-oauth', () => {
  const query = (redirect: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: 'recipe-box',
      redirect_uri: redirect,
      scope: 'pins:read',
      ...extra,
    }).toString();

  it('Allow asks for a code and goes back with it and the state', async () => {
    const navigation = watchNavigation();
    const api = accountApi();
    renderSite(`/oauth/?${query('https://recipes.example/back?x=1', { state: 's1' })}`, api);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_TEXT.oauth.heading('recipe-box') });
    expect(screen.getByText(ACCOUNT_TEXT.oauth.scopes['pins:read'])).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: ACCOUNT_TEXT.oauth.allow }));
    await vi.waitFor(() =>
      expect(navigation).toHaveBeenCalledWith('https://recipes.example/back?x=1&code=code-7&state=s1'),
    );
    expect(api.authorizeApp).toHaveBeenCalledWith({
      client_id: 'recipe-box',
      redirect_uri: 'https://recipes.example/back?x=1',
      scope: 'pins:read',
      state: 's1',
    });
  });

  it('Deny goes back with access_denied and asks the server nothing', async () => {
    const navigation = watchNavigation();
    const api = accountApi();
    renderSite(`/app-factory-oauth/?${query('http://localhost:9000/cb')}`, api);
    await screen.findByText(ACCOUNT_TEXT.oauth.appFactory);
    await userEvent.setup().click(screen.getByRole('button', { name: ACCOUNT_TEXT.oauth.deny }));
    expect(navigation).toHaveBeenCalledWith('http://localhost:9000/cb?error=access_denied');
    expect(api.authorizeApp).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:alert(1)', ACCOUNT_TEXT.oauth.badRedirect],
    ['/relative/path', ACCOUNT_TEXT.oauth.badRedirect],
    ['data:text/html,hi', ACCOUNT_TEXT.oauth.badRedirect],
  ])('a redirect_uri of %s gets no Allow or Deny', async (redirect, text) => {
    renderSite(`/oauth/?${query(redirect)}`, accountApi());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.oauth.allow })).toBeNull();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.oauth.deny })).toBeNull();
  });

  it('an unknown scope or no client_id is refused too; logged out, log in and come back', async () => {
    renderSite(`/oauth/?${query('https://a.example/', { scope: 'pins:read,admin' })}`, accountApi());
    expect(await screen.findByText(ACCOUNT_TEXT.oauth.badScope)).toBeInTheDocument();
    cleanup();
    renderSite('/oauth/?redirect_uri=https%3A%2F%2Fa.example%2F&scope=pins%3Aread', accountApi());
    expect(await screen.findByText(ACCOUNT_TEXT.oauth.missingClient)).toBeInTheDocument();
    cleanup();
    const path = `/oauth/?${query('https://a.example/')}`;
    renderSite(path, accountApi({ viewer: false }));
    await screen.findByText(ACCOUNT_TEXT.oauth.loggedOut);
    expect(main().getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      `/login/?${new URLSearchParams({ next: path })}`,
    );
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.oauth.allow })).toBeNull();
  });
});
