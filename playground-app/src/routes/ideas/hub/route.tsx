/**
 * §2 /ideas: the ideas hub. The interests to browse (§3 interest/topic, TopicsResource), each a link
 * to /ideas/{interest}/{id}, then the ideas of the moment (IdeasResource) in the hub's row,
 * IdeasHubSeasonalRow. The mock's pins carry no season, so the row is IdeasResource's feed as it
 * comes and is not called seasonal. Videos in it autoplay muted, one organic video at a time (§4).
 */
import { type Topic, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { useCallback } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { InterestLinks, InterestPage } from '../../../shared/InterestPage.tsx';
import { ideasInterestPath, loadInterests } from '../../../shared/interests.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { VIDEOS_TEXT } from '../../videos/videosText.ts';
import { IDEAS_TEXT } from '../ideasText.ts';

export interface IdeasHubData {
  interests: Topic[];
}

export const handle: PageHandle<IdeasHubData> = {
  surface: 'IdeasHubSeasonalRow',
  pageClass: 'ideas-root',
  title: IDEAS_TEXT.title,
};

export async function loader({ api }: PageLoaderArgs): Promise<IdeasHubData> {
  return { interests: await loadInterests(api) };
}

export function Component() {
  const { interests } = usePageData<typeof loader>();
  const api = useApi();
  const fetchPage = useCallback((bookmark: string | null) => api.getIdeas({}, bookmark), [api]);
  return (
    <InterestPage
      heading={IDEAS_TEXT.heading}
      linksLabel={IDEAS_TEXT.related}
      links={[{ text: VIDEOS_TEXT.title, href: buildPath('videos') }]}
    >
      <InterestLinks
        label={IDEAS_TEXT.interests}
        interests={interests}
        pathOf={ideasInterestPath}
        empty={IDEAS_TEXT.noInterests}
      />
      <h2>{IDEAS_TEXT.row}</h2>
      <PinGrid
        surface="IdeasHubSeasonalRow"
        ariaLabel={IDEAS_TEXT.row}
        feedKey="ideas"
        fetchPage={fetchPage}
        emptyState={<Notice>{IDEAS_TEXT.empty}</Notice>}
        autoplayVideo
      />
    </InterestPage>
  );
}
