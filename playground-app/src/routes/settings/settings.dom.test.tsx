import { type AgeAppeal, type PinAppeal, ResourceRequestError } from '@tessera/api';
import type { Pin, User } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { COLOR_SCHEME_KEY } from '../../app/useColorScheme.ts';
import { PROFILE_TEXT } from '../profile/profileText.ts';
import { pageReload } from './SettingsPage.tsx';
import { AGE_APPEAL_TEXT, APPEALS_TEXT, PANIC_TEXT, REPORTS_TEXT, SETTINGS_TEXT } from './settingsText.ts';

const mira: User = { id: '7', username: 'mira', full_name: 'Mira Ito', blocked_by_me: true };
const theo: User = { id: '8', username: 'theo', full_name: 'Theo Park', blocked_by_me: true };
const pinOf = (id: string, title: string): Pin => ({
  id,
  title,
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
/** A 400 as the mock server words it (the model's describeIssues). */
const badRequest = (text: string) =>
  new ResourceRequestError({ http_status: 400, message: `Invalid options: ${text}` });

function accountApi() {
  return {
    ...fakeApi(),
    getMe: vi.fn(async () => ({ ...DEMO_VIEWER, full_name: 'Demo Person', visitor_type: 'authenticated' })),
    updateMe: vi.fn(async (body: Partial<User>) => ({ ...DEMO_VIEWER, ...body })),
    getBlockedUsers: vi.fn(async () => ({ items: [mira, theo], bookmark: null as string | null })),
    unblockUser: vi.fn(async () => ({ blocked: false })),
    getPinAppeals: vi.fn(async (): Promise<PinAppeal[]> => []),
    getUserPins: vi.fn(async () => ({ items: [pinOf('101', 'Lemon tart')], bookmark: null })),
    appealPin: vi.fn(
      async ({ pin_id, reason }: { pin_id: string; reason: string }): Promise<PinAppeal> => ({
        id: '900',
        pin_id,
        pin: pinOf(pin_id, 'Lemon tart'),
        reason,
        status: 'in_review',
        created_at: '2026-11-20T10:00:00Z',
      }),
    ),
    getReports: vi.fn(async () => ({
      reports: [] as Array<{ pin_id: string; pin: Pin | null; feedback_type: string }>,
      violations: [] as Array<{ pin_id: string; pin: Pin | null; report_count: number }>,
    })),
    getAgeAppeal: vi.fn(async (): Promise<AgeAppeal | null> => null),
    appealAge: vi.fn(
      async ({ birthdate }: { birthdate: string }): Promise<AgeAppeal> => ({
        id: '901',
        birthdate,
        status: 'in_review',
        created_at: '2026-11-20T10:00:00Z',
      }),
    ),
    lockAccount: vi.fn(async () => ({ locked: true, sessions_ended: 1 })),
  };
}

const loggedOut = (api: ReturnType<typeof accountApi>) =>
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));

