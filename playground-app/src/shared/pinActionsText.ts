/**
 * The words of what the site says when an action on a pin could not be done (issue 18), with no
 * runtime imports (the e2e tests read them too). The spec has no text for these: ours. §8 "a failed
 * change rolls back"; the visitor is told so.
 */
export const PIN_ACTIONS_TEXT = {
  /** A logged-out Save whose local copy could not be written (storage blocked or full). */
  saveNotKept: 'Your save could not be kept: this browser does not let the site store it.',
  /** A hide from the options menu that failed (the pin is shown again). */
  hideFailed: 'Sorry! The Pin could not be hidden. Try again.',
  /** An unfollow from the options menu that failed (the follow stays). */
  unfollowFailed: (name: string) => `Sorry! Could not unfollow ${name}. Try again.`,
} as const;

/** The logged-out upsells' words (§1 "a sign-up upsell" on the ellipsis; the spec shows no text: ours). */
export const UPSELL_TEXT = {
  signup: 'Sign up to save ideas like this one and get more of them.',
} as const;
