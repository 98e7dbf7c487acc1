/**
 * What the builders load: the viewer's boards for the board picker (§7 BoardsResource). A failed
 * read does not stop the builder: the pin can still go to the profile. Logged out (or a bot), there
 * is nothing to load: the page asks to log in.
 */
import type { Board } from '@tessera/model';
import type { PageLoaderArgs } from '../../app/page.ts';

export interface CreateData {
  loggedIn: boolean;
  boards: Board[];
  boardsFailed: boolean;
}

export async function loadCreate({
  api,
  session,
}: Pick<PageLoaderArgs, 'api' | 'session'>): Promise<CreateData> {
  if (!session.viewer) return { loggedIn: false, boards: [], boardsFailed: false };
  try {
    return { loggedIn: true, boards: await api.getBoards(), boardsFailed: false };
  } catch {
    return { loggedIn: true, boards: [], boardsFailed: true };
  }
}
