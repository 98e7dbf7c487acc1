/**
 * §2 /{username}/, /{username}/_saved/, /{username}/_created/, /{username}/tried/,
 * /{username}/followers/ and /{username}/following/: a profile and its views. `_tools` (part 3) and
 * unknown users are the not-found page; reserved first segments never reach here (the route table's
 * parseRoute check).
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { notFound } from '../../../app/routeErrors.tsx';
import { userName } from '../../../shared/PeopleList.tsx';
import { ProfilePage } from '../ProfilePage.tsx';
import { loadProfile, PROFILE_TEXT, type ProfileData, profileViewOf } from '../profileData.ts';

export const handle: PageHandle<ProfileData> = {
  surface: 'UserProfilePinGrid',
  pageClass: 'profile',
  title: ({ user, view }) => PROFILE_TEXT.title(userName(user), user.username, view),
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<ProfileData> {
  const view = profileViewOf(route);
  if (!view) notFound();
  return loadProfile(api, route.params.username ?? '', view, session.viewer?.id);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return <ProfilePage key={`${data.user.id}:${data.view}`} data={data} />;
}
