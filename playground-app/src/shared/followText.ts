/** The words of following people, with no runtime imports (the e2e tests read them too). */
export const FOLLOW_TEXT = {
  follow: 'Follow',
  following: 'Following',
  failed: (name: string) => `Could not change your follow of ${name}. Try again.`,
} as const;
