/**
 * The videos pages' words (§2 /videos/ and /videos/{category}/{id}), with no runtime imports (the
 * e2e tests read them too). The spec names the routes only: the words are ours.
 */

export const VIDEOS_TEXT = {
  title: 'Videos',
  heading: 'Videos',
  /** The hub's list of categories (its heading and the list's name). */
  categories: 'Browse by category',
  noCategories: 'There are no categories to browse yet.',
  empty: 'There are no videos yet. Come back soon.',
  /** A category's page: its title, heading and feed name; also the link to it from its ideas. */
  category: (name: string) => `${name} videos`,
  categoryEmpty: (name: string) => `There are no videos in ${name} yet.`,
  /** The hub's feed of every video, and the link to the hub from a category. */
  allVideos: 'All videos',
} as const;
