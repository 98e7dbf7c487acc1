/**
 * §2 /board/{id}/edit: edit a board (name, description, secret, archive, delete). The owner and the
 * board's collaborators; anyone else gets the "can't edit" page, a logged-out visitor the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../../app/page.ts';
import { BoardEditForm } from '../BoardEditForm.tsx';
import { type EditableBoard, loadEditableBoard, type Refused } from '../boardEditData.ts';
import { BOARD_EDIT_TEXT } from '../boardEditText.ts';
import { RefusedPage } from '../EditFrame.tsx';

type Data = EditableBoard | Refused;

export const handle: PageHandle<Data> = {
  surface: null,
  pageClass: 'other',
  title: (data) =>
    data.kind === 'board' ? `${BOARD_EDIT_TEXT.heading} · ${data.board.name}` : BOARD_EDIT_TEXT.heading,
};

export function loader({ route, api, session }: PageLoaderArgs): Promise<Data> {
  return loadEditableBoard(api, session, route.params.id ?? '');
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind !== 'board') return <RefusedPage data={data} />;
  return <BoardEditForm key={data.board.id} data={data} />;
}
