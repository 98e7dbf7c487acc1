/**
 * §2 /{username}/{board}/{section}/: a board section. The header links to its board; the pins are
 * the section's (BaseBoardPinGrid, the board grid surface: §2 names no section surface), with the
 * owner's organise mode. A secret board of someone else shows the secret-board message; an unknown
 * board or section the not-found page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { notFound } from '../../../app/routeErrors.tsx';
import { SecretBoard, SectionPage } from '../BoardPage.tsx';
import { BOARD_TEXT, loadBoard, type SecretBoardData, type SectionData } from '../boardData.ts';

export interface SectionRouteData {
  username: string;
  slug: string;
  data: SectionData | SecretBoardData;
}

export const handle: PageHandle<SectionRouteData> = {
  surface: 'BaseBoardPinGrid',
  pageClass: 'board',
  title: ({ data }) =>
    data.kind === 'secret' ? BOARD_TEXT.secretHeading : `${data.section.title} · ${data.board.name}`,
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<SectionRouteData> {
  const username = route.params.username ?? '';
  const slug = route.params.board ?? '';
  const wanted = route.params.section ?? '';
  const board = await loadBoard(api, username, slug, session.viewer !== null);
  if (board.kind === 'secret') return { username, slug, data: board };
  // A board without sections has none to find: the loader read none.
  const section = board.sections.find((s) => s.slug === wanted || s.id === wanted);
  if (!section) notFound();
  return { username, slug, data: { ...board, kind: 'section', section } };
}

export function Component() {
  const { username, slug, data } = usePageData<typeof loader>();
  if (data.kind === 'secret') return <SecretBoard data={data} />;
  return <SectionPage key={data.section.id} data={data} username={username} slug={slug} />;
}
