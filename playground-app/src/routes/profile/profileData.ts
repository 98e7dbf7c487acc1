/**
 * The profile pages' data (§2 /{username}/, /me/, _created, _saved, followers, following, tried):
 * the user (with the follow counts and the viewer's follow and block), and what the shown view
 * needs first: the boards of the saved view, the first page of a people list. Pin views (created,
 * tried, the saved view's boardless pins, the viewer's following feed) page in their grids.
 */
import type { Page, TesseraApi } from '@tessera/api';
import { type Board, buildPath, type ParsedRoute, type User } from '@tessera/model';
import { pageError } from '../../app/routeErrors.tsx';
import type { ProfileView } from './profileText.ts';

export { PROFILE_TABS, PROFILE_TEXT, PROFILE_VIEWS, type ProfileView } from './profileText.ts';

/** The path of a profile's view (§2: /{username}/, /{username}/_saved/, /{username}/{sub-page}/). */
export function profilePath(username: string, view: ProfileView): string {
  if (view === 'saved') return buildPath('profile', { username });
  const page = view === 'created' ? '_created' : view;
  return buildPath('profileSubPage', { username, page });
}

/** Which view a parsed profile route shows; null for a sub-page that is no view (`_tools`). */
export function profileViewOf(route: ParsedRoute): ProfileView | null {
  if (route.name === 'profileSubPage') {
    const page = route.params.page;
    if (page === '_created') return 'created';
    return page === 'tried' || page === 'followers' || page === 'following' ? page : null;
  }
  return 'saved';
}

export interface ProfileData {
  user: User;
  view: ProfileView;
  /** The viewer's own profile. */
  own: boolean;
  /** The saved view's boards (the first page, 25, §9). */
  boards: Board[] | null;
  /** The first page of a followers / following view. */
  people: Page<User> | null;
}

/** The profile at `username` with what `view` shows first; an unknown user is the not-found page. */
export async function loadProfile(
  api: TesseraApi,
  username: string,
  view: ProfileView,
  viewerId: string | undefined,
): Promise<ProfileData> {
  try {
    const user = await api.getUser({ username });
    const own = user.id === viewerId;
    const [boards, people] = await Promise.all([
      view === 'saved' ? api.getBoardsPage({ username }).then((page) => page.items) : null,
      view === 'followers'
        ? api.getUserFollowers({ username })
        : view === 'following'
          ? api.getUserFollowing({ username })
          : null,
    ]);
    return { user, view, own, boards, people };
  } catch (error) {
    pageError(error);
  }
}
