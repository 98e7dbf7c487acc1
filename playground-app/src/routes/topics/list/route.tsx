/** §2 /topics: the topics, each with Follow / Following. */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { TopicsPage } from '../TopicsPage.tsx';
import { loadTopics, TOPICS_TEXT, type TopicsData } from '../topicsData.ts';

export const handle: PageHandle<TopicsData> = {
  surface: null,
  pageClass: 'other',
  title: TOPICS_TEXT.heading,
};

export function loader({ api }: PageLoaderArgs): Promise<TopicsData> {
  return loadTopics(api);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return <TopicsPage data={data} />;
}
