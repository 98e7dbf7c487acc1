import { ResourceRequestError, type Topic } from '@tessera/api';
import { EVENT_TYPE, type Pin, unfollowMessage } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { FOLLOW_TEXT } from '../../shared/followText.ts';
import { LOGIN_PROMPT_TEXT } from '../../shared/usePinActions.ts';
import { PROFILE_TEXT } from '../profile/profileText.ts';
import { TOPICS_TEXT } from './topicsText.ts';

const pasta: Topic = { id: '31', name: 'Pasta', url_name: 'pasta', followed_by_me: false };
const travel: Topic = { id: '32', name: 'Travel', url_name: 'travel', followed_by_me: true };
const ramen: Topic = { id: '33', name: 'Ramen', url_name: 'ramen', followed_by_me: false };
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const end = null as string | null;
const refused = () => new ResourceRequestError({ http_status: 500, message: 'No' });

function topicsApi() {
  return {
    ...fakeApi(),
    getTopics: vi.fn(async () => ({ items: [pasta, travel], bookmark: 'next' as string | null })),
    getTopic: vi.fn(async ({ url_name }: { url_name?: string }) => (url_name === 'travel' ? travel : pasta)),
    getTopicFeed: vi.fn(async () => ({ items: [pinOf('101', 'Lemon pasta')], bookmark: end })),
    followInterest: vi.fn(async () => ({ followed: true })),
    unfollowInterest: vi.fn(async () => ({ followed: false })),
  };
}

function loggedOut<T extends ReturnType<typeof fakeApi>>(api: T): T {
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
  return api;
}

/** The row of the topics list that names `name`. */
async function rowOf(name: string) {
  const list = await screen.findByRole('list', { name: TOPICS_TEXT.heading });
  const link = within(list).getByRole('link', { name });
  return link.closest('li') as HTMLElement;
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('/topics (issue 13)', () => {
  it('lists the topics, each a link to its page with the viewer’s follow, and pages with Show more', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    api.getTopics
      .mockResolvedValueOnce({ items: [pasta, travel], bookmark: 'next' })
      .mockResolvedValueOnce({ items: [ramen], bookmark: null });
    renderSite('/topics/', api);
    expect(await screen.findByRole('heading', { level: 1, name: TOPICS_TEXT.heading })).toBeInTheDocument();
    expect(api.getTopics).toHaveBeenCalledWith();
    const pastaRow = await rowOf('Pasta');
    expect(within(pastaRow).getByRole('link', { name: 'Pasta' })).toHaveAttribute('href', '/topics/pasta/');
    expect(within(pastaRow).getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();
    expect(
      within(await rowOf('Travel')).getByRole('button', { name: FOLLOW_TEXT.following }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Topics \|/));

    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.showMore }));
    expect(
      await within(await rowOf('Ramen')).findByRole('button', { name: FOLLOW_TEXT.follow }),
    ).toBeVisible();
    expect(api.getTopics).toHaveBeenLastCalledWith({}, 'next');
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.showMore })).toBeNull();
  });

  it('follows a topic from the list through the store', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    renderSite('/topics/', api);
    const row = await rowOf('Pasta');
    await user.click(within(row).getByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(api.followInterest).toHaveBeenCalledWith({ interest_id: '31' });
    expect(await within(row).findByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
  });

  it('with no topics says so', async () => {
    const api = topicsApi();
    api.getTopics.mockResolvedValue({ items: [], bookmark: null });
    renderSite('/topics/', api);
    expect(await screen.findByText(TOPICS_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.showMore })).toBeNull();
  });

  it('a failed read offers Try again, which reads again', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    api.getTopics.mockRejectedValueOnce(refused());
    renderSite('/topics/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await rowOf('Pasta')).toBeInTheDocument();
  });

  it('logged out, Follow asks to log in and changes nothing', async () => {
    const user = userEvent.setup();
    const api = loggedOut(topicsApi());
    renderSite('/topics/', api);
    await user.click(within(await rowOf('Pasta')).getByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(await screen.findByText(LOGIN_PROMPT_TEXT.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOGIN_PROMPT_TEXT.action })).toBeInTheDocument();
    expect(api.followInterest).not.toHaveBeenCalled();
  });
});

