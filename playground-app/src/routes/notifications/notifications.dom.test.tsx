import { type ConversationSummary, type NewsItem, ResourceRequestError } from '@tessera/api';
import { hideText, labels, messages, type Pin, type User } from '@tessera/model';
import { OPTIONS_MENU_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { SEND_TEXT } from '../../shared/sendText.ts';
import { ACCOUNT_TEXT } from '../account/accountText.ts';
import { NOTIFICATIONS_TEXT } from './notificationsText.ts';

const mira: User = { id: '7', username: 'mira', full_name: 'Mira Ito' };
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park' };
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const tart = pinOf('101', 'Lemon tart');
const cake = pinOf('102', 'Plum cake');
const saved: NewsItem = {
  id: 'n1',
  type: 'saved_your_pin',
  text: 'Mira saved your Pin',
  actors: [mira],
  pins: [tart, cake],
  created_at: '2026-01-05T10:00:00Z',
  unread: true,
};
const followed: NewsItem = {
  id: 'n2',
  type: 'followed_you',
  text: 'Theo followed you',
  actors: [theo],
  pins: [],
  created_at: '2026-01-04T10:00:00Z',
  unread: false,
};
const withMira: ConversationSummary = { id: '31', participants: [DEMO_VIEWER, mira], last_message: null };

function newsApi() {
  const api = fakeApi();
  api.getNews.mockResolvedValue({ items: [saved, followed], bookmark: null });
  return {
    ...api,
    hideNewsPin: vi.fn(
      async (_newsId: string, pinId: string) => ({ pin_id: pinId, hidden: true }) as unknown,
    ),
    undoHideNewsPin: vi.fn(
      async (_newsId: string, pinId: string) => ({ pin_id: pinId, hidden: false }) as unknown,
    ),
    getUserFollowing: vi.fn(async () => ({ items: [theo], bookmark: null as string | null })),
    searchUsers: vi.fn(async () => ({ items: [] as User[], bookmark: null as string | null })),
    getConversationMessages: vi.fn(async () => ({ items: [], bookmark: null })),
    sendMessage: vi.fn(async () => ({
      conversation_id: '31',
      message: { id: 'm9', senderId: '1', text: '', created_at: '2026-01-06T10:00:00Z' },
    })),
  };
}

/** The card of the pin titled `title` in `grid`, hovered (its overlay's controls take pointers then). */
async function hoveredCard(grid: HTMLElement, title: string) {
  const user = userEvent.setup();
  const card = (await within(grid).findByText(title)).closest('article') as HTMLElement;
  await user.hover(within(card).getByTestId('pin-card'));
  return card;
}

/**
 * Hide Pin from the card's options menu, opened from the keyboard (jsdom's pointer emulation and
 * react-aria's press-start opening disagree, as in pin-card's Options tests).
 */
async function hide(card: HTMLElement) {
  const user = userEvent.setup();
  within(card).getByRole('button', { name: labels.moreOptions }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: OPTIONS_MENU_TEXT.hide }));
}

