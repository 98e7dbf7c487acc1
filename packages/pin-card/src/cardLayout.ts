/**
 * What a card shows and how high each part is, from the model's rules (§5, §6, §9) and the context
 * the card is rendered in. Pure: PinCard renders from it and getPinCardHeight sums it, so the masonry
 * knows a card's height before it renders and the card is exactly that high.
 */
import {
  aiCopy,
  attributionDisplayMode,
  domainText,
  type FeedbackStatus,
  footerHeight,
  footerPrice,
  footerVisible,
  gridTitle,
  imageOnlyFooter,
  type Pin,
  type Pinner,
  type PinType,
  personName,
  pinType,
  productLabels,
  reactionsVisible,
  sharedIdeaHeader,
  showsCreatorAnalyticsLink,
  sourceTextVisible,
  sponsoredText,
  titleLineClamp,
  usesImageCrop,
  type VisitorType,
} from '@tessera/model';
import { SQUARE_PIN_IMAGE_HEIGHT } from '@tessera/tokens';
import { mediaPin, pinImageHeight } from './pinImage.ts';

/** What the footer's line under the title shows. */
export type MetaKind = 'sponsored' | 'price' | 'rating' | 'ai' | 'article' | 'person' | 'source';

/** Facts about where the card is shown that the spec leaves to the surface (§4, §5). */
export interface PinCardSurface {
  /** A selection surface (bulk selection, pickers): no action bar, no footer (§4, §5). */
  selectable?: boolean;
  /** Bulk edit: no footer (§5). */
  bulkEdit?: boolean;
  /** The surface hides the footer (§5 "and others"). */
  hidesFooter?: boolean;
  /** The surface hides the source text (§5). */
  hidesSourceText?: boolean;
  /** The footer-hiding experiment (§4; off for logged-out viewers). */
  footerHiddenByExperiment?: boolean;
  /** The surface hides attribution (§4 attribution display mode). */
  hidesAttribution?: boolean;
  /**
   * The surface hides reactions on story and video pins (§5 "some story or video cases": which
   * cases is the surface's call; the card applies it to storyPin and video types only).
   */
  hidesReactionsOnStoryOrVideo?: boolean;
}

/** Facts about the viewer beyond the visitor type (§5 image-only footer, §6 own pin). */
export interface PinCardViewer {
  id?: string;
  /** A new viewer (§5 image-only footer). */
  isNew?: boolean;
  /** A resurrected viewer (§5 image-only footer; the model's isResurrected). */
  isResurrected?: boolean;
  /** Eligible for the image-only grid (§5). */
  eligibleForImageOnlyGrid?: boolean;
  /** In the reaction-removal experiment (§5): no reactions. */
  reactionRemovalExperiment?: boolean;
}

/**
 * The creator analytics link (§5): where it goes (the app's analytics page; the spec names no route)
 * and the viewer facts the model's showsCreatorAnalyticsLink decides on.
 */
export interface CreatorAnalyticsOptions {
  href: string;
  /** The viewer has 30-day realtime stats. */
  hasRealtimeStats30d?: boolean;
  /** The viewer is a partner (with an own public or protected non-repin pin). */
  isPartner?: boolean;
  /** The story-pin experiment. */
  storyPinExperiment?: boolean;
}

export interface CardLayoutOptions {
  columnWidth: number;
  visitor?: VisitorType;
  viewer?: PinCardViewer;
  surface?: PinCardSurface;
  /** A square card: the image has one fixed height (SQUARE_PIN_IMAGE_HEIGHT), whatever its aspect ratio. */
  square?: boolean;
  /** A one-tap surface: Save saves in one press (SaveButton), with no board picker. */
  oneTap?: boolean;
  feedbackStatus?: FeedbackStatus;
  /**
   * The person who sent this pin: the card shows "{first name} shared this idea with you" above it (no header
   * when the name is empty).
   */
  sharedBy?: { first_name?: string | null } | null;
  /**
   * The creator analytics link under the card, for a signed-in viewer whom the model's rule allows (30-day
   * realtime stats, a partner's own pin, or the story-pin experiment).
   */
  creatorAnalytics?: CreatorAnalyticsOptions;
}

/** The person the footer credits (§4 attribution display mode), or null when none shows. */
export type FooterAttribution = { person: Pinner; mode: 'promoter' | 'creator' } | null;

