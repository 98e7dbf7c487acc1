/**
 * §2 /ideas/{interest}/{id}: one interest's ideas (IdeasResource with the interest's id) in a grid,
 * with links to every idea (/ideas) and to the interest's videos. An id that is no interest is the
 * not-found page; a name segment that is not the interest's goes to the interest's own path. §2
 * names no surface for an interest's pins: search's (SearchItem), as its ideas tab (idea_pins) is.
 * Videos autoplay muted, one organic video at a time (§4).
 */
import { type Topic, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { useCallback } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { InterestPage } from '../../../shared/InterestPage.tsx';
import { ideasInterestPath, loadInterest, videosCategoryPath } from '../../../shared/interests.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { VIDEOS_TEXT } from '../../videos/videosText.ts';
import { IDEAS_TEXT } from '../ideasText.ts';

export interface IdeasInterestData {
  interest: Topic;
}

export const handle: PageHandle<IdeasInterestData> = {
  surface: 'SearchItem',
  pageClass: 'ideas',
  title: ({ interest }) => IDEAS_TEXT.interest(interest.name),
};

export async function loader({ route, api }: PageLoaderArgs): Promise<IdeasInterestData> {
  const { id, interest: slug } = route.params;
  return { interest: await loadInterest(api, { id, slug }, ideasInterestPath) };
}

export function Component() {
  const { interest } = usePageData<typeof loader>();
  const api = useApi();
  const { id, name } = interest;
  const fetchPage = useCallback(
    (bookmark: string | null) => api.getIdeas({ interest_id: id }, bookmark),
    [api, id],
  );
  return (
    <InterestPage
      heading={IDEAS_TEXT.interest(name)}
      linksLabel={IDEAS_TEXT.related}
      links={[
        { text: IDEAS_TEXT.allIdeas, href: buildPath('ideas') },
        { text: VIDEOS_TEXT.category(name), href: videosCategoryPath(interest) },
      ]}
    >
      <PinGrid
        surface="SearchItem"
        ariaLabel={IDEAS_TEXT.interest(name)}
        feedKey={`ideas:${id}`}
        fetchPage={fetchPage}
        emptyState={<Notice>{IDEAS_TEXT.interestEmpty(name)}</Notice>}
        autoplayVideo
      />
    </InterestPage>
  );
}
