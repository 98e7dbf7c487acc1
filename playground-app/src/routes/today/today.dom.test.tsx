import { ResourceRequestError } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { TODAY_ARTICLES_SHOWN, TODAY_PAGE_TABS, TODAY_TEXT } from './todayData.ts';

const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const articleOf = (id: string, title: string): Pin => ({
  ...pinOf(id, title),
  domain: 'farandnear.example',
  description: `A short read about ${title.toLowerCase()}.`,
  images: {
    '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 },
    '736x': { url: `/media/736x/ab/cd/ef/${id}.jpg`, width: 736, height: 936 },
  },
  richMetadata: {
    typeName: 'article',
    title,
    description: `Where to go for ${title.toLowerCase()}, and when.`,
    siteName: 'Far and Near',
    article: { author: 'Ana Ruiz', readMinutes: 6 },
  },
});
const lakes = articleOf('301', 'A week of misty lakes');
const markets = articleOf('302', 'Night markets');
const end = null as string | null;
const notFoundError = () => new ResourceRequestError({ http_status: 404, message: 'Unknown pin' });
const serverError = () => new ResourceRequestError({ http_status: 500, message: 'Down' });

function todayApi() {
  const api = fakeApi();
  return {
    ...api,
    getToday: vi.fn(async ({ tab }: { tab?: string } = {}, _bookmark?: string | null) =>
      tab === 'article'
        ? { items: [lakes, markets], bookmark: end }
        : { items: [pinOf('101', `A ${tab ?? 'all'} pin`)], bookmark: end },
    ),
    getPin: vi.fn(async ({ id }: { id: string | number }) => {
      if (String(id) === lakes.id) return lakes;
      if (String(id) === '101') return pinOf('101', 'A plain pin');
      throw notFoundError();
    }),
    getRelatedPins: vi.fn(async () => ({ items: [pinOf('401', 'Lake cabin')], bookmark: end })),
  };
}

