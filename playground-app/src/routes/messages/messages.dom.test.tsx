import { type ConversationMessage, type ConversationSummary, ResourceRequestError } from '@tessera/api';
import { labels, messages, type Pin, type User } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { ACCOUNT_TEXT } from '../account/accountText.ts';
import { MESSAGES_TEXT } from './messagesText.ts';

const mira: User = { id: '7', username: 'mira', full_name: 'Mira Ito' };
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park' };
const tart: Pin = {
  id: '101',
  title: 'Lemon tart',
  images: { '236x': { url: '/media/236x/ab/cd/ef/101.jpg', width: 236, height: 300 } },
};
const fromMira: ConversationMessage = {
  id: 'm1',
  senderId: mira.id,
  sender: mira,
  text: 'Thought you would like this',
  pinId: tart.id,
  pin: tart,
  created_at: '2026-01-05T10:00:00Z',
};
const fromViewer: ConversationMessage = {
  id: 'm2',
  senderId: DEMO_VIEWER.id,
  sender: DEMO_VIEWER,
  text: 'Love it, saving it now!',
  created_at: '2026-01-06T10:00:00Z',
};
const withMira: ConversationSummary = {
  id: '31',
  participants: [DEMO_VIEWER, mira],
  last_message: fromViewer,
};
const withTheo: ConversationSummary = {
  id: '32',
  participants: [DEMO_VIEWER, theo],
  last_message: { id: 'm3', senderId: theo.id, text: '', pinId: '5', created_at: '2026-01-04T10:00:00Z' },
};

function messagesApi() {
  const api = fakeApi();
  api.getConversations.mockResolvedValue({ items: [withMira, withTheo], bookmark: null });
  return {
    ...api,
    getConversationMessages: vi.fn(async ({ conversation_id }: { conversation_id: string }) => ({
      items: conversation_id === '31' ? [fromMira, fromViewer] : [],
      bookmark: null as string | null,
    })),
    sendMessage: vi.fn(async ({ text }: { text?: string }) => ({
      conversation_id: '31',
      message: { id: 'm9', senderId: DEMO_VIEWER.id, text: text ?? '', created_at: '2026-01-07T10:00:00Z' },
    })),
  };
}

