/**
 * Issue 14, pin edit and the saved-pin edit, by clicks: the demo user edits the title of a pin of
 * their own from its closeup's options and the closeup shows it; someone else's pin's edit page
 * says it is not theirs (403); a save to the profile, Change on its toast, a move to a board's
 * section, and the section's page shows the pin; on a phone, a logged-out Save opens the §6
 * limited-login prompt whose Log in comes back to the pin's repin page. axe, light and dark, on
 * every page of the family. (The seed world has no pin created by demo and no board of newbie's:
 * the tests make them through the API first, as a person would have earlier.)
 */

import { labels, type Pin } from '../packages/model/src/index.ts';
import { PIN_EDIT_TEXT, REPIN_TEXT } from '../playground-app/src/routes/pin/edit/pinEditText.ts';
import { axeViolations } from './axe.ts';
import { imageCard, openCard } from './cards.ts';
import { settled } from './settle.ts';
import { expect, type Page, test } from './test.ts';
import { logInAs } from './viewers.ts';

const FORBIDDEN_HEADING = "You can't open this page";
const LIMITED_LOGIN_HEADING = 'Log in to continue';

const query = (options: Record<string, unknown>) => encodeURIComponent(JSON.stringify({ options }));

async function read<T>(page: Page, name: string, options: Record<string, unknown>): Promise<T> {
  const response = await page.request.get(`/resource/${name}/get/?data=${query(options)}`);
  expect(response.ok(), `${name} ${JSON.stringify(options)}`).toBe(true);
  return ((await response.json()) as { resource_response: { data: T } }).resource_response.data;
}

