/**
 * The account pages' calls (issue 14, routes/accountPages.ts) and the business sign-up: each does
 * what its page needs, and bad input is a 400 naming the field that changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { LOGGED_OUT, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });

beforeEach(() => backend.reset());

const send = testClient(backend).resource<Record<string, unknown>>;

const login = async (username: string, password: string) =>
  send('POST', '/v3/login/', { username_or_email: username, password });

describe('POST /v3/register/ with a business name (/signup/sso-business-account/…)', () => {
  it('makes an ordinary account whose profile name is the business name', async () => {
    const reply = await send('POST', '/v3/register/', {
      email: 'shop@bakery.example',
      password: 'secret1',
      business_name: 'Corner Bakery',
    });
    expect(reply.status).toBe(201);
    expect(reply.data).toMatchObject({ full_name: 'Corner Bakery', official_user: false });
  });

  it('refuses a business name over the limit, naming the field', async () => {
    const before = JSON.stringify(backend.db.state.users);
    const reply = await send('POST', '/v3/register/', {
      email: 'shop@bakery.example',
      password: 'secret1',
      business_name: 'x'.repeat(200),
    });
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/business_name: must be at most/);
    expect(JSON.stringify(backend.db.state.users)).toBe(before);
  });
});

describe('POST /v3/password/reset/', () => {
  it('answers the same for any well-formed email', async () => {
    expect((await send('POST', '/v3/password/reset/', { email: 'demo@tessera.example' })).data).toEqual({
      email: 'demo@tessera.example',
      sent: true,
    });
    expect((await send('POST', '/v3/password/reset/', { email: 'nobody@x.example' })).status).toBe(200);
  });

  it('is a 400 naming email for anything else', async () => {
    const reply = await send('POST', '/v3/password/reset/', { email: 'nope' });
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/email: must be an email address/);
  });
});

describe('POST /v3/password/change/ (/pw/{username})', () => {
  it('sets the logged-in user’s password: the new one logs in, the old one no longer does', async () => {
    const reply = await send('POST', '/v3/password/change/', {
      username: 'demo',
      current_password: 'demo',
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    });
    expect(reply.status).toBe(200);
    expect((await login('demo', 'better-one')).status).toBe(200);
    expect((await login('demo', 'demo')).status).toBe(401);
  });

  it('needs the current password (issue 32): missing or wrong, it is a 400 naming it and nothing changes', async () => {
    const change = { username: 'demo', new_password: 'taken-over', new_password_confirm: 'taken-over' };
    const missing = await send('POST', '/v3/password/change/', change);
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toMatch(/current_password: is required/);
    const wrong = await send('POST', '/v3/password/change/', { ...change, current_password: 'demo1' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toMatch(/current_password: is not right$/);
    expect((await login('demo', 'taken-over')).status).toBe(401);
    expect((await login('demo', 'demo')).status).toBe(200);
  });

  it('refuses two different passwords (naming the confirmation), a short one, another user and a logged-out visitor', async () => {
    const differ = await send('POST', '/v3/password/change/', {
      username: 'demo',
      current_password: 'demo',
      new_password: 'better-one',
      new_password_confirm: 'better-two',
    });
    expect(differ.status).toBe(400);
    expect(differ.error?.message).toMatch(/new_password_confirm: must be the same/);
    const short = await send('POST', '/v3/password/change/', {
      username: 'demo',
      current_password: 'demo',
      new_password: 'abc',
      new_password_confirm: 'abc',
    });
    expect(short.error?.message).toMatch(/new_password: must be at least 6 characters/);
    const other = {
      username: 'newbie',
      current_password: 'newbie',
      new_password: 'better-one',
      new_password_confirm: 'better-one',
    };
    expect((await send('POST', '/v3/password/change/', other)).status).toBe(403);
    expect((await send('POST', '/v3/password/change/', other, LOGGED_OUT)).status).toBe(401);
    expect((await login('demo', 'demo')).status).toBe(200);
    expect((await login('newbie', 'newbie')).status).toBe(200);
  });
});

describe('/v3/email/subscription/', () => {
  it('reads the defaults, saves a change and reads it back', async () => {
    const first = await send('GET', '/v3/email/subscription/');
    expect(first.data).toEqual({
      email: 'demo@tessera.example',
      subscriptions: { activity: true, boards: true, recommendations: true, news: false },
    });
    await send('PUT', '/v3/email/subscription/', { news: true, activity: false });
    expect((await send('GET', '/v3/email/subscription/')).data?.subscriptions).toEqual({
      activity: false,
      boards: true,
      recommendations: true,
      news: true,
    });
  });

  it('refuses an unknown kind or a value that is not true or false, and a logged-out visitor', async () => {
    expect((await send('PUT', '/v3/email/subscription/', { spam: true })).status).toBe(400);
    const bad = await send('PUT', '/v3/email/subscription/', { news: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/news:/);
    expect((await send('GET', '/v3/email/subscription/', undefined, LOGGED_OUT)).status).toBe(401);
    expect((await send('GET', '/v3/email/subscription/')).data?.subscriptions).toMatchObject({ news: false });
  });
});

describe('POST /v3/email/user_survey/', () => {
  it('takes a rating from 1 to 5 and an optional comment', async () => {
    const reply = await send('POST', '/v3/email/user_survey/', { rating: 4, comment: 'More recipes' });
    expect(reply.data).toEqual({ received: true, rating: 4 });
  });

  it('is a 400 naming rating when it is missing or out of range', async () => {
    expect((await send('POST', '/v3/email/user_survey/', { rating: 9 })).error?.message).toMatch(/rating:/);
    expect((await send('POST', '/v3/email/user_survey/', {})).status).toBe(400);
  });
});

describe('POST /v3/email/verification/', () => {
  it('sends a new link to the viewer’s email; a logged-out visitor is asked to log in', async () => {
    expect((await send('POST', '/v3/email/verification/')).data).toEqual({
      email: 'demo@tessera.example',
      sent: true,
    });
    expect((await send('POST', '/v3/email/verification/', undefined, LOGGED_OUT)).status).toBe(401);
  });
});

describe('POST /v3/oauth/authorize/', () => {
  const ask = {
    client_id: 'recipe-box',
    redirect_uri: 'https://recipes.example/back',
    scope: 'boards:read,pins:read',
  };

  it('answers a code for the app, with its state', async () => {
    const reply = await send('POST', '/v3/oauth/authorize/', { ...ask, state: 'xyz' });
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      client_id: 'recipe-box',
      scopes: ['boards:read', 'pins:read'],
      state: 'xyz',
    });
    expect(String(reply.data?.code)).toMatch(/^code-/);
  });

  it('refuses a redirect_uri that is not http(s), an unknown scope, and a logged-out visitor', async () => {
    const js = await send('POST', '/v3/oauth/authorize/', { ...ask, redirect_uri: 'javascript:alert(1)' });
    expect(js.status).toBe(400);
    expect(js.error?.message).toMatch(/redirect_uri: must be an http or https URL/);
    const scope = await send('POST', '/v3/oauth/authorize/', { ...ask, scope: 'boards:read,admin' });
    expect(scope.error?.message).toMatch(/scope: must be some of/);
    expect((await send('POST', '/v3/oauth/authorize/', ask, LOGGED_OUT)).status).toBe(401);
  });
});
