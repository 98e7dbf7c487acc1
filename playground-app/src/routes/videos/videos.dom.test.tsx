import { ResourceRequestError, type TesseraApi, type Topic } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { IDEAS_TEXT } from '../ideas/ideasText.ts';
import { VIDEOS_TEXT } from './videosText.ts';

type Api = TesseraApi;

const art: Topic = { id: '7', name: 'Art', url_name: 'art', followed_by_me: false };
const travel: Topic = { id: '8', name: 'Travel', url_name: 'travel', followed_by_me: false };
const videoPin = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 419 } },
  videos: {
    videoList: { V_720P: { url: '/media/video/clip.mp4', width: 720, height: 1280, duration: 4000 } },
  },
});
const end = '-end-' as string | null;

function videosApi() {
  return {
    ...fakeApi(),
    getTopics: vi.fn<Api['getTopics']>(async () => ({ items: [art, travel], bookmark: null })),
    getTopic: vi.fn<Api['getTopic']>(async ({ id }) => {
      const topic = [art, travel].find((t) => t.id === id);
      if (!topic) throw new ResourceRequestError({ http_status: 404, message: 'Topic not found' });
      return topic;
    }),
    getVideos: vi.fn<Api['getVideos']>(async () => ({
      items: [videoPin('201', 'Ink sketch'), videoPin('202', 'Clay pot'), videoPin('203', 'Night train')],
      bookmark: end,
    })),
  };
}

beforeAll(() => stubBrowserForSite());
// jsdom has no media: a player leaving the page unloads its source with load().
beforeEach(() => void vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {}));
afterEach(() => {
  clearFeedCache();
  vi.restoreAllMocks();
  stubBrowserForSite();
});

describe('/videos/, the videos hub (issue 13)', () => {
  it('lists the categories as links to their pages, links to the ideas, and grids every video', async () => {
    const api = videosApi();
    renderSite('/videos/', api);
    expect(await screen.findByRole('heading', { level: 1, name: VIDEOS_TEXT.heading })).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: VIDEOS_TEXT.categories });
    expect(within(categories).getByRole('link', { name: art.name })).toHaveAttribute(
      'href',
      '/videos/art/7/',
    );
    expect(within(categories).getByRole('link', { name: travel.name })).toHaveAttribute(
      'href',
      '/videos/travel/8/',
    );
    expect(screen.getByRole('link', { name: IDEAS_TEXT.title })).toHaveAttribute('href', '/ideas/');
    const grid = await screen.findByRole('feed', { name: VIDEOS_TEXT.allVideos });
    expect(await within(grid).findAllByTestId('video-player')).toHaveLength(3);
    expect(api.getVideos).toHaveBeenCalledWith({}, null);
    await waitFor(() => expect(document.title).toMatch(/^Videos \|/));
  });

  it('no videos and no categories: each says so', async () => {
    const api = videosApi();
    api.getTopics.mockResolvedValue({ items: [], bookmark: null });
    api.getVideos.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/videos/', api);
    expect(await screen.findByText(VIDEOS_TEXT.noCategories)).toBeInTheDocument();
    expect(await screen.findByText(VIDEOS_TEXT.empty)).toBeInTheDocument();
  });

  it('an error reading the categories is the error page, and Try again loads it', async () => {
    const user = userEvent.setup();
    const api = videosApi();
    api.getTopics.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: 'Down' }));
    renderSite('/videos/', api);
    expect(await screen.findByText(/Down/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: VIDEOS_TEXT.categories })).toBeInTheDocument();
  });
});

describe('/videos/{category}/{id}, a category’s videos (issue 13)', () => {
  it('opens from the hub: the category’s videos, and links to every video and to its ideas', async () => {
    const user = userEvent.setup();
    const api = videosApi();
    const { router } = renderSite('/videos/', api);
    await user.click(await screen.findByRole('link', { name: art.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/videos/art/7/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: VIDEOS_TEXT.category(art.name) }),
    ).toBeInTheDocument();
    expect(api.getTopic).toHaveBeenCalledWith({ id: '7' });
    const grid = await screen.findByRole('feed', { name: VIDEOS_TEXT.category(art.name) });
    expect(await within(grid).findAllByTestId('video-player')).toHaveLength(3);
    expect(api.getVideos).toHaveBeenCalledWith({ interest_id: '7' }, null);
    expect(screen.getByRole('link', { name: VIDEOS_TEXT.allVideos })).toHaveAttribute('href', '/videos/');
    expect(screen.getByRole('link', { name: IDEAS_TEXT.interest(art.name) })).toHaveAttribute(
      'href',
      '/ideas/art/7/',
    );
    await waitFor(() => expect(document.title).toMatch(/^Art videos \|/));
  });

  it('an unknown category is not found', async () => {
    const api = videosApi();
    renderSite('/videos/food-drink/918530398158/', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.getVideos).not.toHaveBeenCalled();
  });

  it('a category name that is not the interest’s goes to its own path', async () => {
    const api = videosApi();
    const { router } = renderSite('/videos/painting/7/', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/videos/art/7/'));
  });

  it('a network error is the error page with Try again', async () => {
    const user = userEvent.setup();
    const api = videosApi();
    api.getTopic.mockRejectedValueOnce(new ResourceRequestError({ http_status: 0, message: 'Offline' }));
    renderSite('/videos/art/7/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: VIDEOS_TEXT.category(art.name) }),
    ).toBeInTheDocument();
  });

  it('a category with no videos says so', async () => {
    const api = videosApi();
    api.getVideos.mockResolvedValue({ items: [], bookmark: end });
    renderSite('/videos/travel/8/', api);
    expect(await screen.findByText(VIDEOS_TEXT.categoryEmpty(travel.name))).toBeInTheDocument();
  });

  it('logged out, the category’s videos are there, with Log in in the header', async () => {
    const api = videosApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/videos/art/7/', api);
    const grid = await screen.findByRole('feed', { name: VIDEOS_TEXT.category(art.name) });
    expect(await within(grid).findAllByTestId('video-player')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

/** IntersectionObserver that records what it observes; `show` tells the observers of `target`. */
function controlledIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  return (target: Element, isIntersecting: boolean) => {
    for (const { callback, targets } of observers) {
      if (!targets.includes(target)) continue;
      const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
      callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };
}

describe('§4 video autoplay on the videos pages (issue 13)', () => {
  it('of the organic videos on screen one plays, muted; the next plays only once it pauses', async () => {
    const show = controlledIntersections();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    renderSite('/videos/', videosApi());
    const grid = await screen.findByRole('feed', { name: VIDEOS_TEXT.allVideos });
    const players = await within(grid).findAllByTestId('video-player');
    expect(players).toHaveLength(3);
    const [first, second, third] = players as [HTMLElement, HTMLElement, HTMLElement];
    const playing = () => players.filter((p) => p.getAttribute('data-playback-code') === '4');

    act(() => {
      for (const player of players) show(player, true);
    });
    expect(playing()).toEqual([first]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(first.querySelector('video')?.muted).toBe(true);

    // The first pauses (it left the screen, or the person paused it): the coordinator is free, and
    // the next video that comes on screen plays — still one at a time.
    act(() => {
      fireEvent(first.querySelector('video') as HTMLVideoElement, new Event('pause'));
      show(second, false);
      show(second, true);
      show(third, false);
      show(third, true);
    });
    expect(playing()).toEqual([second]);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
