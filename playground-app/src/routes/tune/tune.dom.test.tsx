import { type BoardDetails, ResourceRequestError, type Topic } from '@tessera/api';
import { messages, type User, unfollowMessage } from '@tessera/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { FOLLOW_TEXT } from '../../shared/followText.ts';
import { ACCOUNT_TEXT } from '../account/accountText.ts';
import { PROFILE_TEXT } from '../profile/profileText.ts';
import { TUNE_TEXT } from './tuneText.ts';

const travel: Topic = { id: '32', name: 'Travel', url_name: 'travel', followed_by_me: true };
const ramen: Topic = { id: '33', name: 'Ramen', url_name: 'ramen', followed_by_me: true };
const desserts: BoardDetails = {
  id: '21',
  name: 'Desserts',
  username: 'mira',
  url: '/mira/desserts/',
  description: '',
  archived: false,
  section_count: 0,
  is_collaborative: false,
  collaborator_count: 0,
  collaborated_by_me: false,
  followed_by_me: true,
  is_owner: false,
};
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park', explicitly_followed_by_me: true };
const none = { items: [], bookmark: null };
const refused = () => new ResourceRequestError({ http_status: 500, message: 'No' });

function tuneApi() {
  return {
    ...fakeApi(),
    getFollowedTopics: vi.fn(async () => ({ items: [travel], bookmark: null as string | null })),
    getFollowedBoards: vi.fn(async () => ({ items: [desserts], bookmark: null as string | null })),
    getUserFollowing: vi.fn(async () => ({ items: [theo], bookmark: null as string | null })),
    followInterest: vi.fn(async () => ({ followed: true })),
    unfollowInterest: vi.fn(async () => ({ followed: false })),
    unfollowBoard: vi.fn(async () => ({ followed_by_me: false })),
    unfollowUser: vi.fn(async () => ({ followed: false })),
  };
}

/** The item of the list `list` that has a link named `name`. */
async function itemOf(list: string, name: string) {
  const found = await screen.findByRole('list', { name: list });
  return within(found).getByRole('link', { name }).closest('li') as HTMLElement;
}

beforeAll(() => stubBrowserForSite());

