/**
 * Placements and experiences (issue 13, §1, §4 experience status, §9 onboarding steps) for
 * designers: the home feed's placement banner, the tip on the owner's board, each onboarding step
 * (Gender, InterestPicker, UseCase, LoadingStep, AppInstall) and the steps' failures. Each is the
 * real site, answered by the stories' MSW backend (its seed world); its viewer, demo, is not a new
 * user, so the onboarding stories answer the placement call with the onboarding experience of the
 * mock world (what `newbie` gets from the mock server). Left out of the screenshot test like the
 * other page stories: the home feed loads pin images at its own pace; the e2e
 * (e2e/placements.spec.ts) runs axe on each step in light and dark.
 */
import { delayed, EXPERIENCES, failing, PLACEMENTS } from '@tessera/mocks';
import { labels, ONBOARDING_STEPS } from '@tessera/model';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { ONBOARDING_TEXT } from '../../playground-app/src/shared/placementsText.ts';
import { answer, LOADED, Site } from './site.tsx';

const STEPS = ONBOARDING_TEXT.steps;
const experienceOf = (placementId: number) => {
  const experience = EXPERIENCES.find((e) => e.placementId === placementId);
  if (!experience) throw new Error(`The mock world has no experience at ${placementId}`);
  return experience;
};
const onboarding = experienceOf(PLACEMENTS.onboarding);
const homeBanner = experienceOf(PLACEMENTS.homefeedUpsell);
const boardTip = experienceOf(PLACEMENTS.boardToolsTip);
const ONBOARDING_TITLE = onboarding.display_data.title ?? ONBOARDING_TEXT.heading;

/** The platform call answers the onboarding experience, as it does for a new user. */
const placedOnboarding = () =>
  http.get(/\/resource\/UserExperiencePlatformResource\/get\//, () =>
    answer({
      [PLACEMENTS.onboarding]: {
        experience_id: onboarding.experience_id,
        type: onboarding.type,
        display_data: onboarding.display_data,
        triggerable_placed_exps: [`${PLACEMENTS.onboarding}:${onboarding.experience_id}`],
        metadata: onboarding.metadata,
      },
    }),
  );

type Canvas = ReturnType<typeof within>;
type User = { click: (element: Element) => Promise<void> };

async function dialog(canvas: Canvas) {
  return within(await canvas.findByRole('dialog', { name: ONBOARDING_TITLE }, LOADED));
}

async function step(modal: Canvas, name: keyof typeof STEPS) {
  const index = ONBOARDING_STEPS.indexOf(name);
  const heading = await modal.findByRole('heading', { level: 3, name: STEPS[name].heading }, LOADED);
  // The modal fades in.
  await waitFor(() => expect(heading).toBeVisible(), LOADED);
  await expect(modal.getByText(ONBOARDING_TEXT.progress(index + 1, ONBOARDING_STEPS.length))).toBeVisible();
}

/** Chooses the radio `name` (by its label, where people click) and goes on. */
async function chooseAndNext(modal: Canvas, userEvent: User, name: string) {
  await userEvent.click(modal.getByText(name, { exact: true }));
  await userEvent.click(modal.getByRole('button', { name: labels.next }));
}

/** To the interest picker with its topics, the first one picked. */
async function toTopics(canvas: Canvas, userEvent: User) {
  const modal = await dialog(canvas);
  await chooseAndNext(modal, userEvent, STEPS.Gender.options.female);
  await step(modal, 'InterestPicker');
  const topics = await modal.findByRole('list', { name: STEPS.InterestPicker.heading }, LOADED);
  await userEvent.click(within(topics).getAllByRole('button')[0] as HTMLElement);
  return modal;
}

const meta = preview.meta({
  title: 'Pages/Placements',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearFeedCache(),
});

