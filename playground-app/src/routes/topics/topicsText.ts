/**
 * The words of the topics pages (§2 /topics and /topics/{urlName}), with no runtime imports (the
 * e2e tests read them too). The spec names the routes only: the words are ours.
 */
export const TOPICS_TEXT = {
  heading: 'Topics',
  intro: 'Follow topics to see more of their Pins in your home feed.',
  empty: 'There are no topics yet.',
  allTopics: 'All topics',
  feed: (topic: string) => `Pins about ${topic}`,
  emptyFeed: (topic: string) => `There are no Pins about ${topic} yet.`,
} as const;
