/** §2 / and /homefeed/: the home feed (AuthHomefeed) on the shared grid, with its placements (banner, onboarding). */
import { useApi } from '@tessera/api';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { PageHandle } from '../../../app/page.ts';
import { OnboardingPlacement } from '../../../shared/onboarding/OnboardingPlacement.tsx';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { PlacementBanner } from '../../../shared/PlacementBanner.tsx';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';

/** The page's title, its heading and its feed's name (ours: the spec names the surface only). */
export const HOME_FEED_TITLE = 'Home feed';

export const handle: PageHandle = { surface: 'AuthHomefeed', pageClass: 'home', title: HOME_FEED_TITLE };

const VisuallyHidden = styled.h1`
  ${visuallyHidden}
`;

export function Component() {
  const api = useApi();
  const fetchPage = useCallback(
    async (bookmark: string | null) => {
      const page = await api.getHomefeed(bookmark ? { bookmark } : {});
      return { items: page.pins, bookmark: page.bookmark };
    },
    [api],
  );
  return (
    <>
      <VisuallyHidden>{HOME_FEED_TITLE}</VisuallyHidden>
      <PlacementBanner anchor="HomefeedHeader" />
      <OnboardingPlacement />
      <PinGrid surface="AuthHomefeed" ariaLabel={HOME_FEED_TITLE} feedKey="home" fetchPage={fetchPage} />
    </>
  );
}
