/** §2 /me/: the viewer's own profile (a redirect to it), or for a logged-out visitor a way to log in. */
import { redirect } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
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
  return <LogInPage heading={PROFILE_TEXT.ownProfileHeading} text={PROFILE_TEXT.ownProfileLoggedOut} />;
}
