import { ResourceRequestError, type TesseraApi, type Topic } from '@tessera/api';
import { MAX_RESOURCE_PAGE_SIZE, type Pin } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { VIDEOS_TEXT } from '../videos/videosText.ts';
import { IDEAS_TEXT } from './ideasText.ts';

type Api = TesseraApi;

const food: Topic = { id: '5', name: 'Food and drink', url_name: 'food-and-drink', followed_by_me: false };
const pasta: Topic = { id: '6', name: 'Pasta', url_name: 'pasta', followed_by_me: false };
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const end = '-end-' as string | null;

function ideasApi() {
  return {
    ...fakeApi(),
    getTopics: vi.fn<Api['getTopics']>(async () => ({ items: [food, pasta], bookmark: null })),
    getTopic: vi.fn<Api['getTopic']>(async ({ id }) => {
      const topic = [food, pasta].find((t) => t.id === id);
      if (!topic) throw new ResourceRequestError({ http_status: 404, message: 'Topic not found' });
      return topic;
    }),
    getIdeas: vi.fn<Api['getIdeas']>(async () => ({ items: [pinOf('101', 'Lemon tart')], bookmark: end })),
  };
}

const networkError = () => new ResourceRequestError({ http_status: 0, message: 'Failed to fetch' });

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('/ideas, the ideas hub (issue 13)', () => {
  it('lists every interest as a link to its page, links to the videos, and grids the ideas', async () => {
    const api = ideasApi();
    renderSite('/ideas/', api);
    expect(await screen.findByRole('heading', { level: 1, name: IDEAS_TEXT.heading })).toBeInTheDocument();
    const interests = screen.getByRole('list', { name: IDEAS_TEXT.interests });
    expect(within(interests).getByRole('link', { name: food.name })).toHaveAttribute(
      'href',
      '/ideas/food-and-drink/5/',
    );
    expect(within(interests).getByRole('link', { name: pasta.name })).toHaveAttribute(
      'href',
      '/ideas/pasta/6/',
    );
    expect(screen.getByRole('link', { name: VIDEOS_TEXT.title })).toHaveAttribute('href', '/videos/');
    const row = await screen.findByRole('feed', { name: IDEAS_TEXT.row });
    expect(await within(row).findByText('Lemon tart')).toBeInTheDocument();
    expect(api.getIdeas).toHaveBeenCalledWith({}, null);
    await waitFor(() => expect(document.title).toMatch(/^Ideas \|/));
  });

  it('reads every page of interests', async () => {
    const api = ideasApi();
    api.getTopics
      .mockResolvedValueOnce({ items: [food], bookmark: 'next' })
      .mockResolvedValueOnce({ items: [pasta], bookmark: null });
    renderSite('/ideas/', api);
    const interests = await screen.findByRole('list', { name: IDEAS_TEXT.interests });
    expect(
      within(interests)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([food.name, pasta.name]);
    expect(api.getTopics).toHaveBeenLastCalledWith({ page_size: MAX_RESOURCE_PAGE_SIZE }, 'next');
  });

  it('shows the ideas while the interests list is empty, and says so', async () => {
    const api = ideasApi();
    api.getTopics.mockResolvedValue({ items: [], bookmark: null });
    api.getIdeas.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/ideas/', api);
    expect(await screen.findByText(IDEAS_TEXT.noInterests)).toBeInTheDocument();
    expect(await screen.findByText(IDEAS_TEXT.empty)).toBeInTheDocument();
  });

  it('while the ideas load, the row is busy', async () => {
    const api = ideasApi();
    api.getIdeas.mockReturnValue(new Promise(() => {}));
    renderSite('/ideas/', api);
    const row = await screen.findByRole('feed', { name: IDEAS_TEXT.row });
    expect(row).toHaveAttribute('aria-busy', 'true');
  });

  it('an error reading the interests is the error page, and Try again loads it', async () => {
    const user = userEvent.setup();
    const api = ideasApi();
    api.getTopics.mockRejectedValueOnce(networkError());
    renderSite('/ideas/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: IDEAS_TEXT.interests })).toBeInTheDocument();
  });

  it('an error reading the ideas is said in the row, with Try again', async () => {
    const user = userEvent.setup();
    const api = ideasApi();
    api.getIdeas.mockRejectedValueOnce(networkError());
    renderSite('/ideas/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const row = screen.getByRole('feed', { name: IDEAS_TEXT.row });
    expect(await within(row).findByText('Lemon tart')).toBeInTheDocument();
  });

  it('logged out, the hub and its ideas are there, with Log in in the header', async () => {
    const api = ideasApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/ideas/', api);
    const row = await screen.findByRole('feed', { name: IDEAS_TEXT.row });
    expect(await within(row).findByText('Lemon tart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: food.name })).toBeInTheDocument();
  });
});

describe('/ideas/{interest}/{id}, an interest’s ideas (issue 13)', () => {
  it('opens from the hub: the interest’s ideas, and links to every idea and to its videos', async () => {
    const user = userEvent.setup();
    const api = ideasApi();
    api.getIdeas.mockImplementation(async (options) => ({
      items: [options?.interest_id === pasta.id ? pinOf('102', 'Pesto pasta') : pinOf('101', 'Lemon tart')],
      bookmark: end,
    }));
    const { router } = renderSite('/ideas/', api);
    await user.click(await screen.findByRole('link', { name: pasta.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas/pasta/6/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: IDEAS_TEXT.interest(pasta.name) }),
    ).toBeInTheDocument();
    expect(api.getTopic).toHaveBeenCalledWith({ id: '6' });
    const grid = await screen.findByRole('feed', { name: IDEAS_TEXT.interest(pasta.name) });
    expect(await within(grid).findByText('Pesto pasta')).toBeInTheDocument();
    expect(api.getIdeas).toHaveBeenCalledWith({ interest_id: '6' }, null);
    expect(screen.getByRole('link', { name: IDEAS_TEXT.allIdeas })).toHaveAttribute('href', '/ideas/');
    expect(screen.getByRole('link', { name: VIDEOS_TEXT.category(pasta.name) })).toHaveAttribute(
      'href',
      '/videos/pasta/6/',
    );
    await waitFor(() => expect(document.title).toMatch(/^Pasta ideas \|/));
  });

  it('an unknown interest is not found', async () => {
    const api = ideasApi();
    renderSite('/ideas/soups/960/', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.getTopic).toHaveBeenCalledWith({ id: '960' });
    expect(api.getIdeas).not.toHaveBeenCalled();
  });

  it('an id that is no id is not found, without asking', async () => {
    const api = ideasApi();
    renderSite('/ideas/soups/abc/', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.getTopic).not.toHaveBeenCalled();
  });

  it('a name that is not the interest’s goes to the interest’s own path', async () => {
    const api = ideasApi();
    const { router } = renderSite('/ideas/noodles/6/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas/pasta/6/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: IDEAS_TEXT.interest(pasta.name) }),
    ).toBeInTheDocument();
  });

  it('an error reading the interest is the error page with Try again', async () => {
    const user = userEvent.setup();
    const api = ideasApi();
    api.getTopic.mockRejectedValueOnce(new ResourceRequestError({ http_status: 503, message: 'Busy' }));
    renderSite('/ideas/pasta/6/', api);
    expect(await screen.findByText(/Busy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: IDEAS_TEXT.interest(pasta.name) }),
    ).toBeInTheDocument();
  });

  it('an interest with no ideas says so', async () => {
    const api = ideasApi();
    api.getIdeas.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/ideas/pasta/6/', api);
    expect(await screen.findByText(IDEAS_TEXT.interestEmpty(pasta.name))).toBeInTheDocument();
  });
});
