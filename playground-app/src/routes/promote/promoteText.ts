/**
 * The promote tools' words (§2 /idea-ads-tool, /advertiser/quick-promote), with no runtime imports
 * (the e2e tests read them too). The spec names the routes, the targeting's sources (§7
 * LocalesResource, CountriesResource) and the §5 ad-targeting summary rule; the words are ours.
 */

/** The §3 adTargetingAttribution fields a promotion sets, by the name the summary shows. */
export const PROMOTE_SUMMARY_LABEL = {
  matchedLocale: 'Languages',
  geoRegion: 'Countries',
  matchedInterest: 'Interests',
  matchedAgeBucket: 'Ages',
  matchedGender: 'Genders',
} as const;

/** The genders of the targeting (the model's PROMOTE_GENDERS), as the form names them. */
export const PROMOTE_GENDER_LABEL = { female: 'Women', male: 'Men', unspecified: 'Unspecified' } as const;

export const PROMOTE_TEXT = {
  heading: 'Promote a Pin',
  quickHeading: 'Quick promote',
  intro: 'Pick one of your Pins, who should see it and what to spend. It then shows as promoted by you.',
  loggedOut: 'Log in to promote your Pins.',
  pin: 'Pin to promote',
  noPins: 'You have no Pins to promote yet. Create or save one first.',
  notYours: "That Pin isn't one of yours, so it can't be promoted here. Pick one of your own.",
  alreadyPromoted: (sponsored: string) => `That Pin is already promoted (${sponsored}).`,
  targeting: 'Who sees it',
  languages: 'Languages',
  languagesHint: 'None picked: every language.',
  countries: 'Countries',
  interests: 'Interests',
  interestsHint: 'Separate them with commas.',
  ages: 'Ages',
  genders: 'Genders',
  spend: 'What to spend',
  budget: 'Daily budget (US$)',
  duration: 'Duration (days)',
  total: (amount: string, days: number) => `Total: ${amount} over ${days} ${days === 1 ? 'day' : 'days'}`,
  summary: 'Ad-targeting summary',
  summaryNone: 'Nothing targeted yet.',
  promote: 'Promote',
  checkFields: 'Check the fields marked below.',
  failed: 'The Pin could not be promoted. Try again.',
  done: (title: string) => `${title} is promoted.`,
  open: 'See the Pin',
  another: 'Promote another Pin',
} as const;

/** The form's fields, by the option each sends (the model's PinPromotionCreateOptionsSchema). */
export const PROMOTE_FIELD_LABEL = {
  pin_id: PROMOTE_TEXT.pin,
  locales: PROMOTE_TEXT.languages,
  countries: PROMOTE_TEXT.countries,
  interests: PROMOTE_TEXT.interests,
  age_buckets: PROMOTE_TEXT.ages,
  genders: PROMOTE_TEXT.genders,
  daily_budget: PROMOTE_TEXT.budget,
  duration_days: PROMOTE_TEXT.duration,
} as const;
export type PromoteField = keyof typeof PROMOTE_FIELD_LABEL;
