/**
 * Feedback texts of SPEC §5, §6 and §8: the hide text, unfollow messages, ad reasons and the
 * "Saved to" overlay, with every name cut as §5 says (feedback names 32 + ellipsis, saved overlay
 * names 22 + ellipsis).
 */
import type { Pin } from './entities.ts';
import { labels, messages } from './messages.ts';
import { personName } from './pin.ts';
import { feedbackName, savedOverlayName } from './text.ts';

/** §8 the hide text: for a promoted pin with a promoter, who paid; else the generic text. */
export function hideText(pin: Partial<Pin>): string {
  const promoter = personName(pin.promoter);
  return pin.isPromoted && promoter
    ? messages.promotedHideText(feedbackName(promoter))
    : messages.pinHiddenText;
}

/** What was unfollowed (§4 unfollow overlay). */
export type UnfollowTarget = { kind: 'topic' | 'user' | 'board'; name: string };

/** §8 unfollow messages, with the name cut to 32 plus ellipsis (§5). */
export function unfollowMessage({ kind, name }: UnfollowTarget): string {
  const cut = feedbackName(name);
  if (kind === 'topic') return messages.unfollowTopic(cut);
  return kind === 'user' ? messages.unfollowUser(cut) : messages.unfollowBoard(cut);
}

/**
 * §6/§8 why an ad shows: the partnership text when the pin is eligible for a promoted partnership
 * and names both advertiser and partner, else "{promoter} paid..." for a promoted pin with a
 * promoter; then, when third-party personalization is on, the partner personalization text.
 * Names are cut to 32 plus ellipsis (§5).
 */
export function adReasons(pin: Partial<Pin>): string[] {
  const reasons: string[] = [];
  const advertiser = pin.promotedPartnershipAdvertiserName?.trim();
  const partner = pin.promotedPartnershipAttributionName?.trim();
  const promoter = personName(pin.promoter);
  if (pin.isEligibleForPromotedPartnership && advertiser && partner) {
    reasons.push(messages.reasonPartnership(feedbackName(advertiser), feedbackName(partner)));
  } else if (pin.isPromoted && promoter) {
    reasons.push(messages.reasonPromoted(feedbackName(promoter)));
  }
  if (pin.isPromoted && pin.adTargetingAttribution?.isThirdPartyAdPersonalizationEnabled) {
    reasons.push(messages.reasonPersonalizedByPartner);
  }
  return reasons;
}

/**
 * §2/§5 the "Saved to {board or section}" overlay text: the section's name when saved to a
 * section, else the board's, cut to 22 plus ellipsis; "Saved to Profile" without a board; a
 * plain "Saved" while the board's name is not known (never a dangling "Saved to").
 */
export function savedOverlayText({
  board,
  section,
}: {
  board: { name: string } | null;
  section?: { title: string } | null;
}): string {
  if (!board) return messages.savedToProfile;
  const name = (section ? section.title : board.name).trim();
  return name ? messages.savedToBoard(savedOverlayName(name)) : labels.saved;
}
