/**
 * Issue 14: the pin edit page (own pins only: 403 for others, log in when logged out), the repin
 * page and the saved-pin edit reached from the save toast's Change, and §6's limited-login prompt
 * on a phone.
 */
import { ResourceRequestError, SAVE_EVENT, type TesseraApi } from '@tessera/api';
import { type Board, type BoardSection, labels, messages, type Pin, type RepinResult } from '@tessera/model';
import { OPTIONS_MENU_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_HEADING } from '../../../app/routeErrors.tsx';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite, stubPhone } from '../../../app/testing.tsx';
import { clearFeedCache } from '../../../shared/feedCache.ts';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
import { PIN_EDIT_TEXT, REPIN_TEXT } from './pinEditText.ts';

const image = { '236x': { url: '/media/236x/ab/cd/ef/abcdef.jpg', width: 236, height: 300 } };
const ownPin: Pin = {
  id: '42',
  title: 'Lemon tart',
  description: 'A bright tart.',
  link: 'https://bakery.example/tart/',
  pinner: { id: DEMO_VIEWER.id ?? '1', username: 'demo', fullName: 'Demo' },
  savedInfo: { boardId: 'b1', localPinId: '42' },
  images: image,
};
const othersPin: Pin = { ...ownPin, id: '43', pinner: { id: '7', username: 'mira', fullName: 'Mira Ito' } };
const boards: Board[] = [
  { id: 'b1', name: 'Desserts' },
  { id: 'b2', name: 'Home' },
];
const sections: BoardSection[] = [{ id: 's1', title: 'Kitchen', slug: 'kitchen' } as BoardSection];

function editApi(pin: Pin = ownPin) {
  const api = fakeApi();
  api.getPin.mockResolvedValue(pin);
  api.getBoards.mockResolvedValue(boards);
  return Object.assign(api, {
    updatePin: vi.fn<TesseraApi['updatePin']>(async (o) => ({
      ...pin,
      ...(o.title ? { title: o.title } : {}),
    })),
    deletePin: vi.fn<TesseraApi['deletePin']>(async () => undefined),
    getBoardSections: vi.fn<TesseraApi['getBoardSections']>(async ({ board_id }) =>
      board_id === 'b2' ? sections : [],
    ),
    repin: vi.fn<TesseraApi['repin']>(
      async (): Promise<RepinResult> => ({ id: '900', pinner: { id: '1' }, board: null }),
    ),
  });
}

