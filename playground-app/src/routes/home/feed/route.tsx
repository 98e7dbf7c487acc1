/** §2 / and /homefeed/: the home feed (AuthHomefeed) on the shared grid, with its placements (banner, onboarding). */
import { type TesseraApi, useApi } from '@tessera/api';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { FirstFeed } from '../../../app/firstScreen.tsx';
import type { PageHandle } from '../../../app/page.ts';
import { OnboardingPlacement } from '../../../shared/onboarding/OnboardingPlacement.tsx';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { PlacementBanner } from '../../../shared/PlacementBanner.tsx';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';

/** The page's title, its heading and its feed's name (ours: the spec names the surface only). */
export const HOME_FEED_TITLE = 'Home feed';

export const handle: PageHandle = { surface: 'AuthHomefeed', pageClass: 'home', title: HOME_FEED_TITLE };

async function readHomefeed(api: TesseraApi, bookmark: string | null) {
  const page = await api.getHomefeed(bookmark ? { bookmark } : {});
  return { items: page.pins, bookmark: page.bookmark };
}

/** The feed's first page is the page's first screen: the server renders it (app/firstScreen.tsx). */
export const firstFeed: FirstFeed = {
  surface: 'AuthHomefeed',
  feedKey: 'home',
  read: (api) => readHomefeed(api, null),
};

const VisuallyHidden = styled.h1`
  ${visuallyHidden}
`;

export function Component() {
  const api = useApi();
  const fetchPage = useCallback((bookmark: string | null) => readHomefeed(api, bookmark), [api]);
  return (
    <>
      <VisuallyHidden>{HOME_FEED_TITLE}</VisuallyHidden>
      <PlacementBanner anchor="HomefeedHeader" />
      <OnboardingPlacement />
      <PinGrid
        surface={firstFeed.surface}
        ariaLabel={HOME_FEED_TITLE}
        feedKey={firstFeed.feedKey}
        fetchPage={fetchPage}
      />
    </>
  );
}