beforeAll(() => stubBrowserForSite());
beforeEach(() => {
  vi.spyOn(pageReload, 'now').mockImplementation(() => {});
  vi.spyOn(pageReload, 'goTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('/settings (issue 14)', () => {
  it('logged out: the log-in page', async () => {
    const api = accountApi();
    loggedOut(api);
    renderSite('/settings/', api);
    expect(await screen.findByRole('heading', { level: 1, name: SETTINGS_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_TEXT.loggedOut)).toBeInTheDocument();
    expect(api.getBlockedUsers).not.toHaveBeenCalled();
  });

  it('a failed read of the blocked people offers Try again', async () => {
    const api = accountApi();
    api.getBlockedUsers.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 503, message: 'down' }),
    );
    renderSite('/settings/', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: SETTINGS_TEXT.blockedList })).toBeInTheDocument();
  });

  it('a refused profile keeps every typed value and shows the server’s message under its field, with focus there', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    api.updateMe.mockRejectedValueOnce(
      badRequest(
        'first_name: must be at most 30 characters; username: must be 3 to 30 lowercase letters, digits or _',
      ),
    );
    renderSite('/settings/', api);
    const first = await screen.findByRole('textbox', { name: SETTINGS_TEXT.firstName });
    expect(first).toHaveValue('Demo');
    await user.clear(first);
    await user.type(first, 'A name far too long for the thirty');
    const username = screen.getByRole('textbox', { name: SETTINGS_TEXT.username });
    await user.clear(username);
    await user.type(username, 'Bad Name');
    await user.type(screen.getByRole('textbox', { name: SETTINGS_TEXT.about }), 'I bake.');
    await user.click(screen.getAllByRole('button', { name: SETTINGS_TEXT.save })[0] as HTMLElement);
    expect(api.updateMe).toHaveBeenCalledWith({
      first_name: 'A name far too long for the thirty',
      full_name: 'Demo Person',
      username: 'Bad Name',
      about: 'I bake.',
    });
    expect(await screen.findByText('First name must be at most 30 characters')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name must be at most 30 characters');
    expect(screen.getByText('Username must be 3 to 30 lowercase letters, digits or _')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.notSaved);
    expect(first).toHaveValue('A name far too long for the thirty');
    expect(username).toHaveValue('Bad Name');
    expect(screen.getByRole('textbox', { name: SETTINGS_TEXT.about })).toHaveValue('I bake.');
    expect(pageReload.now).not.toHaveBeenCalled();
  });

  it('a failure that names no field says the server’s message (§8 fallback) and keeps the values', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    api.updateMe.mockRejectedValueOnce(new ResourceRequestError({ http_status: 500, message: '' }));
    renderSite('/settings/', api);
    const full = await screen.findByRole('textbox', { name: SETTINGS_TEXT.fullName });
    await user.clear(full);
    await user.type(full, 'Dana B');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry! Something went wrong on our end.');
    expect(full).toHaveValue('Dana B');
  });

  it('a saved profile reloads the page (the header reads the viewer once) and says so after', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderSite('/settings/', api);
    const first = await screen.findByRole('textbox', { name: SETTINGS_TEXT.firstName });
    await user.clear(first);
    await user.type(first, 'Dana');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pageReload.now).toHaveBeenCalledTimes(1));
    expect(api.updateMe).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Dana' }));
    // After the reload, the page says it was saved (once).
    renderSite('/settings/', accountApi());
    expect(await screen.findByText(SETTINGS_TEXT.profileSaved)).toBeInTheDocument();
  });

  it('dark mode is set, then the page reloads (§4)', async () => {
    const user = userEvent.setup();
    renderSite('/settings/', accountApi());
    await user.click(await screen.findByRole('switch', { name: SETTINGS_TEXT.darkMode }));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(pageReload.now).toHaveBeenCalledTimes(1);
  });

  it('a storage that refuses the dark-mode choice does not reload the page (it would come back unchanged; §8 logged)', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/settings/', accountApi());
    await user.click(await screen.findByRole('switch', { name: SETTINGS_TEXT.darkMode }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(pageReload.now).not.toHaveBeenCalled();
  });

  it('dark mode is cleared back to the system’s, then the page reloads (§4)', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    renderSite('/settings/', accountApi());
    expect(await screen.findByRole('switch', { name: SETTINGS_TEXT.darkMode })).toBeChecked();
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXT.useSystem }));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    expect(pageReload.now).toHaveBeenCalledTimes(1);
  });

  it('privacy choices are saved through POST /v3/users/me/', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderSite('/settings/', api);
    await user.click(await screen.findByRole('checkbox', { name: SETTINGS_TEXT.searchPrivacy }));
    const thirdParty = screen.getByRole('checkbox', { name: SETTINGS_TEXT.thirdPartyAds });
    expect(thirdParty).toBeChecked();
    await user.click(thirdParty);
    await user.click(screen.getAllByRole('button', { name: SETTINGS_TEXT.save })[1] as HTMLElement);
    expect(await screen.findByText(SETTINGS_TEXT.privacySaved)).toHaveAttribute('role', 'status');
    expect(api.updateMe).toHaveBeenCalledWith({
      exclude_from_search: true,
      isFirstPartyAdPersonalizationEnabled: true,
      isThirdPartyAdPersonalizationEnabled: false,
    });
  });

  it('Unblock takes the person off at once; a refused unblock puts them back in place with a message (§4, §8)', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    let fail!: (error: Error) => void;
    api.unblockUser.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    renderSite('/settings/', api);
    const list = await screen.findByRole('list', { name: SETTINGS_TEXT.blockedList });
    const row = (name: string) => within(list).getByRole('link', { name }).closest('li') as HTMLElement;
    await user.click(within(row('Mira Ito')).getByRole('button', { name: SETTINGS_TEXT.unblock }));
    expect(api.unblockUser).toHaveBeenCalledWith({ blocked_user_id: '7', block_source: 'settings' });
    expect(within(list).queryByRole('link', { name: 'Mira Ito' })).toBeNull();
    fail(new ResourceRequestError({ http_status: 500, message: 'No' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXT.blockFailed('Mira Ito'));
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Mira Ito', 'Theo Park']);
    // The second time it goes through.
    await user.click(within(row('Mira Ito')).getByRole('button', { name: SETTINGS_TEXT.unblock }));
    expect(await screen.findByText(SETTINGS_TEXT.unblocked('Mira Ito'))).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Mira Ito' })).toBeNull();
  });

  it('/settings/privacy opens at the privacy section', async () => {
    const scrolled: string[] = [];
    const scroll = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    renderSite('/settings/privacy/', accountApi());
    await screen.findByRole('heading', { level: 2, name: SETTINGS_TEXT.section.privacy });
    await waitFor(() => expect(scrolled).toEqual(['privacy']));
    Element.prototype.scrollIntoView = original;
  });

  it('nobody blocked: says so', async () => {
    const api = accountApi();
    api.getBlockedUsers.mockResolvedValue({ items: [], bookmark: null });
    renderSite('/settings/', api);
    expect(await screen.findByText(SETTINGS_TEXT.noneBlocked)).toBeInTheDocument();
  });
});

