import { describe, expect, it } from 'vitest';
import { labels, messages } from './messages.ts';

/** Every message, with placeholders shown as {0}, {1}: the whole §8 catalogue in one place. */
function rendered(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'function' ? (value as (...args: string[]) => string)('{0}', '{1}') : value,
    ]),
  );
}

describe('§8 message catalogue', () => {
  it('holds exactly these texts', () => {
    expect(rendered()).toEqual({
      saveError: 'Sorry! Something went wrong on our end.',
      deleteError: 'Sorry! There was an error deleting your Pin.',
      pinDeleted: 'Pin deleted!',
      saved: 'Saved!',
      savedToProfile: 'Saved to Profile',
      savedToBoard: 'Saved to {0}',
      savedToSection: 'Saved to {0} in {1}',
      spamHeading: 'Heads up!',
      spamBlockedLabel: 'We have blocked this link',
      learnMore: 'Learn more',
      pinHiddenTitle: 'Pin hidden',
      pinHiddenText: "Got it! We'll try to show you more relevant Pins in the future.",
      promotedHideText: "{0} has paid to have this pin show up where you'd be more likely to notice it.",
      reported: 'Reported',
      reportedThanks: 'Thanks! Your feedback helps us keep the community safe.',
      reasonRecentActivity: 'inspired by your recent activity',
      reasonYourBoard: 'inspired by your board {0}',
      reasonTopic: 'inspired by {0}',
      reasonPinnerYouFollow: 'from {0}, a profile you follow',
      reasonBoardYouFollow: 'from {0}, a board you follow',
      reasonPromoted: "{0} paid to have this Pin show up where you'd be more likely to notice it",
      reasonPartnership: "{0} paid {1} to have this Pin show up where you'd be more likely to notice it",
      reasonPersonalizedByPartner: 'This ad was personalized for you using info from one of our partners.',
      soldOut: 'Sold out',
      seePriceOnSite: 'See price on site',
      unavailable: 'Unavailable',
      removedByCreator: 'Removed by the creator',
      unfollowTopic: "We'll show you less Pins from {0} in the future.",
      unfollowUser: "You unfollowed {0} and won't see Pins they save anymore.",
      unfollowBoard: "You unfollowed the board {0} and won't see Pins saved to it anymore.",
      aiMade: 'This ad was made with AI',
      aiModified: 'This ad was modified with AI',
      aiParts: 'Parts of this ad were made with AI',
      impressionNotElement: 'Can only track impressions for type "HTMLElement".',
      promotedBy: 'Promoted by {0}',
      paidPartnershipWith: 'Paid partnership with {0}',
      paidPartnership: 'Paid partnership',
      includesSponsoredProducts: 'Includes sponsored products',
      adPrefix: 'Ad',
      invalidImage: 'Invalid Image',
      tuneHomeFeed: 'Tune your home feed',
      sharedThisIdea: '{0} shared this idea with you',
    });
  });

  it('holds exactly these control labels', () => {
    expect(labels).toEqual({
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
      play: 'Play',
      pause: 'Pause',
      mute: 'Mute',
      unmute: 'Unmute',
      undo: 'Undo',
    });
  });
});
