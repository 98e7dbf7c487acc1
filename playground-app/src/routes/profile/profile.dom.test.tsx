import { ResourceRequestError } from '@tessera/api';
import { type Board, type Pin, type User, unfollowMessage } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { FOLLOW_TEXT } from '../../shared/followText.ts';
import { ACCOUNT_TEXT } from '../account/accountText.ts';
import { PROFILE_TEXT } from './profileData.ts';

const mira: User = {
  id: '7',
  username: 'mira',
  full_name: 'Mira Ito',
  follower_count: 3,
  following_count: 1,
  explicitly_followed_by_me: false,
  blocked_by_me: false,
};
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park', explicitly_followed_by_me: true };
const boards: Board[] = [
  { id: '21', name: 'Desserts', username: 'mira', url: '/mira/desserts/', pin_count: 2 },
  { id: '22', name: 'Plans', username: 'mira', url: '/mira/plans/', pin_count: 0, privacy: 'secret' },
];
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const end = '-end-' as string | null;

function profileApi(user: User = mira) {
  const api = fakeApi();
  return {
    ...api,
    getUser: vi.fn(async ({ username }: { username?: string }) =>
      username === 'demo' ? { ...DEMO_VIEWER, follower_count: 0, following_count: 1 } : user,
    ),
    getBoardsPage: vi.fn(async () => ({ items: boards, bookmark: null })),
    getUserPins: vi.fn(async () => ({ items: [pinOf('101', 'Lemon tart')], bookmark: end })),
    getUserTriedPins: vi.fn(async () => ({ items: [pinOf('102', 'Plum cake')], bookmark: end })),
    getUserSavedPins: vi.fn(async () => ({ items: [pinOf('103', 'Fig jam')], bookmark: end })),
    getUserFollowers: vi.fn(async () => ({ items: [theo], bookmark: 'next' as string | null })),
    getUserFollowing: vi.fn(async () => ({ items: [theo], bookmark: null as string | null })),
    getFollowingFeed: vi.fn(async () => ({ items: [pinOf('104', 'Pear crumble')], bookmark: end })),
    followUser: vi.fn(async () => ({ followed: true })),
    unfollowUser: vi.fn(async () => ({ followed: false })),
    blockUser: vi.fn(async () => ({ blocked: true })),
    unblockUser: vi.fn(async () => ({ blocked: false })),
  };
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the profile pages (issue 12)', () => {
  it('/{username}/ shows the header with counts and the Saved tab with the boards and their covers', async () => {
    const api = profileApi();
    renderSite('/mira/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Ito' })).toBeInTheDocument();
    expect(api.getUser).toHaveBeenCalledWith({ username: 'mira' });
    expect(screen.getByText('@mira')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 followers' })).toHaveAttribute('href', '/mira/followers/');
    expect(screen.getByRole('link', { name: '1 following' })).toHaveAttribute('href', '/mira/following/');
    expect(screen.getByRole('tab', { name: PROFILE_TEXT.tab.saved })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = screen.getByRole('list', { name: PROFILE_TEXT.boards });
    expect(within(list).getByRole('link', { name: 'Desserts' })).toHaveAttribute('href', '/mira/desserts/');
    expect(within(list).getByText('0 Pins · Secret')).toBeInTheDocument();
    // Someone else's profile: no boardless pins (the owner's only, §5).
    expect(api.getUserSavedPins).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toMatch(/^Mira Ito \(@mira\) \|/));
  });

  it('the Created and Tried tabs go to their paths and grid the user’s pins', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    const { router } = renderSite('/mira/', api);
    await user.click(await screen.findByRole('tab', { name: PROFILE_TEXT.tab.created }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mira/_created/'));
    const created = await screen.findByRole('feed', { name: 'Created: Mira Ito' });
    expect(await within(created).findByText('Lemon tart')).toBeInTheDocument();
    expect(api.getUserPins).toHaveBeenCalledWith({ username: 'mira' }, null);
    await user.click(screen.getByRole('tab', { name: PROFILE_TEXT.tab.tried }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mira/tried/'));
    const tried = await screen.findByRole('feed', { name: 'Tried: Mira Ito' });
    expect(await within(tried).findByText('Plum cake')).toBeInTheDocument();
  });

  it('an empty Created tab says so', async () => {
    const api = profileApi();
    api.getUserPins.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/mira/_created/', api);
    expect(await screen.findByText(PROFILE_TEXT.empty.created('Mira Ito'))).toBeInTheDocument();
  });

  it('follows through the store: the follower count follows, and unfollowing says what it means', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    renderSite('/mira/', api);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Mira Ito' })).closest(
      'header',
    ) as HTMLElement;
    await user.click(within(header).getByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(api.followUser).toHaveBeenCalledWith({ user_id: '7' });
    expect(await within(header).findByRole('link', { name: '4 followers' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(await screen.findByText(unfollowMessage({ kind: 'user', name: 'Mira Ito' }))).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '3 followers' })).toBeInTheDocument();
  });

  it('a follow the server refuses goes back and says so (§8)', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    api.followUser.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'No' }));
    renderSite('/mira/', api);
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Mira Ito'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();
  });

  it('blocking hides the pins and Follow; a refused block is rolled back with a message', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    renderSite('/mira/', api);
    await user.click(await screen.findByRole('button', { name: PROFILE_TEXT.block }));
    expect(api.blockUser).toHaveBeenCalledWith({ blocked_user_id: '7' });
    expect(await screen.findByText(PROFILE_TEXT.blockedNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FOLLOW_TEXT.follow })).toBeNull();
    api.unblockUser.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'No' }));
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.unblock }));
    expect(await screen.findByText(PROFILE_TEXT.blockFailed('Mira Ito'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROFILE_TEXT.unblock })).toBeInTheDocument();
  });

  it('the followers list pages with Show more and each person can be followed', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    api.getUserFollowers.mockResolvedValueOnce({ items: [theo], bookmark: 'next' }).mockResolvedValueOnce({
      items: [{ ...theo, id: '9', username: 'ana', full_name: 'Ana Ruiz' }],
      bookmark: null,
    });
    renderSite('/mira/followers/', api);
    const list = await screen.findByRole('list', { name: PROFILE_TEXT.followersHeading('Mira Ito') });
    expect(within(list).getByRole('link', { name: 'Theo Park' })).toHaveAttribute('href', '/theo/');
    expect(within(list).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.showMore }));
    expect(await within(list).findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(api.getUserFollowers).toHaveBeenLastCalledWith({ username: 'mira' }, 'next');
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.showMore })).toBeNull();
  });

  it('the viewer’s own following page has the following feed (FollowingFeedGrid) and their Saved tab the boardless pins', async () => {
    const api = profileApi();
    renderSite('/demo/following/', api);
    const feed = await screen.findByRole('feed', { name: PROFILE_TEXT.followingFeed });
    expect(await within(feed).findByText('Pear crumble')).toBeInTheDocument();
    // Own profile: no Follow or Block of oneself.
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.block })).toBeNull();
    clearFeedCache();
  });

  it('the owner’s Saved tab has the pins saved to the profile (BoardlessPins)', async () => {
    const api = profileApi();
    renderSite('/demo/_saved/', api);
    const feed = await screen.findByRole('feed', { name: PROFILE_TEXT.boardless });
    expect(await within(feed).findByText('Fig jam')).toBeInTheDocument();
    expect(api.getUserSavedPins).toHaveBeenCalledWith({ username: 'demo', boardless: true }, null);
  });

  it('/me/ goes to the viewer’s profile; logged out it asks to log in', async () => {
    const api = profileApi();
    const { router } = renderSite('/me/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo' })).toBeInTheDocument();
  });

  it('/me/ logged out asks to log in', async () => {
    const api = profileApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/me/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: PROFILE_TEXT.ownProfileHeading }),
    ).toBeInTheDocument();
    // Log in: the login page, then back here.
    expect(within(screen.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fme%2F',
    );
  });

  it('an unknown user and the _tools sub-page are the not-found page; a failed read offers Try again', async () => {
    const api = profileApi();
    api.getUser.mockRejectedValueOnce(new ResourceRequestError({ http_status: 404, message: 'No user' }));
    const first = renderSite('/nobody/', api);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    first.unmount();
    const second = renderSite('/mira/_tools/', api);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    second.unmount();
    api.getUser.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: 'Down' }));
    renderSite('/mira/', api);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
