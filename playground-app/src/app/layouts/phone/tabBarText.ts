/** The phone shell's words (issue 29; the spec shows no phone shell: these are ours). */

/** The names of the tab bar's tabs: each is its tab's accessible name (the icons carry no text). */
export const TAB_BAR_TEXT = {
  nav: 'Main',
  home: 'Home',
  search: 'Search',
  create: 'Create',
  notifications: 'Notifications',
  messages: 'Messages',
  noMessages: 'No messages',
  profile: 'Your profile',
  logIn: 'Log in',
  mark: 'Tessera',
} as const;
