/**
 * The Today pages' data (§2 /today and its tabs, /today/article/..., /discover/article/...).
 *
 * An article (§3 "today article": id, title, subtitle, cover pin) is, in the mock world as on the
 * real site's Today tab, a pin whose rich metadata is an article (§3 richMetadata typeName
 * article): TodayResource's `article` tab lists them. Our choice of path: /today/article/{slug}/{id}/
 * (the id is the last segment; the slug, from the title, is for people and not checked). An
 * article page shows the article's title, cover, text and its pins (TodayArticleFeed): the pins
 * of its topic (RelatedPinsResource of the article's pin).
 */
import type { Page, TesseraApi } from '@tessera/api';
import {
  buildPath,
  collapseWhitespace,
  gridTitle,
  type ParsedRoute,
  type Pin,
  type RouteName,
  TodayArticleSchema,
  truncate,
} from '@tessera/model';
import type * as z from 'zod/mini';
import { notFound, pageError } from '../../app/routeErrors.tsx';
import { TODAY_TEXT, type TodayTab } from './todayText.ts';

export { TODAY_PAGE_TABS, TODAY_TEXT, type TodayTab } from './todayText.ts';

/** §3 today article. */
export type TodayArticle = z.infer<typeof TodayArticleSchema>;

/** The routes of Today's tabs (the articles tab is the todayArticle route without an article). */
const TAB_ROUTE = {
  all: 'today',
  article: 'todayArticle',
  best: 'todayBest',
  trending: 'todayTrending',
  popular: 'todayPopular',
  shop: 'todayShop',
} as const satisfies Record<TodayTab, RouteName>;

/** The path of a tab of Today. */
export function todayPath(tab: TodayTab): string {
  return buildPath(TAB_ROUTE[tab]);
}

/** The tab a Today route shows; null for a route that is no tab. */
export function todayTabOf(route: Pick<ParsedRoute, 'name'>): TodayTab | null {
  const found = (Object.entries(TAB_ROUTE) as [TodayTab, RouteName][]).find(
    ([, name]) => name === route.name,
  );
  return found ? found[0] : null;
}

/** An article as the pages show it: the §3 today article, its cover pin, text and byline. */
export interface ArticleView {
  article: TodayArticle;
  cover: Pin;
  text: string;
  author: string | null;
  readMinutes: number | null;
  siteName: string | null;
  path: string;
}

/** True when the pin is an article (§3 richMetadata: typeName article, or its article object). */
export function isArticlePin(pin: Pin): boolean {
  return pin.richMetadata?.typeName === 'article' || pin.richMetadata?.article !== undefined;
}

/** A title as a path segment: lower case words joined by hyphens ('' when nothing is left). */
function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An article's path: /today/article/{slug}/{id}/ (or /discover/article/... for discover). */
export function articlePath(
  article: Pick<TodayArticle, 'id' | 'title'>,
  route: 'todayArticle' | 'discoverArticle' = 'todayArticle',
): string {
  const slug = slugOf(article.title ?? '');
  return buildPath(route, { rest: slug ? `${slug}/${article.id}` : article.id });
}

/** The article id of /today/article/... or /discover/article/...: the last segment; null for none. */
export function articleIdOf(route: Pick<ParsedRoute, 'params'>): string | null {
  const rest = route.params.rest ?? '';
  return rest.split('/').filter(Boolean).at(-1) ?? null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The article a pin is (its rich metadata), for cards and the article page. */
export function articleOf(pin: Pin): ArticleView {
  const meta = pin.richMetadata;
  const details = meta?.article ?? {};
  const description = collapseWhitespace(text(meta?.description) ?? text(pin.description) ?? '');
  // A title to read and link by: the article's, the pin's, the start of its text, else ours.
  const title = text(meta?.title) ?? (gridTitle(pin) || truncate(description) || TODAY_TEXT.untitledArticle);
  const minutes = details.readMinutes;
  const siteName = text(meta?.siteName) ?? text(pin.domain);
  return {
    article: TodayArticleSchema.parse({
      id: pin.id,
      title,
      ...(siteName ? { subtitle: siteName } : {}),
      cover_pin: { id: pin.id },
    }),
    cover: pin,
    text: description,
    author: text(details.author),
    readMinutes: typeof minutes === 'number' && minutes > 0 ? minutes : null,
    siteName,
    path: articlePath({ id: pin.id, title }),
  };
}

/** The articles of one page of TodayResource's article tab (anything not an article left out). */
export function articlesOf(page: Page<Pin>): Page<ArticleView> {
  return { items: page.items.filter(isArticlePin).map(articleOf), bookmark: page.bookmark };
}

/** How many articles /today shows above its grid (ours). */
export const TODAY_ARTICLES_SHOWN = 4;

/** The tabs of the Today route module (the articles tab is the article route's). */
export type TodayFeedTab = Exclude<TodayTab, 'article'>;

export interface TodayTabData {
  tab: TodayFeedTab;
  /** /today: its first articles; null on the other tabs. */
  articles: ArticleView[] | null;
}

/** A tab of Today: /today reads its first articles (the grids load their pins themselves). */
export async function loadTodayTab(api: TesseraApi, tab: TodayFeedTab): Promise<TodayTabData> {
  if (tab !== 'all') return { tab, articles: null };
  try {
    const page = await api.getToday({ tab: 'article', page_size: TODAY_ARTICLES_SHOWN });
    return { tab, articles: articlesOf(page).items };
  } catch (error) {
    pageError(error);
  }
}

export type ArticleRouteData =
  /** /today/article/: the articles tab (the first page; Show more pages on). */
  | { kind: 'list'; tab: 'article'; page: Page<ArticleView> }
  /** /today/article/{slug}/{id}/ and /discover/article/{slug}/{id}/: one article. */
  | { kind: 'article'; view: ArticleView };

/** An article page, or the articles tab: an unknown article, or a pin that is none, is not found. */
export async function loadArticleRoute(api: TesseraApi, route: ParsedRoute): Promise<ArticleRouteData> {
  const id = articleIdOf(route);
  try {
    if (id === null) {
      // /discover/article/ names no article (our choice: not found); /today/article/ is a tab.
      if (route.name !== 'todayArticle') notFound();
      return { kind: 'list', tab: 'article', page: articlesOf(await api.getToday({ tab: 'article' })) };
    }
    const pin = await api.getPin({ id });
    if (!isArticlePin(pin)) notFound();
    return { kind: 'article', view: articleOf(pin) };
  } catch (error) {
    pageError(error);
  }
}
