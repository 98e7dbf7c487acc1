import { ResourceRequestError } from '@tessera/api';
import { labels, type Pin } from '@tessera/model';
import { APP_UPSELL_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFeedCache } from '../shared/feedCache.ts';
import { UPSELL_TEXT } from '../shared/pinActionsText.ts';
import { fakeApi, renderSite, stubBrowserForSite } from './testing.tsx';
import { FIRST_APP_UPSELL_KEY } from './upsells.ts';

beforeAll(() => stubBrowserForSite());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearFeedCache();
});

const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  gridTitle: title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});

function loggedOutApi() {
  const api = fakeApi();
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
  api.getHomefeed.mockResolvedValue({
    pins: [pinOf('1', 'Lemon tart'), pinOf('2', 'Plum cake')],
    bookmark: '-end-',
  });
  api.getPin.mockImplementation(async ({ id }) => pinOf(String(id), 'Lemon tart'));
  return { ...api, deeplink: vi.fn(async () => ({})) };
}

/** The image link of a card (what a click on the picture follows). */
const imageLinkOf = (card: HTMLElement) => card.querySelector('a[href^="/pin/"]') as HTMLElement;

describe('the logged-out upsells (§1, §2, §5 gate)', () => {
  it('the ellipsis offers to sign up: Sign up opens the signup page, which comes back here', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/', loggedOutApi());
    const [card] = await screen.findAllByRole('article');
    await user.hover(within(card as HTMLElement).getByTestId('pin-card'));
    await user.click(within(card as HTMLElement).getByRole('button', { name: labels.moreOptions }));
    expect(await screen.findByText(UPSELL_TEXT.signup)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/'));
    expect(router.state.location.search).toBe('?next=%2F');
  });

  it('an image click shows the app upsell once a session; Open the app asks for the deep link and opens the pin', async () => {
    const user = userEvent.setup();
    const api = loggedOutApi();
    const { router } = renderSite('/', api);
    const [first] = await screen.findAllByRole('article');
    await user.click(imageLinkOf(first as HTMLElement));
    const dialog = await screen.findByRole('dialog', { name: APP_UPSELL_TEXT.heading });
    expect(window.localStorage.getItem(FIRST_APP_UPSELL_KEY)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: APP_UPSELL_TEXT.openApp }));
    expect(api.deeplink).toHaveBeenCalledWith(
      expect.objectContaining({ deeplink_path: '/pin/1/', app_upsell_type: 'image_click' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/1/'));
  });

  it('not again in the same session: the click goes to the closeup', async () => {
    window.sessionStorage.setItem('tessera-app-upsell-shown', '1');
    const user = userEvent.setup();
    const { router } = renderSite('/', loggedOutApi());
    const [first] = await screen.findAllByRole('article');
    await user.click(imageLinkOf(first as HTMLElement));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/1/'));
    expect(screen.queryByRole('dialog', { name: APP_UPSELL_TEXT.heading })).toBeNull();
  });

  it('a logged-in viewer gets neither', async () => {
    const user = userEvent.setup();
    const api = loggedOutApi();
    api.getMe.mockReset();
    api.getMe.mockResolvedValue({ id: '9', username: 'demo', visitor_type: 'authenticated' });
    const { router } = renderSite('/', api);
    const [first] = await screen.findAllByRole('article');
    await user.click(imageLinkOf(first as HTMLElement));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/1/'));
    expect(window.localStorage.getItem(FIRST_APP_UPSELL_KEY)).toBeNull();
  });
});
