import { ResourceRequestError, SAVE_EVENT, type TesseraApi } from '@tessera/api';
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

  it('after login each kept pin is saved to the profile, and each save logs the §4 save event and tracking log', async () => {
    window.localStorage.setItem(
      LOGGED_OUT_SAVES_KEY,
      JSON.stringify(
        ['42', '43'].map((id, i) => ({ hasSavedUnauthPin: true, unauthSavePinId: id, ts: 1_000 + i })),
      ),
    );
    const api = Object.assign(fakeApi(), {
      repin: vi.fn<TesseraApi['repin']>(async ({ pinId }) => ({
        id: `r${pinId}`,
        pinner: { id: '1' },
        board: null,
      })),
    });
    renderSite('/', api);
    await waitFor(() => expect(window.localStorage.getItem(LOGGED_OUT_SAVES_KEY)).toBe('[]'), {
      timeout: 5000,
    });
    expect(api.repin.mock.calls).toEqual([[{ pinId: '42' }], [{ pinId: '43' }]]);
    // Through the app's logger (sent after its 1 s batching delay).
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .map((event) => [event.object_id_str, event.event_data?.action, event.event_data?.board_id]),
        ).toEqual([
          ['42', SAVE_EVENT.action, null],
          ['r42', SAVE_EVENT.log, null],
          ['43', SAVE_EVENT.action, null],
          ['r43', SAVE_EVENT.log, null],
        ]),
      { timeout: 4000 },
    );
  });
});
