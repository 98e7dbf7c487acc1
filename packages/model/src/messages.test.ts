import { describe, expect, it } from 'vitest';
import { labels, messages } from './messages.ts';
import { oneTapSavedText, saveErrorMessage, saveToastText, serverMessage } from './save.ts';

describe('§8 messages', () => {
  it('has the save and delete texts', () => {
    expect(messages.saveError).toBe('Sorry! Something went wrong on our end.');
    expect(messages.deleteError).toBe('Sorry! There was an error deleting your Pin.');
    expect(messages.pinDeleted).toBe('Pin deleted!');
    expect(messages.saved).toBe('Saved!');
    expect(messages.savedToProfile).toBe('Saved to Profile');
    expect(messages.savedToBoard('Recipes')).toBe('Saved to Recipes');
    expect(messages.savedToSection('Soups', 'Recipes')).toBe('Saved to Soups in Recipes');
  });

  it('has the card, modal and feedback texts', () => {
    expect(messages.unavailable).toBe('Unavailable');
    expect(messages.removedByCreator).toBe('Removed by the creator');
    expect(messages.soldOut).toBe('Sold out');
    expect(messages.seePriceOnSite).toBe('See price on site');
    expect(messages.spamHeading).toBe('Heads up!');
    expect(messages.spamBlockedLabel).toBe('We have blocked this link');
    expect(messages.pinHiddenTitle).toBe('Pin hidden');
    expect(messages.pinHiddenText).toBe("Got it! We'll try to show you more relevant Pins in the future.");
    expect(messages.promotedHideText('Acme')).toBe(
      "Acme has paid to have this pin show up where you'd be more likely to notice it.",
    );
    expect(messages.reported).toBe('Reported');
    expect(messages.reportedThanks).toBe('Thanks! Your feedback helps us keep the community safe.');
    expect(messages.reasonRecentActivity).toBe('inspired by your recent activity');
    expect(messages.reasonYourBoard('Home')).toBe('inspired by your board Home');
    expect(messages.reasonTopic('Cats')).toBe('inspired by Cats');
    expect(messages.reasonPinnerYouFollow('Ana')).toBe('from Ana, a profile you follow');
    expect(messages.reasonBoardYouFollow('Home')).toBe('from Home, a board you follow');
    expect(messages.reasonPromoted('Acme')).toBe(
      "Acme paid to have this Pin show up where you'd be more likely to notice it",
    );
    expect(messages.reasonPersonalizedByPartner).toBe(
      'This ad was personalized for you using info from one of our partners.',
    );
    expect(messages.unfollowTopic('Cats')).toBe("We'll show you less Pins from Cats in the future.");
    expect(messages.unfollowUser('Ana')).toBe("You unfollowed Ana and won't see Pins they save anymore.");
    expect(messages.unfollowBoard('Home')).toBe(
      "You unfollowed the board Home and won't see Pins saved to it anymore.",
    );
    expect(messages.aiMade).toBe('This ad was made with AI');
    expect(messages.aiModified).toBe('This ad was modified with AI');
    expect(messages.aiParts).toBe('Parts of this ad were made with AI');
    expect(messages.impressionNotElement).toBe('Can only track impressions for type "HTMLElement".');
    expect(messages.promotedBy('Acme')).toBe('Promoted by Acme');
    expect(messages.paidPartnershipWith('Acme')).toBe('Paid partnership with Acme');
    expect(messages.paidPartnership).toBe('Paid partnership');
    expect(messages.includesSponsoredProducts).toBe('Includes sponsored products');
    expect(messages.sharedThisIdea('Ana')).toBe('Ana shared this idea with you');
  });

  it('has the control labels (accessible name = visible text)', () => {
    expect(labels).toMatchObject({
      save: 'Save',
      saved: 'Saved',
      open: 'Open',
      send: 'Send',
      change: 'Change',
      organize: 'Organize',
      okay: 'Okay',
      moreOptions: 'More options',
      dismiss: 'Dismiss',
    });
  });
});

describe('save texts (§4)', () => {
  it('names the save target in the toast', () => {
    expect(saveToastText({ board: null })).toBe('Saved to Profile');
    expect(saveToastText({ board: { name: 'Recipes' } })).toBe('Saved to Recipes');
    expect(saveToastText({ board: { name: 'Recipes' }, section: null })).toBe('Saved to Recipes');
    expect(saveToastText({ board: { name: 'Recipes' }, section: { title: 'Soups' } })).toBe(
      'Saved to Soups in Recipes',
    );
  });

  it('shows Saved! while confirming, then the board name or Saved to Profile', () => {
    expect(oneTapSavedText({ board: { name: 'Recipes' }, confirming: true })).toBe('Saved!');
    expect(oneTapSavedText({ board: null, confirming: true })).toBe('Saved!');
    expect(oneTapSavedText({ board: { name: 'Recipes' }, confirming: false })).toBe('Recipes');
    expect(oneTapSavedText({ board: null, confirming: false })).toBe('Saved to Profile');
  });
});

describe('save error message (§8)', () => {
  it('prefers the server message', () => {
    const error = Object.assign(new Error('Board is full'), { http_status: 409 });
    expect(serverMessage(error)).toBe('Board is full');
    expect(saveErrorMessage(error)).toBe('Board is full');
    expect(saveErrorMessage({ message: ' Nope ', http_status: 500 })).toBe('Nope');
  });

  it('falls back to the generic text when there is no server message', () => {
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toBe(messages.saveError);
    expect(saveErrorMessage({ message: '', http_status: 500 })).toBe(messages.saveError);
    expect(saveErrorMessage({ message: '   ', http_status: 500 })).toBe(messages.saveError);
    expect(saveErrorMessage({ http_status: 500 })).toBe(messages.saveError);
    expect(saveErrorMessage({ message: 'x', http_status: '500' })).toBe(messages.saveError);
    expect(saveErrorMessage(undefined)).toBe(messages.saveError);
    expect(saveErrorMessage(null)).toBe(messages.saveError);
    expect(saveErrorMessage('boom')).toBe(messages.saveError);
  });
});
