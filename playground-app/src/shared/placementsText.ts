/**
 * The words of the placement experiences (§1, §4): the placement banner and the §9 onboarding
 * steps. It imports only other words (the e2e tests read them too). The spec names the steps (Gender,
 * InterestPicker, UseCase, LoadingStep, AppInstall) and nothing they say: the words are ours.
 * Dismiss and Next are the model's labels.
 */
import { SITE_TEXT } from './siteText.ts';

/** What the site says when an experience status update fails (§4: the experience stays). */
export const PLACEMENT_TEXT = {
  dismissFailed: "Couldn't dismiss that. Try again.",
  completeFailed: "Couldn't save that. Try again.",
} as const;

/** The values the onboarding steps save (gender with the account, the use case as user state). */
export const GENDERS = ['female', 'male', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];
export const USE_CASES = ['ideas', 'shopping', 'saving', 'sharing'] as const;
export type UseCase = (typeof USE_CASES)[number];
/** The UserStateResource state the use case is saved in (ours). */
export const USE_CASE_STATE = 'onboarding_use_case';
/** How many topics the interest picker offers (the first page of TopicsResource). */
export const INTEREST_PICKER_TOPICS = 12;

export const ONBOARDING_TEXT = {
  /** The dialog's heading when the experience has no title. */
  heading: 'Welcome',
  progress: (step: number, of: number) => `Step ${step} of ${of}`,
  back: 'Back',
  steps: {
    Gender: {
      heading: 'How do you identify?',
      body: 'Choose one, and we will find ideas that fit you.',
      options: { female: 'Female', male: 'Male', unspecified: 'Prefer not to say' } satisfies Record<
        Gender,
        string
      >,
    },
    InterestPicker: {
      heading: 'What are you interested in?',
      body: 'Pick one or more topics to follow. Your home feed will show more of them.',
      picked: (n: number) => (n === 1 ? '1 topic picked' : `${n} topics picked`),
      loading: 'Loading topics',
      loadFailed: 'The topics could not be loaded.',
      retry: SITE_TEXT.retry,
    },
    UseCase: {
      heading: 'What brings you here?',
      body: 'Choose the one closest to what you want to do.',
      options: {
        ideas: 'Find ideas for a project',
        shopping: 'Shop for things I love',
        saving: 'Save ideas for later',
        sharing: 'Share my own ideas',
      } satisfies Record<UseCase, string>,
    },
    LoadingStep: {
      heading: 'Getting your home feed ready',
      saving: 'Following your topics…',
      failed: 'Your choices could not be saved.',
      retry: SITE_TEXT.retry,
    },
    AppInstall: {
      heading: 'Take your ideas with you',
      body: 'The app has your boards and home feed on your phone. Search for it in your app store.',
      notNow: 'Not now',
    },
  },
} as const;
