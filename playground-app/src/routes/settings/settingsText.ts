/**
 * The account pages' words (/settings, /appealed-pin/, /reports-and-violations/, /age-appeal,
 * /secure/panic), with no runtime imports (the e2e tests read them too). The spec names the
 * routes (§2), dark mode's reload (§4), block and unblock's rollback (§4, §8) and the first name's
 * 30 (§9, in the model) only: the words are ours.
 */

/** The sections of /settings, in page order (their ids are the hash links of the page's nav). */
export const SETTINGS_SECTIONS = ['profile', 'display', 'privacy', 'blocked'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_TEXT = {
  heading: 'Settings',
  nav: 'Settings sections',
  loggedOut: 'Log in to change your profile, dark mode, privacy and the people you blocked.',
  section: {
    profile: 'Edit profile',
    display: 'Display',
    privacy: 'Privacy and data',
    blocked: 'Blocked people',
  } satisfies Record<SettingsSection, string>,
  profileIntro: 'People visiting your profile see this.',
  firstName: 'First name',
  fullName: 'Full name',
  username: 'Username',
  usernameHint: '3 to 30 lowercase letters, digits or _',
  about: 'About',
  aboutHint: 'Tell people a little about yourself.',
  save: 'Save',
  profileSaved: 'Your profile is saved.',
  privacySaved: 'Your privacy choices are saved.',
  notSaved: 'Your changes are not saved: see the messages above.',
  darkMode: 'Dark mode',
  darkModeHint: 'The page reloads to change it.',
  useSystem: "Use the system's colours",
  usingSystem: "Following the system's colours.",
  searchPrivacy: 'Hide your profile from search engines',
  searchPrivacyHint: 'Search engines will not find your profile.',
  firstPartyAds: 'Personalise ads with your activity on Tessera',
  firstPartyAdsHint: 'The Pins you save and the boards you follow pick the ads you see.',
  thirdPartyAds: 'Personalise ads with information from our partners',
  thirdPartyAdsHint: 'Sites and apps you visit may tell us what you like.',
  blockedIntro: "People you block can't follow you or see your profile.",
  blockedList: 'People you blocked',
  noneBlocked: "You haven't blocked anyone.",
  unblock: 'Unblock',
  unblocked: (name: string) => `You unblocked ${name}.`,
  showMore: 'Show more',
  moreLinks: 'More for your account',
  links: {
    appealedPin: 'Your appeals',
    reportsAndViolations: 'Reports and violations',
    ageAppeal: 'Appeal an age decision',
    securePanic: 'Lock your account',
  },
} as const;

export const APPEALS_TEXT = {
  heading: 'Your appeals',
  intro: 'If we removed or limited one of your Pins and you think we got it wrong, ask us to look again.',
  loggedOut: 'Log in to see your appeals and appeal a decision about your Pins.',
  list: 'Your appeals',
  none: "You haven't appealed any decision.",
  formHeading: 'Appeal a decision',
  noPins: 'You have no Pins of your own to appeal about.',
  pin: 'Pin',
  pinHint: 'Pick one of your Pins.',
  choosePin: 'Choose a Pin',
  reason: 'Why should we look again?',
  submit: 'Send appeal',
  sent: 'Your appeal is sent. We will tell you what we decide.',
  notSent: 'Your appeal is not sent: see the messages above.',
  untitled: (id: string) => `Pin ${id}`,
  gone: 'This Pin is no longer available',
  status: { in_review: 'In review', approved: 'Approved', rejected: 'Not approved' },
  sentOn: (date: string) => `Sent ${date}`,
} as const;

export const REPORTS_TEXT = {
  heading: 'Reports and violations',
  loggedOut: 'Log in to see what you reported and any report about your Pins.',
  reportsHeading: 'What you reported',
  reportsList: 'Pins you reported',
  noReports: "You haven't reported anything. Report a Pin from its ⋯ menu.",
  reportedStatus: 'Reported: thanks, we are looking at it.',
  violationsHeading: 'Reports about your Pins',
  violationsList: 'Your reported Pins',
  noViolations: 'No one has reported your Pins, and none of them breaks our rules.',
  reportCount: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}: in review`,
  appeal: 'Appeal',
  gone: 'This Pin is no longer available',
  untitled: (id: string) => `Pin ${id}`,
} as const;

export const AGE_APPEAL_TEXT = {
  heading: 'Appeal an age decision',
  intro:
    'If we limited your account because we think you are younger than you are, tell us your birthdate and we will look again.',
  loggedOut: 'Log in to appeal an age decision about your account.',
  birthdate: 'Birthdate',
  birthdateHint: 'As on your ID: year-month-day, e.g. 1990-04-23.',
  submit: 'Send appeal',
  sent: 'Your appeal is sent. We will tell you what we decide.',
  notSent: 'Your appeal is not sent: see the message above.',
  current: (status: string, date: string) => `Your appeal of ${date}: ${status}.`,
  status: { in_review: 'in review', approved: 'approved', rejected: 'not approved' },
} as const;

export const PANIC_TEXT = {
  heading: 'Lock your account',
  intro:
    'If you think someone else is using your account: we log you out everywhere, on every device, and your password changes to a new one.',
  loggedOut: 'Log in to lock your account.',
  newPassword: 'New password',
  newPasswordHint: 'At least 6 characters.',
  confirmPassword: 'New password again',
  mismatch: 'The passwords are not the same.',
  lock: 'Log out everywhere',
  confirmHeading: 'Log out everywhere?',
  confirmText:
    'Every device using your account is logged out, this one too. Log in again with your new password.',
  confirm: 'Yes, log out everywhere',
  cancel: 'Cancel',
  notLocked: 'Your account is not locked: see the messages above.',
} as const;
