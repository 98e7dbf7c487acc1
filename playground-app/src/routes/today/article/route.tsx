/**
 * §2 /today/article/... and /discover/article/...: an article (its title, cover, text and pins), or,
 * for /today/article/ itself, Today's articles tab. An unknown article, or a pin that is no article,
 * is the not-found page; any other failure the error with Try again.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { ArticlePage } from '../ArticlePage.tsx';
import { ArticlesTab, TodayPage } from '../TodayPage.tsx';
import { type ArticleRouteData, loadArticleRoute, TODAY_TEXT } from '../todayData.ts';

export const handle: PageHandle<ArticleRouteData> = {
  surface: 'TodayArticleFeed',
  pageClass: 'article',
  title: (data) => (data.kind === 'list' ? TODAY_TEXT.title('article') : (data.view.article.title ?? '')),
};

export function loader({ route, api }: PageLoaderArgs): Promise<ArticleRouteData> {
  return loadArticleRoute(api, route);
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind === 'article') return <ArticlePage key={data.view.article.id} view={data.view} />;
  return (
    <TodayPage tab="article">
      <ArticlesTab first={data.page} />
    </TodayPage>
  );
}
