/**
 * §2 /tv/studio. The spec names the route only; ours: the creator's studio — the viewer's video and
 * story pins with their stats, each linking to its closeup (and a story to its storyboard), and the
 * story pin builder (StudioPage). Logged out: the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { StudioPage } from '../StudioPage.tsx';
import { loadStudio, type StudioData } from '../studioData.ts';
import { STUDIO_TEXT } from '../studioText.ts';

export const handle: PageHandle<StudioData | null> = {
  surface: null,
  pageClass: 'other',
  title: STUDIO_TEXT.heading,
};

export function loader({ api, session }: PageLoaderArgs) {
  return loadStudio(api, session);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return data ? (
    <StudioPage data={data} />
  ) : (
    <LogInPage heading={STUDIO_TEXT.heading} text={STUDIO_TEXT.loggedOut} />
  );
}
