/**
 * Pin rules of SPEC §4, §5, §6 and §9: pin type, attribution, sponsored text, AI copy, ad targeting,
 * and the visibility rules of the card's parts. Each takes the facts it needs; surface and
 * experiment facts the spec does not define come in as booleans from the caller.
 */
import {
  type CreatorAttributionOption,
  type FeedbackStatus,
  IMAGE_SOURCE_TYPE,
  type PinType,
  SHOPPING_FLAGS,
  SPONSORSHIP_STATUS_NO_PAID_PARTNERSHIP,
  SPONSORSHIP_STATUSES_WITHOUT_PARTNER_NAME,
} from './codes.ts';
import type { AdTargetingAttribution, Pin, Pinner } from './entities.ts';
import { messages } from './messages.ts';

type PinFacts = Partial<Pin>;

/** A person's display name: full name, else username, else ''. */
export function personName(person: Pick<Pinner, 'fullName' | 'username'> | null | undefined): string {
  return person?.fullName?.trim() || person?.username?.trim() || '';
}

/** True when the pin has a playable video (a V_720P or V_HLSV4 variant, or a video embed). */
export function hasVideo(pin: PinFacts): boolean {
  const list = pin.videos?.videoList;
  return Boolean(list?.V_720P || list?.V_HLSV4 || pin.embed?.type === 'video');
}

const PRODUCT_FLAGS: readonly number[] = [SHOPPING_FLAGS.productPinV2, SHOPPING_FLAGS.richProductPin];

/** True when the pin is a product (§3: a product pin flag, shoppable, or rich products). */
export function isProductPin(pin: PinFacts): boolean {
  return Boolean(
    pin.shoppingFlags?.some((flag) => PRODUCT_FLAGS.includes(flag)) ||
      pin.isShoppable ||
      (pin.richMetadata?.products?.length ?? 0) > 0,
  );
}

/**
 * The pin type (§4), the first that applies in the order oneTap, video, gif, product, recipe,
 * storyPin, image. oneTap is the caller's one-tap save context.
 */
export function pinType(pin: PinFacts, { oneTap = false }: { oneTap?: boolean } = {}): PinType {
  if (oneTap) return 'oneTap';
  if (hasVideo(pin)) return 'video';
  if (pin.embed?.type === 'gif') return 'gif';
  if (isProductPin(pin)) return 'product';
  if (pin.richMetadata?.recipe) return 'recipe';
  if (pin.storyPinData || pin.storyPinDataId) return 'storyPin';
  return 'image';
}

/** How the card attributes the pin. */
export type AttributionDisplayMode = 'hidden' | 'promoter' | 'creator' | 'imageOnlyCredit';

/**
 * Attribution display mode (§4): from the feedback status, promotion, surface and the creator
 * attribution option. Our order: a pin under feedback (reported, unfollowed) or on a surface that
 * hides attribution shows none; a promoted pin shows its promoter (§6); then the option decides:
 * none → hidden, image-only-credit → imageOnlyCredit, show-for-claimed-content → creator only when
 * the link's website is verified (claimed), default → creator.
 */
export function attributionDisplayMode({
  pin,
  feedbackStatus = 'none',
  surfaceHidesAttribution = false,
  option = 'default',
}: {
  pin: PinFacts;
  feedbackStatus?: FeedbackStatus;
  surfaceHidesAttribution?: boolean;
  option?: CreatorAttributionOption;
}): AttributionDisplayMode {
  if (feedbackStatus !== 'none' || surfaceHidesAttribution) return 'hidden';
  if (pin.isPromoted && pin.promoter) return 'promoter';
  switch (option) {
    case 'none':
      return 'hidden';
    case 'image-only-credit':
      return 'imageOnlyCredit';
    case 'show-for-claimed-content':
      return pin.linkDomain?.isPrimaryWebsiteVerified ? 'creator' : 'hidden';
    default:
      return 'creator';
  }
}

/**
 * The sponsored text (§5), first that applies: "Promoted by {promoter}" for a promoted pin with a
 * promoter name; "Paid partnership with {sponsor}" for a sponsorship whose status shows a partner
 * name (not 0, 2, 3); "Paid partnership" for any other sponsorship whose status is not 2;
 * "Includes sponsored products" for a story pin with product pins; else null.
 */
export function sponsoredText(pin: PinFacts): string | null {
  const promoter = personName(pin.promoter);
  if (pin.isPromoted && promoter) return messages.promotedBy(promoter);
  const sponsorship = pin.sponsorship;
  if (sponsorship) {
    const status = sponsorship.status ?? 0;
    const sponsor = personName(sponsorship.sponsor);
    const showsName = !(SPONSORSHIP_STATUSES_WITHOUT_PARTNER_NAME as readonly number[]).includes(status);
    if (showsName && sponsor) return messages.paidPartnershipWith(sponsor);
    if (status !== SPONSORSHIP_STATUS_NO_PAID_PARTNERSHIP) return messages.paidPartnership;
  }
  if (pin.storyPinData?.hasProductPins) return messages.includesSponsoredProducts;
  return null;
}

