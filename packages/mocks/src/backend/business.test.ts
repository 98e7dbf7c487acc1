/**
 * The business area on the mock backend (§2 /business/, §6 partner; ours, routes/business.ts): the
 * partner is a business account, converting makes any account one (once), the partner's promoted
 * pins and products, and the analytics of own public/protected non-repin pins, the same figures for
 * the same seed. Bad input is a 400 naming the field.
 */
import { BUSINESS_NAME_INPUT_MAX, type Pin } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERNAME, PARTNER_USERNAME } from '../fixtures/world.ts';
import { createMockBackend, type MockBackend } from './createMockBackend.ts';
import type { BusinessAccountView, PinStatsView } from './routes/business.ts';
import { LOGGED_OUT, resourceGetPath, testClient } from './testClient.ts';

const partnerBackend = createMockBackend({ seed: 1, defaultUsername: PARTNER_USERNAME });
const demoBackend = createMockBackend({ seed: 1, defaultUsername: DEMO_USERNAME });

beforeEach(() => {
  partnerBackend.reset();
  demoBackend.reset();
});

const send = (backend: MockBackend, method: string, path: string, body?: unknown, headers?: HeadersInit) =>
  testClient(backend).resource(method, path, body, headers);
const get = (backend: MockBackend, name: string, options: Record<string, unknown> = {}, headers = {}) =>
  send(backend, 'GET', resourceGetPath(name, options), undefined, headers);
const convert = (backend: MockBackend, options: Record<string, unknown>, headers = {}) =>
  send(backend, 'POST', '/resource/BusinessAccountResource/create/', { options }, headers);

describe('BusinessAccountResource', () => {
  it('answers the partner as a verified-merchant business account, and others as none', async () => {
    const partner = await get(partnerBackend, 'BusinessAccountResource');
    expect(partner.status).toBe(200);
    expect(partner.data).toMatchObject({
      is_business: true,
      business_name: 'Partner Shop',
      verified_merchant: true,
    } satisfies Partial<BusinessAccountView>);
    const demo = await get(demoBackend, 'BusinessAccountResource');
    expect(demo.data).toMatchObject({ is_business: false, business_name: null, verified_merchant: false });
    expect((await get(demoBackend, 'BusinessAccountResource', {}, LOGGED_OUT)).status).toBe(401);
  });

  it('converts an account once: then it is a business account with its pins readable', async () => {
    expect((await get(demoBackend, 'BusinessPinsResource', { list: 'promoted' })).status).toBe(403);
    const converted = await convert(demoBackend, { business_name: '  Demo Studio ' });
    expect(converted.status).toBe(201);
    expect(converted.data).toMatchObject({ is_business: true, business_name: 'Demo Studio' });
    expect((await get(demoBackend, 'BusinessAccountResource')).data).toMatchObject({ is_business: true });
    expect((await get(demoBackend, 'BusinessPinsResource', { list: 'promoted' })).status).toBe(200);
    expect((await convert(demoBackend, { business_name: 'Again' })).status).toBe(409);
  });

  it('refuses a bad business name with a 400 naming the field, and a logged-out visitor with a 401', async () => {
    for (const business_name of [undefined, '   ', 'x'.repeat(BUSINESS_NAME_INPUT_MAX + 1), 7]) {
      const answer = await convert(demoBackend, { business_name });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain('business_name');
    }
    expect((await get(demoBackend, 'BusinessAccountResource')).data).toMatchObject({ is_business: false });
    expect((await convert(demoBackend, { business_name: 'Shop' }, LOGGED_OUT)).status).toBe(401);
  });
});

