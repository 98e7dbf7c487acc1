/**
 * Issue 13, placements (§1, §4 experience status): the home feed's placement banner (HomefeedHeader)
 * shows the experience the platform call places there, is marked viewed once, completed when its
 * link is followed (and then gone, back on the home feed too) and dismissed with Dismiss; a failed
 * dismiss keeps it and says so. Logged-out visitors and bots see none.
 */
import { ResourceRequestError, type TesseraApi } from '@tessera/api';
import { labels, type Placements } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../app/testing.tsx';
import { clearFeedCache } from './feedCache.ts';
import { PLACEMENT_TEXT } from './placementsText.ts';

const HOMEFEED_UPSELL = 100013;
const placements: Placements = {
  [HOMEFEED_UPSELL]: {
    experience_id: 28001,
    type: 1,
    display_data: { anchor: 'HomefeedHeader', title: 'Tune your home feed', body: 'Less of what you skip.' },
    metadata: { link: '/edit' },
  },
  // Placed elsewhere (another anchor) or none (type 0): not this banner's.
  100031: {
    experience_id: 28042,
    type: 3,
    display_data: { anchor: 'BoardTools', title: 'Organise with sections' },
  },
  100027: { experience_id: 0, type: 0, display_data: { anchor: 'HomefeedHeader', title: 'Nothing' } },
};
const placed = `${HOMEFEED_UPSELL}:28001`;

function placementsApi() {
  const api = fakeApi();
  api.getPlatformExperiences.mockResolvedValue(placements);
  return Object.assign(api, {
    dismissExperience: vi.fn<TesseraApi['dismissExperience']>(async () => ({})),
  });
}

const refused = () => new ResourceRequestError({ http_status: 500, message: 'No' });
const banner = () => screen.findByRole('region', { name: 'Tune your home feed' }, { timeout: 5000 });

beforeAll(() => stubBrowserForSite());
afterEach(() => {
  clearFeedCache();
  vi.restoreAllMocks();
});

describe('the home feed placement banner', () => {
  it('shows the placed experience’s title, body and link, viewed once', async () => {
    const api = placementsApi();
    renderSite('/', api);
    const region = await banner();
    expect(within(region).getByRole('link', { name: 'Tune your home feed' })).toHaveAttribute(
      'href',
      '/edit',
    );
    expect(region).toHaveTextContent('Less of what you skip.');
    await waitFor(() =>
      expect(api.markExperienceViewed).toHaveBeenCalledWith({ placed_experience_id: placed }),
    );
    expect(api.markExperienceViewed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Organise with sections')).toBeNull();
    expect(screen.queryByText('Nothing')).toBeNull();
  });

  it('Dismiss dismisses it (UserExperienceResource delete) and it is gone', async () => {
    const user = userEvent.setup();
    const api = placementsApi();
    renderSite('/', api);
    await user.click(within(await banner()).getByRole('button', { name: labels.dismiss }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tune your home feed' })).toBeNull());
    expect(api.dismissExperience).toHaveBeenCalledWith({ placed_experience_id: placed });
    expect(api.markExperienceCompleted).not.toHaveBeenCalled();
  });

  it('following its link completes it, and back on the home feed it is gone', async () => {
    const user = userEvent.setup();
    const api = placementsApi();
    const { router } = renderSite('/', api);
    await user.click(within(await banner()).getByRole('link', { name: 'Tune your home feed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    await waitFor(() =>
      expect(api.markExperienceCompleted).toHaveBeenCalledWith({ placed_experience_id: placed }),
    );
    await router.navigate('/');
    await screen.findByRole('feed', { name: 'Home feed' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Tune your home feed' })).toBeNull();
    expect(api.dismissExperience).not.toHaveBeenCalled();
  });

  it('a dismiss the server refuses keeps the banner and says so', async () => {
    const user = userEvent.setup();
    const api = placementsApi();
    api.dismissExperience.mockRejectedValue(refused());
    renderSite('/', api);
    await user.click(within(await banner()).getByRole('button', { name: labels.dismiss }));
    expect(await screen.findByText(PLACEMENT_TEXT.dismissFailed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tune your home feed' })).toBeInTheDocument();
  });

  it('logged out: no banner', async () => {
    const api = placementsApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/', api);
    await screen.findByRole('feed', { name: 'Home feed' }, { timeout: 5000 });
    await waitFor(() => expect(api.getPlatformExperiences).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Tune your home feed' })).toBeNull();
  });

  it('a bot: no placements are read and no banner shows', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const api = placementsApi();
    renderSite('/', api);
    await screen.findByRole('feed', { name: 'Home feed' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Tune your home feed' })).toBeNull();
    expect(api.getPlatformExperiences).not.toHaveBeenCalled();
  });
});
