/**
 * The picker's own words. The spec shows the board picker (§4, §6) but none of its texts; these are
 * our choice, kept here once.
 */
export const BOARD_PICKER_TEXT = {
  searchLabel: 'Search boards',
  createLabel: 'New board name',
  create: 'Create board',
  noMatch: 'No boards match',
  loadFailed: 'Your boards could not be loaded',
  loading: 'Loading boards',
  createFailed: 'The board could not be created. Try again.',
  /** The inline variant's dropdown when the save goes to the profile. */
  profile: 'Profile',
} as const;
