/**
 * §2 /{username}/{slug}/: a board. Its header, sections, pins (BaseBoardPinGrid), More ideas
 * (BoardMoreIdeasTabContent) and the owner's organise mode; someone else's secret board (403) shows
 * the secret-board message; an unknown board the not-found page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { BoardPage, SecretBoard } from '../BoardPage.tsx';
import { BOARD_TEXT, type BoardData, loadBoard, type SecretBoardData } from '../boardData.ts';

export interface BoardRouteData {
  username: string;
  slug: string;
  data: BoardData | SecretBoardData;
}

export const handle: PageHandle<BoardRouteData> = {
  surface: 'BaseBoardPinGrid',
  pageClass: 'board',
  title: ({ data }) => (data.kind === 'secret' ? BOARD_TEXT.secretHeading : data.board.name),
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<BoardRouteData> {
  const username = route.params.username ?? '';
  const slug = route.params.board ?? '';
  return { username, slug, data: await loadBoard(api, username, slug, session.viewer !== null) };
}

export function Component() {
  const { username, slug, data } = usePageData<typeof loader>();
  if (data.kind === 'secret') return <SecretBoard data={data} />;
  return <BoardPage key={data.board.id} data={data} username={username} slug={slug} />;
}