describe('/appealed-pin/ (issue 14)', () => {
  it('logged out: the log-in page', async () => {
    const api = accountApi();
    loggedOut(api);
    renderSite('/appealed-pin/', api);
    expect(await screen.findByText(APPEALS_TEXT.loggedOut)).toBeInTheDocument();
  });

  it('an appeal the server refuses keeps the values and names the field; a sent one joins the list', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    api.appealPin.mockRejectedValueOnce(badRequest('reason: must not be empty'));
    renderSite('/appealed-pin/', api);
    expect(await screen.findByText(APPEALS_TEXT.none)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: APPEALS_TEXT.pin }), 'Lemon tart');
    const reason = screen.getByRole('textbox', { name: APPEALS_TEXT.reason });
    await user.type(reason, ' ');
    await user.click(screen.getByRole('button', { name: APPEALS_TEXT.submit }));
    expect(await screen.findByText(`${APPEALS_TEXT.reason} must not be empty`)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(screen.getByRole('combobox', { name: APPEALS_TEXT.pin })).toHaveValue('101');
    await user.type(reason, 'It is my own photo.');
    await user.click(screen.getByRole('button', { name: APPEALS_TEXT.submit }));
    expect(api.appealPin).toHaveBeenLastCalledWith({ pin_id: '101', reason: ' It is my own photo.' });
    const list = await screen.findByRole('list', { name: APPEALS_TEXT.list });
    expect(within(list).getByRole('link', { name: 'Lemon tart' })).toHaveAttribute('href', '/pin/101/');
    expect(within(list).getByText(APPEALS_TEXT.status.in_review)).toBeInTheDocument();
    expect(screen.getByText(APPEALS_TEXT.sent)).toHaveAttribute('role', 'status');
  });

  it('?pin= picks the pin; no pins of one’s own: says so', async () => {
    const api = accountApi();
    renderSite('/appealed-pin/?pin=101', api);
    expect(await screen.findByRole('combobox', { name: APPEALS_TEXT.pin })).toHaveValue('101');
    const none = accountApi();
    none.getUserPins.mockResolvedValue({ items: [], bookmark: null });
    renderSite('/appealed-pin/', none);
    expect(await screen.findByText(APPEALS_TEXT.noPins)).toBeInTheDocument();
  });

  it('?pin= of an own pin beyond the first page is read and picked', async () => {
    const api = accountApi();
    api.getPin.mockImplementation(async ({ id }) => ({
      ...pinOf(String(id), 'Plum cake'),
      pinner: { id: DEMO_VIEWER.id, username: 'demo' },
    }));
    renderSite('/appealed-pin/?pin=555', api);
    expect(await screen.findByRole('combobox', { name: APPEALS_TEXT.pin })).toHaveValue('555');
    expect(screen.getByRole('option', { name: 'Plum cake' })).toBeInTheDocument();
  });

  it('?pin= of someone else’s pin is not offered', async () => {
    const api = accountApi();
    api.getPin.mockImplementation(async ({ id }) => ({
      ...pinOf(String(id), 'Their pin'),
      pinner: { id: '9', username: 'x' },
    }));
    renderSite('/appealed-pin/?pin=556', api);
    expect(await screen.findByRole('combobox', { name: APPEALS_TEXT.pin })).toHaveValue('');
    expect(api.getPin).toHaveBeenCalledWith({ id: '556' });
    expect(screen.queryByRole('option', { name: 'Their pin' })).toBeNull();
  });
});

