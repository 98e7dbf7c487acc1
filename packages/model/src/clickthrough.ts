/**
 * Clickthrough and click rules of SPEC §4 and §6: what a click on a pin's link does, which
 * modifier clicks are left to the browser, and which resource removes a collaborator or invitee.
 */
import type { VisitorType } from './codes.ts';

/** What a clickthrough does (§4). */
export type ClickthroughAction =
  /** Offline: nothing opens. */
  | 'nothing'
  /** Linkless options: a background GET is sent and the tap callback runs. */
  | 'backgroundPing'
  /** Logged out: the quality (spam) check runs first. */
  | 'qualityCheck'
  /** The redirect interstitial opens in a new tab; the experience is marked viewed and completed. */
  | 'interstitial'
  /** The link opens directly. */
  | 'open';

/**
 * §4 clickthrough, first that applies: offline → nothing; linkless options → background ping;
 * a logged-out visitor → quality check first; a new or upsell-eligible user with an interstitial
 * experience on a pin with no promoter → interstitial; otherwise the link opens.
 */
export function clickthroughAction({
  online,
  linkless = false,
  loggedOut,
  newOrUpsellEligible = false,
  hasInterstitialExperience = false,
  hasPromoter = false,
}: {
  online: boolean;
  linkless?: boolean;
  loggedOut: boolean;
  newOrUpsellEligible?: boolean;
  hasInterstitialExperience?: boolean;
  hasPromoter?: boolean;
}): ClickthroughAction {
  if (!online) return 'nothing';
  if (linkless) return 'backgroundPing';
  if (loggedOut) return 'qualityCheck';
  if (newOrUpsellEligible && hasInterstitialExperience && !hasPromoter) return 'interstitial';
  return 'open';
}

/** §4 meta/ctrl clicks on links that are not offsite are left to the browser. */
export function leftToBrowser({
  metaKey,
  ctrlKey,
  offsite,
}: {
  metaKey: boolean;
  ctrlKey: boolean;
  offsite: boolean;
}): boolean {
  return (metaKey || ctrlKey) && !offsite;
}

/** §4 Cmd-click on desktop by a signed-out visitor opens the closeup in a new tab. */
export function opensCloseupInNewTab({
  metaKey,
  desktop,
  signedOut,
}: {
  metaKey: boolean;
  desktop: boolean;
  signedOut: boolean;
}): boolean {
  return metaKey && desktop && signedOut;
}

/** §6 an accepted invitee is removed as a collaborator; any other invitee through the invite. */
export function collaboratorRemovalResource(
  accepted: boolean,
): 'BoardCollaboratorResource' | 'BoardInviteResource' {
  return accepted ? 'BoardCollaboratorResource' : 'BoardInviteResource';
}

/** §6 bots never get the original image. */
export function includesOriginalImage(visitor: VisitorType): boolean {
  return visitor !== 'bot';
}

/** §2 carousel dots are hidden on small viewports, except in the closeup-in-masonry cases the caller names. */
export function carouselDotsVisible({
  smallViewport,
  closeupInMasonry = false,
}: {
  smallViewport: boolean;
  closeupInMasonry?: boolean;
}): boolean {
  return !smallViewport || closeupInMasonry;
}

/** §7 the repin method: button_external for a save from a browser button that carries no guid. */
export const REPIN_METHOD_BUTTON_EXTERNAL = 'button_external';

/** §7 the method of a repin: button_external when saved from a button with no guid, else none. */
export function repinMethod({
  fromButton,
  guid,
}: {
  fromButton: boolean;
  guid?: string | null;
}): string | undefined {
  return fromButton && !guid ? REPIN_METHOD_BUTTON_EXTERNAL : undefined;
}
