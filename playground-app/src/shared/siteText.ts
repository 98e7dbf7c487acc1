/**
 * Words several parts of the site say alike, with no runtime imports (the e2e tests and the
 * stories read them too). The spec gives none of them: ours.
 */
export const SITE_TEXT = {
  /** The button that asks again for what failed to load (a feed page, a page, a list). */
  retry: 'Try again',
  /** Under a feed's last page. */
  feedEnd: 'You have seen every pin.',
  /** A feed page that failed, with the reason the server or the network gave. */
  feedFailed: (reason: string) => `The pins could not load: ${reason}`,
  /** A page whose loader failed, with the reason. */
  pageFailed: (reason: string) => `This page could not load: ${reason}`,
} as const;
