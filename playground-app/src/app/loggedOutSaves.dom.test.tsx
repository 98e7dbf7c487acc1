import { ResourceRequestError } from '@tessera/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PIN_ACTIONS_TEXT } from '../shared/pinActionsText.ts';
import { LOGIN_PROMPT_TEXT } from '../shared/usePinActions.ts';
import { LOGGED_OUT_SAVES_KEY } from './loggedOutSaves.tsx';
import { fakeApi, LEMON_TART, renderSite, stubBrowserForSite } from './testing.tsx';

const pin = LEMON_TART;

beforeAll(() => stubBrowserForSite());
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The closeup of `pin` for a logged-out visitor. */
async function closeupLoggedOut() {
  const api = fakeApi();
  api.getPin.mockResolvedValue(pin);
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
  renderSite('/pin/42/', api);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' }, { timeout: 5000 }),
  ).toBeVisible();
  return userEvent.setup();
}

describe('logged-out saves (§1, §4; issue 18)', () => {
  it('a Save is kept in localStorage and prompts login, with no word of failure', async () => {
    const user = await closeupLoggedOut();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(LOGIN_PROMPT_TEXT.text)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Saved' }).length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem(LOGGED_OUT_SAVES_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ unauthSavePinId: '42' }),
    ]);
    expect(screen.queryByText(PIN_ACTIONS_TEXT.saveNotKept)).toBeNull();
  });

  it('with localStorage throwing, a Save says it could not be kept (and still prompts login)', async () => {
    const refuse = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await closeupLoggedOut();
    expect(screen.queryByText(PIN_ACTIONS_TEXT.saveNotKept)).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(PIN_ACTIONS_TEXT.saveNotKept)).toBeInTheDocument();
    // The toast and the login prompt come from one press, in an order a busy machine may swap.
    expect(await screen.findByText(LOGIN_PROMPT_TEXT.text)).toBeInTheDocument();
    // §8 the storage failure is logged to the console too.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Logged-out saves: storage failed', expect.any(DOMException)),
    );
  });
});
