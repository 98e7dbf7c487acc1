import { describe, expect, it } from 'vitest';
import {
  carouselDotsVisible,
  clickthroughAction,
  collaboratorRemovalResource,
  includesOriginalImage,
  leftToBrowser,
  opensCloseupInNewTab,
  REPIN_METHOD_BUTTON_EXTERNAL,
  repinMethod,
} from './clickthrough.ts';

describe('clickthroughAction (§4)', () => {
  const signedIn = { online: true, loggedOut: false };
  const eligible = { ...signedIn, newOrUpsellEligible: true, hasInterstitialExperience: true };

  it('does nothing offline, whatever else holds', () => {
    expect(clickthroughAction({ ...eligible, online: false, linkless: true })).toBe('nothing');
  });

  it('pings in the background with linkless options', () => {
    expect(clickthroughAction({ ...signedIn, linkless: true, loggedOut: true })).toBe('backgroundPing');
  });

  it('checks quality first for logged-out visitors', () => {
    expect(clickthroughAction({ online: true, loggedOut: true })).toBe('qualityCheck');
  });

  it('shows the interstitial to new or upsell-eligible users with the experience and no promoter', () => {
    expect(clickthroughAction(eligible)).toBe('interstitial');
    expect(clickthroughAction({ ...eligible, hasPromoter: true })).toBe('open');
    expect(clickthroughAction({ ...eligible, newOrUpsellEligible: false })).toBe('open');
    expect(clickthroughAction({ ...eligible, hasInterstitialExperience: false })).toBe('open');
    expect(clickthroughAction(signedIn)).toBe('open');
  });
});

describe('modifier clicks (§4)', () => {
  it('leaves meta/ctrl clicks on non-offsite links to the browser', () => {
    expect(leftToBrowser({ metaKey: true, ctrlKey: false, offsite: false })).toBe(true);
    expect(leftToBrowser({ metaKey: false, ctrlKey: true, offsite: false })).toBe(true);
    expect(leftToBrowser({ metaKey: true, ctrlKey: false, offsite: true })).toBe(false);
    expect(leftToBrowser({ metaKey: false, ctrlKey: false, offsite: false })).toBe(false);
  });

  it('opens the closeup in a new tab on a signed-out desktop Cmd-click', () => {
    expect(opensCloseupInNewTab({ metaKey: true, desktop: true, signedOut: true })).toBe(true);
    expect(opensCloseupInNewTab({ metaKey: false, desktop: true, signedOut: true })).toBe(false);
    expect(opensCloseupInNewTab({ metaKey: true, desktop: false, signedOut: true })).toBe(false);
    expect(opensCloseupInNewTab({ metaKey: true, desktop: true, signedOut: false })).toBe(false);
  });
});

describe('§2, §6, §7 small rules', () => {
  it('removes accepted invitees as collaborators, others through the invite', () => {
    expect(collaboratorRemovalResource(true)).toBe('BoardCollaboratorResource');
    expect(collaboratorRemovalResource(false)).toBe('BoardInviteResource');
  });

  it('gives bots no original image', () => {
    expect(includesOriginalImage('bot')).toBe(false);
    expect(includesOriginalImage('unauthenticated')).toBe(true);
    expect(includesOriginalImage('authenticated')).toBe(true);
  });

  it('hides carousel dots on small viewports unless closeup in masonry', () => {
    expect(carouselDotsVisible({ smallViewport: false })).toBe(true);
    expect(carouselDotsVisible({ smallViewport: true })).toBe(false);
    expect(carouselDotsVisible({ smallViewport: true, closeupInMasonry: true })).toBe(true);
  });

  it('marks saves from a button without a guid as button_external', () => {
    expect(REPIN_METHOD_BUTTON_EXTERNAL).toBe('button_external');
    expect(repinMethod({ fromButton: true })).toBe('button_external');
    expect(repinMethod({ fromButton: true, guid: 'g1' })).toBeUndefined();
    expect(repinMethod({ fromButton: false })).toBeUndefined();
  });
});
