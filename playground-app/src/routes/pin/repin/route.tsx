/**
 * §2 /pin/{id}/repin/: save this pin to a board of the viewer's choice. With the saved-pin edit
 * query (isEditingPin=true, pinBoardId, isFromToast, originalPinId: the save toast's Change /
 * Organize) it edits the viewer's save of the pin (originalPinId, else the path's id): move it to
 * another board or a section, or delete it. A logged-out visitor gets the page that asks to log in.
 */
import { type Board, type Pin, type SavedPinEdit, savedPinEdit } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { REPIN_TEXT } from '../edit/pinEditText.ts';
import { RepinPage, SavedPinEditPage } from './RepinPage.tsx';

export interface RepinData {
  /** The saved-pin edit the query asks for, or null: the repin page. */
  edit: SavedPinEdit | null;
  /** null: logged out. */
  page: { pin: Pin; boards: Board[] } | null;
}

const headingOf = (data: RepinData) => (data.edit ? REPIN_TEXT.editHeading : REPIN_TEXT.heading);

export const handle: PageHandle<RepinData> = {
  surface: null,
  pageClass: 'pin',
  title: headingOf,
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<RepinData> {
  const edit = savedPinEdit(route);
  if (!session.viewer) return { edit, page: null };
  try {
    const [pin, boards] = await Promise.all([
      api.getPin({ id: edit?.originalPinId ?? route.params.id ?? '' }),
      api.getBoards(),
    ]);
    return { edit, page: { pin, boards } };
  } catch (error) {
    pageError(error);
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  const { edit, page } = data;
  if (!page) {
    return (
      <LogInPage heading={headingOf(data)} text={edit ? REPIN_TEXT.loggedOutEdit : REPIN_TEXT.loggedOut} />
    );
  }
  if (!edit) return <RepinPage key={page.pin.id} pin={page.pin} boards={page.boards} />;
  if (!page.pin.savedInfo && !edit.pinBoardId) {
    return (
      <MessagePage>
        <h1>{REPIN_TEXT.editHeading}</h1>
        <p>{REPIN_TEXT.notSaved}</p>
      </MessagePage>
    );
  }
  return <SavedPinEditPage key={page.pin.id} pin={page.pin} boards={page.boards} edit={edit} />;
}
