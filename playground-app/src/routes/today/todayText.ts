/**
 * The Today pages' tabs and words, with no runtime imports (the e2e tests read them too). §2 gives
 * the paths (/today, /today/article/, /today/best/, /today/trending/, /today/popular/,
 * /today/shop/, /discover/article/...) and §7 TodayResource's tabs; the labels and texts are ours.
 */
import type { TODAY_TABS } from '@tessera/model';

/** A tab of Today: TodayResource's tab (`all` is /today itself, `article` the articles list). */
export type TodayTab = (typeof TODAY_TABS)[number];

/** The tabs in the order the page shows them. */
export const TODAY_PAGE_TABS = [
  'all',
  'article',
  'best',
  'trending',
  'popular',
  'shop',
] as const satisfies readonly TodayTab[];

export const TODAY_TEXT = {
  heading: 'Today',
  tabs: 'Today’s feeds',
  tab: {
    all: 'All',
    article: 'Articles',
    best: 'Best',
    trending: 'Trending',
    popular: 'Popular',
    shop: 'Shop',
  } satisfies Record<TodayTab, string>,
  /** Each tab's grid (TodayArticleFeed), by the name people and tests find it. */
  feed: {
    all: 'Today’s ideas',
    article: 'Today’s articles',
    best: 'Best rated today',
    trending: 'Trending today',
    popular: 'Popular today',
    shop: 'Shop today',
  } satisfies Record<TodayTab, string>,
  empty: 'Nothing here today. Come back tomorrow.',
  articles: 'Articles',
  untitledArticle: 'Untitled article',
  seeAllArticles: 'See all articles',
  articlesEmpty: 'No articles today. Come back tomorrow.',
  showMore: 'Show more',
  moreFailed: 'More articles could not be loaded. Try again.',
  shopAll: 'Shop all products',
  /** An article card's and an article page's line under the title. */
  byline: (parts: { author?: string | null; readMinutes?: number | null; siteName?: string | null }) =>
    [
      parts.author ? `By ${parts.author}` : null,
      parts.readMinutes ? `${parts.readMinutes} min read` : null,
      parts.siteName || null,
    ]
      .filter(Boolean)
      .join(' · '),
  articlePins: 'Pins in this article',
  articlePinsEmpty: 'This article has no Pins yet.',
  backToToday: 'Back to Today',
  /** document.title of a tab: "Today", "Best - Today"... */
  title: (tab: TodayTab): string =>
    tab === 'all' ? TODAY_TEXT.heading : `${TODAY_TEXT.tab[tab]} - ${TODAY_TEXT.heading}`,
} as const;
