/**
 * Issue 13, onboarding for new users (§1 placements, §9 onboarding steps): when the platform call
 * places the onboarding experience, the home feed opens the modal and steps through Gender,
 * InterestPicker, UseCase, LoadingStep and AppInstall by keyboard and clicks; the loading step saves
 * the follows (interest_list), the gender and the use case; Not now completes the experience,
 * closing the modal dismisses it, and a failure says so.
 */
import { ResourceRequestError, type TesseraApi, type Topic } from '@tessera/api';
import { labels, ONBOARDING_STEPS, type Placements } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../feedCache.ts';
import { ONBOARDING_TEXT, PLACEMENT_TEXT, USE_CASE_STATE } from '../placementsText.ts';

const ONBOARDING = 100043;
const placements: Placements = {
  [ONBOARDING]: {
    experience_id: 28063,
    type: 4,
    display_data: { anchor: 'Onboarding', title: 'Welcome to Tessera' },
  },
};
const placed = `${ONBOARDING}:28063`;
const topics: Topic[] = [
  { id: '31', name: 'Pasta', url_name: 'pasta', followed_by_me: false },
  { id: '32', name: 'Travel', url_name: 'travel', followed_by_me: false },
  { id: '33', name: 'Gardening', url_name: 'gardening', followed_by_me: false },
];
const STEPS = ONBOARDING_TEXT.steps;

function onboardingApi() {
  const api = fakeApi();
  api.getPlatformExperiences.mockResolvedValue(placements);
  return Object.assign(api, {
    dismissExperience: vi.fn<TesseraApi['dismissExperience']>(async () => ({})),
    getTopics: vi.fn(async () => ({ items: topics, bookmark: null as string | null })),
    followInterest: vi.fn<TesseraApi['followInterest']>(async () => ({})),
    updateMe: vi.fn<TesseraApi['updateMe']>(async () => ({ id: '1', username: 'newbie' })),
    setUserState: vi.fn<TesseraApi['setUserState']>(async () => ({})),
  });
}

