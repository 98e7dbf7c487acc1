/**
 * The topics pages' data: the first page of the topics (TopicsResource, paged by bookmark), and a
 * topic by its url_name (TopicResource; unknown → the not-found page). A topic's pins page in its
 * grid (TopicFeedResource).
 */
import type { Page, TesseraApi, Topic } from '@tessera/api';
import { pageError } from '../../app/routeErrors.tsx';

export { TOPICS_TEXT } from './topicsText.ts';

export interface TopicsData {
  topics: Page<Topic>;
}

export interface TopicData {
  topic: Topic;
}

export async function loadTopics(api: TesseraApi): Promise<TopicsData> {
  try {
    return { topics: await api.getTopics() };
  } catch (error) {
    pageError(error);
  }
}

export async function loadTopic(api: TesseraApi, urlName: string): Promise<TopicData> {
  try {
    return { topic: await api.getTopic({ url_name: urlName }) };
  } catch (error) {
    pageError(error);
  }
}
