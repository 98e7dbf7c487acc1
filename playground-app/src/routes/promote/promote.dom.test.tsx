import { ResourceRequestError } from '@tessera/api';
import { type Pin, PROMOTE_BUDGET_MIN } from '@tessera/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { PROMOTE_TEXT } from './promoteText.ts';

const image = { url: '/media/136x136/aa/bb/cc/aabbcc.jpg', width: 136, height: 136 };
const saved: Pin = {
  id: '11',
  title: 'Lemon tart',
  images: { '136x136': image },
  pinner: { id: '7', username: 'mira', fullName: 'Mira' },
  savedInfo: { localPinId: '111' },
};
const mine: Pin = {
  id: '12',
  title: 'My ramen',
  images: { '136x136': image },
  pinner: { id: DEMO_VIEWER.id, username: 'demo', fullName: 'Demo Viewer' },
};
const alreadyPromoted: Pin = {
  ...saved,
  id: '13',
  title: 'Sofa',
  isPromoted: true,
  promoter: { id: '9', username: 'partner', fullName: 'Partner Shop' },
};
const strangers: Pin = { id: '14', title: 'Not mine', images: {}, pinner: { id: '8', username: 'theo' } };
const LOCALES = [
  { code: 'en-US', name: 'English (US)' },
  { code: 'fr-FR', name: 'Français' },
];
const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'FR', name: 'France' },
  { code: 'ES', name: 'Spain' },
];

function promoteApi() {
  return {
    ...fakeApi(),
    getUserPins: vi.fn(async () => ({ items: [mine], bookmark: null as string | null })),
    getUserSavedPins: vi.fn(async () => ({
      items: [saved, alreadyPromoted],
      bookmark: null as string | null,
    })),
    getLocales: vi.fn(async () => LOCALES),
    getCountries: vi.fn(async () => COUNTRIES),
    promotePin: vi.fn(
      async ({ pin_id }: { pin_id: string }): Promise<Pin> => ({
        ...(pin_id === mine.id ? mine : saved),
        isPromoted: true,
        promoter: { id: DEMO_VIEWER.id, username: 'demo', fullName: 'Demo Viewer' },
      }),
    ),
  };
}

const form = () =>
  screen.getByRole('heading', { level: 1, name: PROMOTE_TEXT.heading }).closest('section') as HTMLElement;
const group = (name: string) => within(form()).getByRole('group', { name });
const summaryItems = () => {
  const region = screen.getByRole('region', { name: PROMOTE_TEXT.summary });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
};

beforeAll(() => stubBrowserForSite());

