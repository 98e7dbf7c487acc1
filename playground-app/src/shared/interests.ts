/**
 * The interests (§3 interest/topic: id, name, url_name) of the ideas and videos pages: every
 * interest for the hubs (/ideas, /videos/), and the one of /ideas/{interest}/{id} and
 * /videos/{category}/{id}, whose id is the interest's and whose name segment is its url_name.
 */
import type { TesseraApi, Topic } from '@tessera/api';
import { buildPath, isEntityId, MAX_RESOURCE_PAGE_SIZE } from '@tessera/model';
import { redirect } from 'react-router';
import { notFound, pageError } from '../app/routeErrors.tsx';

/** Pages of interests a hub reads at most (ours: 5 × 100, far more than a hub lists). */
const MAX_INTEREST_PAGES = 5;

/** /ideas/{interest}/{id}/ of an interest. */
export const ideasInterestPath = (interest: Topic) =>
  buildPath('ideasInterest', { interest: interest.url_name, id: interest.id });

/** /videos/{category}/{id}/ of an interest (a video category is an interest). */
export const videosCategoryPath = (interest: Topic) =>
  buildPath('videosCategory', { category: interest.url_name, id: interest.id });

/** Every interest, for a hub (TopicsResource, paged to the end); a failure is the page's error. */
export async function loadInterests(api: TesseraApi): Promise<Topic[]> {
  const interests: Topic[] = [];
  try {
    let bookmark: string | null = null;
    for (let page = 0; page < MAX_INTEREST_PAGES; page += 1) {
      const next = await api.getTopics({ page_size: MAX_RESOURCE_PAGE_SIZE }, bookmark);
      interests.push(...next.items);
      bookmark = next.bookmark;
      if (bookmark === null) break;
    }
  } catch (error) {
    pageError(error);
  }
  return interests;
}

/**
 * The interest of a path's id (TopicResource): an id that is none, or an unknown interest, is the
 * not-found page; a path whose name segment is not the interest's goes to the interest's own path.
 */
export async function loadInterest(
  api: TesseraApi,
  { id, slug }: { id: string | undefined; slug: string | undefined },
  pathOf: (interest: Topic) => string,
): Promise<Topic> {
  if (!isEntityId(id)) notFound();
  let interest: Topic;
  try {
    interest = await api.getTopic({ id });
  } catch (error) {
    pageError(error);
  }
  if (slug !== interest.url_name) throw redirect(pathOf(interest));
  return interest;
}