/** The home feed's banner (HomefeedHeader): its title is its link (to /edit), and Dismiss. */
export const HomeBanner = meta.story({
  args: { path: '/' },
  play: async ({ canvas }) => {
    const title = homeBanner.display_data.title ?? '';
    const banner = within(await canvas.findByRole('region', { name: title }, LOADED));
    await expect(banner.getByRole('link', { name: title })).toHaveAttribute('href', homeBanner.metadata.link);
    await expect(banner.getByRole('button', { name: labels.dismiss })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

/** The tip on the owner's board (BoardTools): a title with no link, and Dismiss. */
export const BoardTip = meta.story({
  args: { path: '/demo/recipes-to-try/' },
  play: async ({ canvas }) => {
    const title = boardTip.display_data.title ?? '';
    const tip = within(await canvas.findByRole('region', { name: title }, LOADED));
    await expect(tip.queryByRole('link')).toBeNull();
    await expect(tip.getByRole('button', { name: labels.dismiss })).toBeVisible();
  },
});

/** Onboarding, Gender: a radio group; Next waits for a choice. */
export const OnboardingGender = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding());
  },
  play: async ({ canvas }) => {
    const modal = await dialog(canvas);
    await step(modal, 'Gender');
    await expect(modal.getByRole('radiogroup', { name: STEPS.Gender.heading })).toBeVisible();
    await expect(modal.getByRole('button', { name: labels.next })).toBeDisabled();
  },
});

/** Onboarding, InterestPicker: the first topics to follow, as toggle buttons, one picked. */
export const OnboardingInterestPicker = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding());
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await toTopics(canvas, userEvent);
    const topics = modal.getByRole('list', { name: STEPS.InterestPicker.heading });
    await expect(within(topics).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(modal.getByRole('status')).toHaveTextContent(STEPS.InterestPicker.picked(1));
    await expect(modal.getByRole('button', { name: labels.next })).toBeEnabled();
  },
});

/** Onboarding, InterestPicker when the topics cannot be read: the message and Try again. */
export const OnboardingTopicsFailed = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding(), failing('/resource/TopicsResource/', 500));
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await dialog(canvas);
    await chooseAndNext(modal, userEvent, STEPS.Gender.options.male);
    await expect(await modal.findByText(STEPS.InterestPicker.loadFailed, {}, LOADED)).toBeVisible();
    await expect(modal.getByRole('button', { name: STEPS.InterestPicker.retry })).toBeVisible();
  },
});

/** Onboarding, UseCase: what brings the person here. */
export const OnboardingUseCase = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding());
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await toTopics(canvas, userEvent);
    await userEvent.click(modal.getByRole('button', { name: labels.next }));
    await step(modal, 'UseCase');
    await userEvent.click(modal.getByText(STEPS.UseCase.options.ideas, { exact: true }));
    await expect(modal.getByRole('radio', { name: STEPS.UseCase.options.ideas })).toBeChecked();
    await expect(modal.getByRole('button', { name: ONBOARDING_TEXT.back })).toBeVisible();
  },
});

/** Onboarding, LoadingStep: the follows on their way. */
export const OnboardingLoadingStep = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding(), delayed('/resource/InterestFollowResource/', 60_000));
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await toTopics(canvas, userEvent);
    await userEvent.click(modal.getByRole('button', { name: labels.next }));
    await chooseAndNext(modal, userEvent, STEPS.UseCase.options.saving);
    await step(modal, 'LoadingStep');
    await expect(modal.getByRole('progressbar', { name: STEPS.LoadingStep.heading })).toBeVisible();
    await expect(modal.getByText(STEPS.LoadingStep.saving)).toBeVisible();
  },
});

/** Onboarding, LoadingStep when the choices cannot be saved: the message and Try again. */
export const OnboardingSaveFailed = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding(), failing('/resource/InterestFollowResource/', 500));
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await toTopics(canvas, userEvent);
    await userEvent.click(modal.getByRole('button', { name: labels.next }));
    await chooseAndNext(modal, userEvent, STEPS.UseCase.options.sharing);
    await expect(await modal.findByText(STEPS.LoadingStep.failed, {}, LOADED)).toBeVisible();
    await expect(modal.getByRole('button', { name: STEPS.LoadingStep.retry })).toBeVisible();
  },
});

/** Onboarding, AppInstall: the app, and Not now to finish. */
export const OnboardingAppInstall = meta.story({
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(placedOnboarding());
  },
  play: async ({ canvas, userEvent }) => {
    const modal = await toTopics(canvas, userEvent);
    await userEvent.click(modal.getByRole('button', { name: labels.next }));
    await chooseAndNext(modal, userEvent, STEPS.UseCase.options.shopping);
    await step(modal, 'AppInstall');
    await expect(modal.getByText(STEPS.AppInstall.body)).toBeVisible();
    await expect(modal.getByRole('button', { name: STEPS.AppInstall.notNow })).toBeVisible();
  },
});
