/**
 * The account pages' calls (issue 14; routes/account.ts): the viewer's blocked people, pin and age
 * appeals, reports and violations, the lockdown, and POST /v3/users/me/ with the settings fields —
 * each with its happy path and a refusal (a 400 names the field).
 */
import {
  adReasons,
  issuesByField,
  messages,
  type Pin,
  type ResourceResponse,
  type User,
} from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWBIE_USERNAME, PARTNER_USERNAME } from '../fixtures/world.ts';
import { LOGGED_OUT_SESSION, SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });

beforeEach(() => backend.reset());

const { json: send } = testClient(backend);

const get = (name: string, options: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send('GET', resourceGetPath(name, options), undefined, headers);
const post = (name: string, action: string, options: Record<string, unknown>) =>
  send('POST', `/resource/${name}/${action}/`, { options });

const viewer = () => backend.db.viewer();
const user = (username: string) => backend.db.userByName(username) as User;
/** A pin of the viewer's own (the demo user has none in the world: one made through PinResource). */
async function ownPinId() {
  const made = await post('PinResource', 'create', {
    image_url: 'https://example.com/mine.jpg',
    title: 'Mine',
  });
  expect(made.status).toBeLessThan(300);
  return (made.body.resource_response.data as { id: string }).id;
}
const otherPinId = () => {
  const id = viewer().id;
  const pin = Object.values(backend.db.state.pins).find((p) => p.pinner && p.pinner.id !== id);
  if (!pin) throw new Error('no pin of someone else');
  return pin.id;
};
const errorOf = (r: { body: ResourceResponse<unknown> }) => r.body.resource_response.error?.message ?? '';

describe('the account calls', () => {
  it('UserBlockResource/get lists the people the viewer blocked, and not after unblocking', async () => {
    const partner = user(PARTNER_USERNAME);
    expect((await get('UserBlockResource')).body.resource_response.data).toEqual([]);
    await post('UserBlockResource', 'create', { blocked_user_id: partner.id });
    const listed = (await get('UserBlockResource')).body.resource_response.data as User[];
    expect(listed.map((u) => [u.username, u.blocked_by_me])).toEqual([[PARTNER_USERNAME, true]]);
    await post('UserBlockResource', 'delete', { blocked_user_id: partner.id });
    expect((await get('UserBlockResource')).body.resource_response.data).toEqual([]);
    const bad = await get('UserBlockResource', { page_size: 0 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toContain('page_size');
    const cookie = `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}`;
    expect((await get('UserBlockResource', {}, { cookie })).status).toBe(401);
  });

  it('PinAppealResource: an appeal of an own pin is listed in review; others’ pins, a second appeal and bad input are refused', async () => {
    const pinId = await ownPinId();
    const created = await post('PinAppealResource', 'create', {
      pin_id: pinId,
      reason: 'It is my own photo.',
    });
    expect(created.status).toBe(200);
    const list = (await get('PinAppealResource')).body.resource_response.data as Array<
      Record<string, unknown>
    >;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ pin_id: pinId, reason: 'It is my own photo.', status: 'in_review' });
    expect(list[0]?.pin).toMatchObject({ id: pinId });
    expect((await post('PinAppealResource', 'create', { pin_id: pinId, reason: 'Again' })).status).toBe(409);
    expect((await post('PinAppealResource', 'create', { pin_id: otherPinId(), reason: 'x' })).status).toBe(
      403,
    );
    const bad = await post('PinAppealResource', 'create', { pin_id: pinId, reason: '   ' });
    expect(bad.status).toBe(400);
    expect(issuesByField(errorOf(bad))).toEqual({ reason: 'must not be empty' });
    backend.reset();
    expect((await get('PinAppealResource')).body.resource_response.data).toEqual([]);
  });

  it('UserReportsResource: the viewer’s reports, and reports by others of the viewer’s pins', async () => {
    expect((await get('UserReportsResource')).body.resource_response.data).toEqual({
      reports: [],
      violations: [],
    });
    const theirs = otherPinId();
    await post('PinFeedbackResource', 'update', { pin_id: theirs, feedback_type: 'report' });
    await post('PinFeedbackResource', 'update', { pin_id: theirs, feedback_type: 'hide' });
    const mine = await ownPinId();
    backend.db.state.feedback.push({ userId: user(NEWBIE_USERNAME).id, pinId: mine, feedbackType: 'report' });
    const data = (await get('UserReportsResource')).body.resource_response.data as {
      reports: Array<{ pin_id: string }>;
      violations: Array<{ pin_id: string; report_count: number }>;
    };
    expect(data.reports.map((r) => r.pin_id)).toEqual([theirs]);
    expect(data.violations).toMatchObject([{ pin_id: mine, report_count: 1 }]);
    expect((await get('UserReportsResource', { page_size: 'x' })).status).toBeLessThan(500);
  });

  it('AgeAppealResource: a real past birthdate is taken (then in review); a bad one is refused naming the field', async () => {
    expect((await get('AgeAppealResource')).body.resource_response.data).toBeNull();
    for (const birthdate of ['2001-02-30', '1990/01/01', '3000-01-01', '1850-01-01']) {
      const bad = await post('AgeAppealResource', 'create', { birthdate });
      expect(bad.status, birthdate).toBe(400);
      expect(Object.keys(issuesByField(errorOf(bad)))).toEqual(['birthdate']);
    }
    expect((await post('AgeAppealResource', 'create', { birthdate: '1990-04-23' })).status).toBe(200);
    expect((await get('AgeAppealResource')).body.resource_response.data).toMatchObject({
      birthdate: '1990-04-23',
      status: 'in_review',
    });
    expect((await post('AgeAppealResource', 'create', { birthdate: '1990-04-23' })).status).toBe(409);
  });

  it('AccountLockdownResource ends every session of the viewer, sets the password and logs this one out', async () => {
    const login = await send('POST', '/v3/login/', { username_or_email: 'demo', password: 'demo' });
    expect(login.status).toBe(200);
    const token = decodeURIComponent(
      /tessera_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '',
    );
    expect(backend.db.state.sessions[token]).toBe(viewer().id);
    const bad = await post('AccountLockdownResource', 'create', { new_password: '123' });
    expect(bad.status).toBe(400);
    expect(Object.keys(issuesByField(errorOf(bad)))).toEqual(['new_password']);
    const locked = await post('AccountLockdownResource', 'create', { new_password: 'fresh-secret' });
    expect(locked.status).toBe(200);
    expect(locked.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=${LOGGED_OUT_SESSION}`);
    expect(backend.db.state.sessions[token]).toBeUndefined();
    expect((await send('POST', '/v3/login/', { username_or_email: 'demo', password: 'demo' })).status).toBe(
      401,
    );
    expect(
      (await send('POST', '/v3/login/', { username_or_email: 'demo', password: 'fresh-secret' })).status,
    ).toBe(200);
  });
});

describe('POST /v3/users/me/ with the settings fields', () => {
  it('saves the profile and privacy fields', async () => {
    const saved = await send('POST', '/v3/users/me/', {
      first_name: 'Dana',
      about: 'I collect buttons.',
      exclude_from_search: true,
      isThirdPartyAdPersonalizationEnabled: false,
    });
    expect(saved.status).toBe(200);
    expect(viewer()).toMatchObject({
      first_name: 'Dana',
      about: 'I collect buttons.',
      exclude_from_search: true,
      isThirdPartyAdPersonalizationEnabled: false,
    });
  });

  it('turning off partner ad personalization changes the ad explanation of promoted pins (§6)', async () => {
    const promoted = Object.values(backend.db.state.pins).find(
      (p) => p.isPromoted && p.adTargetingAttribution?.isThirdPartyAdPersonalizationEnabled === true,
    );
    if (!promoted) throw new Error('the seed world has no promoted pin personalized by a partner');
    const served = async () =>
      (await get('PinResource', { id: promoted.id })).body.resource_response.data as Pin;
    const attribution = async () => (await served()).adTargetingAttribution;
    expect(adReasons(await served())).toContain(messages.reasonPersonalizedByPartner);
    expect(await attribution()).toMatchObject({ isThirdPartyAdPersonalizationEnabled: true });
    await send('POST', '/v3/users/me/', { isThirdPartyAdPersonalizationEnabled: false });
    expect(await attribution()).toMatchObject({ isThirdPartyAdPersonalizationEnabled: false });
    expect(adReasons(await served())).not.toContain(messages.reasonPersonalizedByPartner);
  });

  it('a profile hidden from search engines is not found by bots, in search or by name', async () => {
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const me = viewer().username;
    const found = async (headers: Record<string, string>) => ({
      profile: (await get('UserResource', { username: me }, headers)).status,
      search: (
        (await get('SearchResource', { query: me, scope: 'users' }, headers)).body.resource_response
          .data as User[]
      )
        .map((u) => u.username)
        .includes(me),
    });
    expect(await found(bot)).toEqual({ profile: 200, search: true });
    await send('POST', '/v3/users/me/', { exclude_from_search: true });
    expect(await found(bot)).toEqual({ profile: 404, search: false });
    expect(await found({})).toEqual({ profile: 200, search: true });
  });

  it('a rename cannot move the default session to another account (issue 32: sessions by id)', async () => {
    const demoId = viewer().id;
    expect((await send('POST', '/v3/users/me/', { username: 'demo_gone' })).status).toBe(200);
    const login = await send('POST', '/v3/login/', {
      username_or_email: NEWBIE_USERNAME,
      password: 'newbie',
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toContain(SESSION_COOKIE);
    expect((await send('POST', '/v3/users/me/', { username: 'demo' }, { cookie })).status).toBe(200);
    // A visitor without a cookie is still the default viewer, by id: not newbie under demo's old name.
    const me = await send('GET', '/v3/users/me/');
    expect(me.body.resource_response.data).toMatchObject({ id: demoId, username: 'demo_gone' });
  });

  it('a 400 names each bad field and changes nothing', async () => {
    const before = structuredClone(viewer());
    const bad = await send('POST', '/v3/users/me/', { first_name: 'x'.repeat(31), username: 'No Spaces' });
    expect(bad.status).toBe(400);
    expect(issuesByField(errorOf(bad))).toEqual({
      first_name: 'must be at most 30 characters',
      username: 'must be 3 to 30 lowercase letters, digits or _',
    });
    expect(viewer()).toEqual(before);
  });

  it('a new username takes the boards, the password and the email along; a taken one is refused naming the field', async () => {
    const taken = await send('POST', '/v3/users/me/', { username: NEWBIE_USERNAME });
    expect(taken.status).toBe(400);
    expect(issuesByField(errorOf(taken))).toEqual({ username: `${NEWBIE_USERNAME} is taken` });
    const boards = backend.db.boardsOf('demo').length;
    expect(boards).toBeGreaterThan(0);
    expect((await send('POST', '/v3/users/me/', { username: 'dana_b' })).status).toBe(200);
    expect(viewer().username).toBe('dana_b');
    expect(backend.db.boardsOf('dana_b')).toHaveLength(boards);
    expect(backend.db.boardsOf('dana_b').every((b) => b.url?.startsWith('/dana_b/'))).toBe(true);
    expect(backend.db.state.passwords.dana_b).toBe('demo');
  });
});
