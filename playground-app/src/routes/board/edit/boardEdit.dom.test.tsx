import { type BoardDetails, ResourceRequestError } from '@tessera/api';
import {
  BOARD_PIN_DESCRIPTION_MAX,
  BOARD_TITLE_MAX,
  type BoardInvite,
  type BoardSection,
  type User,
} from '@tessera/model';
import { BOARD_PICKER_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../../app/testing.tsx';
import { clearFeedCache } from '../../../shared/feedCache.ts';
import { BOARD_EDIT_TEXT as T } from './boardEditText.ts';

const board: BoardDetails = {
  id: '21',
  name: 'Desserts',
  username: 'demo',
  url: '/demo/desserts/',
  privacy: 'public',
  pin_count: 2,
  description: 'Sweet things to bake.',
  archived: false,
  section_count: 1,
  is_collaborative: true,
  collaborator_count: 1,
  collaborated_by_me: false,
  followed_by_me: false,
  is_owner: true,
};
const someoneElses: BoardDetails = { ...board, username: 'mira', url: '/mira/desserts/', is_owner: false };
const section: BoardSection = {
  id: '31',
  title: 'Tarts',
  slug: 'tarts',
  pin_count: 1,
  board: { id: '21', name: 'Desserts', url: '/demo/desserts/' },
};
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park' };
const kai: User = { id: '10', username: 'kai', full_name: 'Kai Berg' };
const invite: BoardInvite = {
  board: { id: '21', name: 'Desserts' },
  invited_user: { id: '9', username: 'ana', fullName: 'Ana Lima' },
  invited_by_user: { id: '1', username: 'demo' },
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function editApi(details: BoardDetails = board) {
  const api = fakeApi();
  return {
    ...api,
    getBoard: vi.fn(async (): Promise<BoardDetails> => details),
    updateBoard: vi.fn(
      async (o: { board_id: string; name?: string }): Promise<BoardDetails> => ({
        ...details,
        ...(o.name ? { name: o.name } : {}),
      }),
    ),
    deleteBoard: vi.fn(async () => ({ id: details.id })),
    getUser: vi.fn(async () => ({ ...DEMO_VIEWER, full_name: 'Demo Person' })),
    getBoardCollaborators: vi.fn(async (): Promise<User[]> => [theo]),
    getBoardInvites: vi.fn(async (): Promise<BoardInvite[]> => [invite]),
    getBoardSections: vi.fn(async () => [section]),
    getBoardFeed: vi.fn(async () => ({ items: [], bookmark: '-end-' as string | null })),
    getSectionFeed: vi.fn(async () => ({ items: [], bookmark: '-end-' as string | null })),
    getUserFollowers: vi.fn(async () => ({ items: [kai, theo], bookmark: null })),
    getUserFollowing: vi.fn(async () => ({ items: [kai], bookmark: null })),
    searchUsers: vi.fn(async () => ({
      items: [{ id: '11', username: 'lou', full_name: 'Lou Reyes' }],
      bookmark: null,
    })),
    inviteToBoard: vi.fn(async () => ({})),
    deleteBoardInvite: vi.fn(async () => null),
    removeBoardCollaborator: vi.fn(async () => null),
    getBoardSection: vi.fn(async () => section),
    updateBoardSection: vi.fn(async (o: { section_id: string; name: string }) => ({
      ...section,
      title: o.name,
      slug: o.name.toLowerCase(),
    })),
    deleteBoardSection: vi.fn(async () => ({ id: section.id })),
    getBoardsPage: vi.fn(async () => ({ items: [], bookmark: null })),
    getUserSavedPins: vi.fn(async () => ({ items: [], bookmark: '-end-' as string | null })),
    createBoard: vi.fn(
      async (o: { name: string }): Promise<BoardDetails> => ({
        ...board,
        id: '41',
        name: o.name,
        url: '/demo/picnics/',
        is_collaborative: false,
      }),
    ),
  };
}

const refused = (message: string, http_status: number) => new ResourceRequestError({ message, http_status });

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('links to the editing pages', () => {
  it('the owner of a board gets Edit board, and on a section Edit section', async () => {
    renderSite('/demo/desserts/', editApi());
    expect(await screen.findByRole('link', { name: T.editBoard })).toHaveAttribute('href', '/board/21/edit/');
    renderSite('/demo/desserts/tarts/', editApi());
    expect(await screen.findByRole('link', { name: T.editSection })).toHaveAttribute(
      'href',
      '/boardsection/31/edit/',
    );
  });

  it('someone who neither owns nor collaborates on the board gets no edit link', async () => {
    renderSite('/mira/desserts/', editApi(someoneElses));
    expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.editBoard })).toBeNull();
  });
});

