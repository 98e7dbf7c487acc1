/**
 * §2 /pin/{id}/edit: the viewer's own pin's edit form (§6 own pin: the pinner id is the viewer's).
 * Someone else's pin is the 403 page that says so; an unknown pin the not-found page; a logged-out
 * visitor the page that asks to log in.
 */
import { type Board, isOwnPin, type Pin } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { forbidden, pageError } from '../../../app/routeErrors.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { PinEditPage } from './PinEditPage.tsx';
import { PIN_EDIT_TEXT } from './pinEditText.ts';

/** null: logged out. */
export type PinEditData = { pin: Pin; boards: Board[]; username: string } | null;

export const handle: PageHandle<PinEditData> = {
  surface: null,
  pageClass: 'pin',
  title: PIN_EDIT_TEXT.heading,
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<PinEditData> {
  const viewer = session.viewer;
  if (!viewer) return null;
  let pin: Pin;
  try {
    pin = await api.getPin({ id: route.params.id ?? '' });
  } catch (error) {
    pageError(error);
  }
  if (!isOwnPin(pin, viewer.id)) forbidden(PIN_EDIT_TEXT.notYours);
  try {
    return { pin, boards: await api.getBoards(), username: viewer.username ?? '' };
  } catch (error) {
    pageError(error);
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={PIN_EDIT_TEXT.heading} text={PIN_EDIT_TEXT.loggedOut} />;
  return <PinEditPage key={data.pin.id} pin={data.pin} boards={data.boards} username={data.username} />;
}
