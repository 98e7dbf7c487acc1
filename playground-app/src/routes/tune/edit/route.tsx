/**
 * §2 /edit: Tune your home feed for the viewer; for a logged-out visitor (or a bot) a page that
 * asks them to log in, as /me/ does.
 */
import { useApi } from '@tessera/api';
import { messages } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useLoaderData } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { logInAs } from '../../../app/session.ts';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
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

function LoggedOut() {
  const api = useApi();
  return (
    <MessagePage>
      <h1>{messages.tuneHomeFeed}</h1>
      <p>{TUNE_TEXT.loggedOut}</p>
      <Button onPress={() => void logInAs(api, 'demo')}>{LOGIN_PROMPT_TEXT.action}</Button>
    </MessagePage>
  );
}

export function Component() {
  const data = useLoaderData() as TuneData | null;
  return data ? <TuneHomeFeed data={data} /> : <LoggedOut />;
}
