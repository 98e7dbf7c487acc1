/**
 * The board page's states (issue 12) for designers: a board, its organise mode, an empty board and
 * someone else's secret board, each the real site (its routes, loaders and header) at the board's
 * path, answered by the stories' MSW backend (the mock server's handlers), with a state's answer
 * replaced where the seed has no such board. The site draws in its own colour scheme (the viewer's
 * choice, else the system's), so the toolbar's theme does not switch it. Left out of the screenshot
 * test: the pages load pin images and header counts at their own pace; the e2e (e2e/board.spec.ts)
 * runs axe on these pages in light and dark.
 */
import { failing } from '@tessera/mocks';
import { END_BOOKMARK } from '@tessera/model';
import { http } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { BOARD_TEXT } from '../../playground-app/src/routes/board/boardData.ts';
import { ORGANISE_TEXT } from '../../playground-app/src/routes/board/useOrganise.ts';
import { answer, LOADED, Site } from './site.tsx';

/** demo's board with sections in the seed world (`createMockBackend({ seed: 1 })`). */
const BOARD_PATH = '/demo/recipes-to-try/';
const BOARD_NAME = 'Recipes to try';
const emptyBoard = {
  id: '900000000000000001',
  name: 'Someday projects',
  username: 'demo',
  url: '/demo/someday-projects/',
  privacy: 'public',
  pin_count: 0,
  description: 'Things to make when there is time.',
  archived: false,
  section_count: 0,
  is_collaborative: false,
  collaborator_count: 0,
  collaborated_by_me: false,
  followed_by_me: false,
  is_owner: true,
};

const meta = preview.meta({
  title: 'Pages/Board',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** A board of the viewer: header, sections row, Pins and More ideas tabs, the grid. */
export const Board = meta.story({
  args: { path: BOARD_PATH },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: BOARD_NAME }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Sections' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('feed', { name: `Pins of ${BOARD_NAME}` }, LOADED)).toBeVisible();
    // Cards are the grid's articles (the grid is the page's only feed).
    await expect((await canvas.findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  },
});

/** The owner's organise mode with one pin selected. */
export const Organise = meta.story({
  args: { path: BOARD_PATH },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Organise' }, LOADED));
    // Selection lays the grid out anew: the checkboxes of the new one (the page's only ones).
    const boxes = await canvas.findAllByRole('checkbox', {}, LOADED);
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(await canvas.findByText(ORGANISE_TEXT.selected(1), {}, LOADED)).toBeVisible();
  },
});

/** A board without pins: "No pins yet". */
export const EmptyBoard = meta.story({
  args: { path: emptyBoard.url },
  beforeEach({ msw }) {
    msw.use(
      http.get(/\/resource\/BoardResource\/get\//, () => answer(emptyBoard)),
      http.get(/\/resource\/BoardFeedResource\/get\//, () => answer([], END_BOOKMARK)),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: BOARD_TEXT.empty }, LOADED),
    ).toBeVisible();
  },
});

/** Someone else's secret board (the server answers 403): the page says it is secret. */
export const SecretBoard = meta.story({
  args: { path: '/mira/gift-ideas/' },
  beforeEach({ msw }) {
    msw.use(failing('BoardResource/get', 403, "This board is secret: you can't see it."));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: BOARD_TEXT.secretHeading }, LOADED),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});
