/**
 * Tune your home feed's data (§2 /edit): the first page of the topics, the boards and the people
 * the viewer follows (ours: UserFollowedTopicsResource, UserFollowedBoardsResource; and
 * UserFollowingResource), each ≤ 50 a page with Show more. Null for a logged-out visitor (the page
 * then asks them to log in).
 */
import type { BoardDetails, Page, TesseraApi, Topic } from '@tessera/api';
import type { User } from '@tessera/model';
import { pageError } from '../../app/routeErrors.tsx';

export { TUNE_TEXT } from './tuneText.ts';

export interface TuneData {
  viewer: User;
  topics: Page<Topic>;
  boards: Page<BoardDetails>;
  people: Page<User>;
}

export async function loadTuneHomeFeed(api: TesseraApi, viewer: User | null): Promise<TuneData | null> {
  if (!viewer) return null;
  try {
    const [topics, boards, people] = await Promise.all([
      api.getFollowedTopics(),
      api.getFollowedBoards(),
      api.getUserFollowing({ username: viewer.username }),
    ]);
    return { viewer, topics, boards, people };
  } catch (error) {
    pageError(error);
  }
}