/** §5 the Ad prefix shows under the EU experiment, for pins that are not promoted. */
export function showsAdPrefix({ pin, euExperiment }: { pin: PinFacts; euExperiment: boolean }): boolean {
  return euExperiment && !pin.isPromoted;
}

/**
 * AI copy of an ad (§8) from its image-source type (§3). Our mapping (the spec lists the texts,
 * not the codes): trained algorithmic media and multi-pin trained algorithmic media → made with AI;
 * algorithmically enhanced → modified with AI; composite with trained algorithmic media → parts made
 * with AI. Only promoted pins (ads) carry the copy; other codes carry none.
 */
export function aiCopy(pin: PinFacts): string | null {
  if (!pin.isPromoted || pin.digitalMediaSourceType === undefined) return null;
  switch (IMAGE_SOURCE_TYPE.nameOf(pin.digitalMediaSourceType)) {
    case 'trained algorithmic media':
    case 'multi-pin trained algorithmic media':
      return messages.aiMade;
    case 'algorithmically enhanced':
      return messages.aiModified;
    case 'composite with trained algorithmic media':
      return messages.aiParts;
    default:
      return null;
  }
}

export const AD_TARGETING_SUMMARY_MAX = 4; // §5/§9 ad-targeting summary keeps up to 4 fields

/**
 * The ad-targeting summary (§5): the fields of adTargetingAttribution that are true booleans or
 * non-empty strings, in the order they arrive, at most 4.
 */
export function adTargetingSummary(
  attribution: AdTargetingAttribution | null | undefined,
): Array<[keyof AdTargetingAttribution, true | string]> {
  if (!attribution) return [];
  const out: Array<[keyof AdTargetingAttribution, true | string]> = [];
  for (const [key, value] of Object.entries(attribution)) {
    if (out.length === AD_TARGETING_SUMMARY_MAX) break;
    if (value === true || (typeof value === 'string' && value !== '')) {
      out.push([key as keyof AdTargetingAttribution, value]);
    }
  }
  return out;
}

/** What a promotion targets (§2 promote tools), each a list of the names a person picked. */
export interface PromotionTargeting {
  languages: readonly string[];
  countries: readonly string[];
  interests: readonly string[];
  ageBuckets: readonly string[];
  genders: readonly string[];
}

/**
 * A promotion's targeting as §3 adTargetingAttribution fields (ours: the spec shows the fields, not
 * how an advertiser sets them): each list joined with ", ", in the order the promote form asks
 * (languages, countries, interests, age, gender), so an empty list is an empty (falsy) field and
 * adTargetingSummary keeps the first 4 that are set.
 */
export function promotionAttribution(targeting: PromotionTargeting): AdTargetingAttribution {
  return {
    matchedLocale: targeting.languages.join(', '),
    geoRegion: targeting.countries.join(', '),
    matchedInterest: targeting.interests.join(', '),
    matchedAgeBucket: targeting.ageBuckets.join(', '),
    matchedGender: targeting.genders.join(', '),
  };
}

/**
 * Eligible for video (§5): not promoted, not a downstream promotion, has video or story pin data,
 * not excluded by the caller, and not on a collaborative board the viewer collaborates on.
 */
export function isEligibleForVideo(
  pin: PinFacts,
  { excluded = false }: { excluded?: boolean } = {},
): boolean {
  if (pin.isPromoted || pin.isDownstreamPromotion || excluded) return false;
  if (!pin.videos && !pin.storyPinData) return false;
  return !(pin.board?.isCollaborative && pin.board.collaboratedByMe);
}

/**
 * Outbound spam check (§5): only for an offsite link, on a pin that is not promoted (or is a
 * downstream promotion), relevant to the current page.
 */
export function needsOutboundSpamCheck({
  pin,
  offsite,
  relevantToPage,
}: {
  pin: PinFacts;
  offsite: boolean;
  relevantToPage: boolean;
}): boolean {
  return offsite && relevantToPage && (!pin.isPromoted || Boolean(pin.isDownstreamPromotion));
}

/** The page count of a story pin: pageCount, else the pages listed, else 0. */
export function storyPageCount(data: Pin['storyPinData']): number {
  return data?.pageCount ?? data?.pages?.length ?? 0;
}

/** §5 story badge: hidden when the story has no videos and at most one page. */
export function storyBadgeVisible(data: Pin['storyPinData']): boolean {
  if (!data) return false;
  return (data.totalVideoDuration ?? 0) > 0 || storyPageCount(data) > 1;
}

/** §5 image crop is used only when both minY and maxY are numbers and the pin is not square. */
export function usesImageCrop(pin: PinFacts, { square }: { square: boolean }): boolean {
  const crop = pin.imageCrop;
  return typeof crop?.minY === 'number' && typeof crop.maxY === 'number' && !square;
}

/**
 * §5 reactions are hidden for promoted pins, for image-only grid viewers, in the story or video
 * cases the caller names, and under the reaction-removal experiment.
 */
