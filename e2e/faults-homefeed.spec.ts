/**
 * Issue 18, faults in the browser: with 30 % of the API calls after the first page failing (the
 * request never reaching the server, or its answer lost after the server made the change),
 * saving and unsaving on the home feed leave every card equal to the server once the page has
 * settled; with storage throwing on every call the site still renders and saves, and a logged-out
 * Save says it could not be kept; a feed page with one malformed pin renders the others.
 */

import { messages } from '../packages/model/src/index.ts';
import { PRELOADED_DATA_ID } from '../playground-app/src/app/preloadedData.ts';
import { PIN_ACTIONS_TEXT } from '../playground-app/src/shared/pinActionsText.ts';
import { pressSends, settled } from './settle.ts';
import { expect, type Locator, type Page, type Route, requestsInFlight, test } from './test.ts';

const FAILURE_RATE = 0.3;
const CARDS_TRIED = 8;
/** How long the page may take to settle after the faults stop (re-reads back off up to 3.75 s). */
const SETTLE_MS = 10_000;
/** The calls a press of Save or Saved sends at once (a save, or the save's removal). */
const SAVE_CALL = /\/resource\/PinResource\/(create|delete)\//;

const feed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const cards = (page: Page): Locator => feed(page).getByRole('article');
const PRELOADED_DATA_ELEMENT = new RegExp(
  `<script type="application/json" id="${PRELOADED_DATA_ID}">.*?</script>`,
  's',
);
const cardOf = (page: Page, pinId: string) => feed(page).locator(`[data-pin-id="${pinId}"]`);

/** A small seeded generator, so a failing run can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function savedOnServer(page: Page, pinId: string): Promise<boolean> {
  const data = encodeURIComponent(JSON.stringify({ options: { id: pinId } }));
  const response = await page.request.get(`/resource/PinResource/get/?data=${data}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { resource_response: { data: { savedInfo?: unknown } } };
  return body.resource_response.data.savedInfo !== undefined;
}

async function savedOnScreen(page: Page, pinId: string): Promise<boolean> {
  const card = cardOf(page, pinId);
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  const saved = card.getByRole('button', { name: 'Saved', exact: true });
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await expect(saved.or(save).first()).toBeVisible();
  return saved.isVisible();
}

test.setTimeout(120_000);

test('with 30 % of API calls failing, saves and unsaves on the home feed end equal to the server', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).nth(CARDS_TRIED)).toBeVisible();
  await settled(page);
  const ids: string[] = [];
  for (let i = 0; i < CARDS_TRIED; i++) {
    ids.push((await cards(page).nth(i).locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '');
  }
  const initially = await Promise.all(ids.map((id) => savedOnServer(page, id)));

  const random = seeded(18);
  let failed = 0;
  await page.route(/\/(resource|v3)\//, async (route: Route) => {
    const roll = random();
    if (roll < FAILURE_RATE / 2) {
      failed += 1;
      await route.abort('failed');
    } else if (roll < FAILURE_RATE) {
      // The server makes the change; its answer never arrives.
      failed += 1;
      await route.fetch();
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });

  // Each card pressed twice in turn (Save then Saved, or the other way), some a third time.
  for (let round = 0; round < 3; round++) {
    for (const [i, id] of ids.entries()) {
      if (round === 2 && i % 2 === 0) continue;
      const card = cardOf(page, id);
      await card.scrollIntoViewIfNeeded();
      await card.hover();
      const button = card.getByRole('button', { name: /^Saved?$/ }).first();
      await expect(button).toBeVisible();
      await pressSends(page, SAVE_CALL, () => button.click());
    }
  }
  expect(failed).toBeGreaterThan(0);

  // Settle: every request made under the faults has had its fate (answered, failed, or lost), then
  // the faults stop and the server is asked.
  await expect.poll(() => requestsInFlight(page)).toEqual([]);
  await page.unroute(/\/(resource|v3)\//);
  await page.mouse.move(5, 5);

  // Settled means every card shows what the server holds: a card whose answer was lost re-reads
  // the pin (with backoff) before it settles, so the comparison is polled until it holds, for up
  // to SETTLE_MS; a card that stays wrong fails the test.
  const mismatches = async () => {
    const found: string[] = [];
    for (const id of ids) {
      const server = await savedOnServer(page, id);
      const screen = await savedOnScreen(page, id);
      if (server !== screen) found.push(`${id}: screen ${screen ? 'Saved' : 'Save'}, server ${server}`);
    }
    return found;
  };
  expect(initially.every((saved) => typeof saved === 'boolean')).toBe(true);
  await expect.poll(mismatches, { timeout: SETTLE_MS, intervals: [500, 1_000] }).toEqual([]);
});

test('with localStorage and sessionStorage throwing on every call, the site renders and saves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, { get: refuse, configurable: true });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const card = cards(page).nth(2);
  await expect(card).toBeVisible();
  await settled(page);
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(card.getByRole('button', { name: 'Saved', exact: true }).first()).toBeVisible();

  // Logged out (the viewer's menu, Log out: the page reloads), a Save cannot be kept for after
  // login: the site says so, next to the login prompt.
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const loggedOutCard = cards(page).nth(2);
  await expect(loggedOutCard).toBeVisible();
  await loggedOutCard.hover();
  await loggedOutCard.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').getByText(PIN_ACTIONS_TEXT.saveNotKept)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a feed page with one malformed pin renders the other pins', async ({ page }) => {
  await page.route('**/resource/HomefeedResource/get/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { resource_response: { data: Array<Record<string, unknown>> } };
    const [first, ...rest] = body.resource_response.data;
    // The first pin arrives broken: no images, a title of the wrong type. It gets the placeholder.
    body.resource_response.data = [{ ...first, images: null, gridTitle: 42 }, ...rest];
    await route.fulfill({ response, json: body });
  });
  // `/` comes with its first feed page (issue 15): taken out here, so the app reads it through the route.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(PRELOADED_DATA_ELEMENT, '');
    await route.fulfill({ response, body: html });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(cards(page).nth(5)).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(10);
  await expect(feed(page).getByText(messages.unavailable, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  // A next page may still be on its way through the route: let it go, or it fails the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