/** The list of the conversation's messages. */
const messageList = (name: string) => screen.findByRole('list', { name: MESSAGES_TEXT.with(name) });

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the conversation page (issue 13)', () => {
  it('shows the conversations (this one current) and the messages, a pin in a ConversationView grid', async () => {
    const api = messagesApi();
    renderSite('/conversation/31/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Ito' })).toBeInTheDocument();
    expect(api.getConversationMessages).toHaveBeenCalledWith({ conversation_id: '31' });
    const side = screen.getByRole('navigation', { name: MESSAGES_TEXT.conversations });
    const current = within(side).getByRole('link', { name: /^Mira Ito/ });
    expect(current).toHaveAttribute('href', '/conversation/31/');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent(fromViewer.text);
    expect(within(side).getByRole('link', { name: /^Theo Park/ })).toHaveTextContent(MESSAGES_TEXT.sentPin);
    const list = await messageList('Mira Ito');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(fromMira.text);
    expect(items[1]).toHaveTextContent(`${MESSAGES_TEXT.you}`);
    const grid = await screen.findByRole('feed', { name: MESSAGES_TEXT.pinFrom('Mira Ito', 'Jan 5, 2026') });
    expect(await within(grid).findByText('Lemon tart')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Messages with Mira Ito \|/));
  });

  it('another conversation from the list; an empty one says so', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    const { router } = renderSite('/conversation/31/', api);
    const side = await screen.findByRole('navigation', { name: MESSAGES_TEXT.conversations });
    await user.click(within(side).getByRole('link', { name: /^Theo Park/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/32/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Theo Park' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_TEXT.empty)).toBeInTheDocument();
  });

  it('sends text: shown at once as sending, then sent; the list shows it as the last message', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    let answer: (value: Awaited<ReturnType<typeof api.sendMessage>>) => void = () => undefined;
    api.sendMessage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderSite('/conversation/31/', api);
    const field = await screen.findByRole('textbox', { name: MESSAGES_TEXT.write });
    const form = field.closest('form') as HTMLElement;
    expect(within(form).getByRole('button', { name: labels.send })).toBeDisabled();
    await user.type(field, 'See you Sunday{Enter}');
    expect(api.sendMessage).toHaveBeenCalledWith({ conversation_id: '31', text: 'See you Sunday' });
    const list = await messageList('Mira Ito');
    const sending = within(list).getAllByRole('listitem')[2] as HTMLElement;
    expect(sending).toHaveTextContent('See you Sunday');
    expect(sending).toHaveTextContent(MESSAGES_TEXT.sending);
    expect(field).toHaveValue('');
    answer({
      conversation_id: '31',
      message: {
        id: 'm9',
        senderId: DEMO_VIEWER.id,
        text: 'See you Sunday',
        created_at: '2026-01-07T10:00:00Z',
      },
    });
    await waitFor(() => expect(within(list).queryByText(MESSAGES_TEXT.sending)).toBeNull());
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('See you Sunday');
    const side = screen.getByRole('navigation', { name: MESSAGES_TEXT.conversations });
    expect(within(side).getByRole('link', { name: /^Mira Ito/ })).toHaveTextContent('See you Sunday');
  });

  it('a message the server refuses is taken back, its text back in the field, with the server’s message', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    api.sendMessage.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 403, message: "You can't message this person." }),
    );
    renderSite('/conversation/31/', api);
    const field = await screen.findByRole('textbox', { name: MESSAGES_TEXT.write });
    await user.type(field, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("You can't message this person.");
    expect(field).toHaveValue('Hello');
    expect(within(await messageList('Mira Ito')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('pages the messages with Show more', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    api.getConversationMessages
      .mockResolvedValueOnce({ items: [fromMira], bookmark: 'next' })
      .mockResolvedValueOnce({ items: [fromViewer], bookmark: null });
    renderSite('/conversation/31/', api);
    await user.click(await screen.findByRole('button', { name: MESSAGES_TEXT.showMore }));
    const list = await messageList('Mira Ito');
    expect(await within(list).findByText(fromViewer.text)).toBeInTheDocument();
    expect(api.getConversationMessages).toHaveBeenLastCalledWith({ conversation_id: '31' }, 'next');
    expect(screen.queryByRole('button', { name: MESSAGES_TEXT.showMore })).toBeNull();
  });

  it('a pin the server no longer shows is Unavailable (§2)', async () => {
    const api = messagesApi();
    const { pin: _gone, ...withoutPin } = fromMira;
    api.getConversationMessages.mockResolvedValueOnce({ items: [withoutPin], bookmark: null });
    renderSite('/conversation/31/', api);
    const list = await messageList('Mira Ito');
    expect(within(list).getByText(messages.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('logged out: a page asking to log in, and nothing read', async () => {
    const api = messagesApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/conversation/31/', api);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_TEXT.loggedOut)).toBeInTheDocument();
    // Log in: the login page, then back here.
    expect(within(screen.getByRole('main')).getByRole('link', { name: ACCOUNT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Fconversation%2F31%2F',
    );
    expect(api.getConversationMessages).not.toHaveBeenCalled();
  });

  it('an unknown conversation and someone else’s are not found; a failed read offers Try again', async () => {
    const api = messagesApi();
    api.getConversationMessages.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 404, message: 'Conversation not found' }),
    );
    const first = renderSite('/conversation/39/', api);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    first.unmount();
    api.getConversationMessages.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 403, message: "You can't read someone else's conversation." }),
    );
    const second = renderSite('/conversation/38/', api);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    second.unmount();
    api.getConversationMessages.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 500, message: 'Down' }),
    );
    renderSite('/conversation/31/', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Ito' })).toBeInTheDocument();
  });
});
