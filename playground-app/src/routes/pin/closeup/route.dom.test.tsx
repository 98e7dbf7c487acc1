import { ResourceRequestError, SAVE_EVENT, type TesseraApi } from '@tessera/api';
import { labels, messages, type Pin } from '@tessera/model';
import { REACTIONS_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../../app/testing.tsx';
import { UNAVAILABLE_TEXT } from '../../../shared/UnavailablePage.tsx';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
import { CLOSEUP_TEXT } from './Closeup.tsx';

const pin: Pin = {
  id: '42',
  title: 'Lemon tart',
  description: 'A sharp, bright lemon tart with a crisp shell.',
  link: 'https://bakery.example/lemon-tart/',
  domain: 'bakery.example',
  pinner: { id: '7', username: 'mira', fullName: 'Mira Ito' },
  images: { '236x': { url: '/media/236x/ab/cd/ef/abcdef.jpg', width: 236, height: 300 } },
};

beforeAll(() => stubBrowserForSite());

describe('the closeup loader (issue 12)', () => {
  it('shows the pin: title, source, pinner with Follow, comments', async () => {
    const api = fakeApi();
    api.getPin.mockResolvedValue(pin);
    renderSite('/pin/lemon-tart--42/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.getPin).toHaveBeenCalledWith({ id: '42' });
    expect(screen.getByRole('link', { name: 'bakery.example' })).toHaveAttribute('href', pin.link);
    expect(screen.getByRole('link', { name: 'Mira Ito' })).toHaveAttribute('href', '/mira/');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Comments' })).toBeInTheDocument();
  });

  it('the pinner’s board reads "Saved by {pinner} to {board}", not as the viewer’s own save (issue 30)', async () => {
    const api = fakeApi();
    api.getPin.mockResolvedValue({ ...pin, board: { id: '5', name: 'Desserts', url: '/mira/desserts/' } });
    renderSite('/pin/42/', api);
    const board = await screen.findByRole('link', { name: 'Desserts' }, { timeout: 5000 });
    expect(board).toHaveAttribute('href', '/mira/desserts/');
    expect(board.parentElement).toHaveTextContent(`${CLOSEUP_TEXT.savedBy('Mira Ito')}Desserts`);
  });

  it("Save saves the pin, and logs the §4 save event and tracking log through the app's logger", async () => {
    const api = Object.assign(fakeApi(), {
      repin: vi.fn<TesseraApi['repin']>(async () => ({ id: '9042', pinner: { id: '1' }, board: null })),
    });
    api.getPin.mockResolvedValue(pin);
    // Saves go to the profile (save_behavior 0; the viewer has no board): the save is made at once.
    api.getMe.mockResolvedValue({ ...DEMO_VIEWER, save_behavior: 0, visitor_type: 'authenticated' });
    renderSite('/pin/42/', api);
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 10_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText(messages.savedToProfile)).toBeInTheDocument();
    await waitFor(() => expect(api.repin).toHaveBeenCalledWith({ pinId: '42' }));
    // Sent after the logger's 1 s batching delay.
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .filter((event) => event.event_data?.action !== undefined)
            .map((event) => [event.object_id_str, event.event_data?.action, event.event_data?.board_id]),
        ).toEqual([
          ['42', SAVE_EVENT.action, null],
          ['9042', SAVE_EVENT.log, null],
        ]),
      { timeout: 4000 },
    );
  });

  it.each(['/pin/42/sent/', '/pin/42/sent/from-mira', '/pin/42/feedback/'])(
    '%s is the closeup of the pin (§2 pin paths with /sent/ or /feedback/)',
    async (path) => {
      const api = fakeApi();
      api.getPin.mockResolvedValue(pin);
      renderSite(path, api);
      expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeInTheDocument();
      expect(api.getPin).toHaveBeenCalledWith({ id: '42' });
    },
  );

  it('shows the reactions where §5 allows them, and none on a promoted pin', async () => {
    const api = fakeApi();
    const reacted = { ...pin, reactionCountsData: [{ reactionType: 1, reactionCount: 12 }] };
    api.getPin.mockResolvedValue(reacted);
    const view = renderSite('/pin/42/', api);
    expect(await screen.findByText(REACTIONS_TEXT.count(12), {}, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
    const promoted = fakeApi();
    promoted.getPin.mockResolvedValue({ ...reacted, isPromoted: true });
    renderSite('/pin/42/', promoted);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(REACTIONS_TEXT.count(12))).toBeNull();
  });

  it('an unknown pin (404) says Unavailable (§2), with a way home and pins to go on with, not an error', async () => {
    const api = fakeApi();
    api.getHomefeed.mockResolvedValue({
      pins: [{ ...pin, id: '77', title: 'Plum cake' }],
      bookmark: '-end-',
    });
    renderSite('/pin/999/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.unavailable }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UNAVAILABLE_TEXT.home })).toHaveAttribute('href', '/');
    const more = await screen.findByRole('feed', { name: UNAVAILABLE_TEXT.more });
    expect(await within(more).findByText('Plum cake')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(messages.removedByCreator)).toBeNull();
  });

  it('a pin removed by its creator (410, or a deleted story) says so', async () => {
    const api = fakeApi();
    api.getPin.mockRejectedValue(new ResourceRequestError({ http_status: 410, message: 'Removed' }));
    const view = renderSite('/pin/42/', api);
    expect(await screen.findByText(messages.removedByCreator, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: messages.unavailable })).toBeInTheDocument();
    view.unmount();
    const story = fakeApi();
    story.getPin.mockResolvedValue({ ...pin, storyPinData: { isDeleted: true } });
    renderSite('/pin/42/', story);
    expect(await screen.findByText(messages.removedByCreator, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a network error shows the error with Try again, which loads the pin', async () => {
    const api = fakeApi();
    api.getPin
      .mockRejectedValueOnce(new ResourceRequestError({ message: 'Failed to fetch', cause: new TypeError() }))
      .mockResolvedValue(pin);
    renderSite('/pin/42/', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/pin/{id}/comments opens the page with the comment field focused', async () => {
    const api = fakeApi();
    api.getPin.mockResolvedValue(pin);
    renderSite('/pin/42/comments/', api);
    expect(await screen.findByRole('textbox', { name: 'Add a comment' })).toHaveFocus();
  });

  it('a logged-out visitor gets no comment field, and Save prompts login', async () => {
    const api = fakeApi();
    api.getPin.mockResolvedValue(pin);
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    const { router } = renderSite('/pin/42/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    // The toast's Log in: the login page, which then saves it to a board of their choice (§6).
    await userEvent.setup().click(await screen.findByRole('button', { name: LOGIN_PROMPT_TEXT.action }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe('?next=%2Fpin%2F42%2Frepin%2F');
  });
});
