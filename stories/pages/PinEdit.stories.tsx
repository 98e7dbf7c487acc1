/**
 * The pin edit pages (issue 14) for designers: the edit form of the viewer's own pin, its link
 * refused inline, someone else's pin (the 403 page), the repin page (save to a board of your
 * choice), the saved-pin edit the save toast's Change opens, the edit page logged out, and §6's
 * limited-login prompt (the phone sheet). Each page is the real site at its path, answered by the
 * stories' MSW backend (the seed world has no pin of the viewer's own: PinResource get answers one
 * for the edit page). Left out of the screenshot test like the other pages: they load images at
 * their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import type { Pin } from '@tessera/model';
import { http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FORBIDDEN_HEADING } from '../../playground-app/src/app/routeErrors.tsx';
import { PIN_EDIT_TEXT, REPIN_TEXT } from '../../playground-app/src/routes/pin/edit/pinEditText.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { LimitedLoginSheet } from '../../playground-app/src/shared/LoginPromptSheet.tsx';
import { LOGIN_PROMPT_TEXT } from '../../playground-app/src/shared/usePinActions.ts';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const viewer = world.viewer;

/** A pin of someone else's, not promoted, with a title. */
const othersPin = (() => {
  const found = world.pins.find((pin) => pin.pinner?.id !== viewer.id && !pin.isPromoted && pin.title);
  if (!found) throw new Error('The seed world has no pin of someone else');
  return found;
})();

/** The viewer's own pin: someone else's, as if the viewer had made it. */
const ownPin: Pin = {
  ...othersPin,
  pinner: { id: viewer.id ?? '', username: viewer.username ?? 'demo', fullName: viewer.full_name ?? 'Demo' },
};

/** A save of the viewer's on a board. */
const save = (() => {
  const found = world.saves.find((s) => s.userId === viewer.id && s.boardId);
  if (!found) throw new Error('The viewer of the seed world has no save on a board');
  return found;
})();

/** PinResource get answers the viewer's own pin for its id. */
const ownPinAnswer = http.get(/\/resource\/PinResource\/get\//, ({ request }) => {
  const data = new URL(request.url).searchParams.get('data');
  const options = data ? (JSON.parse(data) as { options?: { id?: string } }).options : undefined;
  return options?.id === ownPin.id ? answer(ownPin) : undefined;
});

type Canvas = ReturnType<typeof within>;

const headingOf = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();

const meta = preview.meta({
  title: 'Pages/Pin edit',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearFeedCache(),
});

/** The viewer's own pin: title, description, link, alt text, board and section, Save, Delete. */
export const Edit = meta.story({
  args: { path: `/pin/${ownPin.id}/edit/` },
  beforeEach({ msw }) {
    msw.use(ownPinAnswer);
  },
  play: async ({ canvas }) => {
    await headingOf(canvas, PIN_EDIT_TEXT.heading);
    await expect(canvas.getByRole('textbox', { name: PIN_EDIT_TEXT.title })).toHaveValue(ownPin.title ?? '');
    await expect(canvas.getByRole('combobox', { name: PIN_EDIT_TEXT.board })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PIN_EDIT_TEXT.delete })).toBeVisible();
  },
});

/** A link to this site is no external link (§5): refused under the field, the typed text kept. */
export const LinkRefused = meta.story({
  args: { path: `/pin/${ownPin.id}/edit/` },
  beforeEach({ msw }) {
    msw.use(ownPinAnswer);
  },
  play: async ({ canvas, userEvent }) => {
    await headingOf(canvas, PIN_EDIT_TEXT.heading);
    const link = canvas.getByRole('textbox', { name: PIN_EDIT_TEXT.link });
    await userEvent.clear(link);
    await userEvent.type(link, `http://${window.location.hostname}/ideas/`);
    await userEvent.click(canvas.getByRole('button', { name: PIN_EDIT_TEXT.save }));
    await expect(link).toHaveAccessibleDescription(PIN_EDIT_TEXT.linkInvalid);
    await expect(link).toHaveValue(`http://${window.location.hostname}/ideas/`);
  },
});

/** Someone else's pin: the 403 page says it is not the viewer's. */
export const NotYours = meta.story({
  args: { path: `/pin/${othersPin.id}/edit/` },
  play: async ({ canvas }) => {
    await headingOf(canvas, FORBIDDEN_HEADING);
    await expect(canvas.getByText(PIN_EDIT_TEXT.notYours)).toBeVisible();
  },
});

/** Logged out: the page asks to log in. */
export const LoggedOut = meta.story({
  args: { path: `/pin/${othersPin.id}/edit/` },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await headingOf(canvas, PIN_EDIT_TEXT.heading);
    await expect(canvas.getByText(PIN_EDIT_TEXT.loggedOut)).toBeVisible();
  },
});

/** /pin/{id}/repin/: save this pin to a board (or a section, or the profile) of the viewer's choice. */
export const Repin = meta.story({
  args: { path: `/pin/${othersPin.id}/repin/` },
  play: async ({ canvas }) => {
    await headingOf(canvas, REPIN_TEXT.heading);
    await expect(canvas.getByRole('button', { name: REPIN_TEXT.save })).toBeVisible();
  },
});

/** The save toast's Change: move the save to another board or a section, or delete it. */
export const SavedPinEdit = meta.story({
  args: {
    path: `/pin/${save.localPinId}/repin/?isEditingPin=true&pinBoardId=${save.boardId}&isFromToast=true&originalPinId=${save.pinId}`,
  },
  play: async ({ canvas }) => {
    await headingOf(canvas, REPIN_TEXT.editHeading);
    await expect(canvas.getByRole('combobox', { name: PIN_EDIT_TEXT.board })).toHaveValue(save.boardId ?? '');
    await expect(canvas.getByRole('button', { name: REPIN_TEXT.move })).toBeVisible();
    await expect(canvas.getByRole('button', { name: REPIN_TEXT.deleteSave })).toBeVisible();
  },
});

/** §6 the limited-login prompt (a logged-out Save on a phone): Log in and Sign up come back to the repin page. */
export const LimitedLoginPrompt = meta.story({
  render: () => (
    <LimitedLoginSheet redirect={{ action: 'save', pinId: othersPin.id, here: '/' }} onDismiss={fn()} />
  ),
  play: async () => {
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.limited.heading }, LOADED);
    await expect(sheet).toHaveTextContent(LOGIN_PROMPT_TEXT.limited.because.save);
    await expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.limited.logIn })).toHaveAttribute(
      'href',
      `/login/?next=${encodeURIComponent(`/pin/${othersPin.id}/repin/`)}`,
    );
  },
});
