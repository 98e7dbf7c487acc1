/** The unavailable page's own words beside the §2 ones (ours; no runtime imports: the e2e tests read them). */
export const UNAVAILABLE_TEXT = {
  /** A path or page that is not there (a pin says §2's "Unavailable" instead). */
  pageHeading: 'Page not found',
  notFound: 'There is nothing here: the link may be mistyped, or what it showed is gone.',
  home: 'Back to the home feed',
  more: 'More to explore',
} as const;
