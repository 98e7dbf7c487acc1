/**
 * The profile pages' views and words, with no runtime imports (the e2e tests read them too). The
 * spec gives the view names and §9's 50 followers a page only: the words are ours.
 */

/**
 * The views of a profile. `saved` is the profile's own path too (our choice: the spec does not say
 * which tab /{username}/ shows; Saved, as for people on the real site). `_tools` (a business tool
 * of part 3) is not a view: it answers not found until that page exists.
 */
export const PROFILE_VIEWS = ['saved', 'created', 'tried', 'followers', 'following'] as const;
export type ProfileView = (typeof PROFILE_VIEWS)[number];

/** The tabs of the profile (the people lists are reached from the header's counts). */
export const PROFILE_TABS = ['created', 'saved', 'tried'] as const satisfies readonly ProfileView[];

/** The profile pages' words (the spec gives the view names and §9's 50 a page only: the rest ours). */
export const PROFILE_TEXT = {
  tabs: 'Profile',
  tab: { created: 'Created', saved: 'Saved', tried: 'Tried' } satisfies Record<
    (typeof PROFILE_TABS)[number],
    string
  >,
  followers: (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`,
  following: (n: number) => `${n} following`,
  followersHeading: (name: string) => `People following ${name}`,
  followingHeading: (name: string) => `People ${name} follows`,
  boards: 'Boards',
  boardless: 'Saved to the profile',
  followingFeed: 'From people and boards you follow',
  showMore: 'Show more',
  moreFailed: 'More could not be loaded. Try again.',
  block: 'Block',
  unblock: 'Unblock',
  blockFailed: (name: string) => `Could not change the block of ${name}. Try again.`,
  blocked: (name: string) => `You blocked ${name}. They can't follow you or see your profile.`,
  blockedNotice: 'You blocked this person. Unblock them to follow them or see their Pins.',
  empty: {
    created: (name: string) => `${name} hasn't created any Pins yet.`,
    saved: (name: string) => `${name} hasn't saved any Pins yet.`,
    tried: (name: string) => `${name} hasn't tried any Pins yet.`,
    followers: (name: string) => `Nobody follows ${name} yet.`,
    following: (name: string) => `${name} doesn't follow anyone yet.`,
  },
  ownProfileHeading: 'Your profile',
  ownProfileLoggedOut: 'Log in to see your profile, your boards and the Pins you saved.',
  title: (name: string, username: string, view: ProfileView) => {
    const who = `${name} (@${username})`;
    return view === 'saved' ? who : `${PROFILE_VIEW_TITLE[view]} - ${who}`;
  },
} as const;

const PROFILE_VIEW_TITLE: Record<ProfileView, string> = {
  saved: 'Saved',
  created: 'Created',
  tried: 'Tried',
  followers: 'Followers',
  following: 'Following',
};
