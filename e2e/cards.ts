/**
 * Pin cards in the e2e tests: finding a plain one and opening it the way a person does.
 */
import { labels } from '../packages/model/src/index.ts';
import { expect, type Locator } from './test.ts';

/**
 * The options menu's Hide and Report (pin-card OPTIONS_MENU_TEXT), whose module this test cannot
 * import (it imports the packages).
 */
export const OPTIONS_MENU = { hide: 'Hide Pin', report: 'Report Pin' } as const;

/** Chooses `option` in a card's options menu (More options), as a person does with the mouse. */
export async function chooseOption(card: Locator, option: string): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await card.getByRole('button', { name: labels.moreOptions, exact: true }).first().click();
  await card.page().getByRole('menuitem', { name: option, exact: true }).click();
}

/** The cards of a feed whose pin is of a plain kind (an image pin): its closeup has a title. */
export function imageCard(feed: Locator): Locator {
  return feed.getByRole('article').filter({ has: feed.page().locator('[data-pin-type="image"]') });
}

/**
 * Opens a card's closeup by its Open link, and waits until the closeup is the page. The router
 * changes the URL once the closeup's loader is done; until then the grid is still the page, and its
 * cards are articles with a Send and a Save too (on a loaded machine a test acting on "the first
 * article" then pressed the grid card's Send, whose picker went away with the grid).
 */
export async function openCard(card: Locator): Promise<void> {
  // In the middle of the viewport, so its Open is not under the sticky header.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await card.hover();
  const open = card.getByRole('link', { name: 'Open', exact: true });
  const path = new URL((await open.getAttribute('href')) ?? '', 'http://localhost').pathname;
  await open.click();
  await expect(card.page()).toHaveURL((url) => url.pathname === path);
}
