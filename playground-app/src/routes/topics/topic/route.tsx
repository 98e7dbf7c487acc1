/** §2 /topics/{urlName}: a topic, its Follow and its pins; an unknown topic is the not-found page. */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { TOPIC_SURFACE, TopicPage } from '../TopicPage.tsx';
import { loadTopic, type TopicData } from '../topicsData.ts';

export const handle: PageHandle<TopicData> = {
  surface: TOPIC_SURFACE,
  pageClass: 'other',
  title: ({ topic }) => topic.name,
};

export function loader({ route, api }: PageLoaderArgs): Promise<TopicData> {
  return loadTopic(api, route.params.urlName ?? '');
}

export function Component() {
  const data = usePageData<typeof loader>();
  return <TopicPage key={data.topic.id} data={data} />;
}