describe('/reports-and-violations/ (issue 14)', () => {
  it('nothing reported: an honest empty state for each list', async () => {
    renderSite('/reports-and-violations/', accountApi());
    expect(await screen.findByText(REPORTS_TEXT.noReports)).toBeInTheDocument();
    expect(screen.getByText(REPORTS_TEXT.noViolations)).toBeInTheDocument();
  });

  it('lists the viewer’s reports and the reports of their pins, each with Appeal', async () => {
    const api = accountApi();
    api.getReports.mockResolvedValue({
      reports: [{ pin_id: '201', pin: pinOf('201', 'Odd ad'), feedback_type: 'report' }],
      violations: [{ pin_id: '101', pin: pinOf('101', 'Lemon tart'), report_count: 2 }],
    });
    renderSite('/reports-and-violations/', api);
    const reports = await screen.findByRole('list', { name: REPORTS_TEXT.reportsList });
    expect(within(reports).getByRole('link', { name: 'Odd ad' })).toHaveAttribute('href', '/pin/201/');
    const violations = screen.getByRole('list', { name: REPORTS_TEXT.violationsList });
    expect(within(violations).getByText(REPORTS_TEXT.reportCount(2))).toBeInTheDocument();
    expect(within(violations).getByRole('link', { name: REPORTS_TEXT.appeal })).toHaveAttribute(
      'href',
      '/appealed-pin/?pin=101',
    );
  });
});

describe('/age-appeal (issue 14)', () => {
  it('a date that is no real date is refused before anything is sent, and the text stays', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderSite('/age-appeal/', api);
    const field = await screen.findByRole('textbox', { name: AGE_APPEAL_TEXT.birthdate });
    await user.type(field, '2001-02-30');
    await user.click(screen.getByRole('button', { name: AGE_APPEAL_TEXT.submit }));
    expect(await screen.findByText(`${AGE_APPEAL_TEXT.birthdate} must be a real date`)).toBeInTheDocument();
    expect(field).toHaveValue('2001-02-30');
    expect(field).toHaveFocus();
    expect(api.appealAge).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '3000-01-01{Enter}');
    expect(
      await screen.findByText(`${AGE_APPEAL_TEXT.birthdate} must not be in the future`),
    ).toBeInTheDocument();
  });

  it('a real birthdate is sent; the page then shows the appeal in review', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderSite('/age-appeal/', api);
    await user.type(
      await screen.findByRole('textbox', { name: AGE_APPEAL_TEXT.birthdate }),
      '1990-04-23{Enter}',
    );
    expect(api.appealAge).toHaveBeenCalledWith({ birthdate: '1990-04-23' });
    expect(await screen.findByText(AGE_APPEAL_TEXT.current('in review', 'Nov 20, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: AGE_APPEAL_TEXT.birthdate })).toBeNull();
  });
});

describe('/secure/panic (issue 14)', () => {
  it('passwords that differ or are too short are refused in place; confirmed, it locks, logs out and goes home', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderSite('/secure/panic/', api);
    const password = await screen.findByLabelText(PANIC_TEXT.newPassword);
    const again = screen.getByLabelText(PANIC_TEXT.confirmPassword);
    await user.type(password, '123');
    await user.type(again, '124');
    await user.click(screen.getByRole('button', { name: PANIC_TEXT.lock }));
    expect(
      await screen.findByText(`${PANIC_TEXT.newPassword} must be at least 6 characters`),
    ).toBeInTheDocument();
    expect(screen.getByText(PANIC_TEXT.mismatch)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(api.lockAccount).not.toHaveBeenCalled();
    await user.clear(password);
    await user.clear(again);
    await user.type(password, 'fresh-secret');
    await user.type(again, 'fresh-secret');
    await user.click(screen.getByRole('button', { name: PANIC_TEXT.lock }));
    const dialog = await screen.findByRole('alertdialog', { name: PANIC_TEXT.confirmHeading });
    await user.click(within(dialog).getByRole('button', { name: PANIC_TEXT.confirm }));
    await waitFor(() => expect(pageReload.goTo).toHaveBeenCalledWith('/'));
    expect(api.lockAccount).toHaveBeenCalledWith({ new_password: 'fresh-secret' });
    expect(api.logout).toHaveBeenCalled();
  });

  it('logged out: the log-in page', async () => {
    const api = accountApi();
    loggedOut(api);
    renderSite('/secure/panic/', api);
    expect(await screen.findByText(PANIC_TEXT.loggedOut)).toBeInTheDocument();
  });
});
