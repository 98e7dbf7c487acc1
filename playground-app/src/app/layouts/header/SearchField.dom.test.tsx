/**
 * Issue 30, the header's search field: it shows the query of the search page it is on (empty
 * elsewhere); an empty focus offers recent searches (clearable) and trending; typing offers
 * searches, boards with cover and owner, and people; a search suggestion opens the results.
 */
import { ResourceRequestError } from '@tessera/api';
import type { SearchSuggestions } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../testing.tsx';
import { readRecentSearches, recordSearch } from './recentSearches.ts';
import { SEARCH_FIELD_TEXT } from './searchFieldText.ts';

const typed: SearchSuggestions = {
  queries: ['balcony garden', 'balcony plants'],
  boards: [
    {
      id: '21',
      name: 'Balcony garden',
      username: 'nia',
      url: '/nia/balcony-garden/',
      pin_count: 9,
      cover_images: ['/media/236x/aa/bb/cc/1.jpg'],
      owner: { id: '7', username: 'nia', fullName: 'Nia Costa' },
    },
  ],
  people: [{ id: '8', username: 'balcowner', full_name: 'Bal Cowner' }],
  recent: [],
  trending: [],
};

function suggestingApi(recent: string[] = []) {
  const api = fakeApi();
  api.searchSuggestions.mockImplementation(async ({ query }) =>
    query === ''
      ? {
          queries: [],
          boards: [],
          people: [],
          recent: recent.map((q, i) => ({ query: q, scope: 'pins', ts: i })),
          trending: ['pasta', 'garden'],
        }
      : typed,
  );
  return api;
}

beforeAll(() => stubBrowserForSite());
afterEach(() => window.localStorage.clear());

const field = () => screen.getByRole('combobox', { name: SEARCH_FIELD_TEXT.label });
const findField = () => screen.findByRole('combobox', { name: SEARCH_FIELD_TEXT.label });

describe('the header search field (issue 30)', () => {
  it('shows the query of the search page on a direct load, and is empty on other pages', async () => {
    const { router } = renderSite('/search/pins/?q=garden', suggestingApi());
    expect(await findField()).toHaveValue('garden');
    await router.navigate('/today/');
    await waitFor(() => expect(field()).toHaveValue(''));
    await router.navigate('/search/boards/?q=tart');
    await waitFor(() => expect(field()).toHaveValue('tart'));
  });

  it('an empty focus offers the recent searches (clearable, on the server) and trending', async () => {
    const user = userEvent.setup();
    const api = suggestingApi(['soup']);
    renderSite('/today/', api);
    await user.click(await findField());
    const list = await screen.findByRole('listbox');
    const recent = await within(list).findByRole('group', { name: SEARCH_FIELD_TEXT.recent });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['soup', SEARCH_FIELD_TEXT.clearRecent]);
    const trending = within(list).getByRole('group', { name: SEARCH_FIELD_TEXT.trending });
    expect(
      within(trending)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['pasta', 'garden']);
    expect(api.searchSuggestions).toHaveBeenCalledWith({ query: '' }, expect.anything());
    api.searchSuggestions.mockClear();
    await user.click(within(recent).getByRole('option', { name: SEARCH_FIELD_TEXT.clearRecent }));
    expect(api.clearRecentSearches).toHaveBeenCalled();
    // Asked again after the clear.
    await waitFor(() => expect(api.searchSuggestions).toHaveBeenCalled());
  });

  it('a logged-out visitor’s recent searches are the browser’s, and Clear forgets them', async () => {
    const user = userEvent.setup();
    const api = suggestingApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    recordSearch('tart', 'pins', 1);
    renderSite('/today/', api);
    await user.click(await findField());
    const recent = await screen.findByRole('group', { name: SEARCH_FIELD_TEXT.recent });
    expect(within(recent).getByRole('option', { name: 'tart' })).toBeInTheDocument();
    await user.click(within(recent).getByRole('option', { name: SEARCH_FIELD_TEXT.clearRecent }));
    expect(readRecentSearches()).toEqual([]);
    expect(api.clearRecentSearches).not.toHaveBeenCalled();
  });

  it('typing offers searches, boards with cover and owner, and people; a search opens the results', async () => {
    const user = userEvent.setup();
    const api = suggestingApi();
    const { router } = renderSite('/today/', api);
    await user.type(await findField(), 'balc');
    const searches = await screen.findByRole('group', { name: SEARCH_FIELD_TEXT.queries });
    expect(
      within(searches)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['balcony garden', 'balcony plants']);
    const boards = screen.getByRole('group', { name: SEARCH_FIELD_TEXT.boards });
    const board = within(boards).getByRole('option');
    expect(board).toHaveTextContent(`Balcony garden${SEARCH_FIELD_TEXT.boardOwner('Nia Costa')}`);
    expect(board.querySelector('img')).toHaveAttribute('src', '/media/236x/aa/bb/cc/1.jpg');
    expect(
      within(screen.getByRole('group', { name: SEARCH_FIELD_TEXT.people })).getByRole('option'),
    ).toHaveTextContent('Bal Cowner@balcowner');
    await user.click(within(searches).getByRole('option', { name: 'balcony garden' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=balcony%20garden'));
    expect(router.state.location.pathname).toBe('/search/pins/');
    expect(api.recordSearch).toHaveBeenCalledWith({ query: 'balcony garden', scope: 'pins' });
    expect(field()).toHaveValue('balcony garden');
  });

  it('Enter searches what was typed; a board suggestion opens the board', async () => {
    const user = userEvent.setup();
    const api = suggestingApi();
    const { router } = renderSite('/today/', api);
    await user.type(await findField(), 'balc{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=balc'));
    await user.clear(field());
    await user.type(field(), 'balc');
    const boards = await screen.findByRole('group', { name: SEARCH_FIELD_TEXT.boards });
    await user.click(within(boards).getByRole('option'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nia/balcony-garden/'));
    expect(field()).toHaveValue('');
    vi.restoreAllMocks();
  });
});