describe('BusinessPinsResource', () => {
  it('lists the pins the partner promotes and its products with their stock', async () => {
    const promoted = await get(partnerBackend, 'BusinessPinsResource', { list: 'promoted', page_size: 100 });
    const pins = promoted.data as Pin[];
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.every((pin) => pin.promoter?.username === PARTNER_USERNAME)).toBe(true);
    expect(pins.some((pin) => pin.isPromoted)).toBe(true);
    const products = (await get(partnerBackend, 'BusinessPinsResource', { list: 'products', page_size: 100 }))
      .data as Pin[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((pin) => pin.richMetadata?.products?.[0]?.brand?.name === 'Partner Shop')).toBe(
      true,
    );
    expect(new Set(products.map((pin) => pin.isOosProduct === true))).toEqual(new Set([true, false]));
  });

  it('lists only product pins among products: an own pin without products is not one', async () => {
    expect((await convert(demoBackend, { business_name: 'Demo Studio' })).status).toBe(201);
    const created = await send(demoBackend, 'POST', '/resource/PinResource/create/', {
      options: { image_url: 'https://example.com/b.jpg', title: 'Not for sale' },
    });
    expect(created.status).toBe(201);
    const products = await get(demoBackend, 'BusinessPinsResource', { list: 'products', page_size: 100 });
    expect(products.data).toEqual([]);
  });

  it('refuses an unknown list with a 400 naming the field', async () => {
    const answer = await get(partnerBackend, 'BusinessPinsResource', { list: 'everything' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('list');
  });
});

describe('BusinessPinStatsResource', () => {
  async function createPin(backend: MockBackend, board_id?: string) {
    const created = await send(backend, 'POST', '/resource/PinResource/create/', {
      options: {
        image_url: 'https://example.com/a.jpg',
        title: 'Our new mug',
        ...(board_id ? { board_id } : {}),
      },
    });
    expect(created.status).toBe(201);
    return (created.data as Pin).id;
  }

  it('covers own public and protected pins that are not repins (§5/§6), the same figures for the same seed', async () => {
    // The seeded partner has no pins of its own: no figures yet.
    expect((await get(partnerBackend, 'BusinessPinStatsResource')).data).toEqual([]);
    const board = Object.values(partnerBackend.db.state.boards).find((b) => b.username === PARTNER_USERNAME);
    const own = await createPin(partnerBackend, board?.id);
    // A repin of someone else's pin is not analysed.
    const other = partnerBackend.db.state.homefeed[0];
    await send(partnerBackend, 'POST', '/resource/PinResource/create/', {
      options: { pin_id: other, board_id: board?.id },
    });
    const stats = await get(partnerBackend, 'BusinessPinStatsResource', { days: 7 });
    const rows = stats.data as PinStatsView[];
    expect(rows.map((row) => row.pin.id)).toEqual([own]);
    const [row] = rows;
    expect(row).toMatchObject({ days: 7 });
    expect(row?.impressions).toBeGreaterThanOrEqual(row?.closeups ?? Number.POSITIVE_INFINITY);
    expect(row?.closeups).toBeGreaterThanOrEqual(row?.saves ?? Number.POSITIVE_INFINITY);
    // Deterministic: after a reset the same pin id gets the same figures.
    partnerBackend.reset();
    await createPin(partnerBackend, board?.id);
    expect((await get(partnerBackend, 'BusinessPinStatsResource', { days: 7 })).data).toEqual(rows);
  });

  it('leaves out own pins on a secret board', async () => {
    const state = partnerBackend.db.state;
    const board = Object.values(state.boards).find((b) => b.username === PARTNER_USERNAME);
    const id = await createPin(partnerBackend, board?.id);
    if (board) board.privacy = 'secret';
    const rows = (await get(partnerBackend, 'BusinessPinStatsResource')).data as PinStatsView[];
    expect(rows.map((r) => r.pin.id)).not.toContain(id);
  });

  it('refuses a window it does not know with a 400 naming the field; non-business 403', async () => {
    const answer = await get(partnerBackend, 'BusinessPinStatsResource', { days: 8 });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('days');
    expect((await get(demoBackend, 'BusinessPinStatsResource')).status).toBe(403);
    expect((await get(demoBackend, 'BusinessPinStatsResource', {}, LOGGED_OUT)).status).toBe(401);
  });
});

describe('a state written before business accounts', () => {
  it('keeps the seed partner a business account when loaded', async () => {
    const { businessAccounts: _none, ...old } = structuredClone(partnerBackend.db.state);
    partnerBackend.db.load(old as typeof partnerBackend.db.state);
    expect((await get(partnerBackend, 'BusinessAccountResource')).data).toMatchObject({ is_business: true });
  });
});