export interface CardLayout {
  type: PinType;
  /**
   * An article pin (§3 richMetadata.article): the model's pin-type derivation has no article type,
   * so an article is an `image` pin whose rich metadata carries an article; the footer then shows the
   * article's title (when the pin has no grid title) and its site name. Null for other pins.
   */
  article: { siteName: string | null } | null;
  title: string;
  /** The image box: its height, and the crop offset when §5 crop applies. */
  media: { height: number; imageHeight: number; offsetY: number; square: boolean };
  footer: {
    shown: boolean;
    height: number;
    titleLines: number;
    /** Sponsored text (§5 priority), else null. */
    sponsored: string | null;
    price: ReturnType<typeof footerPrice>;
    labels: string[];
    /** The source domain shows (§5). */
    sourceText: boolean;
    /** A recipe's aggregate rating (§3, §5 stars), when it has one. */
    rating: { value: number; max: number | undefined; reviews: number | undefined } | null;
    attribution: FooterAttribution;
    /** Total reactions shown at the end of the meta line (§5 visibility), else null (none or hidden). */
    reactions: number | null;
    /** The creator analytics link's href when §5 shows it (signed-in viewers only), else null. */
    analyticsHref: string | null;
    /** What the line under the title shows (the only place this is decided; Footer renders it). */
    meta: MetaKind | null;
    /** The AI copy (§8) on a line of its own, under a meta line that shows something else. */
    aiLine: boolean;
  };
  header: string | null;
}

function attributionOf(pin: Pin, options: CardLayoutOptions): FooterAttribution {
  const mode = attributionDisplayMode({
    pin,
    feedbackStatus: options.feedbackStatus ?? 'none',
    surfaceHidesAttribution: options.surface?.hidesAttribution ?? false,
  });
  if (mode === 'promoter' && pin.promoter) return { person: pin.promoter, mode: 'promoter' };
  const creator = pin.nativeCreator ?? pin.pinner;
  if ((mode === 'creator' || mode === 'imageOnlyCredit') && creator)
    return { person: creator, mode: 'creator' };
  return null;
}

/**
 * The reactions the footer shows (§3 reactionCountsData, summed over the reaction types), or null
 * when §5 hides them (the model's reactionsVisible) or there are none. Our choice: a pin with no
 * reactions shows nothing rather than a 0.
 */
function reactionsOf(pin: Pin, type: PinType, options: CardLayoutOptions): number | null {
  const visible = reactionsVisible({
    pin,
    imageOnlyGridViewer: options.viewer?.eligibleForImageOnlyGrid ?? false,
    hiddenForStoryOrVideo:
      (options.surface?.hidesReactionsOnStoryOrVideo ?? false) && (type === 'storyPin' || type === 'video'),
    reactionRemovalExperiment: options.viewer?.reactionRemovalExperiment ?? false,
  });
  if (!visible) return null;
  const total = (pin.reactionCountsData ?? []).reduce((sum, item) => sum + item.reactionCount, 0);
  return total > 0 ? total : null;
}

/** The offer the footer prices: the first product's offer summary (§3 richMetadata.products). */
export function offerOf(pin: Pin) {
  return pin.richMetadata?.products?.[0]?.offerSummary;
}

/**
 * "Logged out" (§1, §6) means one thing on the card: any visitor who is not signed in, bots
 * included. cardLayout (footer, heights) and PinCard (Save, menus, upsell) both ask this.
 */
export function isLoggedOut(visitor: VisitorType = 'authenticated'): boolean {
  return visitor !== 'authenticated';
}