describe('/edit, Tune your home feed (issue 13)', () => {
  it('lists the topics, boards and people the viewer follows, each with Following', async () => {
    const api = tuneApi();
    renderSite('/edit/', api);
    expect(await screen.findByRole('heading', { level: 1, name: messages.tuneHomeFeed })).toBeInTheDocument();
    expect(api.getFollowedTopics).toHaveBeenCalledWith();
    expect(api.getFollowedBoards).toHaveBeenCalledWith();
    expect(api.getUserFollowing).toHaveBeenCalledWith({ username: 'demo' });
    for (const heading of [TUNE_TEXT.topics, TUNE_TEXT.boards, TUNE_TEXT.people])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();

    const topic = await itemOf(TUNE_TEXT.topics, 'Travel');
    expect(within(topic).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/topics/travel/');
    expect(within(topic).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    const board = await itemOf(TUNE_TEXT.boards, 'Desserts');
    expect(within(board).getByRole('link', { name: 'Desserts' })).toHaveAttribute('href', '/mira/desserts/');
    expect(within(board).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    const person = await itemOf(TUNE_TEXT.people, 'Theo Park');
    expect(within(person).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: TUNE_TEXT.homeFeed })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: TUNE_TEXT.findTopics })).toHaveAttribute('href', '/topics/');
    expect(document.title).toMatch(new RegExp(`^${messages.tuneHomeFeed} \\|`));
  });

  it('unfollows a topic, a board and a person, each with its §8 message, and can follow the topic again', async () => {
    const user = userEvent.setup();
    const api = tuneApi();
    renderSite('/edit/', api);
    const topic = await itemOf(TUNE_TEXT.topics, 'Travel');
    await user.click(within(topic).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(api.unfollowInterest).toHaveBeenCalledWith({ interest_id: '32' });
    expect(await screen.findByText(unfollowMessage({ kind: 'topic', name: 'Travel' }))).toBeInTheDocument();
    expect(within(topic).getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();

    const board = await itemOf(TUNE_TEXT.boards, 'Desserts');
    await user.click(within(board).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(api.unfollowBoard).toHaveBeenCalledWith('21');
    expect(await screen.findByText(unfollowMessage({ kind: 'board', name: 'Desserts' }))).toBeInTheDocument();

    const person = await itemOf(TUNE_TEXT.people, 'Theo Park');
    await user.click(within(person).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(api.unfollowUser).toHaveBeenCalledWith({ user_id: '8' });
    expect(await screen.findByText(unfollowMessage({ kind: 'user', name: 'Theo Park' }))).toBeInTheDocument();

    await user.click(within(topic).getByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(api.followInterest).toHaveBeenCalledWith({ interest_id: '32' });
    expect(await within(topic).findByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
  });

  it('an unfollow the server refuses is rolled back, with a message', async () => {
    const user = userEvent.setup();
    const api = tuneApi();
    api.unfollowInterest.mockRejectedValue(refused());
    api.unfollowBoard.mockRejectedValue(refused());
    renderSite('/edit/', api);
    const topic = await itemOf(TUNE_TEXT.topics, 'Travel');
    await user.click(within(topic).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Travel'))).toBeInTheDocument();
    expect(within(topic).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    expect(screen.queryByText(unfollowMessage({ kind: 'topic', name: 'Travel' }))).toBeNull();

    const board = await itemOf(TUNE_TEXT.boards, 'Desserts');
    await user.click(within(board).getByRole('button', { name: FOLLOW_TEXT.following }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Desserts'))).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
  });

  it('says so for each list the viewer follows nothing in, and points to the topics', async () => {
    const api = tuneApi();
    api.getFollowedTopics.mockResolvedValue(none);
    api.getFollowedBoards.mockResolvedValue(none);
    api.getUserFollowing.mockResolvedValue(none);
    renderSite('/edit/', api);
    expect(await screen.findByText(TUNE_TEXT.empty.topics)).toBeInTheDocument();
    expect(screen.getByText(TUNE_TEXT.empty.boards)).toBeInTheDocument();
    expect(screen.getByText(TUNE_TEXT.empty.people)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: TUNE_TEXT.topics })).toBeNull();
    expect(screen.getByRole('link', { name: TUNE_TEXT.findTopics })).toHaveAttribute('href', '/topics/');
  });

  it('each list pages with its own Show more', async () => {
    const user = userEvent.setup();
    const api = tuneApi();
    api.getFollowedTopics
      .mockResolvedValueOnce({ items: [travel], bookmark: 'more-topics' })
      .mockResolvedValueOnce({ items: [ramen], bookmark: null });
    renderSite('/edit/', api);
    await itemOf(TUNE_TEXT.topics, 'Travel');
    const more = screen.getAllByRole('button', { name: PROFILE_TEXT.showMore });
    expect(more).toHaveLength(1);
    await user.click(more[0] as HTMLElement);
    expect(await itemOf(TUNE_TEXT.topics, 'Ramen')).toBeInTheDocument();
    expect(api.getFollowedTopics).toHaveBeenLastCalledWith({}, 'more-topics');
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.showMore })).toBeNull();
  });

  it('logged out, it asks to log in and reads nothing it cannot', async () => {
    const api = tuneApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/edit/', api);
    expect(await screen.findByRole('heading', { level: 1, name: messages.tuneHomeFeed })).toBeInTheDocument();
    expect(screen.getByText(TUNE_TEXT.loggedOut)).toBeInTheDocument();
    // Log in: the login page, which comes back here (the header has a Log in of its own).
    expect(within(screen.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fedit%2F',
    );
    expect(api.getFollowedTopics).not.toHaveBeenCalled();
    expect(api.getFollowedBoards).not.toHaveBeenCalled();
  });

  it('a failed read offers Try again', async () => {
    const user = userEvent.setup();
    const api = tuneApi();
    api.getFollowedBoards.mockRejectedValueOnce(refused());
    renderSite('/edit/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await itemOf(TUNE_TEXT.boards, 'Desserts')).toBeInTheDocument();
  });
});
