/**
 * Issue 15, first paint: the page's first screen, read before the first render, is what its grid
 * shows in that render (the same on the server and in the browser), taken once.
 */
import { ResourceRequestError, type TesseraApi } from '@tessera/api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFeedCache } from '../shared/feedCache.ts';
import { type FirstScreen, feedId, readFirstScreen } from './firstScreen.tsx';
import { routerReady } from './router.tsx';
import { fakeApi, LEMON_TART, renderSite, stubBrowserForSite } from './testing.tsx';

const pin = LEMON_TART;

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

const HOME_FEED = feedId('AuthHomefeed', 'home');

describe('readFirstScreen', () => {
  it("reads the home feed's first page for / and /homefeed/, with its query", async () => {
    const api = fakeApi();
    api.getHomefeed.mockResolvedValue({ pins: [pin], bookmark: 'next' });
    const home = await readFirstScreen(api as unknown as TesseraApi, '/?utm=1');
    expect(home.path).toBe('/?utm=1');
    expect(home.feeds.get(HOME_FEED)).toEqual({ items: [pin], bookmark: 'next' });
    expect(api.getHomefeed).toHaveBeenCalledWith({});
    expect((await readFirstScreen(api as unknown as TesseraApi, '/homefeed/')).feeds.size).toBe(1);
  });

  it('has no feed for a page without a first feed, a path that is no route, or a failed read', async () => {
    const api = fakeApi();
    expect((await readFirstScreen(api as unknown as TesseraApi, '/today/')).feeds.size).toBe(0);
    expect((await readFirstScreen(api as unknown as TesseraApi, '/login/x/y/z/w/')).feeds.size).toBe(0);
    api.getHomefeed.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'down' }));
    expect((await readFirstScreen(api as unknown as TesseraApi, '/')).feeds.size).toBe(0);
  });
});

describe('the grid of a first screen', () => {
  it('shows its page as it first appears, without asking for it, then gives it up', async () => {
    const api = fakeApi();
    const firstScreen: FirstScreen = {
      path: '/',
      feeds: new Map([[HOME_FEED, { items: [pin], bookmark: '-end-' }]]),
    };
    const { router } = renderSite('/', api, firstScreen);
    await routerReady(router);
    const feed = await screen.findByRole('feed', { name: 'Home feed' });
    // No loading state in between: the card is there in the same render as the feed.
    expect(within(feed).getByText('Lemon tart')).toBeInTheDocument();
    expect(feed).toHaveAttribute('aria-busy', 'false');
    expect(api.getHomefeed).not.toHaveBeenCalled();
    expect(firstScreen.feeds.size).toBe(0);
  });

  it('is only the first screen of its own path: another page asks as usual', async () => {
    const api = fakeApi();
    api.getHomefeed.mockResolvedValue({ pins: [], bookmark: '-end-' });
    const firstScreen: FirstScreen = {
      path: '/homefeed/',
      feeds: new Map([[HOME_FEED, { items: [pin], bookmark: '-end-' }]]),
    };
    renderSite('/', api, firstScreen);
    await screen.findByRole('feed', { name: 'Home feed' });
    expect(api.getHomefeed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Lemon tart')).toBeNull();
    expect(firstScreen.feeds.size).toBe(1);
  });
});
