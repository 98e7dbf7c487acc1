/**
 * The phone shell (issue 29): on a phone the desktop header gives way to a compact top bar and a
 * bottom tab bar with the counts; logged-out visitors get Log in; the Search tab puts the cursor in
 * the search field; the bar hides while the page scrolls down and returns when it scrolls up.
 */
import { ResourceRequestError } from '@tessera/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite, stubPhone } from '../../testing.tsx';
import { TAB_BAR_TEXT } from './tabBarText.ts';
import { SCROLL_DIRECTION_THRESHOLD_PX } from './useHideOnScroll.ts';

const tabBar = () => screen.getByRole('navigation', { name: TAB_BAR_TEXT.nav });

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('the phone shell', () => {
  beforeEach(() => {
    stubBrowserForSite();
    stubPhone();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('a viewer: the tab bar with unseen counts, no desktop header', async () => {
    const api = fakeApi();
    api.getNews.mockResolvedValue({
      items: [
        { id: 'n1', unread: true },
        { id: 'n2', unread: true },
        { id: 'n3', unread: false },
      ] as never,
      bookmark: null,
    });
    api.getConversations.mockResolvedValue({
      items: [
        {
          id: 'c1',
          participants: [{ id: '9', username: 'mira' }],
          last_message: { senderId: '9', text: 'Hi' },
        },
      ] as never,
      bookmark: null,
    });
    renderSite('/today/', api);
    const bar = await waitFor(tabBar);
    const names = await waitFor(() => {
      const found = [...within(bar).getAllByRole('link'), ...within(bar).getAllByRole('button')].map((tab) =>
        tab.getAttribute('aria-label'),
      );
      expect(found).toContain(`${TAB_BAR_TEXT.notifications} 2`);
      return found;
    });
    expect(names).toEqual(
      expect.arrayContaining([
        TAB_BAR_TEXT.home,
        TAB_BAR_TEXT.search,
        TAB_BAR_TEXT.create,
        `${TAB_BAR_TEXT.notifications} 2`,
        `${TAB_BAR_TEXT.messages} 1`,
        TAB_BAR_TEXT.profile,
      ]),
    );
    expect(within(bar).getByRole('link', { name: TAB_BAR_TEXT.profile })).toHaveAttribute('href', '/demo/');
    // The desktop header's rows are gone: no Today link, one search field, the mark leads home.
    expect(screen.queryByRole('link', { name: 'Today' })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: 'Search' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: TAB_BAR_TEXT.mark })).toHaveAttribute('href', '/');
  });

  it('a logged-out visitor: Log in instead of the viewer’s tabs', async () => {
    const api = fakeApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/today/', api);
    const bar = await waitFor(tabBar);
    expect(within(bar).getByRole('link', { name: TAB_BAR_TEXT.logIn })).toHaveAttribute('href', '/login/');
    expect(within(bar).queryByRole('link', { name: TAB_BAR_TEXT.profile })).toBeNull();
    expect(within(bar).queryByRole('button', { name: TAB_BAR_TEXT.messages })).toBeNull();
  });

  it('the Search tab opens search with the cursor in the field', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/today/');
    const bar = await waitFor(tabBar);
    await user.click(within(bar).getByRole('link', { name: TAB_BAR_TEXT.search }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/'));
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
  });

  it('hides while the page scrolls down and returns when it scrolls up', async () => {
    renderSite('/today/');
    const bar = await waitFor(tabBar);
    const transform = () => getComputedStyle(bar).transform;
    expect(transform()).not.toContain('translateY(100%)');
    scrollTo(400);
    await waitFor(() => expect(transform()).toContain('translateY(100%)'));
    // A hand at rest (less than the threshold) changes nothing.
    scrollTo(400 - SCROLL_DIRECTION_THRESHOLD_PX + 1);
    expect(transform()).toContain('translateY(100%)');
    scrollTo(200);
    await waitFor(() => expect(transform()).not.toContain('translateY(100%)'));
  });
});
