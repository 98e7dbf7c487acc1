/**
 * §2 /videos/: the videos hub. The categories to browse (every interest, §3 interest/topic,
 * TopicsResource), each a link to /videos/{category}/{id}, then every video (VideosFeedResource).
 * §2 names no surface for it: search's (SearchItem), as its videos tab is. Videos autoplay muted
 * while half on screen, and one organic video plays at a time (§4 video autoplay).
 */
import { type Topic, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { useCallback } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { InterestLinks, InterestPage } from '../../../shared/InterestPage.tsx';
import { loadInterests, videosCategoryPath } from '../../../shared/interests.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { IDEAS_TEXT } from '../../ideas/ideasText.ts';
import { VIDEOS_TEXT } from '../videosText.ts';

export interface VideosHubData {
  categories: Topic[];
}

export const handle: PageHandle<VideosHubData> = {
  surface: 'SearchItem',
  pageClass: 'videos',
  title: VIDEOS_TEXT.title,
};

export async function loader({ api }: PageLoaderArgs): Promise<VideosHubData> {
  return { categories: await loadInterests(api) };
}

export function Component() {
  const { categories } = usePageData<typeof loader>();
  const api = useApi();
  const fetchPage = useCallback((bookmark: string | null) => api.getVideos({}, bookmark), [api]);
  return (
    <InterestPage
      heading={VIDEOS_TEXT.heading}
      linksLabel={IDEAS_TEXT.related}
      links={[{ text: IDEAS_TEXT.title, href: buildPath('ideas') }]}
    >
      <InterestLinks
        label={VIDEOS_TEXT.categories}
        interests={categories}
        pathOf={videosCategoryPath}
        empty={VIDEOS_TEXT.noCategories}
      />
      <h2>{VIDEOS_TEXT.allVideos}</h2>
      <PinGrid
        surface="SearchItem"
        ariaLabel={VIDEOS_TEXT.allVideos}
        feedKey="videos"
        fetchPage={fetchPage}
        emptyState={<Notice>{VIDEOS_TEXT.empty}</Notice>}
        autoplayVideo
      />
    </InterestPage>
  );
}