describe('Create board on the viewer’s own profile', () => {
  it('names the board (required, at most 50), creates it through the store and opens it', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.createBoard.mockRejectedValueOnce(refused('', 500));
    const { router } = renderSite('/demo/', api);
    await user.click(await screen.findByRole('button', { name: BOARD_PICKER_TEXT.create }));
    const dialog = await screen.findByRole('dialog', { name: BOARD_PICKER_TEXT.create });
    const name = within(dialog).getByRole('textbox', { name: T.name });
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(T.nameRequired));
    await user.type(name, 'Picnics');
    await user.click(within(dialog).getByRole('checkbox', { name: T.secret }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.createFailed);
    expect(name).toHaveValue('Picnics');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/picnics/'));
    expect(api.createBoard).toHaveBeenLastCalledWith({
      name: 'Picnics',
      return_existing: true,
      privacy: 'secret',
    });
  });

  it('is not offered on someone else’s profile', async () => {
    const api = editApi();
    api.getUser.mockResolvedValue({ id: '7', username: 'mira', full_name: 'Mira Ito' });
    renderSite('/mira/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Ito' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOARD_PICKER_TEXT.create })).toBeNull();
  });
});

describe('/board/{id}/edit: who may edit', () => {
  it('a logged-out visitor is asked to log in', async () => {
    const api = editApi();
    api.getMe.mockRejectedValue(refused('', 401));
    renderSite('/board/21/edit/', api);
    expect(await screen.findByRole('heading', { name: T.loggedOutHeading })).toBeInTheDocument();
    expect(api.getBoard).not.toHaveBeenCalled();
  });

  it('someone else’s board is not theirs to edit', async () => {
    renderSite('/board/21/edit/', editApi(someoneElses));
    expect(await screen.findByRole('heading', { name: T.forbiddenHeading })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a secret board they may not see (the server’s 403) is not theirs to edit either', async () => {
    const api = editApi();
    api.getBoard.mockRejectedValue(refused("This board is secret: you can't see it.", 403));
    renderSite('/board/21/edit/collaborators/', api);
    expect(await screen.findByRole('heading', { name: T.forbiddenHeading })).toBeInTheDocument();
  });

  it('an unknown board is not found', async () => {
    const api = editApi();
    api.getBoard.mockRejectedValue(refused('Board not found', 404));
    renderSite('/board/21/edit/', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a failed read offers Try again', async () => {
    const api = editApi();
    api.getBoard.mockRejectedValueOnce(refused('', 503));
    renderSite('/board/21/edit/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: T.name })).toHaveValue('Desserts');
  });

  it('a collaborator edits the name and description, not privacy, archive or delete', async () => {
    renderSite('/board/21/edit/', editApi({ ...someoneElses, collaborated_by_me: true }));
    expect(await screen.findByRole('textbox', { name: T.name })).toHaveValue('Desserts');
    expect(screen.queryByRole('checkbox', { name: T.secret })).toBeNull();
    expect(screen.queryByRole('button', { name: T.deleteBoard })).toBeNull();
    expect(screen.getByText(T.ownerOnly)).toBeInTheDocument();
  });
});

describe('/board/{id}/edit: the form', () => {
  it('refuses an empty name, a name over 50 and a description over 500, inline, without a call', async () => {
    const user = userEvent.setup();
    const api = editApi();
    renderSite('/board/21/edit/', api);
    const name = await screen.findByRole('textbox', { name: T.name });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(T.nameRequired));
    // Focus goes to what needs fixing.
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'x'.repeat(BOARD_TITLE_MAX + 1));
    expect(screen.getByText(T.count(BOARD_TITLE_MAX + 1, BOARD_TITLE_MAX))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(T.tooLong(BOARD_TITLE_MAX)));

    await user.clear(name);
    await user.type(name, 'x'.repeat(BOARD_TITLE_MAX));
    const description = screen.getByRole('textbox', { name: T.description });
    await user.clear(description);
    await user.click(description);
    await user.paste('y'.repeat(BOARD_PIN_DESCRIPTION_MAX + 1));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(name).not.toBeInvalid();
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining(T.tooLong(BOARD_PIN_DESCRIPTION_MAX)),
    );
    expect(api.updateBoard).not.toHaveBeenCalled();
  });

  it('a refused save keeps what was typed and says why with the server’s message; then it saves', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.updateBoard.mockRejectedValueOnce(refused('There is already a board named Cakes.', 409));
    renderSite('/board/21/edit/', api);
    const name = await screen.findByRole('textbox', { name: T.name });
    await user.clear(name);
    await user.type(name, 'Cakes');
    await user.click(screen.getByRole('checkbox', { name: T.secret }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${T.saveFailed} There is already a board named Cakes.`,
    );
    expect(api.updateBoard).toHaveBeenCalledWith({ board_id: '21', name: 'Cakes', privacy: 'secret' });
    expect(name).toHaveValue('Cakes');
    expect(screen.getByRole('checkbox', { name: T.secret })).toBeChecked();
    // The store put the old name back: the way back still names the board as it is.
    expect(screen.getByRole('link', { name: T.backToBoard('Desserts') })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Bakes');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: T.backToBoard('Bakes') })).toHaveAttribute(
      'href',
      '/demo/desserts/',
    );
  });

  it('Delete board asks first; Cancel keeps it; Delete deletes and goes to the owner’s profile', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const { router } = renderSite('/board/21/edit/', api);
    await user.click(await screen.findByRole('button', { name: T.deleteBoard }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteBoardHeading });
    expect(dialog).toHaveTextContent(T.deleteBoardBody('Desserts'));
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deleteBoard).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: T.deleteBoard }));
    const again = await screen.findByRole('alertdialog', { name: T.deleteBoardHeading });
    await user.click(within(again).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/'));
    expect(api.deleteBoard).toHaveBeenCalledWith({ board_id: '21' });
  });

  it('a failed delete stays on the page and says so', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.deleteBoard.mockRejectedValueOnce(refused('', 500));
    const { router } = renderSite('/board/21/edit/', api);
    await user.click(await screen.findByRole('button', { name: T.deleteBoard }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.deleteBoardFailed);
    expect(router.state.location.pathname).toBe('/board/21/edit/');
  });
});

describe('/board/{id}/edit/collaborators', () => {
  it('lists the owner, a collaborator and an invitee', async () => {
    renderSite('/board/21/edit/collaborators/', editApi());
    const list = await screen.findByRole('list', { name: T.collaboratorsHeading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(`Theo Park@theo${T.collaborator}${T.remove}`),
      expect.stringContaining(`Ana Lima@ana${T.invited}${T.withdraw}`),
    ]);
    expect(screen.getByRole('list', { name: T.owner })).toHaveTextContent('Demo Person');
  });

  it('Remove takes them off at once; a failure puts them back in place and says so; again, it works (§4, §6, §8)', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const first = deferred<null>();
    api.removeBoardCollaborator.mockImplementationOnce(() => first.promise);
    renderSite('/board/21/edit/collaborators/', api);
    const list = await screen.findByRole('list', { name: T.collaboratorsHeading });
    const theoRow = () => within(list).queryByText('Theo Park');
    await user.click(within(list).getByRole('button', { name: T.remove }));
    expect(theoRow()).toBeNull();
    expect(api.removeBoardCollaborator).toHaveBeenCalledWith({
      board_id: '21',
      invited_user_id: '8',
      field_set_key: 'boardEdit',
    });
    first.reject(refused('', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.removeFailed('Theo Park'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Theo Park');

    await user.click(within(list).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed('Theo Park'))).toBeInTheDocument();
    expect(theoRow()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.removeBoardCollaborator).toHaveBeenCalledTimes(2);
  });

  it('Withdraw removes a pending invite through the invite resource (§6)', async () => {
    const user = userEvent.setup();
    const api = editApi();
    renderSite('/board/21/edit/collaborators/', api);
    const list = await screen.findByRole('list', { name: T.collaboratorsHeading });
    await user.click(within(list).getByRole('button', { name: T.withdraw }));
    await waitFor(() => expect(within(list).queryByText('Ana Lima')).toBeNull());
    expect(api.deleteBoardInvite).toHaveBeenCalledWith({ board_id: '21', invited_user_id: '9' });
    expect(api.removeBoardCollaborator).not.toHaveBeenCalled();
  });

  it('a collaborator can withdraw invites but not remove other collaborators', async () => {
    renderSite('/board/21/edit/collaborators/', editApi({ ...someoneElses, collaborated_by_me: true }));
    const list = await screen.findByRole('list', { name: T.collaboratorsHeading });
    expect(within(list).queryByRole('button', { name: T.remove })).toBeNull();
    expect(within(list).getByRole('button', { name: T.withdraw })).toBeInTheDocument();
  });
});

describe('/board/{id}/edit/add_collaborators', () => {
  it('suggests the viewer’s people once each, invites, and the invite can be withdrawn', async () => {
    const user = userEvent.setup();
    const api = editApi();
    renderSite('/board/21/edit/add_collaborators/', api);
    const list = await screen.findByRole('list', { name: T.suggestions });
    // Kai follows and is followed: once; Theo already collaborates: his standing, no Invite.
    expect(within(list).getAllByText('Kai Berg')).toHaveLength(1);
    expect(within(list).queryByText('Theo Park')).toBeNull();
    await user.click(within(list).getByRole('button', { name: T.invite }));
    expect(api.inviteToBoard).toHaveBeenCalledWith({ board_id: '21', invited_user_id: '10' });
    expect(await within(list).findByText(T.invited)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: T.withdraw }));
    expect(await within(list).findByRole('button', { name: T.invite })).toBeInTheDocument();
    expect(api.deleteBoardInvite).toHaveBeenCalledWith({ board_id: '21', invited_user_id: '10' });
  });

  it('searches people and says when an invite fails', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.inviteToBoard.mockRejectedValueOnce(refused('', 500));
    renderSite('/board/21/edit/add_collaborators/', api);
    await user.type(await screen.findByRole('searchbox', { name: T.searchLabel }), 'lou');
    await user.click(screen.getByRole('button', { name: T.search }));
    const list = await screen.findByRole('list', { name: T.results('lou') });
    expect(api.searchUsers).toHaveBeenCalledWith({ query: 'lou' });
    await user.click(within(list).getByRole('button', { name: T.invite }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.inviteFailed('Lou Reyes'));
    expect(within(list).getByRole('button', { name: T.invite })).toBeInTheDocument();
  });
});

describe('/boardsection/{id}/edit', () => {
  it('renames the section; a refused rename keeps the text; the way back is the new path', async () => {
    const user = userEvent.setup();
    const api = editApi();
    api.updateBoardSection.mockRejectedValueOnce(refused('The board already has a section named Pies.', 409));
    renderSite('/boardsection/31/edit/', api);
    const name = await screen.findByRole('textbox', { name: T.name });
    expect(screen.getByText(T.sectionOf('Desserts'))).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(T.nameRequired));
    await user.type(name, 'Pies');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${T.saveFailed} The board already has a section named Pies.`,
    );
    expect(name).toHaveValue('Pies');
    await user.clear(name);
    await user.type(name, 'Crumbles');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('link', { name: T.backToSection('Crumbles') })).toHaveAttribute(
      'href',
      '/demo/desserts/crumbles/',
    );
    expect(api.updateBoardSection).toHaveBeenLastCalledWith({ section_id: '31', name: 'Crumbles' });
  });

  it('deletes the section after asking, then shows the board', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const { router } = renderSite('/boardsection/31/edit/', api);
    await user.click(await screen.findByRole('button', { name: T.deleteSection }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteSectionHeading });
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/desserts/'));
    expect(api.deleteBoardSection).toHaveBeenCalledWith({ section_id: '31' });
  });

  it('a section of someone else’s board is not theirs to edit', async () => {
    renderSite('/boardsection/31/edit/', editApi(someoneElses));
    expect(await screen.findByRole('heading', { name: T.forbiddenHeading })).toBeInTheDocument();
  });
});
