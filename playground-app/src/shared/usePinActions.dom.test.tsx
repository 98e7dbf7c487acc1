/**
 * Issue 18, §8 a failed change rolls back and says so: a hide or an unfollow from a card's options
 * menu (the home feed) or from the closeup's, whose call the server refuses, leaves the pin as it
 * was and shows a toast.
 */
import { ResourceRequestError, type TesseraApi } from '@tessera/api';
import { labels, messages, type Pin } from '@tessera/model';
import { OPTIONS_MENU_TEXT } from '@tessera/pin-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, LEMON_TART, renderSite, stubBrowserForSite } from '../app/testing.tsx';
import { clearFeedCache } from './feedCache.ts';
import { FOLLOW_TEXT } from './followText.ts';
import { PIN_ACTIONS_TEXT } from './pinActionsText.ts';

const pin = LEMON_TART;

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

/** The fake api with PinFeedbackResource answering `feedback` (a refusal by default). */
function feedbackApi(
  feedback: TesseraApi['sendPinFeedback'] = async () => {
    throw new ResourceRequestError({ http_status: 500, message: 'Something went wrong' });
  },
) {
  const api = fakeApi();
  api.getHomefeed.mockResolvedValue({ pins: [pin], bookmark: '-end-' });
  api.getPin.mockResolvedValue(pin);
  return Object.assign(api, { sendPinFeedback: vi.fn<TesseraApi['sendPinFeedback']>(feedback) });
}

/** Chooses `item` in the options menu inside `where`, opened from the keyboard (as pin-card's tests). */
async function choose(where: HTMLElement, item: string) {
  const user = userEvent.setup();
  within(where).getByRole('button', { name: labels.moreOptions }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

async function homeCard() {
  const feed = await screen.findByRole('feed', { name: 'Home feed' }, { timeout: 5000 });
  await within(feed).findByText('Lemon tart');
  return within(feed).getByRole('article');
}

async function closeup() {
  await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 });
  return screen.getByRole('main');
}

describe('hide and unfollow that fail say so (issue 18)', () => {
  it('a card: a refused hide shows the card again and the toast', async () => {
    const api = feedbackApi();
    renderSite('/', api);
    await choose(await homeCard(), OPTIONS_MENU_TEXT.hide);
    expect(await screen.findByText(PIN_ACTIONS_TEXT.hideFailed)).toBeInTheDocument();
    expect(api.sendPinFeedback).toHaveBeenCalledWith({ pin_id: '42', feedback_type: 'hide' });
    expect(screen.queryByText(messages.pinHiddenTitle)).toBeNull();
    expect(screen.getByRole('feed', { name: 'Home feed' })).toHaveTextContent('Lemon tart');
  });

  it('a card: a hide that works shows Pin hidden and no failure', async () => {
    const api = feedbackApi(async () => ({}));
    renderSite('/', api);
    await choose(await homeCard(), OPTIONS_MENU_TEXT.hide);
    expect(await screen.findByText(messages.pinHiddenTitle)).toBeInTheDocument();
    expect(screen.queryByText(PIN_ACTIONS_TEXT.hideFailed)).toBeNull();
  });

  it('a card: a refused unfollow keeps the card and names whom it could not unfollow', async () => {
    const api = feedbackApi();
    renderSite('/', api);
    await choose(await homeCard(), labels.unfollow);
    expect(await screen.findByText(PIN_ACTIONS_TEXT.unfollowFailed('Mira Ito'))).toBeInTheDocument();
    expect(api.sendPinFeedback).toHaveBeenCalledWith({ pin_id: '42', feedback_type: 'unfollow' });
    expect(screen.queryByTestId('feedback-overlay')).toBeNull();
  });

  it('the closeup: a refused hide says so and the pin is not marked hidden', async () => {
    const api = feedbackApi();
    renderSite('/pin/42/', api);
    await choose(await closeup(), OPTIONS_MENU_TEXT.hide);
    expect(await screen.findByText(PIN_ACTIONS_TEXT.hideFailed)).toBeInTheDocument();
    expect(screen.queryByText('Pin hidden')).toBeNull();
  });

  it('the closeup: a refused unfollow says so, and the pinner is still followed', async () => {
    const api = feedbackApi();
    api.getPin.mockResolvedValue({ ...pin, pinner: { ...pin.pinner, explicitlyFollowedByMe: true } } as Pin);
    renderSite('/pin/42/', api);
    const main = await closeup();
    expect(within(main).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument();
    await choose(main, labels.unfollow);
    expect(await screen.findByText(PIN_ACTIONS_TEXT.unfollowFailed('Mira Ito'))).toBeInTheDocument();
    expect(screen.queryByText('Unfollowed')).toBeNull();
    await waitFor(() =>
      expect(within(main).getByRole('button', { name: FOLLOW_TEXT.following })).toBeInTheDocument(),
    );
  });
});
