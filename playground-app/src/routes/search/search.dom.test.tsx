import { ResourceRequestError } from '@tessera/api';
import type { Board, Pin, User } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { SEARCH_TAB_LABEL, SEARCH_TEXT } from './searchText.ts';

const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const boards: Board[] = [
  { id: '21', name: 'Soup nights', username: 'mira', url: '/mira/soup-nights/', pin_count: 3 },
];
const users: User[] = [{ id: '7', username: 'mira', full_name: 'Mira Ito' }];

function searchApi() {
  const api = fakeApi();
  return {
    ...api,
    searchPins: vi.fn(async () => ({
      items: [pinOf('101', 'Lentil soup'), pinOf('102', 'Miso soup')],
      bookmark: null,
    })),
    searchBoards: vi.fn(async () => ({ items: boards, bookmark: null })),
    searchUsers: vi.fn(async () => ({ items: users, bookmark: null })),
  };
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the search page (issue 12)', () => {
  it('shows the pins of the query in the SearchItem grid, titled by the query', async () => {
    const api = searchApi();
    renderSite('/search/pins/?q=soup', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: SEARCH_TEXT.heading('soup') }),
    ).toBeInTheDocument();
    const feed = await screen.findByRole('feed', { name: `${SEARCH_TAB_LABEL.pins}: soup` });
    expect(await within(feed).findAllByRole('article')).toHaveLength(2);
    expect(api.searchPins).toHaveBeenCalledWith({ query: 'soup', scope: 'pins' }, null);
    await waitFor(() => expect(document.title).toMatch(/^soup - Search/));
  });

  it('has a tab for every §2 search scope; choosing one goes to its own URL', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    const { router } = renderSite('/search/pins/?q=soup', api);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(Object.values(SEARCH_TAB_LABEL));
    await user.click(screen.getByRole('tab', { name: SEARCH_TAB_LABEL.boards }));
    expect(await screen.findByRole('link', { name: 'Soup nights' })).toHaveAttribute(
      'href',
      '/mira/soup-nights/',
    );
    expect(router.state.location.pathname).toBe('/search/boards/');
    expect(api.searchBoards).toHaveBeenCalledWith({ query: 'soup' });
    await user.click(screen.getByRole('tab', { name: SEARCH_TAB_LABEL.users }));
    expect(await screen.findByRole('link', { name: 'Mira Ito' })).toHaveAttribute('href', '/mira/');
    await user.click(screen.getByRole('tab', { name: SEARCH_TAB_LABEL.videos }));
    await waitFor(() =>
      expect(api.searchPins).toHaveBeenCalledWith({ query: 'soup', scope: 'videos' }, null),
    );
  });

  it('says so when nothing matches, and asks for a query when there is none', async () => {
    const api = searchApi();
    api.searchBoards.mockResolvedValue({ items: [], bookmark: null });
    const view = renderSite('/search/boards/?q=zzz', api);
    expect(await screen.findByText(SEARCH_TEXT.noResults('zzz'))).toBeInTheDocument();
    view.unmount();
    renderSite('/search/', api);
    expect(await screen.findByText(SEARCH_TEXT.emptyQuery)).toBeInTheDocument();
  });

  it('a logged-out visitor is asked to log in for the tabs of their own content', async () => {
    const api = searchApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/search/my_pins/?q=soup', api);
    expect(await screen.findByText(SEARCH_TEXT.logInForTab, { exact: false })).toBeInTheDocument();
    expect(api.searchPins).not.toHaveBeenCalled();
  });

  it('a failed search shows the error with Try again, which searches again', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    api.searchBoards.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSite('/search/boards/?q=soup', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Soup nights' })).toBeInTheDocument();
  });
});
