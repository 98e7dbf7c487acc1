/**
 * The words of Tune your home feed (§2 /edit), with no runtime imports (the e2e tests read them
 * too). Its heading is the model's `messages.tuneHomeFeed`; the rest is ours.
 */
export const TUNE_TEXT = {
  intro:
    'The topics, boards and people you follow shape your home feed. Unfollow any of them to see less of them there.',
  homeFeed: 'See your home feed',
  topics: 'Topics you follow',
  boards: 'Boards you follow',
  people: 'People you follow',
  empty: {
    topics: "You don't follow any topics yet.",
    boards: "You don't follow any boards yet.",
    people: "You don't follow anyone yet.",
  },
  findTopics: 'Find topics to follow',
  loggedOut: 'Log in to tune your home feed: the topics, boards and people you follow shape it.',
} as const;
