/**
 * Every user-visible text of SPEC §8 (and the §2/§5 texts shown on cards), once. Texts with
 * placeholders are functions. Components import these; tests compare against them.
 */
export const messages = {
  // §8 save and delete
  saveError: 'Sorry! Something went wrong on our end.',
  deleteError: 'Sorry! There was an error deleting your Pin.',
  pinDeleted: 'Pin deleted!',
  // §4 one-tap confirmation and save toast
  saved: 'Saved!',
  savedToProfile: 'Saved to Profile',
  savedToBoard: (board: string) => `Saved to ${board}`,
  savedToSection: (section: string, board: string) => `Saved to ${section} in ${board}`,
  // §8 spam blocked modal
  spamHeading: 'Heads up!',
  spamBlockedLabel: 'We have blocked this link',
  learnMore: 'Learn more',
  // §8 hide
  pinHiddenTitle: 'Pin hidden',
  pinHiddenText: "Got it! We'll try to show you more relevant Pins in the future.",
  promotedHideText: (promoter: string) =>
    `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`,
  // §8 reported overlay
  reported: 'Reported',
  reportedThanks: 'Thanks! Your feedback helps us keep the community safe.',
  // §8 feedback reasons (the spec's wording, lower-case as listed)
  reasonRecentActivity: 'inspired by your recent activity',
  reasonYourBoard: (board: string) => `inspired by your board ${board}`,
  reasonTopic: (topic: string) => `inspired by ${topic}`,
  reasonPinnerYouFollow: (pinner: string) => `from ${pinner}, a profile you follow`,
  reasonBoardYouFollow: (board: string) => `from ${board}, a board you follow`,
  reasonPromoted: (promoter: string) =>
    `${promoter} paid to have this Pin show up where you'd be more likely to notice it`,
  /** §8 names only "a partnership version naming advertiser and partner"; this wording is ours. */
  reasonPartnership: (advertiser: string, partner: string) =>
    `${advertiser} paid ${partner} to have this Pin show up where you'd be more likely to notice it`,
  reasonPersonalizedByPartner: 'This ad was personalized for you using info from one of our partners.',
  // §8 footer and unavailable pin
  soldOut: 'Sold out',
  seePriceOnSite: 'See price on site',
  unavailable: 'Unavailable',
  removedByCreator: 'Removed by the creator',
  // §8 unfollow
  unfollowTopic: (topic: string) => `We'll show you less Pins from ${topic} in the future.`,
  unfollowUser: (user: string) => `You unfollowed ${user} and won't see Pins they save anymore.`,
  unfollowBoard: (board: string) =>
    `You unfollowed the board ${board} and won't see Pins saved to it anymore.`,
  // §8 AI copy
  aiMade: 'This ad was made with AI',
  aiModified: 'This ad was modified with AI',
  aiParts: 'Parts of this ad were made with AI',
  // §8 impression tracking on a non-element (a logged developer message)
  impressionNotElement: 'Can only track impressions for type "HTMLElement".',
  // §5 sponsored text
  promotedBy: (name: string) => `Promoted by ${name}`,
  paidPartnershipWith: (name: string) => `Paid partnership with ${name}`,
  paidPartnership: 'Paid partnership',
  includesSponsoredProducts: 'Includes sponsored products',
  adPrefix: 'Ad',
  // §5 image data that is not a string
  invalidImage: 'Invalid Image',
  // §2 /edit, linked from the reported and unfollow overlay
  tuneHomeFeed: 'Tune your home feed',
  // §2 card header
  sharedThisIdea: (name: string) => `${name} shared this idea with you`,
} as const;

/** Accessible names of controls, equal to their visible text. */
export const labels = {
  save: 'Save',
  saved: 'Saved',
  open: 'Open',
  send: 'Send',
  change: 'Change',
  organize: 'Organize',
  okay: 'Okay',
  moreOptions: 'More options',
  dismiss: 'Dismiss',
  unfollow: 'Unfollow',
  previous: 'Previous',
  next: 'Next',
  seeMore: 'See more',
  moreInformation: 'More information',
  // Not given by the spec: the video player's controls and the toast's Undo action.
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  undo: 'Undo',
} as const;

export type Messages = typeof messages;
export type Labels = typeof labels;
