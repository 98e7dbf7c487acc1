/**
 * The creator studio's words (§2 /tv/studio, /_/storyboard), with no runtime imports (the e2e tests
 * read them too). The spec names the two routes only: what they show and the words are ours.
 */
export const STUDIO_TEXT = {
  heading: 'Studio',
  intro: 'Your video and story Pins, created or saved, with what each one has.',
  loggedOut: 'Log in to see your video and story Pins.',
  createStory: 'Create a story Pin',
  videos: 'Video Pins',
  stories: 'Story Pins',
  noVideos: 'No video Pins yet. Save or create one and it shows here.',
  noStories: 'No story Pins yet. Create one with the story Pin builder.',
  length: 'Length',
  pages: 'Pages',
  videoTime: 'Video',
  reactions: 'Reactions',
  yours: 'Created by you',
  saved: 'Saved',
  storyboard: 'Storyboard',
} as const;

export const STORYBOARD_TEXT = {
  heading: 'Storyboard',
  loggedOut: 'Log in to see the storyboard of a story Pin.',
  choose: 'Pick a story Pin from your studio to see its storyboard.',
  notStory: "This Pin isn't a story Pin, so it has no storyboard.",
  deleted: 'This story Pin was deleted.',
  page: (n: number, count: number) => `Page ${n} of ${count}`,
  video: (length: string) => `Video, ${length}`,
  noText: 'No text on this page.',
  openPin: 'See the Pin',
  studio: 'Back to the studio',
} as const;

/** The query naming the story pin of the storyboard (ours). */
export const STORYBOARD_PIN_QUERY = 'pin';
