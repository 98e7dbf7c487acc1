/**
 * The ideas pages' words (§2 /ideas and /ideas/{interest}/{id}), with no runtime imports (the e2e
 * tests read them too). The spec names the routes only: the words are ours.
 */

export const IDEAS_TEXT = {
  title: 'Ideas',
  heading: 'Ideas',
  /** The hub's list of interests (its heading and the list's name). */
  interests: 'Browse by interest',
  noInterests: 'There are no interests to browse yet.',
  /** The hub's row of ideas (IdeasHubSeasonalRow): its heading and the feed's name. */
  row: 'Ideas to try',
  empty: 'There are no ideas yet. Come back soon.',
  /** An interest's page: its title, heading and feed name; also the link to it from its videos. */
  interest: (name: string) => `${name} ideas`,
  interestEmpty: (name: string) => `There are no ideas for ${name} yet.`,
  /** The links between the pages (the list of them is named by `related`). */
  related: 'More to see',
  allIdeas: 'All ideas',
} as const;
