/**
 * Issue 13, §1 placements and §9 onboarding, on the mock backend: the onboarding experience
 * (PLACEMENTS.onboarding, anchor Onboarding) is placed for new users only (the `newbie` account,
 * signed up within the 28-day window of §5), never for a user who is not new, a logged-out visitor
 * or a bot (§6); once the new user completes or dismisses it, the server stops placing it (type 0,
 * §3), which is what keeps it gone after a reload.
 */
import type { ResourceResponse } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPERIENCES, PLACEMENTS } from '../fixtures/society.ts';
import { NEWBIE_USERNAME } from '../fixtures/world.ts';
import { createMockBackend } from './createMockBackend.ts';
import { LOGGED_OUT, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

interface ExperienceView {
  experience_id: number;
  type: number;
  display_data: { anchor?: string; title?: string };
}

beforeEach(() => backend.reset());

const { send } = testClient(backend);

/** The session cookie of `username`, logged in with the demo password (the username). */
async function logIn(username: string): Promise<Record<string, string>> {
  const response = await send('POST', '/v3/login/', { username_or_email: username, password: username });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('No session cookie');
  return { cookie };
}

/** The onboarding placement's experience for the visitor of `headers`. */
async function onboardingFor(headers: Record<string, string>): Promise<ExperienceView | undefined> {
  const response = await send('GET', '/resource/UserExperiencePlatformResource/get/', undefined, headers);
  const body = (await response.json()) as ResourceResponse<Record<string, ExperienceView>>;
  return body.resource_response.data?.[String(PLACEMENTS.onboarding)];
}

const onboarding = EXPERIENCES.find((e) => e.placementId === PLACEMENTS.onboarding);
const placed = `${PLACEMENTS.onboarding}:${onboarding?.experience_id}`;

async function setStatus(name: string, action: 'update' | 'delete', headers: Record<string, string>) {
  const body = { options: { placed_experience_id: placed } };
  const response = await send('POST', `/resource/${name}/${action}/`, body, headers);
  expect(response.status).toBe(200);
}

describe('the onboarding placement', () => {
  it('is an experience for new users at the Onboarding anchor', () => {
    expect(onboarding).toMatchObject({ audience: 'new', display_data: { anchor: 'Onboarding' } });
    expect(onboarding?.type).not.toBe(0);
  });

  it('is placed for newbie, and not for demo, a logged-out visitor or a bot', async () => {
    const newbie = await onboardingFor(await logIn(NEWBIE_USERNAME));
    expect(newbie?.type).toBe(onboarding?.type);
    expect(newbie?.experience_id).toBe(onboarding?.experience_id);
    expect(newbie?.display_data.anchor).toBe('Onboarding');
    expect((await onboardingFor(await logIn('demo')))?.type).toBe(0);
    expect((await onboardingFor(LOGGED_OUT))?.type).toBe(0);
    expect((await onboardingFor(BOT))?.type).toBe(0);
  });

  it('stays placed once viewed, and is no longer placed once completed', async () => {
    const newbie = await logIn(NEWBIE_USERNAME);
    await setStatus('UserExperienceViewedResource', 'update', newbie);
    expect((await onboardingFor(newbie))?.type).toBe(onboarding?.type);
    await setStatus('UserExperienceCompletedResource', 'update', newbie);
    expect((await onboardingFor(newbie))?.type).toBe(0);
    // In another session of the same user too: the server keeps it.
    expect((await onboardingFor(await logIn(NEWBIE_USERNAME)))?.type).toBe(0);
  });

  it('is no longer placed once dismissed, until the world is reset', async () => {
    const newbie = await logIn(NEWBIE_USERNAME);
    await setStatus('UserExperienceResource', 'delete', newbie);
    expect((await onboardingFor(newbie))?.type).toBe(0);
    backend.reset();
    expect((await onboardingFor(await logIn(NEWBIE_USERNAME)))?.type).toBe(onboarding?.type);
  });
});