export function reactionsVisible({
  pin,
  imageOnlyGridViewer = false,
  hiddenForStoryOrVideo = false,
  reactionRemovalExperiment = false,
}: {
  pin: PinFacts;
  imageOnlyGridViewer?: boolean;
  hiddenForStoryOrVideo?: boolean;
  reactionRemovalExperiment?: boolean;
}): boolean {
  return !(pin.isPromoted || imageOnlyGridViewer || hiddenForStoryOrVideo || reactionRemovalExperiment);
}

/**
 * §4/§5 footer visibility: a group (collaborative) board or a sponsored pin forces it on; else it is
 * hidden on selectable pins, in bulk edit, on surfaces that hide it, under the hiding experiment
 * (which is off for logged-out viewers, §4).
 */
export function footerVisible({
  pin,
  selectable = false,
  bulkEdit = false,
  surfaceHidesFooter = false,
  hiddenByExperiment = false,
  loggedOut = false,
}: {
  pin: PinFacts;
  selectable?: boolean;
  bulkEdit?: boolean;
  surfaceHidesFooter?: boolean;
  hiddenByExperiment?: boolean;
  loggedOut?: boolean;
}): boolean {
  if (pin.board?.isCollaborative || sponsoredText(pin) !== null) return true;
  if (selectable || bulkEdit || surfaceHidesFooter) return false;
  return !(hiddenByExperiment && !loggedOut);
}

/** §5 image-only footer: for a new, resurrected or image-only-grid-eligible viewer, unless promoted. */
export function imageOnlyFooter({
  pin,
  newUser = false,
  resurrected = false,
  eligibleForImageOnlyGrid = false,
}: {
  pin: PinFacts;
  newUser?: boolean;
  resurrected?: boolean;
  eligibleForImageOnlyGrid?: boolean;
}): boolean {
  return !pin.isPromoted && (newUser || resurrected || eligibleForImageOnlyGrid);
}

/** True when `viewerId` is the pinner (§6 own pin). */
export function isOwnPin(pin: PinFacts, viewerId: string | null | undefined): boolean {
  return Boolean(viewerId) && pin.pinner?.id === viewerId;
}

/**
 * §5 creator analytics link, for signed-in viewers: with 30-day realtime stats; or a partner on
 * their own pin, on a public or protected board, that is not a repin; or under the story-pin
 * experiment.
 */
export function showsCreatorAnalyticsLink({
  pin,
  viewerId,
  hasRealtimeStats30d = false,
  isPartner = false,
  storyPinExperiment = false,
}: {
  pin: PinFacts;
  viewerId: string | null | undefined;
  hasRealtimeStats30d?: boolean;
  isPartner?: boolean;
  storyPinExperiment?: boolean;
}): boolean {
  if (!viewerId) return false;
  if (hasRealtimeStats30d || storyPinExperiment) return true;
  const privacy = pin.board?.privacy;
  return (
    isPartner && isOwnPin(pin, viewerId) && (privacy === 'public' || privacy === 'protected') && !pin.isRepin
  );
}

/** §5 source text is hidden for promoted pins and on surfaces that hide it. */
export function sourceTextVisible({
  pin,
  surfaceHides = false,
}: {
  pin: PinFacts;
  surfaceHides?: boolean;
}): boolean {
  return !pin.isPromoted && !surfaceHides;
}

/** §5 context menu for signed-out or desktop users, only when the pin has a pinner. */
export function contextMenuEligible({
  pin,
  signedOut,
  desktop,
}: {
  pin: PinFacts;
  signedOut: boolean;
  desktop: boolean;
}): boolean {
  return (signedOut || desktop) && Boolean(pin.pinner);
}

export const FOOTER_HEIGHT_SIGNED_IN = 75; // §9 footer heights 75 signed-in
export const FOOTER_HEIGHT_BASE = 10; // §9 otherwise 10 ...
export const ATTRIBUTION_HEIGHT_WITH_MERCHANT = 90; // §9 attribution height 90 with merchant
export const ATTRIBUTION_HEIGHT = 68; // §9 ... 68 without
export const FOOTER_LINE_HEIGHT = 20; // §9 plus 20 per line

/**
 * Footer height (§9): 75 for signed-in viewers; otherwise 10, or the attribution height (90 with a
 * verified merchant, 68 without) when attribution shows, plus 20 per title line.
 */
export function footerHeight({
  signedIn,
  attribution = 'none',
  lines = 0,
}: {
  signedIn: boolean;
  attribution?: 'none' | 'merchant' | 'plain';
  lines?: number;
}): number {
  if (signedIn) return FOOTER_HEIGHT_SIGNED_IN;
  const base =
    attribution === 'none'
      ? FOOTER_HEIGHT_BASE
      : attribution === 'merchant'
        ? ATTRIBUTION_HEIGHT_WITH_MERCHANT
        : ATTRIBUTION_HEIGHT;
  return base + FOOTER_LINE_HEIGHT * lines;
}

/** §6 pin owners with write access see titles differently. */
export function hasWriteAccess(pin: PinFacts): boolean {
  return pin.access?.includes('write') ?? false;
}
