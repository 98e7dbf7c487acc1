import { ResourceRequestError } from '@tessera/api';
import type { LoggedEvent, Pin } from '@tessera/model';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAuxData, withCurrentPage } from './pageContext.ts';
import { fakeApi, renderSite, stubBrowserForSite } from './testing.tsx';
import { CLOSEUP_PINS_KEY, recordClickthrough, recordCloseup, unauthUserState } from './visitorTrail.ts';

beforeAll(() => stubBrowserForSite());
beforeEach(() => window.localStorage.clear());

const loggedOut = { visitor: 'unauthenticated' as const, viewerUsername: null };

describe('§2 interaction logging: the page of every event', () => {
  it('names the logged-out page class and landing-page type of the route, and the visitor', () => {
    expect(pageAuxData({ path: '/pin/42/', visitor: 'authenticated', viewerUsername: 'demo' })).toEqual({
      page_class: 'pin',
      landing_page_type: 'closeup',
      visitor_type: 'authenticated',
    });
    expect(
      pageAuxData({ path: '/demo/recipes/', visitor: 'authenticated', viewerUsername: 'demo' }),
    ).toMatchObject({ page_class: 'board', landing_page_type: 'own_board' });
    expect(pageAuxData({ path: '/today/', visitor: 'bot', viewerUsername: null })).toMatchObject({
      page_class: 'today',
      landing_page_type: 'today',
      visitor_type: 'bot',
    });
  });

  it('a logged-out visitor’s events carry the §4 unauth user state: qualified after 3 closeups or 1 clickthrough', () => {
    const state = () => pageAuxData({ path: '/', ...loggedOut }).unauth_user_state;
    expect(state()).toMatchObject({ closeups: 0, isQUS: false });
    recordCloseup('1');
    recordCloseup('1');
    recordCloseup('2');
    expect(state()).toMatchObject({ closeups: 2, isQUS: false });
    recordCloseup('3');
    expect(state()).toMatchObject({ closeups: 3, isQUS: true });
    window.localStorage.clear();
    recordClickthrough({ id: '9', domain: 'bakery.example' }, 'https://bakery.example/');
    expect(unauthUserState()).toMatchObject({ clickthroughs: 1, isQUS: true });
  });

  it('adds the page to each event; what the event says itself wins', () => {
    const logged: LoggedEvent[] = [];
    const base = { log: (e: LoggedEvent) => logged.push(e) > 0, metric: vi.fn(), flush: vi.fn(), pending: 0 };
    const logger = withCurrentPage(base, () => ({
      path: '/search/pins/?q=tart',
      visitor: 'authenticated',
      viewerUsername: 'demo',
    }));
    logger.log({ event_type: 101, aux_data: { landing_page_type: 'mine' } });
    expect(logged[0]?.aux_data).toEqual({
      page_class: 'other',
      landing_page_type: 'mine',
      visitor_type: 'authenticated',
    });
  });

  it('the site records a logged-out visitor’s closeup, not a logged-in one’s', async () => {
    const pin: Pin = {
      id: '42',
      title: 'Lemon tart',
      images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
    };
    const api = fakeApi();
    api.getPin.mockResolvedValue(pin);
    const first = renderSite('/pin/42/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CLOSEUP_PINS_KEY)).toBeNull();
    first.unmount();

    const out = fakeApi();
    out.getPin.mockResolvedValue(pin);
    out.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/pin/42/', out);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(CLOSEUP_PINS_KEY)).toContain('"pinId":"42"'));
  });
});
