/**
 * §2 /board/{id}/edit/add_collaborators: find people (the viewer's followers and following, or a search) and Invite them; Withdraw a pending invite.
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
    data.kind === 'board' ? `${BOARD_EDIT_TEXT.addHeading} · ${data.board.name}` : BOARD_EDIT_TEXT.addHeading,
};

export function loader({ route, api, session }: PageLoaderArgs): Promise<Data> {
  return loadCollaborators(api, session, route.params.id ?? '', true);
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind !== 'board') return <RefusedPage data={data} />;
  return <CollaboratorsPage key={data.board.id} data={data} mode="add" />;
}
