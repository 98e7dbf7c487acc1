/**
 * §2 /today, /today/best/, /today/trending/, /today/popular/ and /today/shop/: Today and its tabs
 * (TodayResource). The articles tab, /today/article/, is the article route's (routes/today/article).
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { notFound } from '../../../app/routeErrors.tsx';
import { AllTab, FeedTab, TodayPage } from '../TodayPage.tsx';
import { loadTodayTab, TODAY_TEXT, type TodayTabData, todayTabOf } from '../todayData.ts';

export const handle: PageHandle<TodayTabData> = {
  surface: 'TodayArticleFeed',
  pageClass: 'today',
  title: ({ tab }) => TODAY_TEXT.title(tab),
};

export async function loader({ route, api }: PageLoaderArgs): Promise<TodayTabData> {
  const tab = todayTabOf(route);
  if (!tab || tab === 'article') notFound();
  return loadTodayTab(api, tab);
}

export function Component() {
  const { tab, articles } = usePageData<typeof loader>();
  return (
    <TodayPage tab={tab}>
      {tab === 'all' ? <AllTab articles={articles ?? []} /> : <FeedTab tab={tab} />}
    </TodayPage>
  );
}
