/** §2 /me/: the viewer's own profile (a redirect to it), or for a logged-out visitor a way to log in. */
import { useApi } from '@tessera/api';
import { Button } from '@tessera/ui';
import { redirect } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { logInAs } from '../../../app/session.ts';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
import { PROFILE_TEXT, profilePath } from '../profileData.ts';

export const handle: PageHandle = {
  surface: null,
  pageClass: 'other',
  title: PROFILE_TEXT.ownProfileHeading,
};

export function loader({ session }: PageLoaderArgs) {
  return session.viewer ? redirect(profilePath(session.viewer.username, 'saved')) : null;
}

export function Component() {
  const api = useApi();
  return (
    <MessagePage>
      <h1>{PROFILE_TEXT.ownProfileHeading}</h1>
      <p>{PROFILE_TEXT.ownProfileLoggedOut}</p>
      <Button onPress={() => void logInAs(api, 'demo')}>{LOGIN_PROMPT_TEXT.action}</Button>
    </MessagePage>
  );
}