const form = async () => {
  await screen.findByRole('heading', { level: 1, name: PIN_EDIT_TEXT.heading }, { timeout: 5000 });
  return screen.getByRole('main');
};

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('/pin/{id}/edit', () => {
  it('edits the title of the viewer’s own pin and goes back to the closeup', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const { router } = renderSite('/pin/42/edit/', api);
    await form();
    const title = screen.getByRole('textbox', { name: PIN_EDIT_TEXT.title });
    expect(title).toHaveValue('Lemon tart');
    expect(screen.getByRole('textbox', { name: PIN_EDIT_TEXT.link })).toHaveValue(
      'https://bakery.example/tart/',
    );
    await user.clear(title);
    await user.type(title, 'Lime tart');
    await user.type(screen.getByRole('textbox', { name: PIN_EDIT_TEXT.altText }), 'A tart on a plate');
    api.getPin.mockResolvedValue({ ...ownPin, title: 'Lime tart' });
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.save }));
    expect(api.updatePin).toHaveBeenCalledWith({
      id: '42',
      title: 'Lime tart',
      description: 'A bright tart.',
      alt_text: 'A tart on a plate',
      link: 'https://bakery.example/tart/',
    });
    // The toast shows for 2 s (§9 default): read first.
    expect(await screen.findByText(PIN_EDIT_TEXT.saved)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lime tart' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pin/42/');
  });

  it('a link to this site (§5 not external) is refused inline and nothing is sent; the typed text stays', async () => {
    const user = userEvent.setup();
    const api = editApi();
    renderSite('/pin/42/edit/', api);
    await form();
    const link = screen.getByRole('textbox', { name: PIN_EDIT_TEXT.link });
    await user.clear(link);
    await user.type(link, `http://${window.location.hostname}/pin/1/`);
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.save }));
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(PIN_EDIT_TEXT.linkInvalid);
    expect(link).toHaveFocus();
    expect(link).toHaveValue(`http://${window.location.hostname}/pin/1/`);
    expect(api.updatePin).not.toHaveBeenCalled();
  });

  it('a refused save says why and keeps every typed value', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.updatePin.mockRejectedValue(
      new ResourceRequestError({ http_status: 400, message: 'title: too long' }),
    );
    renderSite('/pin/42/edit/', api);
    await form();
    const description = screen.getByRole('textbox', { name: PIN_EDIT_TEXT.description });
    await user.type(description, ' With cream.');
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_EDIT_TEXT.saveFailed('title: too long'));
    expect(description).toHaveValue('A bright tart. With cream.');
  });

  it('moves the pin to a section of another board', async () => {
    const user = userEvent.setup();
    const api = editApi();
    renderSite('/pin/42/edit/', api);
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: PIN_EDIT_TEXT.board }), 'Home');
    await user.selectOptions(await screen.findByRole('combobox', { name: PIN_EDIT_TEXT.section }), 'Kitchen');
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.save }));
    await waitFor(() =>
      expect(api.updatePin).toHaveBeenCalledWith(
        expect.objectContaining({ board_id: 'b2', section_id: 's1' }),
      ),
    );
  });

  it('Delete asks first, then deletes: Pin deleted! (§8); a failure says so and stays', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.deletePin.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: 'Nope' }));
    const { router } = renderSite('/pin/42/edit/', api);
    await form();
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: PIN_EDIT_TEXT.deleteHeading });
    await user.click(within(dialog).getByRole('button', { name: PIN_EDIT_TEXT.delete }));
    expect(await screen.findByText(messages.deleteError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pin/42/edit/');
    await user.click(screen.getByRole('button', { name: PIN_EDIT_TEXT.delete }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: PIN_EDIT_TEXT.delete }),
    );
    expect(await screen.findByText(messages.pinDeleted)).toBeInTheDocument();
    expect(api.deletePin).toHaveBeenLastCalledWith({ pinId: '42' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/_created/'));
  });

  it('someone else’s pin: the 403 page says it is not theirs', async () => {
    const api = editApi(othersPin);
    renderSite('/pin/43/edit/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: FORBIDDEN_HEADING }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(PIN_EDIT_TEXT.notYours)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an unknown pin is not found; logged out asks to log in', async () => {
    const api = editApi();
    api.getPin.mockRejectedValue(new ResourceRequestError({ http_status: 404, message: 'Unknown pin' }));
    const view = renderSite('/pin/44/edit/', api);
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    view.unmount();
    const loggedOut = editApi();
    loggedOut.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/pin/42/edit/', loggedOut);
    expect(await screen.findByText(PIN_EDIT_TEXT.loggedOut, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loggedOut.getPin).not.toHaveBeenCalled();
  });

  it('a network error shows the error with Try again, which loads the form', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.getPin.mockRejectedValueOnce(
      new ResourceRequestError({ message: 'Failed to fetch', cause: new TypeError() }),
    );
    renderSite('/pin/42/edit/', api);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: PIN_EDIT_TEXT.title })).toHaveValue('Lemon tart');
  });

  it('the closeup of the viewer’s own pin has Edit Pin in its options', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const { router } = renderSite('/pin/42/', api);
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 });
    screen.getByRole('button', { name: labels.moreOptions }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: OPTIONS_MENU_TEXT.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/42/edit/'));
  });
});

