/**
 * The notifications page's words, with no runtime imports (the e2e tests read them too). The spec
 * names the page (§2 /notifications/…), its grid (NewsPage) and the hide call (§7) only; the §8
 * "Pin hidden" texts come from the model. The rest is ours.
 */
export const NOTIFICATIONS_TEXT = {
  heading: 'Notifications',
  list: 'Your notifications',
  unread: 'New',
  /** A notification's strip of pins, named by what the notification says and when. */
  pins: (text: string, date: string) => (date ? `${text}, ${date}` : text),
  /** Its NewsPage grid, once opened. */
  grid: (text: string, date: string) => `Pins: ${date ? `${text}, ${date}` : text}`,
  /** A thumbnail's text (its link's name): the pin's title, else its alt text, else a word. */
  pinThumbnail: (pin: {
    title?: string | undefined;
    gridTitle?: string | undefined;
    altText?: string | undefined;
  }) => pin.title || pin.gridTitle || pin.altText || 'Pin',
  showPins: 'Show Pins',
  hidePins: 'Hide Pins',
  /** Who did it when no person did: the site picked the pins (issue 30). */
  bySite: 'Picked for you by Tessera',
  siteInitial: 'T',
  empty: 'No notifications yet. When people follow you or save your Pins, you will see it here.',
  showMore: 'Show more',
  moreFailed: 'More notifications could not be loaded. Try again.',
  hideFailed: 'Sorry! The Pin could not be hidden. Try again.',
  undoFailed: 'Sorry! The Pin could not be shown again. Try again.',
  loggedOut: 'Log in to see who followed you, who saved your Pins and Pins picked for you.',
} as const;
