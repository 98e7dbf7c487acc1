/** Create PinPromotionResource (ours, §2 promote tools): the viewer's pin becomes promoted by them. */
import { type Pin, sponsoredText } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '../fixtures/world.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

const { json } = testClient(backend);
const post = (resource: string, options: Record<string, unknown>) =>
  json('POST', `/resource/${resource}/create/`, { options });

async function getPin(id: string) {
  return (await json<Pin>('GET', resourceGetPath('PinResource', { id }))).body.resource_response.data as Pin;
}

function savedPinId(): string {
  const demo = backend.db.userByName(DEMO_USERNAME);
  const saved = Object.values(backend.db.savesOf(demo?.id ?? '')).find(
    (s) => !backend.db.state.pins[s.pinId]?.isPromoted,
  );
  if (!saved) throw new Error('demo has no saved pin that is not promoted');
  return saved.pinId;
}

describe('PinPromotionResource/create', () => {
  it('promotes a pin the viewer saved: promoted by the viewer, with the targeting as attribution', async () => {
    const id = savedPinId();
    const { status, body } = await post('PinPromotionResource', {
      pin_id: id,
      countries: ['US', 'FR'],
      locales: ['fr-FR'],
      interests: ['Travel'],
      daily_budget: 12.5,
      duration_days: 14,
    });
    expect(status).toBe(200);
    const answered = body.resource_response.data as Pin;
    expect(answered).toMatchObject({ id, isPromoted: true, promoter: { username: DEMO_USERNAME } });
    const read = await getPin(id);
    expect(sponsoredText(read)).toBe('Promoted by Demo Viewer');
    expect(read.adTargetingAttribution).toMatchObject({
      matchedLocale: 'Français',
      geoRegion: 'United States, France',
      matchedInterest: 'Travel',
    });
  });

  it('refuses a bad field with a 400 naming it, and changes nothing', async () => {
    const id = savedPinId();
    const base = { pin_id: id, countries: ['US'], daily_budget: 5, duration_days: 7 };
    for (const [bad, field] of [
      [{ daily_budget: 0 }, 'daily_budget'],
      [{ daily_budget: 1.005 }, 'daily_budget'],
      [{ duration_days: 91 }, 'duration_days'],
      [{ countries: [] }, 'countries'],
      [{ countries: ['ZZ'] }, 'countries'],
      [{ locales: ['xx-XX'] }, 'locales'],
      [{ age_buckets: ['12-17'] }, 'age_buckets'],
    ] as const) {
      const { status, body } = await post('PinPromotionResource', { ...base, ...bad });
      expect(status, field).toBe(400);
      expect(body.resource_response.error?.message).toContain(field);
    }
    expect(backend.db.state.pins[id]?.isPromoted).toBeFalsy();
  });

  it("refuses someone else's pin (403)", async () => {
    const demo = backend.db.userByName(DEMO_USERNAME);
    const saves = backend.db.savesOf(demo?.id ?? '');
    const other = Object.values(backend.db.state.pins).find(
      (p) => p.pinner?.id !== demo?.id && saves[p.id] === undefined,
    );
    const { status } = await post('PinPromotionResource', {
      pin_id: other?.id,
      countries: ['US'],
      daily_budget: 5,
      duration_days: 7,
    });
    expect(status).toBe(403);
  });
});