async function change<T>(page: Page, call: string, options: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/resource/${call}/`, { data: { options } });
  expect(response.ok(), `${call} ${JSON.stringify(options)}`).toBe(true);
  return ((await response.json()) as { resource_response: { data: T } }).resource_response.data;
}

/** A pin created by the viewer (the seed world has none of demo's). */
const createOwnPin = (page: Page, title: string) =>
  change<Pin>(page, 'PinResource/create', { image_url: 'https://example.com/brass-lamp.jpg', title });

/** A pin of the home feed that is not the viewer's (and not a promoted one). */
async function someoneElsesPin(page: Page): Promise<Pin> {
  const me = await read<{ id: string }>(page, 'UserResource', {});
  const pins = await read<Pin[]>(page, 'HomefeedResource', { page_size: 25 });
  const pin = pins.find((p) => p.pinner?.id !== me.id && !p.isPromoted && p.title);
  if (!pin) throw new Error('The home feed has no pin of someone else');
  return pin;
}

const closeupHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

test('the demo user edits the title of a pin of their own; the closeup shows it', async ({ page }) => {
  await page.goto('/');
  const pin = await createOwnPin(page, 'Brass lamp');
  await page.goto(`/pin/${pin.id}/`);
  await expect(closeupHeading(page)).toHaveText('Brass lamp');
  await page.getByRole('main').getByRole('button', { name: labels.moreOptions }).click();
  await page.getByRole('menuitem', { name: 'Edit Pin' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/edit/$`));
  const title = page.getByRole('textbox', { name: PIN_EDIT_TEXT.title });
  await expect(title).toHaveValue('Brass lamp');
  await title.fill('Brass desk lamp');
  await page.getByRole('textbox', { name: PIN_EDIT_TEXT.altText }).fill('A brass lamp on an oak desk');
  await page.getByRole('button', { name: PIN_EDIT_TEXT.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/$`));
  await expect(closeupHeading(page)).toHaveText('Brass desk lamp');
  // The server holds it: a reload reads the same.
  await page.reload();
  await expect(closeupHeading(page)).toHaveText('Brass desk lamp');
});

test('someone else’s pin: its edit page says it is not theirs', async ({ page }) => {
  await page.goto('/');
  const pin = await someoneElsesPin(page);
  await page.goto(`/pin/${pin.id}/edit/`);
  await expect(page.getByRole('heading', { level: 1, name: FORBIDDEN_HEADING })).toBeVisible();
  await expect(page.getByText(PIN_EDIT_TEXT.notYours)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('a save to the profile, Change on its toast, a move to a section: the section shows the pin', async ({
  page,
}) => {
  test.setTimeout(60_000); // a log in (a reload) and four pages, on a loaded machine
  await page.goto('/');
  await logInAs(page, 'newbie');
  // newbie saves to the profile (§3 save_behavior 0); a board with a section to move the save to.
  const board = await change<{ id: string; name: string; url: string }>(page, 'BoardResource/create', {
    name: 'Reading corner',
  });
  const section = await change<{ id: string; title: string; slug: string }>(
    page,
    'BoardSectionResource/create',
    { board_id: board.id, name: 'Lamps' },
  );
  const card = imageCard(page.getByRole('feed', { name: 'Home feed' })).first();
  await expect(card).toBeVisible();
  const pinId = (await card.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
  await openCard(card);
  // The closeup's Save (the related pins' cards below have theirs).
  await page.getByRole('main').getByRole('button', { name: labels.save, exact: true }).first().click();
  await expect(page.getByText('Saved to Profile')).toBeVisible();
  await page.getByRole('button', { name: labels.change, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: REPIN_TEXT.editHeading })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('isEditingPin')).toBe('true');
  expect(new URL(page.url()).searchParams.get('originalPinId')).toBe(pinId);
  await page.getByRole('combobox', { name: PIN_EDIT_TEXT.board }).selectOption({ label: board.name });
  await page.getByRole('combobox', { name: PIN_EDIT_TEXT.section }).selectOption({ label: section.title });
  await page.getByRole('button', { name: REPIN_TEXT.move, exact: true }).click();
  await expect(page.getByText(`Saved to ${section.title} in ${board.name}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  await page.goto(`${board.url}${section.slug}/`);
  await expect(page.getByRole('main').locator(`[data-pin-id="${pinId}"]`).first()).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a phone, logged out: Save opens the limited-login prompt whose Log in comes back to the repin page (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const pin = await someoneElsesPin(page);
    expect((await page.request.post('/v3/logout/')).ok()).toBe(true);
    await page.goto(`/pin/${pin.id}/`);
    await expect(closeupHeading(page)).toBeVisible();
    // The closeup's Save (the related pins' cards below have theirs).
    await page.getByRole('main').getByRole('button', { name: labels.save, exact: true }).first().click();
    const sheet = page.getByRole('dialog', { name: LIMITED_LOGIN_HEADING });
    await expect(sheet).toBeVisible();
    const next = encodeURIComponent(`/pin/${pin.id}/repin/`);
    await expect(sheet.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      `/login/?next=${next}`,
    );
    await expect(sheet.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      `/signup/?next=${next}`,
    );
    // Asked again until the sheet has slid up (§9 500 ms delay, 225 ms).
    await expect.poll(() => axeViolations(page)).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the edit, repin, saved-pin edit and 403 pages (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    const own = await createOwnPin(page, 'Brass lamp');
    const other = await someoneElsesPin(page);
    const saved = await change<{ id: string; board: { id: string } | null }>(page, 'PinResource/create', {
      pin_id: other.id,
    });
    const pages: [string, string][] = [
      [`/pin/${own.id}/edit/`, PIN_EDIT_TEXT.heading],
      [`/pin/${other.id}/repin/`, REPIN_TEXT.heading],
      [
        `/pin/${saved.id}/repin/?isEditingPin=true&isFromToast=true&originalPinId=${other.id}`,
        REPIN_TEXT.editHeading,
      ],
      [`/pin/${other.id}/edit/`, FORBIDDEN_HEADING],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The delete confirmation too.
    await page.goto(`/pin/${own.id}/edit/`);
    await page.getByRole('button', { name: PIN_EDIT_TEXT.delete, exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: PIN_EDIT_TEXT.deleteHeading })).toBeVisible();
    // Asked again until the dialog has faded in (its buttons read at part opacity before).
    await expect.poll(() => axeViolations(page)).toEqual([]);
  });
}