describe('/pin/{id}/repin/', () => {
  it('saves the pin to the chosen board and section', async () => {
    const user = userEvent.setup();
    const api = editApi(othersPin);
    api.repin.mockResolvedValue({
      id: '901',
      pinner: { id: '1' },
      board: { id: 'b2', name: 'Home', url: '/demo/home/' },
    });
    renderSite('/pin/43/repin/', api);
    await screen.findByRole('heading', { level: 1, name: REPIN_TEXT.heading }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: PIN_EDIT_TEXT.board }), 'Home');
    await user.selectOptions(await screen.findByRole('combobox', { name: PIN_EDIT_TEXT.section }), 'Kitchen');
    await user.click(screen.getByRole('button', { name: REPIN_TEXT.save }));
    await waitFor(() =>
      expect(api.repin).toHaveBeenCalledWith({ pinId: '43', boardId: 'b2', sectionId: 's1' }),
    );
    expect(await screen.findByText(messages.savedToSection('Kitchen', 'Home'))).toBeInTheDocument();
    // The card's save intent: the §4 save event and the tracking log, through the app's logger
    // (sent after its 1 s batching delay).
    await waitFor(
      () => {
        const sent = api.logEvents.mock.calls.flat(2);
        expect(sent.map((event) => [event.object_id_str, event.event_data?.action])).toEqual([
          ['43', SAVE_EVENT.action],
          ['901', SAVE_EVENT.log],
        ]);
      },
      { timeout: 4000 },
    );
  });

  it('the save toast’s Change opens the saved-pin edit, which moves the save', async () => {
    const user = userEvent.setup();
    const { savedInfo: _unsaved, ...notSaved } = othersPin;
    const api = editApi(notSaved);
    // Saves go to the profile (save_behavior 0) with no board to save to: Saved to Profile, Change.
    api.getMe.mockResolvedValue({ ...DEMO_VIEWER, save_behavior: 0, visitor_type: 'authenticated' } as never);
    api.getBoards.mockResolvedValueOnce([]);
    const { router } = renderSite('/pin/43/', api);
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 });
    api.getPin.mockResolvedValue({ ...othersPin, savedInfo: { localPinId: '900' } });
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText(messages.savedToProfile)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.change }));
    await screen.findByRole('heading', { level: 1, name: REPIN_TEXT.editHeading }, { timeout: 5000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/pin/900/repin/?isEditingPin=true&isFromToast=true&originalPinId=43',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: PIN_EDIT_TEXT.board }), 'Home');
    await user.selectOptions(await screen.findByRole('combobox', { name: PIN_EDIT_TEXT.section }), 'Kitchen');
    await user.click(screen.getByRole('button', { name: REPIN_TEXT.move }));
    await waitFor(() =>
      expect(api.updatePin).toHaveBeenCalledWith({ id: '43', board_id: 'b2', section_id: 's1' }),
    );
    expect(await screen.findByText(messages.savedToSection('Kitchen', 'Home'))).toBeInTheDocument();
  });

  it('logged out: the repin page and the saved-pin edit ask to log in and read nothing', async () => {
    const api = editApi(othersPin);
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    const view = renderSite('/pin/43/repin/', api);
    expect(await screen.findByText(REPIN_TEXT.loggedOut, {}, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
    renderSite('/pin/900/repin/?isEditingPin=true&isFromToast=true&originalPinId=43', api);
    expect(await screen.findByText(REPIN_TEXT.loggedOutEdit, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.getPin).not.toHaveBeenCalled();
  });

  it('a pin the viewer has not saved: the saved-pin edit says there is nothing to change', async () => {
    const { savedInfo: _unsaved, ...notSaved } = othersPin;
    renderSite('/pin/43/repin/?isEditingPin=true&isFromToast=true&originalPinId=43', editApi(notSaved));
    expect(await screen.findByText(REPIN_TEXT.notSaved, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPIN_TEXT.move })).toBeNull();
  });

  it('the saved-pin edit deletes the save after asking: Pin deleted! (§8)', async () => {
    const user = userEvent.setup();
    const api = editApi(othersPin);
    renderSite('/pin/900/repin/?isEditingPin=true&pinBoardId=b1&isFromToast=true&originalPinId=43', api);
    await screen.findByRole('heading', { level: 1, name: REPIN_TEXT.editHeading }, { timeout: 5000 });
    expect(api.getPin).toHaveBeenCalledWith({ id: '43' });
    expect(screen.getByRole('combobox', { name: PIN_EDIT_TEXT.board })).toHaveValue('b1');
    await user.click(screen.getByRole('button', { name: REPIN_TEXT.deleteSave }));
    const dialog = await screen.findByRole('alertdialog', { name: REPIN_TEXT.deleteSaveHeading });
    await user.click(within(dialog).getByRole('button', { name: PIN_EDIT_TEXT.delete }));
    expect(await screen.findByText(messages.pinDeleted)).toBeInTheDocument();
    expect(api.deletePin).toHaveBeenCalledWith({ pinId: '900', boardId: 'b1' });
  });
});

describe('§6 the limited-login prompt on a phone', () => {
  it('a logged-out Save opens the sheet whose Log in and Sign up come back to the pin’s repin page', async () => {
    // A phone: every max-width query matches.
    stubPhone();
    try {
      const user = userEvent.setup();
      const api = editApi(othersPin);
      api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
      renderSite('/pin/43/', api);
      await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 });
      await user.click(within(screen.getByRole('main')).getByRole('button', { name: labels.save }));
      const sheet = await screen.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.limited.heading });
      expect(sheet).toHaveTextContent(LOGIN_PROMPT_TEXT.limited.because.save);
      expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.limited.logIn })).toHaveAttribute(
        'href',
        '/login/?next=%2Fpin%2F43%2Frepin%2F',
      );
      expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.limited.signUp })).toHaveAttribute(
        'href',
        '/signup/?next=%2Fpin%2F43%2Frepin%2F',
      );
      // Not the desktop toast.
      expect(screen.queryByText(LOGIN_PROMPT_TEXT.text)).toBeNull();
    } finally {
      stubBrowserForSite();
    }
  });
});
