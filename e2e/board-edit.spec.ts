/**
 * Issue 14, boards: by clicks, create a board on the profile, rename it, invite a collaborator (who
 * accepts), remove them with the server failing once (rolled back, the message shown, §4 §8), then
 * remove them for good, and delete the board after its confirmation. A section renamed and deleted.
 * axe finds nothing on every board editing page, light and dark.
 */

import { BOARD_EDIT_TEXT as T } from '../playground-app/src/routes/board/edit/boardEditText.ts';
import { PROFILE_TEXT } from '../playground-app/src/routes/profile/profileText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';
import { logInAs } from './viewers.ts';

const NEWBIE = 'Nia Newcomer';
/**
 * Words of the site's own, in modules this test cannot import (they import the packages): the
 * board picker's Create board (pin-card CREATE_BOARD), and the invite banner's Accept
 * and its answer (board/boardData.ts ACCEPT, ACCEPTed).
 */
const CREATE_BOARD = 'Create board';
const ACCEPT = 'Accept';
const accepted = (board: string) => `You now collaborate on ${board}.`;
const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
});

test('create a board, rename it, invite a collaborator, remove them (failing once), delete the board', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();

  // Create a board on the profile.
  await main(page).getByRole('button', { name: CREATE_BOARD }).click();
  const create = page.getByRole('dialog', { name: CREATE_BOARD });
  await create.getByRole('textbox', { name: T.name }).fill('Picnic plans');
  await create.getByRole('button', { name: T.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Picnic plans' })).toBeVisible();
  const boardPath = new URL(page.url()).pathname;

  // Rename it: a name over 50 is refused inline, the typed text stays.
  await main(page).getByRole('link', { name: T.editBoard }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  const name = page.getByRole('textbox', { name: T.name });
  await name.fill('x'.repeat(51));
  await page.getByRole('button', { name: T.save }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(T.tooLong(50))).toBeVisible();
  await expect(name).toHaveValue('x'.repeat(51));
  await name.fill('Summer picnics');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('status').getByText(T.saved)).toBeVisible();
  await page.getByRole('link', { name: T.backToBoard('Summer picnics') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer picnics' })).toBeVisible();

  // Invite newbie.
  await main(page).getByRole('link', { name: T.editBoard }).click();
  await page
    .getByRole('navigation', { name: T.nav })
    .getByRole('link', { name: T.navAddCollaborators })
    .click();
  await page.getByRole('searchbox', { name: T.searchLabel }).fill('newbie');
  await page.getByRole('button', { name: T.search, exact: true }).click();
  const results = page.getByRole('list', { name: T.results('newbie') });
  const newbieRow = results.getByRole('listitem').filter({ hasText: NEWBIE });
  await newbieRow.getByRole('button', { name: T.invite }).click();
  await expect(newbieRow.getByText(T.invited)).toBeVisible();

  // Newbie accepts on the board's page.
  await logInAs(page, 'newbie', { keepOnboarding: true });
  await expect(page.getByRole('heading', { name: T.forbiddenHeading })).toBeVisible();
  await page.goto(boardPath);
  await page.getByRole('button', { name: ACCEPT }).click();
  await expect(page.getByText(accepted('Summer picnics'))).toBeVisible();
  await logInAs(page, 'demo', { from: 'Nia' });
  await expect(page.getByRole('heading', { level: 1, name: 'Summer picnics' })).toBeVisible();

  // Remove them: the server fails once → they come back and the page says so.
  await main(page).getByRole('link', { name: T.editBoard }).click();
  await page
    .getByRole('navigation', { name: T.nav })
    .getByRole('link', { name: T.navCollaborators, exact: true })
    .click();
  const people = page.getByRole('list', { name: T.collaboratorsHeading, exact: true });
  const row = people.getByRole('listitem').filter({ hasText: NEWBIE });
  await expect(row.getByText(T.collaborator)).toBeVisible();
  const armed = await page.request.post('/__mock/faults', {
    data: { match: 'BoardCollaboratorResource/delete', status: 500, message: 'Try again in a moment.' },
  });
  expect(armed.ok()).toBe(true);
  await row.getByRole('button', { name: T.remove }).click();
  await expect(page.getByRole('alert')).toHaveText(`${T.removeFailed(NEWBIE)} Try again in a moment.`);
  await expect(row.getByText(T.collaborator)).toBeVisible();

  // Again: it works, and stays so after a reload.
  await row.getByRole('button', { name: T.remove }).click();
  await expect(page.getByRole('status').getByText(T.removed(NEWBIE))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(T.noCollaborators)).toBeVisible();

  // Delete the board, after its confirmation → the owner's profile, without it.
  await page.getByRole('navigation', { name: T.nav }).getByRole('link', { name: T.navDetails }).click();
  await expect(page).toHaveURL(editPath);
  await page.getByRole('button', { name: T.deleteBoard }).click();
  const confirm = page.getByRole('alertdialog', { name: T.deleteBoardHeading });
  await confirm.getByRole('button', { name: T.deleteConfirm }).click();
  await expect(page).toHaveURL(/\/demo\/$/);
  await expect(page.getByRole('list', { name: PROFILE_TEXT.boards })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summer picnics' })).toHaveCount(0);
});

/** The first of demo's boards with a section, and that section (from the mock server). */
async function boardWithSection(page: Page) {
  await page.request.get('/v3/users/me/');
  const query = encodeURIComponent(JSON.stringify({ options: { username: 'demo' } }));
  const boards = (await (await page.request.get(`/resource/BoardsResource/get/?data=${query}`)).json())
    .resource_response.data as { id: string; url: string }[];
  for (const board of boards) {
    const q = encodeURIComponent(JSON.stringify({ options: { board_id: board.id } }));
    const sections = (await (await page.request.get(`/resource/BoardSectionsResource/get/?data=${q}`)).json())
      .resource_response.data as { id: string; title: string; slug: string }[];
    const section = sections[0];
    if (section) return { board, section };
  }
  throw new Error('demo has no board with a section');
}

/** A public board of the first person demo follows. */
async function someoneElsesBoard(page: Page): Promise<string> {
  const read = async (name: string, options: object) => {
    const query = encodeURIComponent(JSON.stringify({ options }));
    return (await (await page.request.get(`/resource/${name}/get/?data=${query}`)).json()).resource_response
      .data;
  };
  const [person] = (await read('UserFollowingResource', { username: 'demo' })) as { username: string }[];
  const boards = (await read('BoardsResource', { username: person?.username })) as {
    id: string;
    privacy?: string;
  }[];
  const board = boards.find((b) => b.privacy !== 'secret');
  if (!board) throw new Error('the person demo follows has no public board');
  return board.id;
}

test('a section: Edit section, rename it, back to it, then delete it after its confirmation', async ({
  page,
}) => {
  const { board, section } = await boardWithSection(page);
  await page.goto(`${board.url}${section.slug}/`);
  await main(page).getByRole('link', { name: T.editSection }).click();
  const name = page.getByRole('textbox', { name: T.name });
  await expect(name).toHaveValue(section.title);
  await name.fill('Renamed part');
  await page.getByRole('button', { name: T.save }).click();
  await page.getByRole('link', { name: T.backToSection('Renamed part') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed part' })).toBeVisible();
  await expect(page).toHaveURL(/\/renamed-part\/$/);

  await main(page).getByRole('link', { name: T.editSection }).click();
  await page.getByRole('button', { name: T.deleteSection }).click();
  await page
    .getByRole('alertdialog', { name: T.deleteSectionHeading })
    .getByRole('button', { name: T.deleteConfirm })
    .click();
  await expect(page).toHaveURL(new RegExp(`${board.url}$`));
  await expect(page.getByRole('link', { name: 'Renamed part' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the board editing pages (${scheme})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const { board, section } = await boardWithSection(page);

    await page.goto(board.url);
    await main(page).getByRole('link', { name: T.editBoard }).click();
    const name = page.getByRole('textbox', { name: T.name });
    await expect(name).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // With an inline error, and with the delete confirmation open.
    await name.fill('');
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.nameRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.deleteBoard }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    // Asked again until the dialog has faded in (its text reads at part opacity before).
    await expect.poll(() => axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.cancel }).click();

    const nav = page.getByRole('navigation', { name: T.nav });
    await nav.getByRole('link', { name: T.navCollaborators, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: T.collaboratorsList })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: T.navAddCollaborators }).click();
    await expect(page.getByRole('heading', { level: 2, name: T.suggestions })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/boardsection/${section.id}/edit/`);
    await expect(page.getByRole('textbox', { name: T.name })).toHaveValue(section.title);
    expect(await axeViolations(page)).toEqual([]);

    // Someone else's board: the 403 page; and the profile's Create board dialog.
    await page.goto(`/board/${await someoneElsesBoard(page)}/edit/`);
    await expect(page.getByRole('heading', { name: T.forbiddenHeading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/demo/');
    await main(page).getByRole('button', { name: CREATE_BOARD }).click();
    await expect(page.getByRole('dialog', { name: CREATE_BOARD })).toBeVisible();
    await expect.poll(() => axeViolations(page)).toEqual([]);
  });
}