const refused = () => new ResourceRequestError({ http_status: 500, message: 'No' });
const dialog = () => screen.findByRole('dialog', { name: 'Welcome to Tessera' }, { timeout: 5000 });
const stepHeading = (step: keyof typeof STEPS) =>
  screen.findByRole('heading', { level: 3, name: STEPS[step].heading }, { timeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;

/** Male, the `topics`, Shop: the first three steps by clicks, to the loading step. */
async function throughTheSteps(user: User, modal: HTMLElement, { topics: names }: { topics: string[] }) {
  await user.click(within(modal).getByRole('radio', { name: STEPS.Gender.options.male }));
  await user.click(within(modal).getByRole('button', { name: labels.next }));
  for (const name of names) await user.click(await within(modal).findByRole('button', { name }));
  await user.click(within(modal).getByRole('button', { name: labels.next }));
  await user.click(within(modal).getByRole('radio', { name: STEPS.UseCase.options.shopping }));
  await user.click(within(modal).getByRole('button', { name: labels.next }));
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('onboarding (§9 steps)', () => {
  it('Gender and UseCase are radio groups, the topics toggle buttons; Next waits for a choice, Back keeps it', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    renderSite('/', api);
    const modal = await dialog();
    await waitFor(() =>
      expect(api.markExperienceViewed).toHaveBeenCalledWith({ placed_experience_id: placed }),
    );
    expect(within(modal).getByText(ONBOARDING_TEXT.progress(1, ONBOARDING_STEPS.length))).toBeInTheDocument();

    // Gender: Next waits for a choice; arrow keys move it (react-aria's radio group).
    await stepHeading('Gender');
    const genders = within(modal).getByRole('radiogroup', { name: STEPS.Gender.heading });
    expect(within(genders).getAllByRole('radio')).toHaveLength(3);
    expect(within(modal).getByRole('button', { name: labels.next })).toBeDisabled();
    await user.click(within(genders).getByRole('radio', { name: STEPS.Gender.options.female }));
    await user.keyboard('{ArrowDown}');
    expect(within(genders).getByRole('radio', { name: STEPS.Gender.options.male })).toBeChecked();
    await user.click(within(modal).getByRole('button', { name: labels.next }));

    // InterestPicker: its heading takes focus; the topics toggle with Space; Next waits for one.
    expect(await stepHeading('InterestPicker')).toHaveFocus();
    expect(within(modal).getByText(ONBOARDING_TEXT.progress(2, ONBOARDING_STEPS.length))).toBeInTheDocument();
    const pasta = await within(modal).findByRole('button', { name: 'Pasta' });
    expect(api.getTopics).toHaveBeenCalledWith({ page_size: expect.any(Number) });
    expect(pasta).toHaveAttribute('aria-pressed', 'false');
    expect(within(modal).getByRole('button', { name: labels.next })).toBeDisabled();
    pasta.focus();
    await user.keyboard(' ');
    expect(pasta).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(modal).getByRole('button', { name: 'Travel' }));
    await user.click(within(modal).getByRole('button', { name: 'Travel' }));
    expect(within(modal).getByRole('status')).toHaveTextContent(STEPS.InterestPicker.picked(1));
    within(modal).getByRole('button', { name: labels.next }).focus();
    await user.keyboard('{Enter}');

    // UseCase, then Back: the topics are still picked.
    await stepHeading('UseCase');
    expect(within(modal).getByRole('radiogroup', { name: STEPS.UseCase.heading })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: labels.next })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: ONBOARDING_TEXT.back }));
    await stepHeading('InterestPicker');
    expect(within(modal).getByRole('button', { name: 'Pasta' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.followInterest).not.toHaveBeenCalled();
  });

  it('the loading step saves the follows, the gender and the use case; Not now completes it', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    renderSite('/', api);
    const modal = await dialog();
    await throughTheSteps(user, modal, { topics: ['Pasta', 'Gardening'] });
    await stepHeading('AppInstall');
    expect(api.followInterest).toHaveBeenCalledWith({ interest_list: ['31', '33'] });
    expect(api.updateMe).toHaveBeenCalledWith({ gender: 'male' });
    expect(api.setUserState).toHaveBeenCalledWith({ state: USE_CASE_STATE, value: 'shopping' });
    expect(api.markExperienceCompleted).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: STEPS.AppInstall.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.markExperienceCompleted).toHaveBeenCalledWith({ placed_experience_id: placed });
    expect(api.dismissExperience).not.toHaveBeenCalled();
  });

  it('the loading step shows while the follows are saved, and a failed save can be tried again', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    let answer: (() => void) | undefined;
    api.followInterest
      .mockRejectedValueOnce(refused())
      .mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({}))));
    renderSite('/', api);
    const modal = await dialog();
    await throughTheSteps(user, modal, { topics: ['Travel'] });
    await stepHeading('LoadingStep');
    expect(await within(modal).findByText(STEPS.LoadingStep.failed)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: STEPS.LoadingStep.retry }));
    expect(
      await within(modal).findByRole('progressbar', { name: STEPS.LoadingStep.heading }),
    ).toBeInTheDocument();
    expect(within(modal).getByText(STEPS.LoadingStep.saving)).toBeInTheDocument();
    expect(api.followInterest).toHaveBeenCalledTimes(2);
    answer?.();
    await stepHeading('AppInstall');
  });

  it('topics that fail to load say so, and Try again reads them again', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    api.getTopics.mockRejectedValueOnce(refused());
    renderSite('/', api);
    const modal = await dialog();
    await user.click(within(modal).getByRole('radio', { name: STEPS.Gender.options.female }));
    await user.click(within(modal).getByRole('button', { name: labels.next }));
    expect(await within(modal).findByText(STEPS.InterestPicker.loadFailed)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: STEPS.InterestPicker.retry }));
    expect(await within(modal).findByRole('button', { name: 'Pasta' })).toBeInTheDocument();
  });

  it('Dismiss closes it and dismisses the experience', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    renderSite('/', api);
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: labels.dismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.dismissExperience).toHaveBeenCalledWith({ placed_experience_id: placed });
    expect(api.markExperienceCompleted).not.toHaveBeenCalled();
  });

  it('Escape dismisses it too', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    renderSite('/', api);
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.dismissExperience).toHaveBeenCalledWith({ placed_experience_id: placed });
  });

  it('a dismiss the server refuses keeps the onboarding and says so', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    api.dismissExperience.mockRejectedValue(refused());
    renderSite('/', api);
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: labels.dismiss }));
    expect(await screen.findByText(PLACEMENT_TEXT.dismissFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Welcome to Tessera' })).toBeInTheDocument();
  });

  it('a completion the server refuses says so and stays on the last step', async () => {
    const user = userEvent.setup();
    const api = onboardingApi();
    api.markExperienceCompleted.mockRejectedValue(refused());
    renderSite('/', api);
    const modal = await dialog();
    await throughTheSteps(user, modal, { topics: ['Pasta'] });
    await user.click(await within(modal).findByRole('button', { name: STEPS.AppInstall.notNow }));
    expect(await screen.findByText(PLACEMENT_TEXT.completeFailed)).toBeInTheDocument();
    expect(
      within(modal).getByRole('heading', { level: 3, name: STEPS.AppInstall.heading }),
    ).toBeInTheDocument();
  });

  it('no onboarding placed: no modal', async () => {
    const api = onboardingApi();
    api.getPlatformExperiences.mockResolvedValue({});
    renderSite('/', api);
    await screen.findByRole('feed', { name: 'Home feed' }, { timeout: 5000 });
    await waitFor(() => expect(api.getPlatformExperiences).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.getTopics).not.toHaveBeenCalled();
  });
});