export function cardLayout(pin: Pin, options: CardLayoutOptions): CardLayout {
  const { columnWidth, visitor = 'authenticated', viewer = {}, surface = {}, square = false } = options;
  const type = pinType(pin, { oneTap: options.oneTap ?? false });
  const isArticle = type === 'image' && Boolean(pin.richMetadata?.article);
  // An article without a grid title is named by its rich metadata title (the same §5 trim and cut).
  const title = gridTitle(pin) || (isArticle ? gridTitle({ title: pin.richMetadata?.title ?? null }) : '');

  const naturalHeight = pinImageHeight(mediaPin(pin, type), columnWidth);
  let media: CardLayout['media'] = { height: naturalHeight, imageHeight: naturalHeight, offsetY: 0, square };
  if (square) {
    media = { height: SQUARE_PIN_IMAGE_HEIGHT, imageHeight: SQUARE_PIN_IMAGE_HEIGHT, offsetY: 0, square };
  } else if (usesImageCrop(pin, { square }) && pin.imageCrop) {
    // §3 imageCrop: the visible band of the image, minY..maxY as fractions of its height.
    const minY = Math.min(Math.max(pin.imageCrop.minY ?? 0, 0), 1);
    const maxY = Math.min(Math.max(pin.imageCrop.maxY ?? 1, minY), 1);
    const height = Math.round(naturalHeight * (maxY - minY));
    if (height > 0)
      media = { height, imageHeight: naturalHeight, offsetY: Math.round(naturalHeight * minY), square };
  }

  const loggedOut = isLoggedOut(visitor);
  const shown =
    footerVisible({
      pin,
      selectable: surface.selectable ?? false,
      bulkEdit: surface.bulkEdit ?? false,
      surfaceHidesFooter: surface.hidesFooter ?? false,
      hiddenByExperiment: surface.footerHiddenByExperiment ?? false,
      loggedOut,
    }) &&
    !imageOnlyFooter({
      pin,
      newUser: viewer.isNew ?? false,
      resurrected: viewer.isResurrected ?? false,
      eligibleForImageOnlyGrid: viewer.eligibleForImageOnlyGrid ?? false,
    });

  const price = type === 'product' ? footerPrice(offerOf(pin)) : null;
  const labels = type === 'product' ? productLabels(pin) : [];
  const titleLines = title ? titleLineClamp({ priceShown: price !== null, square }) : 0;
  const attribution = attributionOf(pin, options);
  const sponsored = sponsoredText(pin);
  const sourceText =
    Boolean(pin.domain) && sourceTextVisible({ pin, surfaceHides: surface.hidesSourceText ?? false });
  const ai = aiCopy(pin) !== null;
  // The article's site name is its source text: hidden where §5 hides the source (promoted pins,
  // surfaces that hide it); else the rich metadata site name, else the domain cut to 27.
  const siteName = sourceTextVisible({ pin, surfaceHides: surface.hidesSourceText ?? false })
    ? pin.richMetadata?.siteName?.trim() || (pin.domain ? domainText(pin.domain) : null)
    : null;
  const article = isArticle ? { siteName } : null;
  const priced = price !== null || labels.length > 0;
  const aggregate = type === 'recipe' ? pin.richMetadata?.aggregateRating : undefined;
  const rating =
    typeof aggregate?.ratingValue === 'number'
      ? { value: aggregate.ratingValue, max: aggregate.bestRating, reviews: aggregate.reviewCount }
      : null;
  const reactions = reactionsOf(pin, type, options);
  // The meta line under the title, the first that applies (Footer renders exactly this): the
  // sponsored text (§5 priority); the price; a recipe's stars; the AI copy of an ad (§8); an
  // article's site name; who the pin is from; the source domain. Reactions sit at its end (alone
  // they still take the line; with an attribution they share its row, counted in the attribution
  // height). The AI copy takes a second line whenever the first holds something else.
  const meta: MetaKind | null = sponsored
    ? 'sponsored'
    : priced
      ? 'price'
      : rating
        ? 'rating'
        : ai
          ? 'ai'
          : article?.siteName
            ? 'article'
            : attribution && personName(attribution.person)
              ? 'person'
              : sourceText && pin.domain
                ? 'source'
                : null;
  const aiLine = ai && meta !== 'ai';
  const metaLines =
    (sponsored ||
    priced ||
    rating ||
    ai ||
    sourceText ||
    article?.siteName ||
    (reactions !== null && !attribution)
      ? 1
      : 0) + (aiLine ? 1 : 0);

  const analytics = options.creatorAnalytics;
  // Signed-in viewers only (§5): the viewer id is what the model's rule checks first.
  const analyticsHref =
    analytics &&
    !loggedOut &&
    showsCreatorAnalyticsLink({
      pin,
      viewerId: viewer.id,
      hasRealtimeStats30d: analytics.hasRealtimeStats30d ?? false,
      isPartner: analytics.isPartner ?? false,
      storyPinExperiment: analytics.storyPinExperiment ?? false,
    })
      ? analytics.href
      : null;

  let height = 0;
  if (shown) {
    height = loggedOut
      ? footerHeight({
          signedIn: false,
          attribution: attribution ? (attribution.person.isVerifiedMerchant ? 'merchant' : 'plain') : 'none',
          lines: titleLines + metaLines,
        })
      : footerHeight({ signedIn: true });
  }

  return {
    type,
    article,
    title,
    media,
    footer: {
      shown,
      height,
      titleLines,
      sponsored,
      price,
      labels,
      sourceText,
      rating,
      attribution,
      reactions,
      analyticsHref,
      meta,
      aiLine,
    },
    header: sharedIdeaHeader(options.sharedBy),
  };
}
