/**
 * Issue 12, the board pages in the site against the mock server: a board opened from a URL of the
 * mock data, one of its sections from the sections row, Follow / Unfollow (with the §8 message), the
 * owner's organise mode moving a pin to another board (checked on the server), logged-out and bot
 * visitors, someone else's secret board, and axe on the board and section pages, light and dark.
 */

import { axeViolations } from './axe.ts';
import { resource } from './resources.ts';
import { settled } from './settle.ts';
import { expect, type Page, test } from './test.ts';

interface BoardRow {
  id: string;
  name: string;
  url: string;
  privacy: string;
  pin_count: number;
  section_count: number;
  is_owner: boolean;
}

const boardsOf = (page: Page, username: string) => resource<BoardRow[]>(page, 'BoardsResource', { username });

async function boardOf(page: Page, username: string, test: (board: BoardRow) => boolean): Promise<BoardRow> {
  const board = (await boardsOf(page, username)).find(test);
  if (!board) throw new Error(`No board of ${username} fits`);
  return board;
}

const boardGrid = (page: Page, name: string) => page.getByRole('feed', { name: `Pins of ${name}` });

test.setTimeout(60_000);

test('a board from its URL, then one of its sections from the sections row', async ({ page }) => {
  const board = await boardOf(page, 'demo', (b) => b.section_count > 0 && b.privacy === 'public');
  await page.goto(board.url);
  await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${board.name} \\|`));
  await expect(boardGrid(page, board.name).getByRole('article')).toHaveCount(board.pin_count);
  const sections = page.getByRole('navigation', { name: 'Sections' });
  const first = sections.getByRole('link').first();
  const sectionName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: sectionName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${sectionName} · ${board.name} \\|`));
  await expect(boardGrid(page, sectionName).getByRole('article').first()).toBeVisible();
  // Back to the board by the header's link.
  await page.getByRole('main').getByRole('link', { name: board.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
});

test('follow someone else’s board, then unfollow it with the §8 message', async ({ page }) => {
  const board = await boardOf(page, 'chloejansen', (b) => !b.is_owner && b.privacy === 'public');
  await page.goto(board.url);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await resource<{ followed_by_me: boolean }>(page, 'BoardResource', { board_id: board.id }))
          .followed_by_me,
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(
    page.getByText(`You unfollowed the board ${board.name} and won't see Pins saved to it anymore.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});

test('organise: select a pin by keyboard and move it to another board', async ({ page }) => {
  const boards = await boardsOf(page, 'demo');
  const from = boards.find(
    (b) => b.is_owner && b.privacy === 'public' && b.section_count === 0 && b.pin_count > 1,
  );
  const to = boards.find((b) => b.is_owner && b.id !== from?.id && b.privacy === 'public');
  if (!from || !to) throw new Error('demo has no two boards to move between');
  await page.goto(from.url);
  const grid = boardGrid(page, from.name);
  await expect(grid.getByRole('article')).toHaveCount(from.pin_count);
  await page.getByRole('button', { name: 'Organise' }).click();
  const box = grid.getByRole('checkbox').first();
  const pinId =
    (await grid.getByRole('article').first().locator('[data-pin-id]').first().getAttribute('data-pin-id')) ??
    '';
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page.getByText('1 Pin selected')).toBeVisible();
  await page.getByRole('button', { name: 'Move or copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move or copy 1 Pin' });
  await dialog.getByLabel('Board').selectOption({ label: to.name });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`Moved 1 Pin to ${to.name}`)).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(from.pin_count - 1);
  const moved = await resource<{ id: string }[]>(page, 'BoardFeedResource', { board_id: to.id });
  expect(moved.map((pin) => pin.id)).toContain(pinId);
  // A reload reads the same from the server.
  await page.reload();
  await expect(boardGrid(page, from.name).getByRole('article')).toHaveCount(from.pin_count - 1);
});

test('logged out: a public board reads, Follow prompts login, no Organise; a secret board says it is secret', async ({
  page,
}) => {
  const boards = await boardsOf(page, 'demo');
  const open = boards.find((b) => b.is_owner && b.privacy === 'public') as BoardRow;
  const secret = boards.find((b) => b.privacy === 'secret') as BoardRow;
  expect((await page.request.post('/v3/logout/')).ok()).toBe(true);
  await page.goto(open.url);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: open.name })).toBeVisible();
  await expect(boardGrid(page, open.name).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organise' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Log in to save pins, follow people and comment.')).toBeVisible();
  await page.goto(secret.url);
  await expect(page.getByRole('heading', { level: 1, name: 'This board is secret' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^This board is secret \|/);
});

test('an unknown board is the not-found page', async ({ page }) => {
  await page.goto('/demo/no-such-board/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('reads a public board and its pins, without Organise; a secret board stays secret', async ({
    page,
  }) => {
    const boards = await boardsOf(page, 'chloejansen');
    const board = boards[0] as BoardRow;
    await page.goto(board.url);
    await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
    await expect(boardGrid(page, board.name).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Organise' })).toHaveCount(0);
    await page.goto('/demo/gift-ideas/');
    await expect(page.getByRole('heading', { level: 1, name: 'This board is secret' })).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a board, its organise mode and a section (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const board = await boardOf(page, 'demo', (b) => b.section_count > 0 && b.privacy === 'public');
    await page.goto(board.url);
    await expect(boardGrid(page, board.name).getByRole('article').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Organise' }).click();
    await boardGrid(page, board.name).getByRole('checkbox').first().check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: 'More ideas' }).click();
    await expect(
      page
        .getByRole('feed', { name: `More ideas for ${board.name}` })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first().click();
    await expect(page.getByRole('main').getByRole('link', { name: board.name })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an invite to collaborate: the invited viewer accepts on the board and is then among its collaborators', async ({
  page,
}) => {
  const invites = await resource<{ board: { id: string; name: string; url: string } }[]>(
    page,
    'BoardInviteResource',
    {},
  );
  const invite = invites[0];
  if (!invite) throw new Error('demo has no invite in the seed world');
  await page.goto(invite.board.url);
  const banner = page.getByRole('region', { name: /invited you to collaborate on this board$/ });
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('status').getByText(`You now collaborate on ${invite.board.name}.`),
  ).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Owner and collaborators' }).getByRole('link', { name: 'Demo Viewer' }),
  ).toBeVisible();
});
