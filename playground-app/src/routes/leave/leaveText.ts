/**
 * The words of leaving the site (§2 /pin_redirect interstitial, /offsite/), with no runtime imports
 * (the e2e tests read them too). The spec names the pages and their queries but shows no text: ours.
 * The blocked link's words are §8's (messages.spamHeading, spamBlockedLabel, okay).
 */
export const LEAVE_TEXT = {
  title: 'Leaving Tessera',
  heading: (domain: string) => `You are leaving for ${domain}`,
  body: 'This Pin links to another website. It is not part of Tessera and its own terms apply.',
  continue: (domain: string) => `Continue to ${domain}`,
  back: 'Back',
  badLinkHeading: 'This link cannot be opened',
  badLinkBody: 'It is not a web address (http or https).',
  /** /offsite/ with an address that is not the Pin's own link (issue 32: it was an open redirect). */
  notPinLinkBody: 'It is not the link of this Pin, so Tessera does not open it.',
  /** /pin_redirect when the link's own word for its site is not the site it opens (issue 32). */
  domainMismatch: (claimed: string, host: string) =>
    `The link says it goes to ${claimed}, but it opens ${host}.`,
  opening: (domain: string) => `Opening ${domain}…`,
  openByHand: (domain: string) => `Open ${domain}`,
  checkFailed: 'The link could not be checked. Try again.',
  tryAgain: 'Try again',
} as const;