/** The NewsPage grid of a notification, opened by its Show Pins. */
async function pinsOf(news: NewsItem) {
  const row = await screen.findByRole('listitem', { name: news.text });
  await userEvent.setup().click(within(row).getByRole('button', { name: NOTIFICATIONS_TEXT.showPins }));
  return screen.findByRole('feed', { name: NOTIFICATIONS_TEXT.grid(news.text, 'Jan 5, 2026') });
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the notifications page (issue 13)', () => {
  it('lists the news as compact rows: what happened, who (their profile), unread marked, a strip of its pins; Show Pins opens its NewsPage grid', async () => {
    const api = newsApi();
    renderSite('/notifications/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: NOTIFICATIONS_TEXT.list });
    const first = within(list).getByRole('listitem', { name: saved.text });
    expect(within(first).getByText(NOTIFICATIONS_TEXT.unread)).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2026')).toHaveAttribute('datetime', saved.created_at);
    expect(within(first).getByRole('link', { name: 'Mira Ito' })).toHaveAttribute('href', '/mira/');
    // The strip: a thumbnail per pin, each a link to the pin; no grid until asked for.
    const strip = within(first).getByRole('list', {
      name: NOTIFICATIONS_TEXT.pins(saved.text, 'Jan 5, 2026'),
    });
    expect(within(strip).getByRole('link', { name: 'Lemon tart' })).toHaveAttribute('href', '/pin/101/');
    expect(within(strip).getByRole('link', { name: 'Plum cake' })).toHaveAttribute('href', '/pin/102/');
    expect(within(first).queryByRole('feed')).toBeNull();
    const grid = await pinsOf(saved);
    expect(within(first).getByRole('button', { name: NOTIFICATIONS_TEXT.hidePins })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(grid).findByText('Lemon tart')).toBeInTheDocument();
    expect(within(grid).getByText('Plum cake')).toBeInTheDocument();
    // A grid inside a notification has no end to announce.
    expect(screen.queryByText('You have seen every pin.')).toBeNull();
    const second = within(list).getByRole('listitem', { name: followed.text });
    expect(within(second).queryByText(NOTIFICATIONS_TEXT.unread)).toBeNull();
    expect(within(second).queryByRole('feed')).toBeNull();
    expect(api.getNews).toHaveBeenCalledWith({});
    await waitFor(() => expect(document.title).toMatch(/^Notifications \|/));
  });

  it('opening the page marks the news seen on the server, and the header’s count clears (issue 30)', async () => {
    const api = newsApi();
    let seen: (value: { seen: number }) => void = () => undefined;
    api.markNewsSeen.mockImplementationOnce(() => new Promise((resolve) => (seen = resolve)));
    renderSite('/notifications/', api);
    const header = await screen.findByRole('navigation', { name: 'Updates' });
    expect(await within(header).findByRole('link', { name: /^Notifications\s*1$/ })).toBeInTheDocument();
    expect(api.markNewsSeen).toHaveBeenCalledTimes(1);
    seen({ seen: 1 });
    expect(await within(header).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    // The page still marks what was new when it opened.
    expect(
      within(screen.getByRole('listitem', { name: saved.text })).getByText(NOTIFICATIONS_TEXT.unread),
    ).toBeInTheDocument();
  });

  it('pins picked for the viewer are credited to the site, not to a person (issue 30)', async () => {
    const api = newsApi();
    const picked: NewsItem = {
      ...saved,
      id: 'n3',
      type: 'pins_for_you',
      text: 'Pins inspired by your recent activity',
      actors: [],
    };
    api.getNews.mockResolvedValue({ items: [picked], bookmark: null });
    renderSite('/notifications/', api);
    const row = await screen.findByRole('listitem', { name: picked.text });
    expect(within(row).getByText(NOTIFICATIONS_TEXT.bySite)).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Ito|Park/ })).toBeNull();
  });

  it('says when there is no news', async () => {
    const api = newsApi();
    api.getNews.mockResolvedValue({ items: [], bookmark: null });
    renderSite('/notifications/', api);
    expect(await screen.findByText(NOTIFICATIONS_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: NOTIFICATIONS_TEXT.list })).toBeNull();
  });

  it('pages with Show more', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    api.getNews
      .mockResolvedValueOnce({ items: [saved], bookmark: 'next' })
      .mockResolvedValueOnce({ items: [followed], bookmark: null });
    renderSite('/notifications/', api);
    await user.click(await screen.findByRole('button', { name: NOTIFICATIONS_TEXT.showMore }));
    const list = screen.getByRole('list', { name: NOTIFICATIONS_TEXT.list });
    expect(await within(list).findByRole('listitem', { name: followed.text })).toBeInTheDocument();
    expect(api.getNews).toHaveBeenLastCalledWith({}, 'next');
    expect(screen.queryByRole('button', { name: NOTIFICATIONS_TEXT.showMore })).toBeNull();
  });

  it('hiding a news pin takes it away at once (§7 news hub hide), says so (§8), and Undo brings it back', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    let answer: (value: unknown) => void = () => undefined;
    api.hideNewsPin.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderSite('/notifications/', api);
    const grid = await pinsOf(saved);
    const card = await hoveredCard(grid, 'Lemon tart');
    await hide(card);
    expect(api.hideNewsPin).toHaveBeenCalledWith('n1', '101');
    // Optimistic: gone before the server answers.
    await waitFor(() => expect(within(grid).queryByText('Lemon tart')).toBeNull());
    expect(within(grid).getByText('Plum cake')).toBeInTheDocument();
    answer({ pin_id: '101', hidden: true });
    expect(await screen.findByText(`${messages.pinHiddenTitle}. ${hideText(tart)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.undo }));
    expect(api.undoHideNewsPin).toHaveBeenCalledWith('n1', '101');
    expect(await within(grid).findByText('Lemon tart')).toBeInTheDocument();
  });

  it('a hide the server refuses puts the pin back and says so', async () => {
    const api = newsApi();
    api.hideNewsPin.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: 'No' }));
    renderSite('/notifications/', api);
    const grid = await pinsOf(saved);
    const card = await hoveredCard(grid, 'Lemon tart');
    await hide(card);
    expect(await screen.findByText(NOTIFICATIONS_TEXT.hideFailed)).toBeInTheDocument();
    expect(await within(grid).findByText('Lemon tart')).toBeInTheDocument();
    // The card is itself again: no Pin hidden overlay on it.
    expect(within(grid).queryByText(messages.pinHiddenTitle)).toBeNull();
  });

  it('Send on a news pin opens the picker of conversations and people and sends the pin there', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    api.getConversations.mockResolvedValue({ items: [withMira], bookmark: null });
    const { router } = renderSite('/notifications/', api);
    const grid = await pinsOf(saved);
    const card = await hoveredCard(grid, 'Plum cake');
    await user.click(within(card).getByRole('button', { name: labels.send }));
    const dialog = await screen.findByRole('dialog', { name: SEND_TEXT.heading });
    const people = await within(dialog).findByRole('list', { name: SEND_TEXT.people });
    expect(within(dialog).getByRole('list', { name: SEND_TEXT.conversations })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mira Ito' })).toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Theo Park' }));
    expect(api.sendMessage).toHaveBeenCalledWith({ user_id: '8', pin_id: '102' });
    expect(await screen.findByText(SEND_TEXT.sent('Theo Park'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SEND_TEXT.seeConversation }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/31/'));
  });

  it('the picker searches people by name and sends to one found', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    const ana: User = { id: '9', username: 'ana', full_name: 'Ana Ruiz' };
    api.searchUsers.mockResolvedValue({ items: [DEMO_VIEWER, ana], bookmark: null });
    renderSite('/notifications/', api);
    const card = await hoveredCard(await pinsOf(saved), 'Lemon tart');
    await user.click(within(card).getByRole('button', { name: labels.send }));
    const dialog = await screen.findByRole('dialog', { name: SEND_TEXT.heading });
    await user.type(within(dialog).getByRole('searchbox', { name: SEND_TEXT.search }), 'an');
    const found = await within(dialog).findByRole('list', { name: SEND_TEXT.found });
    expect(api.searchUsers).toHaveBeenCalledWith({ query: 'an' });
    // Not the viewer themself.
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ana Ruiz']);
    await user.click(within(found).getByRole('button', { name: 'Ana Ruiz' }));
    expect(api.sendMessage).toHaveBeenCalledWith({ user_id: '9', pin_id: '101' });
    expect(await screen.findByText(SEND_TEXT.sent('Ana Ruiz'))).toBeInTheDocument();
  });

  it('the picker says when nobody is found', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    renderSite('/notifications/', api);
    const card = await hoveredCard(await pinsOf(saved), 'Lemon tart');
    await user.click(within(card).getByRole('button', { name: labels.send }));
    const dialog = await screen.findByRole('dialog', { name: SEND_TEXT.heading });
    await user.type(within(dialog).getByRole('searchbox', { name: SEND_TEXT.search }), 'zz');
    expect(await within(dialog).findByText(SEND_TEXT.nobodyFound('zz'))).toBeInTheDocument();
  });

  it('logged out: a page asking to log in, and no news read', async () => {
    const api = newsApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/notifications/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: NOTIFICATIONS_TEXT.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATIONS_TEXT.loggedOut)).toBeInTheDocument();
    // Log in: the login page, then back here.
    expect(within(screen.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fnotifications%2F',
    );
    expect(api.getNews).not.toHaveBeenCalled();
  });

  it('a failed read offers Try again, which reads again', async () => {
    const user = userEvent.setup();
    const api = newsApi();
    api.getNews.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: 'Down' }));
    renderSite('/notifications/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: NOTIFICATIONS_TEXT.list })).toBeInTheDocument();
  });
});