describe('/idea-ads-tool and /advertiser/quick-promote (issue 14)', () => {
  it('lists the viewer’s pins that are not promoted yet, and the locales and countries of §7', async () => {
    const api = promoteApi();
    renderSite('/idea-ads-tool/', api);
    const pins = await screen.findByRole('group', { name: PROMOTE_TEXT.pin });
    expect(within(pins).getByRole('radio', { name: 'My ramen' })).toBeInTheDocument();
    expect(within(pins).getByRole('radio', { name: 'Lemon tart' })).toBeInTheDocument();
    expect(within(pins).queryByRole('radio', { name: 'Sofa' })).toBeNull();
    expect(api.getUserPins).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo' }));
    expect(api.getUserSavedPins).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo' }));
    expect(
      within(group(PROMOTE_TEXT.languages))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['English (US)', 'Français']);
    expect(within(group(PROMOTE_TEXT.countries)).getAllByRole('checkbox')).toHaveLength(3);
    expect(document.title).toMatch(new RegExp(`^${PROMOTE_TEXT.heading} \\|`));
  });

  it('/advertiser/quick-promote is the same flow under its own name, opened on ?pin=id', async () => {
    renderSite(`/advertiser/quick-promote/?pin=${saved.id}`, promoteApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: PROMOTE_TEXT.quickHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lemon tart' })).toBeChecked();
  });

  it('?pin= of someone else’s pin says so and selects nothing', async () => {
    const api = promoteApi();
    const getPin = vi.fn(async () => strangers);
    renderSite(`/idea-ads-tool/?pin=${strangers.id}`, { ...api, getPin } as never);
    expect(await screen.findByText(PROMOTE_TEXT.notYours)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('the ad-targeting summary (§5) keeps the truthy fields only, at most 4, as they are picked', async () => {
    const user = userEvent.setup();
    renderSite('/idea-ads-tool/', promoteApi());
    await screen.findByRole('group', { name: PROMOTE_TEXT.pin });
    expect(summaryItems()).toEqual([]);
    expect(screen.getByText(PROMOTE_TEXT.summaryNone)).toBeInTheDocument();

    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'Spain' }));
    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'France' }));
    // Empty languages, interests, ages and genders are falsy: dropped.
    expect(summaryItems()).toEqual(['Countries: France, Spain']);

    await user.click(within(group(PROMOTE_TEXT.genders)).getByRole('checkbox', { name: 'Women' }));
    await user.click(within(group(PROMOTE_TEXT.ages)).getByRole('checkbox', { name: '25-34' }));
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.interests }), 'Travel, Food');
    expect(summaryItems()).toEqual([
      'Countries: France, Spain',
      'Interests: Travel, Food',
      'Ages: 25-34',
      'Genders: Women',
    ]);
    // A fifth truthy field: still 4, the first four in the form's order.
    await user.click(within(group(PROMOTE_TEXT.languages)).getByRole('checkbox', { name: 'Français' }));
    expect(summaryItems()).toEqual([
      'Languages: Français',
      'Countries: France, Spain',
      'Interests: Travel, Food',
      'Ages: 25-34',
    ]);
  });

  it('a bad budget shows its message under the field, takes focus, sends nothing and keeps every value', async () => {
    const user = userEvent.setup();
    const api = promoteApi();
    renderSite('/idea-ads-tool/', api);
    await user.click(await screen.findByRole('radio', { name: 'Lemon tart' }));
    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'France' }));
    const budget = screen.getByRole('textbox', { name: PROMOTE_TEXT.budget });
    const duration = screen.getByRole('textbox', { name: PROMOTE_TEXT.duration });
    await user.type(budget, '0.5');
    await user.type(duration, '7');
    await user.click(screen.getByRole('button', { name: PROMOTE_TEXT.promote }));

    const message = `${PROMOTE_TEXT.budget} must be at least ${PROMOTE_BUDGET_MIN}`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PROMOTE_TEXT.checkFields);
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveAccessibleDescription(message);
    expect(budget).toHaveFocus();
    expect(api.promotePin).not.toHaveBeenCalled();
    expect(budget).toHaveValue('0.5');
    expect(duration).toHaveValue('7');
    expect(screen.getByRole('radio', { name: 'Lemon tart' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'France' })).toBeChecked();
  });

  it('no pin, no country, a duration of days that is no number: each says so', async () => {
    const user = userEvent.setup();
    renderSite('/idea-ads-tool/', promoteApi());
    await screen.findByRole('group', { name: PROMOTE_TEXT.pin });
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.budget }), '5');
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.duration }), 'a week');
    await user.click(screen.getByRole('button', { name: PROMOTE_TEXT.promote }));
    expect(await screen.findByText(`${PROMOTE_TEXT.pin} is required`)).toBeInTheDocument();
    expect(screen.getByText(`${PROMOTE_TEXT.countries} must name at least one country`)).toBeInTheDocument();
    expect(screen.getByText(`${PROMOTE_TEXT.duration} must be a number`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My ramen' })).toHaveFocus();
  });

  it('promotes: the call carries the targeting; the pin then reads Promoted by the viewer, with a link to it', async () => {
    const user = userEvent.setup();
    const api = promoteApi();
    renderSite('/idea-ads-tool/', api);
    await user.click(await screen.findByRole('radio', { name: 'My ramen' }));
    await user.click(within(group(PROMOTE_TEXT.languages)).getByRole('checkbox', { name: 'Français' }));
    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'Spain' }));
    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'United States' }));
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.budget }), '12.50');
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.duration }), '3');
    expect(screen.getByText(PROMOTE_TEXT.total('$37.50', 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PROMOTE_TEXT.promote }));

    expect(
      await screen.findByText(`${PROMOTE_TEXT.done('My ramen')} Promoted by Demo Viewer`),
    ).toHaveAttribute('role', 'status');
    expect(api.promotePin).toHaveBeenCalledWith({
      pin_id: mine.id,
      locales: ['fr-FR'],
      countries: ['US', 'ES'],
      interests: [],
      age_buckets: [],
      genders: [],
      daily_budget: 12.5,
      duration_days: 3,
    });
    expect(screen.getByRole('link', { name: PROMOTE_TEXT.open })).toHaveAttribute('href', `/pin/${mine.id}/`);
  });

  it('a refusal shows the server’s message and keeps the form as it was', async () => {
    const user = userEvent.setup();
    const api = promoteApi();
    api.promotePin.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 403, message: 'You can only promote your own Pins.' }),
    );
    renderSite('/idea-ads-tool/', api);
    await user.click(await screen.findByRole('radio', { name: 'Lemon tart' }));
    await user.click(within(group(PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'France' }));
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.budget }), '5');
    await user.type(screen.getByRole('textbox', { name: PROMOTE_TEXT.duration }), '7');
    await user.click(screen.getByRole('button', { name: PROMOTE_TEXT.promote }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only promote your own Pins.');
    expect(screen.getByRole('textbox', { name: PROMOTE_TEXT.budget })).toHaveValue('5');
    expect(screen.getByRole('radio', { name: 'Lemon tart' })).toBeChecked();
  });

  it('logged out: the log-in page', async () => {
    const api = promoteApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/advertiser/quick-promote/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: PROMOTE_TEXT.quickHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(PROMOTE_TEXT.loggedOut)).toBeInTheDocument();
    expect(api.getLocales).not.toHaveBeenCalled();
  });

  it('the closeup of a promoted pin says Promoted by {name} (§5 sponsored text)', async () => {
    const api = promoteApi();
    api.getPin.mockResolvedValue({
      ...mine,
      isPromoted: true,
      promoter: { id: DEMO_VIEWER.id, username: 'demo', fullName: 'Demo Viewer' },
    });
    renderSite(`/pin/${mine.id}/`, api);
    expect(await screen.findByText('Promoted by Demo Viewer')).toBeInTheDocument();
  });

  it('a failed read of the lists is the error page with Try again', async () => {
    const api = promoteApi();
    api.getCountries.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'down' }));
    renderSite('/idea-ads-tool/', api);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
