import { type BoardDetails, ResourceRequestError, SAVE_EVENT } from '@tessera/api';
import {
  type Board,
  type BoardInvite,
  type BoardSection,
  EVENT_TYPE,
  messages,
  type Pin,
  type User,
  unfollowMessage,
} from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { FOLLOW_TEXT } from '../../shared/followText.ts';
import { BOARD_TEXT } from './boardData.ts';
import { ORGANISE_TEXT } from './useOrganise.ts';

const board: BoardDetails = {
  id: '21',
  name: 'Desserts',
  username: 'mira',
  url: '/mira/desserts/',
  privacy: 'public',
  pin_count: 2,
  description: 'Sweet things to bake.',
  archived: false,
  section_count: 1,
  is_collaborative: true,
  collaborator_count: 1,
  collaborated_by_me: false,
  followed_by_me: false,
  is_owner: false,
};
const ownBoard: BoardDetails = {
  ...board,
  username: 'demo',
  url: '/demo/desserts/',
  is_owner: true,
  is_collaborative: false,
  collaborator_count: 0,
};
const owner: User = { id: '7', username: 'mira', full_name: 'Mira Ito' };
const collaborator: User = { id: '8', username: 'theo', full_name: 'Theo Park' };
const section: BoardSection = { id: '31', title: 'Tarts', slug: 'tarts', pin_count: 1 };
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  savedInfo: { boardId: '21', localPinId: `9${id}` },
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const pins = [pinOf('101', 'Lemon tart'), pinOf('102', 'Plum cake')];
const otherBoard: Board = { id: '22', name: 'Breakfast', username: 'demo' };

function boardApi(details: BoardDetails = board) {
  const api = fakeApi();
  return {
    ...api,
    getBoard: vi.fn(async (): Promise<BoardDetails> => details),
    getUser: vi.fn(async () => owner),
    getBoardCollaborators: vi.fn(async () => [collaborator]),
    getBoardSections: vi.fn(async () => [section]),
    getBoardFeed: vi.fn(async () => ({ items: pins, bookmark: '-end-' as string | null })),
    getSectionFeed: vi.fn(async () => ({ items: [pins[0]], bookmark: '-end-' as string | null })),
    getBoards: vi.fn(async () => [otherBoard, { id: '21', name: 'Desserts', username: 'demo' }]),
    getBoardInvites: vi.fn(async (): Promise<BoardInvite[]> => []),
    acceptBoardInvite: vi.fn(async () => ({ board_id: '21', accepted: true })),
    deleteBoardInvite: vi.fn(async () => null),
    followBoard: vi.fn(async () => ({ followed_by_me: true })),
    unfollowBoard: vi.fn(async () => ({ followed_by_me: false })),
    bulkMoveOrCopy: vi.fn(async () => ({ moved: ['101'] })),
    bulkDelete: vi.fn(async () => ({ deleted: ['101'] })),
    bulkDeleteAll: vi.fn(async () => ({ deleted: ['101', '102'] })),
  };
}

beforeAll(() => stubBrowserForSite());

// Each test's memory router starts at the same history key: no grid is kept from the test before.
afterEach(() => clearFeedCache());

const grid = (name: string) => screen.findByRole('feed', { name });

