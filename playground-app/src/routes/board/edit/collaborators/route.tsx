/**
 * §2 /board/{id}/edit/collaborators: the people on a board (owner, collaborators, pending invitees) with Remove and Withdraw, rolled back on failure (§4, §8).
 * The owner and the board's collaborators; anyone else gets the "can't edit" page, a logged-out
 * visitor the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../../app/page.ts';
import { type CollaboratorsData, loadCollaborators, type Refused } from '../boardEditData.ts';
import { BOARD_EDIT_TEXT } from '../boardEditText.ts';
import { CollaboratorsPage } from '../CollaboratorsPage.tsx';
import { RefusedPage } from '../EditFrame.tsx';

type Data = CollaboratorsData | Refused;

export const handle: PageHandle<Data> = {
  surface: null,
  pageClass: 'other',
  title: (data) =>
    data.kind === 'board'
      ? `${BOARD_EDIT_TEXT.collaboratorsHeading} · ${data.board.name}`
      : BOARD_EDIT_TEXT.collaboratorsHeading,
};

export function loader({ route, api, session }: PageLoaderArgs): Promise<Data> {
  return loadCollaborators(api, session, route.params.id ?? '', false);
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind !== 'board') return <RefusedPage data={data} />;
  return <CollaboratorsPage key={data.board.id} data={data} mode="list" />;
}
