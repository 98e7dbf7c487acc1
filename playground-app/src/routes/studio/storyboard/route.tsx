/**
 * §2 /_/storyboard. The spec names the route only; ours: the storyboard of one story pin (?pin=id),
 * its pages in order (StoryboardPage). No ?pin: a pointer to the studio; an unknown pin: not found.
 * Logged out: the log-in page.
 */
import { gridTitle } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { NoStoryPin, StoryboardPage } from '../StoryboardPage.tsx';
import { loadStoryboard, type StoryboardData } from '../studioData.ts';
import { STORYBOARD_TEXT } from '../studioText.ts';

export const handle: PageHandle<StoryboardData> = {
  surface: null,
  pageClass: 'other',
  title: (data) => {
    const title = data?.pin ? gridTitle(data.pin) || data.pin.storyPinData?.metadata?.pinTitle : '';
    return title ? `${STORYBOARD_TEXT.heading}: ${title}` : STORYBOARD_TEXT.heading;
  },
};

export function loader({ api, session, route }: PageLoaderArgs) {
  return loadStoryboard(api, session, route);
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={STORYBOARD_TEXT.heading} text={STORYBOARD_TEXT.loggedOut} />;
  return data.pin ? <StoryboardPage pin={data.pin} /> : <NoStoryPin />;
}
