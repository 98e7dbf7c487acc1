import { describe, expect, it } from 'vitest';
import { adReasons, hideText, savedOverlayText, unfollowMessage } from './feedback.ts';

const long = 'n'.repeat(33);
const cut32 = `${'n'.repeat(32)}…`;

describe('hideText (§8)', () => {
  it('names the promoter of a promoted pin, else says the generic text', () => {
    expect(hideText({ isPromoted: true, promoter: { id: 'p', fullName: 'Acme' } })).toBe(
      "Acme has paid to have this pin show up where you'd be more likely to notice it.",
    );
    expect(hideText({ isPromoted: true })).toBe(
      "Got it! We'll try to show you more relevant Pins in the future.",
    );
    expect(hideText({ promoter: { id: 'p', fullName: 'Acme' } })).toBe(
      "Got it! We'll try to show you more relevant Pins in the future.",
    );
    expect(hideText({ isPromoted: true, promoter: { id: 'p', fullName: long } })).toContain(cut32);
  });
});

describe('unfollowMessage (§8, names cut to 32 by §5)', () => {
  it('says each unfollow message', () => {
    expect(unfollowMessage({ kind: 'topic', name: 'Cats' })).toBe(
      "We'll show you less Pins from Cats in the future.",
    );
    expect(unfollowMessage({ kind: 'user', name: 'Ana' })).toBe(
      "You unfollowed Ana and won't see Pins they save anymore.",
    );
    expect(unfollowMessage({ kind: 'board', name: 'Soups' })).toBe(
      "You unfollowed the board Soups and won't see Pins saved to it anymore.",
    );
  });

  it.each([
    [32, 'n'.repeat(32)],
    [33, cut32],
  ])('cuts a %i-character name', (length, shown) => {
    expect(unfollowMessage({ kind: 'board', name: 'n'.repeat(length) })).toBe(
      `You unfollowed the board ${shown} and won't see Pins saved to it anymore.`,
    );
  });
});

describe('adReasons (§6, §8)', () => {
  const promoter = { id: 'p', fullName: 'Acme' };

  it('names the promoter, or the advertiser and partner of a partnership', () => {
    expect(adReasons({ isPromoted: true, promoter })).toEqual([
      "Acme paid to have this Pin show up where you'd be more likely to notice it",
    ]);
    expect(
      adReasons({
        isPromoted: true,
        promoter,
        isEligibleForPromotedPartnership: true,
        promotedPartnershipAdvertiserName: 'Brand',
        promotedPartnershipAttributionName: 'Creator',
      }),
    ).toEqual(["Brand paid Creator to have this Pin show up where you'd be more likely to notice it"]);
  });

  it('falls back to the promoter when a partnership name is missing', () => {
    expect(
      adReasons({
        isPromoted: true,
        promoter,
        isEligibleForPromotedPartnership: true,
        promotedPartnershipAdvertiserName: 'Brand',
      }),
    ).toHaveLength(1);
  });

  it('adds the partner personalization text when third-party personalization is on', () => {
    expect(
      adReasons({ isPromoted: true, adTargetingAttribution: { isThirdPartyAdPersonalizationEnabled: true } }),
    ).toEqual(['This ad was personalized for you using info from one of our partners.']);
    expect(adReasons({ adTargetingAttribution: { isThirdPartyAdPersonalizationEnabled: true } })).toEqual([]);
    expect(adReasons({ isPromoted: true, promoter: { id: 'p', fullName: long } })[0]).toContain(cut32);
  });
});

describe('savedOverlayText (§2, §5)', () => {
  it('names the section, else the board, else the profile', () => {
    expect(savedOverlayText({ board: null })).toBe('Saved to Profile');
    expect(savedOverlayText({ board: { name: 'Soups' } })).toBe('Saved to Soups');
    expect(savedOverlayText({ board: { name: 'Soups' }, section: { title: 'Winter' } })).toBe(
      'Saved to Winter',
    );
  });

  it('says Saved, never a dangling "Saved to", while the name is unknown', () => {
    expect(savedOverlayText({ board: { name: '' } })).toBe('Saved');
    expect(savedOverlayText({ board: { name: ' ' }, section: { title: '' } })).toBe('Saved');
  });

  it.each([
    [22, 'b'.repeat(22)],
    [23, `${'b'.repeat(22)}…`],
  ])('cuts a %i-character name to 22', (length, shown) => {
    expect(savedOverlayText({ board: { name: 'b'.repeat(length) } })).toBe(`Saved to ${shown}`);
  });
});
