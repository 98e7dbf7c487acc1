/**
 * §2 /videos/{category}/{id}: one category's videos (VideosFeedResource with the interest's id: a
 * video category is an interest, §3), with links to every video (/videos/) and to the interest's
 * ideas. An id that is no interest is the not-found page; a category segment that is not the
 * interest's goes to the interest's own path. §2 names no surface for it: search's (SearchItem), as
 * its videos tab is. Videos autoplay muted, one organic video at a time (§4 video autoplay).
 */
import { type Topic, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { useCallback } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { InterestPage } from '../../../shared/InterestPage.tsx';
import { ideasInterestPath, loadInterest, videosCategoryPath } from '../../../shared/interests.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { IDEAS_TEXT } from '../../ideas/ideasText.ts';
import { VIDEOS_TEXT } from '../videosText.ts';

export interface VideosCategoryData {
  category: Topic;
}

export const handle: PageHandle<VideosCategoryData> = {
  surface: 'SearchItem',
  pageClass: 'videos-category',
  title: ({ category }) => VIDEOS_TEXT.category(category.name),
};

export async function loader({ route, api }: PageLoaderArgs): Promise<VideosCategoryData> {
  const { id, category: slug } = route.params;
  return { category: await loadInterest(api, { id, slug }, videosCategoryPath) };
}

export function Component() {
  const { category } = usePageData<typeof loader>();
  const api = useApi();
  const { id, name } = category;
  const fetchPage = useCallback(
    (bookmark: string | null) => api.getVideos({ interest_id: id }, bookmark),
    [api, id],
  );
  return (
    <InterestPage
      heading={VIDEOS_TEXT.category(name)}
      linksLabel={IDEAS_TEXT.related}
      links={[
        { text: VIDEOS_TEXT.allVideos, href: buildPath('videos') },
        { text: IDEAS_TEXT.interest(name), href: ideasInterestPath(category) },
      ]}
    >
      <PinGrid
        surface="SearchItem"
        ariaLabel={VIDEOS_TEXT.category(name)}
        feedKey={`videos:${id}`}
        fetchPage={fetchPage}
        emptyState={<Notice>{VIDEOS_TEXT.categoryEmpty(name)}</Notice>}
        autoplayVideo
      />
    </InterestPage>
  );
}
