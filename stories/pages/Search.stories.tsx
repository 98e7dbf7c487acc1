/**
 * The search page's states (issue 12) for designers: results on the pins, boards and people tabs,
 * and a query nothing matches. Each is the real site at the tab's URL, answered by the stories' MSW
 * backend (its seed world: pins and a board of demo's about gardens, people named Ada). Left out of
 * the screenshot test like the board's stories (Board.stories.tsx); the e2e (e2e/search.spec.ts)
 * runs axe on the results in light and dark.
 */
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { searchPath } from '../../playground-app/src/routes/search/results/route.tsx';
import { SEARCH_TAB_LABEL, SEARCH_TEXT } from '../../playground-app/src/routes/search/searchText.ts';
import { LOADED, Site } from './site.tsx';

/** Words of the seed world (`createMockBackend({ seed: 1 })`): pin titles and demo's "Garden ideas". */
const GARDEN = 'garden';
const GARDEN_BOARD = 'Garden ideas';
/** People of the seed world: Ada Eriksen and Ada Petrov. */
const ADA = 'ada';
/** Matches nothing in the seed world. */
const NOTHING = 'zzzqqq';

const meta = preview.meta({
  title: 'Pages/Search',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** The pins that match, in the All Pins tab's grid. */
export const Pins = meta.story({
  args: { path: searchPath('pins', GARDEN) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SEARCH_TEXT.heading(GARDEN) }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: SEARCH_TAB_LABEL.pins })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = await canvas.findByRole('feed', { name: `${SEARCH_TAB_LABEL.pins}: ${GARDEN}` }, LOADED);
    await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  },
});

/** The boards that match, each a link to the board with its count of pins. */
export const Boards = meta.story({
  args: { path: searchPath('boards', GARDEN) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: `${SEARCH_TAB_LABEL.boards}: ${GARDEN}` }, LOADED);
    await expect(within(list).getByRole('link', { name: GARDEN_BOARD })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: SEARCH_TAB_LABEL.boards })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});

/** The people that match, each with their avatar, name (a link to the profile) and username. */
export const People = meta.story({
  args: { path: searchPath('users', ADA) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: `${SEARCH_TAB_LABEL.users}: ${ADA}` }, LOADED);
    const people = within(list).getAllByRole('listitem');
    await expect(people.length).toBeGreaterThan(1);
    for (const person of people) {
      await expect(person).toBeVisible();
      await expect(person.textContent?.toLowerCase()).toContain(ADA);
    }
  },
});

/** A query that matches nothing: the page says so, in the grid's place. */
export const NoResults = meta.story({
  args: { path: searchPath('pins', NOTHING) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SEARCH_TEXT.noResults(NOTHING), {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});