const loggedOut = <T extends ReturnType<typeof fakeApi>>(api: T) => {
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
  return api;
};

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('Today (issue 13)', () => {
  it('/today shows the heading, the tabs with All chosen, the first articles and today’s grid', async () => {
    const api = todayApi();
    renderSite('/today/', api);
    expect(await screen.findByRole('heading', { level: 1, name: TODAY_TEXT.heading })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TODAY_PAGE_TABS.map((id) => TODAY_TEXT.tab[id]));
    expect(screen.getByRole('tab', { name: TODAY_TEXT.tab.all })).toHaveAttribute('aria-selected', 'true');
    const articles = screen.getByRole('list', { name: TODAY_TEXT.articles });
    expect(within(articles).getByRole('link', { name: lakes.title })).toHaveAttribute(
      'href',
      '/today/article/a-week-of-misty-lakes/301/',
    );
    expect(within(articles).getAllByText('By Ana Ruiz · 6 min read · Far and Near')).toHaveLength(2);
    expect(screen.getByRole('link', { name: TODAY_TEXT.seeAllArticles })).toHaveAttribute(
      'href',
      '/today/article/',
    );
    expect(api.getToday).toHaveBeenCalledWith({ tab: 'article', page_size: TODAY_ARTICLES_SHOWN });
    const feed = await screen.findByRole('feed', { name: TODAY_TEXT.feed.all });
    expect(await within(feed).findByText('A all pin')).toBeInTheDocument();
    expect(api.getToday).toHaveBeenCalledWith({ tab: 'all' }, null);
    await waitFor(() => expect(document.title).toBe('Today | Tessera'));
  });

  it('each tab goes to its own path and grids that tab of TodayResource', async () => {
    const user = userEvent.setup();
    const api = todayApi();
    const { router } = renderSite('/today/', api);
    await user.click(await screen.findByRole('tab', { name: TODAY_TEXT.tab.best }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/today/best/'));
    const best = await screen.findByRole('feed', { name: TODAY_TEXT.feed.best });
    expect(await within(best).findByText('A best pin')).toBeInTheDocument();
    expect(api.getToday).toHaveBeenCalledWith({ tab: 'best' }, null);
    await waitFor(() => expect(document.title).toBe('Best - Today | Tessera'));
    await user.click(screen.getByRole('tab', { name: TODAY_TEXT.tab.trending }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/today/trending/'));
    expect(await screen.findByRole('feed', { name: TODAY_TEXT.feed.trending })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: TODAY_TEXT.tab.article }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/today/article/'));
    expect(await screen.findByRole('list', { name: TODAY_TEXT.feed.article })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: TODAY_TEXT.tab.article })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('/today/popular/ and /today/shop/ grid their tab; Shop leads on to the shopping pages', async () => {
    const api = todayApi();
    const first = renderSite('/today/popular/', api);
    expect(await screen.findByRole('feed', { name: TODAY_TEXT.feed.popular })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TODAY_TEXT.shopAll })).toBeNull();
    first.unmount();
    renderSite('/today/shop/', api);
    const shop = await screen.findByRole('feed', { name: TODAY_TEXT.feed.shop });
    expect(await within(shop).findByText('A shop pin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TODAY_TEXT.shopAll })).toHaveAttribute('href', '/shopping/');
  });

  it('a tab with no pins says so; a grid whose read fails offers Try again', async () => {
    const api = todayApi();
    api.getToday.mockResolvedValue({ items: [], bookmark: end });
    const first = renderSite('/today/trending/', api);
    expect(await screen.findByText(TODAY_TEXT.empty)).toBeInTheDocument();
    first.unmount();
    clearFeedCache();
    api.getToday.mockRejectedValue(serverError());
    renderSite('/today/best/', api);
    const feed = await screen.findByRole('feed', { name: TODAY_TEXT.feed.best });
    expect(feed).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the articles tab lists every article and pages on with Show more; none says so', async () => {
    const user = userEvent.setup();
    const api = todayApi();
    api.getToday
      .mockResolvedValueOnce({ items: [lakes], bookmark: 'next' })
      .mockResolvedValueOnce({ items: [markets, pinOf('101', 'Not an article')], bookmark: end });
    const first = renderSite('/today/article/', api);
    const list = await screen.findByRole('list', { name: TODAY_TEXT.feed.article });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([lakes.title]);
    await user.click(screen.getByRole('button', { name: TODAY_TEXT.showMore }));
    expect(await within(list).findByRole('link', { name: markets.title })).toBeInTheDocument();
    expect(api.getToday).toHaveBeenLastCalledWith({ tab: 'article' }, 'next');
    // Only articles are listed, and the last page has no Show more.
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: TODAY_TEXT.showMore })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Articles - Today | Tessera'));
    first.unmount();
    api.getToday.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/today/article/', api);
    expect(await screen.findByText(TODAY_TEXT.articlesEmpty)).toBeInTheDocument();
  });

  it('an article with no title is named by the start of its text, else by our words', async () => {
    const api = todayApi();
    const untitled = { ...articleOf('303', ''), title: '' };
    const bare: Pin = { ...untitled, id: '304', description: '', richMetadata: { typeName: 'article' } };
    api.getToday.mockResolvedValue({ items: [untitled, bare], bookmark: end });
    renderSite('/today/article/', api);
    const list = await screen.findByRole('list', { name: TODAY_TEXT.feed.article });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Where to go for , and when.', '/today/article/where-to-go-for-and-when/303/'],
      [TODAY_TEXT.untitledArticle, '/today/article/untitled-article/304/'],
    ]);
  });

  it('an article shows its title, byline, cover and text, then its pins (TodayArticleFeed)', async () => {
    const api = todayApi();
    renderSite('/today/article/a-week-of-misty-lakes/301/', api);
    const article = (await screen.findByRole('heading', { level: 1, name: 'A week of misty lakes' })).closest(
      'article',
    ) as HTMLElement;
    expect(api.getPin).toHaveBeenCalledWith({ id: '301' });
    expect(within(article).getByText('By Ana Ruiz · 6 min read · Far and Near')).toBeInTheDocument();
    expect(within(article).getByText('Where to go for a week of misty lakes, and when.')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', '/media/736x/ab/cd/ef/301.jpg');
    expect(within(article).getByRole('link', { name: TODAY_TEXT.backToToday })).toHaveAttribute(
      'href',
      '/today/',
    );
    const pins = await screen.findByRole('feed', { name: TODAY_TEXT.articlePins });
    expect(await within(pins).findByText('Lake cabin')).toBeInTheDocument();
    expect(api.getRelatedPins).toHaveBeenCalledWith({ pin_id: '301' }, null);
    await waitFor(() => expect(document.title).toBe('A week of misty lakes | Tessera'));
  });

  it('/discover/article/… is the same article page; an article with no pins says so', async () => {
    const api = todayApi();
    api.getRelatedPins.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/discover/article/misty/301/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A week of misty lakes' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(TODAY_TEXT.articlePinsEmpty)).toBeInTheDocument();
  });

  it('an unknown article, a pin that is no article and /discover/article/ are not found', async () => {
    const api = todayApi();
    for (const path of ['/today/article/gone/999/', '/today/article/plain/101/', '/discover/article/']) {
      const view = renderSite(path, api);
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i }), path).toBeInTheDocument();
      view.unmount();
    }
  });

  it('a failed read of /today or an article offers Try again, which reads again', async () => {
    const user = userEvent.setup();
    const api = todayApi();
    api.getToday.mockRejectedValueOnce(serverError());
    const first = renderSite('/today/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: TODAY_TEXT.heading })).toBeInTheDocument();
    first.unmount();
    api.getPin.mockRejectedValueOnce(serverError());
    renderSite('/today/article/a-week-of-misty-lakes/301/', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A week of misty lakes' }),
    ).toBeInTheDocument();
  });

  it('a logged-out visitor sees Today and an article with their grids (Log in in the header)', async () => {
    const api = loggedOut(todayApi());
    const first = renderSite('/today/', api);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: lakes.title })).toBeInTheDocument();
    const feed = await screen.findByRole('feed', { name: TODAY_TEXT.feed.all });
    expect(await within(feed).findByText('A all pin')).toBeInTheDocument();
    first.unmount();
    renderSite('/today/article/a-week-of-misty-lakes/301/', api);
    const pins = await screen.findByRole('feed', { name: TODAY_TEXT.articlePins });
    expect(await within(pins).findByText('Lake cabin')).toBeInTheDocument();
  });
});