describe('/topics/{urlName} (issue 13)', () => {
  it('shows the topic with Follow, a way back to all topics, and its pins in a grid', async () => {
    const api = topicsApi();
    renderSite('/topics/pasta/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pasta' })).toBeInTheDocument();
    expect(api.getTopic).toHaveBeenCalledWith({ url_name: 'pasta' });
    expect(screen.getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TOPICS_TEXT.allTopics })).toHaveAttribute('href', '/topics/');
    const feed = await screen.findByRole('feed', { name: TOPICS_TEXT.feed('Pasta') });
    expect(await within(feed).findByText('Lemon pasta')).toBeInTheDocument();
    expect(api.getTopicFeed).toHaveBeenCalledWith({ url_name: 'pasta' }, null);
    await waitFor(() => expect(document.title).toMatch(/^Pasta \|/));
  });

  it('follow, then unfollow with the §8 message', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    renderSite('/topics/pasta/', api);
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(api.followInterest).toHaveBeenCalledWith({ interest_id: '31' });
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.following }));
    expect(api.unfollowInterest).toHaveBeenCalledWith({ interest_id: '31' });
    expect(await screen.findByText(unfollowMessage({ kind: 'topic', name: 'Pasta' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();
    // §7 a topic's follow logs 601, its unfollow 602, through the app's logger (after its 1 s batching).
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .filter((event) => event.object_id_str === '31')
            .map((event) => event.event_type),
        ).toEqual([EVENT_TYPE.codes.TOPIC_FOLLOW, EVENT_TYPE.codes.TOPIC_UNFOLLOW]),
      { timeout: 4000 },
    );
  });

  it('a follow the server refuses goes back and says so', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    api.followInterest.mockRejectedValue(refused());
    renderSite('/topics/pasta/', api);
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Pasta'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXT.follow })).toBeInTheDocument();
  });

  it('an unfollow the server refuses goes back to Following, with the message and no unfollow message', async () => {
    const user = userEvent.setup();
    const api = topicsApi();
    api.unfollowInterest.mockRejectedValue(refused());
    renderSite('/topics/travel/', api);
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.following }));
    expect(await screen.findByText(FOLLOW_TEXT.failed('Travel'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    expect(screen.queryByText(unfollowMessage({ kind: 'topic', name: 'Travel' }))).toBeNull();
  });

  it('a topic with no pins says so', async () => {
    const api = topicsApi();
    api.getTopicFeed.mockResolvedValue({ items: [], bookmark: null });
    renderSite('/topics/pasta/', api);
    expect(await screen.findByText(TOPICS_TEXT.emptyFeed('Pasta'))).toBeInTheDocument();
  });

  it('an unknown topic is the not-found page; a failed read offers Try again', async () => {
    const api = topicsApi();
    api.getTopic.mockRejectedValueOnce(new ResourceRequestError({ http_status: 404, message: 'No topic' }));
    const first = renderSite('/topics/nothing-here/', api);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(api.getTopic).toHaveBeenCalledWith({ url_name: 'nothing-here' });
    first.unmount();
    api.getTopic.mockRejectedValueOnce(refused());
    renderSite('/topics/pasta/', api);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('logged out, Follow asks to log in', async () => {
    const user = userEvent.setup();
    const api = loggedOut(topicsApi());
    renderSite('/topics/pasta/', api);
    await user.click(await screen.findByRole('button', { name: FOLLOW_TEXT.follow }));
    expect(await screen.findByText(LOGIN_PROMPT_TEXT.text)).toBeInTheDocument();
    expect(api.followInterest).not.toHaveBeenCalled();
  });
});
