/**
 * The Today and shopping pages' states (issue 13) for designers: Today on its tabs (All with the
 * first articles, Articles, Best, Shop), an article with its pins, the shopping rows and a
 * category's landing page with its §2 landing tag; then loading, empty, error, not found and
 * logged out. Each is the real site at the page's path, answered by the stories' MSW backend (its
 * seed world's article and product pins), with an answer replaced for the states the seed has not.
 * Left out of the screenshot test like the other page stories: the pages load pin images at their
 * own pace. The e2e (e2e/today-shopping.spec.ts) runs axe on every page, light and dark.
 */
import { createWorld, delayed, failing } from '@tessera/mocks';
import { END_BOOKMARK, shoppingLandingTagName } from '@tessera/model';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  SHOPPING_TEXT,
  shoppingCategoryPath,
} from '../../playground-app/src/routes/shopping/shoppingData.ts';
import {
  articleOf,
  isArticlePin,
  TODAY_TEXT,
  todayPath,
} from '../../playground-app/src/routes/today/todayData.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });

/** The first article of the seed world, as Today shows it. */
const article = (() => {
  const pin = world.pins.find(isArticlePin);
  if (!pin) throw new Error('The seed world has no article');
  return articleOf(pin);
})();

/** The kinds of pin ShoppingFeedResource lists. */
const PRODUCT_KINDS: readonly string[] = ['product', 'productOutOfStock', 'productStale'];

/** The first product of the seed world (the shopping feed's first) and its category's landing page. */
const landing = (() => {
  const pin = world.pins.find((candidate) => PRODUCT_KINDS.includes(world.pinKinds[candidate.id] ?? ''));
  if (!pin?.category) throw new Error('The seed world has no product');
  const path = shoppingCategoryPath(pin.category, pin.id);
  return { pin, path, tag: shoppingLandingTagName(path) ?? '' };
})();

type Canvas = ReturnType<typeof within>;

/** The grid named `name` has pin cards. */
async function gridHasPins(canvas: Canvas, name: string) {
  const grid = await canvas.findByRole('feed', { name }, LOADED);
  await expect((await within(grid).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  return grid;
}

/** Today's heading and the tab of `label` chosen. */
async function todayOn(canvas: Canvas, label: string) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: TODAY_TEXT.heading }, LOADED),
  ).toBeVisible();
  await expect(canvas.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
}

const meta = preview.meta({
  title: 'Pages/Today and shopping',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  // The grids keep their pins per history entry: each story's memory router starts at the same one.
  beforeEach: () => clearFeedCache(),
});

/** /today: the first articles, each opening its page, then today's grid (TodayArticleFeed). */
export const Today = meta.story({
  args: { path: todayPath('all') },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.all);
    const articles = canvas.getByRole('list', { name: TODAY_TEXT.articles });
    await expect(within(articles).getByRole('link', { name: article.article.title ?? '' })).toHaveAttribute(
      'href',
      article.path,
    );
    await gridHasPins(canvas, TODAY_TEXT.feed.all);
  },
});

/** /today/article/: every article of today. */
export const Articles = meta.story({
  args: { path: todayPath('article') },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.article);
    const list = await canvas.findByRole('list', { name: TODAY_TEXT.feed.article }, LOADED);
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(1);
  },
});

/** /today/best/: the best rated pins of today. */
export const Best = meta.story({
  args: { path: todayPath('best') },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.best);
    await gridHasPins(canvas, TODAY_TEXT.feed.best);
  },
});

/** /today/shop/: today's products, and the way on to the shopping pages. */
export const Shop = meta.story({
  args: { path: todayPath('shop') },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.shop);
    await gridHasPins(canvas, TODAY_TEXT.feed.shop);
    await expect(canvas.getByRole('link', { name: TODAY_TEXT.shopAll })).toHaveAttribute(
      'href',
      '/shopping/',
    );
  },
});

/** An article: title, byline, cover and text, then its pins. */
export const Article = meta.story({
  args: { path: article.path },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: article.article.title ?? '' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(TODAY_TEXT.byline(article))).toBeVisible();
    await expect(canvas.getByText(article.text)).toBeVisible();
    await gridHasPins(canvas, TODAY_TEXT.articlePins);
  },
});

/** /shopping/: a small carousel row per category, each heading a link to its landing page. */
export const Shopping = meta.story({
  args: { path: '/shopping/' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SHOPPING_TEXT.heading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: landing.tag })).toHaveAttribute('href', landing.path);
    await gridHasPins(canvas, landing.tag);
  },
});

/** A category's landing page: its §2 landing tag as heading, the landing product first. */
export const ShoppingCategory = meta.story({
  args: { path: landing.path },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: landing.tag }, LOADED)).toBeVisible();
    const grid = await gridHasPins(canvas, landing.tag);
    const first = within(grid).getAllByRole('article')[0] as HTMLElement;
    await expect(first.querySelector('[data-pin-id]')).toHaveAttribute('data-pin-id', landing.pin.id);
    await gridHasPins(canvas, SHOPPING_TEXT.moreToShop);
  },
});

/** A tab's grid while its pins load: the feed says it is busy. */
export const Loading = meta.story({
  args: { path: todayPath('best') },
  beforeEach({ msw }) {
    msw.use(delayed('/resource/TodayResource/', 60_000));
  },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.best);
    await expect(await canvas.findByRole('feed', { name: TODAY_TEXT.feed.best }, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** A tab with nothing today. */
export const EmptyTab = meta.story({
  args: { path: todayPath('trending') },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/TodayResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.trending);
    await expect(await canvas.findByText(TODAY_TEXT.empty, {}, LOADED)).toBeVisible();
  },
});

/** No products at all: the shopping page says so. */
export const EmptyShopping = meta.story({
  args: { path: '/shopping/' },
  beforeEach({ msw }) {
    msw.use(http.get(/\/resource\/ShoppingFeedResource\/get\//, () => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SHOPPING_TEXT.empty, {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('feed')).toBeNull();
  },
});

/** Today could not be read: the error with Try again. */
export const LoadError = meta.story({
  args: { path: todayPath('all') },
  beforeEach({ msw }) {
    msw.use(failing('/resource/TodayResource/', 500, 'Today is down.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Today is down.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** An article that does not exist: the not-found page. */
export const ArticleNotFound = meta.story({
  args: { path: '/today/article/nothing-here/1/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /not found/i }, LOADED)).toBeVisible();
  },
});

/** A logged-out visitor (401 for the viewer): Today with its articles and grid, Log in in the header. */
export const LoggedOut = meta.story({
  args: { path: todayPath('all') },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await todayOn(canvas, TODAY_TEXT.tab.all);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await gridHasPins(canvas, TODAY_TEXT.feed.all);
  },
});