describe('the board page (issue 12)', () => {
  it('shows the header, the sections and the pins, and titles the document by the board', async () => {
    const api = boardApi();
    renderSite('/mira/desserts/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
    expect(api.getBoard).toHaveBeenCalledWith({ username: 'mira', slug: 'desserts' });
    expect(screen.getByText('Sweet things to bake.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mira Ito' })).toHaveAttribute('href', '/mira/');
    expect(screen.getByRole('link', { name: 'Theo Park' })).toHaveAttribute('href', '/theo/');
    expect(screen.getByText('2 Pins · 1 section')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tarts' })).toHaveAttribute('href', '/mira/desserts/tarts/');
    const feed = await grid('Pins of Desserts');
    expect(await within(feed).findAllByRole('article')).toHaveLength(2);
    expect(api.getBoardFeed).toHaveBeenCalledWith({ board_id: '21' }, null);
    await waitFor(() => expect(document.title).toMatch(/^Desserts \|/));
    // Not the owner: Follow, no Organise.
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Organise' })).toBeNull();
  });

  it('follows through the store, and unfollowing says what it means (§8)', async () => {
    const user = userEvent.setup();
    const api = boardApi();
    renderSite('/mira/desserts/', api);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(api.followBoard).toHaveBeenCalledWith('21');
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(api.unfollowBoard).toHaveBeenCalledWith('21');
    expect(await screen.findByText(unfollowMessage({ kind: 'board', name: 'Desserts' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // §7 a board's follow logs 26, its unfollow 27, through the app's logger (after its 1 s batching).
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .filter((event) => event.object_id_str === '21')
            .map((event) => event.event_type),
        ).toEqual([EVENT_TYPE.codes.BOARD_FOLLOW, EVENT_TYPE.codes.BOARD_UNFOLLOW]),
      { timeout: 4000 },
    );
  });

  it('a follow the server refuses goes back and says so', async () => {
    const user = userEvent.setup();
    const api = boardApi();
    api.followBoard.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/mira/desserts/', api);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Desserts'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('an empty board says it has no pins yet', async () => {
    const api = boardApi({ ...board, pin_count: 0 });
    api.getBoardFeed.mockResolvedValue({ items: [], bookmark: '-end-' });
    renderSite('/mira/desserts/', api);
    expect(await screen.findByRole('heading', { level: 2, name: BOARD_TEXT.empty })).toBeInTheDocument();
  });

  it('More ideas shows the related pins of the board’s pins, without the board’s own', async () => {
    const user = userEvent.setup();
    const api = boardApi();
    api.getRelatedPins.mockImplementation(async () => ({
      items: [pins[1] as Pin, pinOf('201', 'Apricot galette')],
      bookmark: '-end-',
    }));
    renderSite('/mira/desserts/', api);
    await user.click(await screen.findByRole('tab', { name: 'More ideas' }));
    const feed = await grid('More ideas for Desserts');
    expect(await within(feed).findByText('Apricot galette')).toBeInTheDocument();
    expect(within(feed).queryByText('Plum cake')).toBeNull();
    expect(api.getRelatedPins).toHaveBeenCalledWith({ pin_id: '101' }, null);
  });
});

describe('the board loaders’ error paths (issue 12)', () => {
  it('an unknown board (404) is the not-found page', async () => {
    const api = boardApi();
    api.getBoard.mockRejectedValue(
      new ResourceRequestError({ http_status: 404, message: 'Board not found' }),
    );
    renderSite('/mira/nothing/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('someone else’s secret board (403) says it is secret, not a generic error', async () => {
    const api = boardApi();
    api.getBoard.mockRejectedValue(
      new ResourceRequestError({ http_status: 403, message: "This board is secret: you can't see it." }),
    );
    renderSite('/mira/gifts/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: BOARD_TEXT.secretHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(BOARD_TEXT.secretBody('mira'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${BOARD_TEXT.secretHeading} \\|`)));
  });

  it('a network error shows the error with Try again, which loads the board', async () => {
    const user = userEvent.setup();
    const api = boardApi();
    api.getBoard.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSite('/mira/desserts/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
  });

  it('the section page links to its board and shows the section’s pins', async () => {
    const api = boardApi();
    renderSite('/mira/desserts/tarts/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desserts' })).toHaveAttribute('href', '/mira/desserts/');
    const feed = await grid('Pins of Tarts');
    expect(await within(feed).findAllByRole('article')).toHaveLength(1);
    expect(api.getSectionFeed).toHaveBeenCalledWith({ section_id: '31' }, null);
    await waitFor(() => expect(document.title).toMatch(/^Tarts · Desserts \|/));
  });

  it('an unknown section is the not-found page; a secret board’s section says it is secret', async () => {
    const api = boardApi();
    const view = renderSite('/mira/desserts/cookies/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    view.unmount();
    api.getBoard.mockRejectedValue(new ResourceRequestError({ http_status: 403, message: 'secret' }));
    renderSite('/mira/desserts/tarts/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: BOARD_TEXT.secretHeading }),
    ).toBeInTheDocument();
  });
});

describe('the owner’s organise mode (issue 12)', () => {
  async function organise(api: ReturnType<typeof boardApi>) {
    const user = userEvent.setup();
    renderSite('/demo/desserts/', api);
    await within(await grid('Pins of Desserts')).findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Organise' }));
    // Selection lays the grid out anew (the cards lose their footers): a new feed element.
    const feed = await grid('Pins of Desserts');
    await within(feed).findAllByRole('checkbox');
    return { user, feed };
  }

  it('selects pins by keyboard, moves them to another board and takes them off the grid', async () => {
    const api = boardApi(ownBoard);
    const { user, feed } = await organise(api);
    const box = within(feed).getByRole('checkbox', { name: 'Lemon tart' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByText(ORGANISE_TEXT.selected(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move or copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move or copy 1 Pin' });
    await within(dialog).findByRole('option', { name: 'Breakfast' });
    await user.selectOptions(within(dialog).getByLabelText('Board'), 'Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(api.bulkMoveOrCopy).toHaveBeenCalledWith({
      action: 'bulkMove',
      board_id: '21',
      pin_ids: ['101'],
      to_board_id: '22',
    });
    expect(await screen.findByText(ORGANISE_TEXT.moved(1, 'Breakfast'))).toBeInTheDocument();
    await waitFor(() => expect(within(feed).queryByRole('checkbox', { name: 'Lemon tart' })).toBeNull());
    expect(within(feed).getByRole('checkbox', { name: 'Plum cake' })).not.toBeChecked();
    expect(screen.getByText('1 Pin · 1 section')).toBeInTheDocument();
  });

  it('a copy is a save: each copy logs the §4 save event and the tracking log, by the copy’s own id', async () => {
    const api = boardApi(ownBoard);
    // The answer names the copy's save (as the mock backend's does).
    const copied = { moved: ['101'], saves: [{ pin_id: '101', id: '9101' }] };
    api.bulkMoveOrCopy.mockResolvedValueOnce(copied);
    const { user, feed } = await organise(api);
    await user.click(within(feed).getByRole('checkbox', { name: 'Lemon tart' }));
    await user.click(screen.getByRole('button', { name: 'Move or copy' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Breakfast' });
    await user.selectOptions(within(dialog).getByLabelText('Board'), 'Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(ORGANISE_TEXT.copied(1, 'Breakfast'))).toBeInTheDocument();
    // Through the app's logger (sent after its 1 s batching delay).
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .filter((event) => event.event_data?.action !== undefined)
            .map((event) => [event.object_id_str, event.event_data?.action, event.event_data?.board_id]),
        ).toEqual([
          ['101', SAVE_EVENT.action, '22'],
          ['9101', SAVE_EVENT.log, '22'],
        ]),
      { timeout: 4000 },
    );
  });

  it('the move dialog starts on another board, and where the pins are now is no target', async () => {
    const api = boardApi(ownBoard);
    const { user, feed } = await organise(api);
    await user.click(within(feed).getByRole('checkbox', { name: 'Lemon tart' }));
    await user.click(screen.getByRole('button', { name: 'Move or copy' }));
    const dialog = await screen.findByRole('dialog');
    const boardField = within(dialog).getByLabelText('Board');
    await waitFor(() => expect(boardField).toHaveValue('22'));
    await user.selectOptions(boardField, 'Desserts');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Section'), 'Tarts');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled();
  });

  it('a move the server refuses puts the pin back and says so', async () => {
    const api = boardApi(ownBoard);
    api.bulkMoveOrCopy.mockRejectedValue(
      new ResourceRequestError({ http_status: 403, message: "You can't change a board you don't own." }),
    );
    const { user, feed } = await organise(api);
    await user.click(within(feed).getByRole('checkbox', { name: 'Lemon tart' }));
    await user.click(screen.getByRole('button', { name: 'Move or copy' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Breakfast' });
    await user.selectOptions(within(dialog).getByLabelText('Board'), 'Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText(ORGANISE_TEXT.moveFailed("You can't change a board you don't own.")),
    ).toBeInTheDocument();
    expect(within(feed).getByRole('checkbox', { name: 'Lemon tart' })).toBeChecked();
    expect(screen.getByText('2 Pins · 1 section')).toBeInTheDocument();
  });

  it('deletes after a confirmation; Select all deletes every save on the board', async () => {
    const api = boardApi(ownBoard);
    const { user, feed } = await organise(api);
    await user.click(within(feed).getByRole('checkbox', { name: 'Plum cake' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 1 Pin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(api.bulkDelete).toHaveBeenCalledWith({ board_id: '21', pin_ids: ['102'] });
    expect(await screen.findByText(messages.pinDeleted)).toBeInTheDocument();
    await waitFor(() => expect(within(feed).queryByRole('checkbox', { name: 'Plum cake' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(within(feed).getByRole('checkbox', { name: 'Lemon tart' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(api.bulkDeleteAll).toHaveBeenCalledWith({ board_id: '21' });
  });

  it('a delete the server refuses puts the pins back with the §8 delete error', async () => {
    const api = boardApi(ownBoard);
    api.bulkDelete.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'down' }));
    const { user, feed } = await organise(api);
    await user.click(within(feed).getByRole('checkbox', { name: 'Plum cake' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleteError)).toBeInTheDocument();
    expect(within(feed).getByRole('checkbox', { name: 'Plum cake' })).toBeChecked();
  });

  describe('an invite to collaborate (§3 board invite)', () => {
    const invite: BoardInvite = {
      board: { id: '21', name: 'Desserts' },
      invited_user: { id: '1', username: 'demo' },
      invited_by_user: { id: '7', username: 'mira', fullName: 'Mira Ito' },
    };

    it('shows who invited the viewer; Accept makes them a collaborator and reads the board again', async () => {
      const user = userEvent.setup();
      const api = boardApi();
      api.getBoardInvites.mockResolvedValueOnce([invite]);
      renderSite('/mira/desserts/', api);
      const banner = await screen.findByRole('region', { name: BOARD_TEXT.invited('Mira Ito') });
      await user.click(within(banner).getByRole('button', { name: BOARD_TEXT.accept }));
      expect(api.acceptBoardInvite).toHaveBeenCalledWith({ board_id: '21' });
      expect(await screen.findByText(BOARD_TEXT.accepted('Desserts'))).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: BOARD_TEXT.invited('Mira Ito') })).toBeNull(),
      );
      expect(api.getBoard).toHaveBeenCalledTimes(2);
    });

    it('Decline removes the invite; a failure keeps it and says so', async () => {
      const user = userEvent.setup();
      const api = boardApi();
      api.getBoardInvites.mockResolvedValueOnce([invite]).mockResolvedValueOnce([invite]);
      api.deleteBoardInvite.mockRejectedValueOnce(
        new ResourceRequestError({ http_status: 500, message: 'No' }),
      );
      renderSite('/mira/desserts/', api);
      const banner = await screen.findByRole('region', { name: BOARD_TEXT.invited('Mira Ito') });
      await user.click(within(banner).getByRole('button', { name: BOARD_TEXT.decline }));
      expect(await screen.findByText(BOARD_TEXT.inviteFailed)).toBeInTheDocument();
      expect(banner).toBeInTheDocument();
      await user.click(within(banner).getByRole('button', { name: BOARD_TEXT.decline }));
      expect(api.deleteBoardInvite).toHaveBeenLastCalledWith({ board_id: '21', invited_user_id: '1' });
      expect(await screen.findByText(BOARD_TEXT.declined)).toBeInTheDocument();
    });

    it('the owner and logged-out visitors are not asked', async () => {
      const api = boardApi(ownBoard);
      renderSite('/demo/desserts/', api);
      expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
      expect(api.getBoardInvites).not.toHaveBeenCalled();
    });
  });
});
