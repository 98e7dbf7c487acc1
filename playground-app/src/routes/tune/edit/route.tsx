/**
 * §2 /edit: Tune your home feed for the viewer; for a logged-out visitor (or a bot) a page that
 * asks them to log in, as /me/ does.
 */
import { messages } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { TuneHomeFeed } from '../TuneHomeFeed.tsx';
import { loadTuneHomeFeed, TUNE_TEXT, type TuneData } from '../tuneData.ts';

export const handle: PageHandle<TuneData | null> = {
  surface: null,
  pageClass: 'other',
  title: messages.tuneHomeFeed,
};

export function loader({ api, session }: PageLoaderArgs): Promise<TuneData | null> {
  return loadTuneHomeFeed(api, session.viewer);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return data ? (
    <TuneHomeFeed data={data} />
  ) : (
    <LogInPage heading={messages.tuneHomeFeed} text={TUNE_TEXT.loggedOut} />
  );
}
