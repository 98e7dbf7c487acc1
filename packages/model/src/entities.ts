/**
 * Entities of SPEC §3 as zod schemas with inferred types. Every entity's id field is `id`
 * (the spec's entityId). Objects parse leniently: unknown keys are dropped, and every field the
 * spec does not make essential is optional.
 */
import * as z from 'zod/mini';
import './zodMessages.ts';
import { BOARD_PRIVACIES, DEFAULT_MAX_RATING, IMAGE_SOURCE_TYPES, SAVE_BEHAVIOR } from './codes.ts';
import { IMAGE_SIZE_KEYS } from './images.ts';

// ---------------------------------------------------------------- shared shapes

export const ImageSizeKeySchema = z.enum(IMAGE_SIZE_KEYS);

export const PinImageSchema = z.object({
  url: z.string(),
  width: z.number().check(z.nonnegative()),
  height: z.number().check(z.nonnegative()),
  dominantColor: z.optional(z.string()),
});
export type PinImage = z.infer<typeof PinImageSchema>;

/** Images by size (§3): any subset of the sizes. */
export const PinImagesSchema = z.partialRecord(ImageSizeKeySchema, PinImageSchema);
export type PinImages = z.infer<typeof PinImagesSchema>;

/** Related people of a pin (§3): pinner, originPinner, viaPinner, promoter, nativeCreator. */
export const PinnerSchema = z.object({
  id: z.string(),
  username: z.optional(z.string()),
  fullName: z.optional(z.string()),
  imageSmallUrl: z.optional(z.string()),
  imageMediumUrl: z.optional(z.string()),
  isVerifiedMerchant: z.optional(z.boolean()),
  explicitlyFollowedByMe: z.optional(z.boolean()),
  verifiedIdentity: z.optional(z.object({ verified: z.optional(z.boolean()) })),
});
export type Pinner = z.infer<typeof PinnerSchema>;

export const AnnotationSchema = z.object({ name: z.string(), url: z.optional(z.string()) });
export type Annotation = z.infer<typeof AnnotationSchema>;

/** §3 sourceInterest and the interest/topic entity (id, name, url_name). */
export const InterestSchema = z.object({
  id: z.string(),
  name: z.string(),
  urlName: z.optional(z.string()),
});
export type Interest = z.infer<typeof InterestSchema>;

// ---------------------------------------------------------------- boards

/** The board a pin is on (§3 Pin → board). */
export const PinBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.optional(z.string()),
  privacy: z.optional(z.enum(BOARD_PRIVACIES)),
  layout: z.optional(z.string()),
  isCollaborative: z.optional(z.boolean()),
  collaboratorCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  collaboratedByMe: z.optional(z.boolean()),
  followedByMe: z.optional(z.boolean()),
  owner: z.optional(PinnerSchema),
});
export type PinBoard = z.infer<typeof PinBoardSchema>;

/** §3 Board (the resource shape). */
export const BoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  privacy: z.optional(z.enum(BOARD_PRIVACIES)),
  /** e.g. 'quick_saves' (BOARD_LAYOUT_QUICK_SAVES). */
  layout: z.optional(z.string()),
  protected: z.optional(z.boolean()),
  username: z.optional(z.string()),
  pin_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  url: z.optional(z.string()),
  /** The cover of the board in a boards grid (§2 profile: boards grid with covers): the 236x image of its first pin (none for an empty board). */
  image_cover_url: z.optional(z.string()),
  /** A board card's collage (search's Boards tab, issue 30): the 236x images of its first pins, at most BOARD_COVER_IMAGES_MAX. */
  cover_images: z.optional(z.array(z.string())),
  /** Who made the board (§3 board: owner), where a list mixes boards of different people (search). */
  owner: z.optional(PinnerSchema),
});
export type Board = z.infer<typeof BoardSchema>;

/** A board as the board pages read it (BoardResource get, create, update): §3 plus collaboration, follow and archive. */
export const BoardDetailsSchema = z.extend(BoardSchema, {
  description: z.string(),
  archived: z.boolean(),
  section_count: z.number().check(z.int(), z.nonnegative()),
  is_collaborative: z.boolean(),
  collaborator_count: z.number().check(z.int(), z.nonnegative()),
  collaborated_by_me: z.boolean(),
  followed_by_me: z.boolean(),
  is_owner: z.boolean(),
});
export type BoardDetails = z.infer<typeof BoardDetailsSchema>;

// ---------------------------------------------------------------- users

/** §3 User. `username` is not in the §3 list but every user has one (routes of §2 use it). */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.optional(z.string()),
  full_name: z.optional(z.string()),
  image_medium_url: z.optional(z.string()),
  should_show_messaging: z.optional(z.boolean()),
  has_quicksave_board: z.optional(z.boolean()),
  boardCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  secretBoardCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  save_behavior: z.optional(
    z.union([z.literal(SAVE_BEHAVIOR.saveToProfile), z.literal(SAVE_BEHAVIOR.showBoardPicker)]),
  ),
  official_user: z.optional(z.boolean()),
  isAuthenticated: z.optional(z.boolean()),
  country: z.optional(z.string()),
  gender: z.optional(z.string()),
  created_at: z.optional(z.string()),
  pin_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  userAgent: z.optional(z.object({ platform: z.optional(z.string()) })),
  /**
   * The profile header's counts and the viewer's relation to the user (§2 profile: followers /
   * following counts, follow or block). Not in the §3 list: our names, as the mock answers them on
   * UserResource get.
   */
  follower_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  following_count: z.optional(z.number().check(z.int(), z.nonnegative())),
  explicitly_followed_by_me: z.optional(z.boolean()),
  blocked_by_me: z.optional(z.boolean()),
  /**
   * /settings (issue 14): the profile's about text and the privacy choices. Not in the §3 list:
   * `exclude_from_search` is ours (search privacy); the ad personalization flags take the §3
   * adTargetingAttribution names (absent: enabled).
   */
  about: z.optional(z.string()),
  exclude_from_search: z.optional(z.boolean()),
  isFirstPartyAdPersonalizationEnabled: z.optional(z.boolean()),
  isThirdPartyAdPersonalizationEnabled: z.optional(z.boolean()),
  /** §6 an employee (debug info, §2 the debug panel). Not in the §3 list: our name. */
  is_employee: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;

// ---------------------------------------------------------------- pin parts

export const EmbedSchema = z.object({
  src: z.string(),
  type: z.enum(['gif', 'video']),
  width: z.optional(z.number().check(z.nonnegative())),
  height: z.optional(z.number().check(z.nonnegative())),
  subtype: z.optional(z.literal('pinstory')),
});
export type Embed = z.infer<typeof EmbedSchema>;

export const VideoVariantSchema = z.object({
  url: z.string(),
  duration: z.optional(z.number().check(z.nonnegative())),
  width: z.optional(z.number().check(z.nonnegative())),
  height: z.optional(z.number().check(z.nonnegative())),
  thumbnail: z.optional(z.string()),
});
export type VideoVariant = z.infer<typeof VideoVariantSchema>;

/**
 * §3 videos: a video list with V_720P and HLS variants (V_HLSV4), and possibly others. A record,
 * not an object with two optional keys beside a catch-all: that type (`V_720P?: V | undefined`
 * beside `[key: string]: V`) is rejected by TypeScript (TS2411) wherever a guest's declarations
 * spell it out with skipLibCheck off; readers ask for `list.V_720P` and get `V | undefined` anyway.
 */
export const VideosSchema = z.object({
  videoList: z.record(z.string(), VideoVariantSchema),
});
export type Videos = z.infer<typeof VideosSchema>;

export const StoryPinBlockSchema = z.object({
  type: z.optional(z.string()),
  text: z.optional(z.string()),
  imageSignature: z.optional(z.string()),
  images: z.optional(PinImagesSchema),
  video: z.optional(VideosSchema),
});
export const StoryPinPageSchema = z.object({ blocks: z.array(StoryPinBlockSchema) });
export const StoryPinDataSchema = z.object({
  id: z.optional(z.string()),
  pages: z.optional(z.array(StoryPinPageSchema)),
  pageCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  isDeleted: z.optional(z.boolean()),
  hasProductPins: z.optional(z.boolean()),
  staticPageCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  totalVideoDuration: z.optional(z.number().check(z.nonnegative())),
  metadata: z.optional(z.object({ pinTitle: z.optional(z.string()) })),
});
export type StoryPinData = z.infer<typeof StoryPinDataSchema>;

export const CarouselSlotSchema = z.object({
  slotId: z.string(),
  title: z.optional(z.string()),
  details: z.optional(z.string()),
  imageSignature: z.optional(z.string()),
  link: z.optional(z.string()),
  images: z.optional(PinImagesSchema),
});
export type CarouselSlot = z.infer<typeof CarouselSlotSchema>;
export const CarouselDataSchema = z.object({
  id: z.optional(z.string()),
  index: z.optional(z.number().check(z.int(), z.nonnegative())),
  slots: z.array(CarouselSlotSchema),
});
export type CarouselData = z.infer<typeof CarouselDataSchema>;

export const AggregateRatingSchema = z.object({
  bestRating: z.optional(z.number()),
  ratingValue: z.optional(z.number()),
  reviewCount: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export const OfferSummarySchema = z.object({
  price: z.optional(z.string()),
  minPrice: z.optional(z.string()),
  maxPrice: z.optional(z.string()),
  standardPrice: z.optional(z.string()),
});
export const ProductSchema = z.object({
  productId: z.optional(z.string()),
  name: z.optional(z.string()),
  brand: z.optional(z.object({ name: z.optional(z.string()), signature: z.optional(z.string()) })),
  offerSummary: z.optional(OfferSummarySchema),
  shippingInfo: z.optional(
    z.object({ freeShippingPrice: z.optional(z.string()), freeShippingValue: z.optional(z.string()) }),
  ),
  variantSet: z.optional(
    z.object({
      dimensionMetadata: z.optional(z.array(z.object({ name: z.string(), values: z.array(z.string()) }))),
      variants: z.optional(z.array(z.record(z.string(), z.unknown()))),
    }),
  ),
  itemId: z.optional(z.string()),
  itemSetId: z.optional(z.string()),
  labelInfo: z.optional(
    z.object({ labels: z.array(z.catchall(z.object({ name: z.optional(z.string()) }), z.unknown())) }),
  ),
  additionalImages: z.optional(z.array(PinImagesSchema)),
});
export type Product = z.infer<typeof ProductSchema>;

/** §3 richMetadata / richSummary. article, recipe and tutorial are open objects (shape not shown). */
export const RichMetadataSchema = z.object({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  displayName: z.optional(z.string()),
  siteName: z.optional(z.string()),
  typeName: z.optional(z.string()),
  displayCookTime: z.optional(z.string()),
  article: z.optional(z.record(z.string(), z.unknown())),
  recipe: z.optional(z.record(z.string(), z.unknown())),
  tutorial: z.optional(z.record(z.string(), z.unknown())),
  aggregateRating: z.optional(AggregateRatingSchema),
  products: z.optional(z.array(ProductSchema)),
});
export type RichMetadata = z.infer<typeof RichMetadataSchema>;

export const ProductPinDataSchema = z.object({
  items: z.array(
    z.catchall(
      z.object({ additionalImagesLength: z.optional(z.number().check(z.int(), z.nonnegative())) }),
      z.unknown(),
    ),
  ),
});

export const ReactionCountSchema = z.object({
  reactionType: z.number().check(z.int()),
  reactionCount: z.number().check(z.int(), z.nonnegative()),
});
export const RecommendationReasonSchema = z.object({
  reason: z.optional(z.string()),
  reasonId: z.optional(z.union([z.string(), z.number()])),
  board: z.optional(PinBoardSchema),
});
export const AdDataSchema = z.object({
  ceAltImageSignature: z.optional(z.string()),
  collectionGridClickType: z.optional(z.number()),
});
export const AggregatedPinDataSchema = z.object({
  id: z.optional(z.string()),
  isShopTheLook: z.optional(z.boolean()),
  pinTagsChips: z.optional(
    z.array(z.catchall(z.object({ id: z.optional(z.string()), name: z.optional(z.string()) }), z.unknown())),
  ),
});
export const CollectionPinSchema = z.object({
  itemData: z.array(
    z.object({ pinId: z.string(), link: z.optional(z.string()), images: z.optional(PinImagesSchema) }),
  ),
});

/** §3 adTargetingAttribution. */
export const AdTargetingAttributionSchema = z.object({
  isFirstPartyAdPersonalizationEnabled: z.optional(z.boolean()),
  isThirdPartyAdPersonalizationEnabled: z.optional(z.boolean()),
  isCustomerListMatched: z.optional(z.boolean()),
  isActalikeMatched: z.optional(z.boolean()),
  isEngagementMatched: z.optional(z.boolean()),
  isExpandTargetingMatched: z.optional(z.boolean()),
  isFromGpsLocation: z.optional(z.boolean()),
  isVisitorMatched: z.optional(z.boolean()),
  isShoppingProspectingMatched: z.optional(z.boolean()),
  isPlPersonaMatched: z.optional(z.boolean()),
  matchedAgeBucket: z.optional(z.string()),
  matchedLocale: z.optional(z.string()),
  matchedInterest: z.optional(z.string()),
  matchedGender: z.optional(z.string()),
  matchedDevice: z.optional(z.string()),
  matchedKeyword: z.optional(z.string()),
  geoRegion: z.optional(z.string()),
  geoPostalCode: z.optional(z.string()),
});
export type AdTargetingAttribution = z.infer<typeof AdTargetingAttributionSchema>;

/** §3 sponsorship: status, creator, sponsor. */
export const SponsorshipSchema = z.object({
  status: z.optional(z.number().check(z.int())),
  creator: z.optional(PinnerSchema),
  sponsor: z.optional(PinnerSchema),
});
export type Sponsorship = z.infer<typeof SponsorshipSchema>;

// ---------------------------------------------------------------- the pin

/** §3 Pin: every field of the spec's Pin paragraph and its sub-lists. */
export const PinSchema = z.object({
  id: z.string(),
  node_id: z.optional(z.string()),
  link: z.optional(z.nullable(z.string())),
  trackedLink: z.optional(z.string()),
  mobileLink: z.optional(z.string()),
  domain: z.optional(z.string()),
  description: z.optional(z.string()),
  descriptionHtml: z.optional(z.string()),
  gridTitle: z.optional(z.string()),
  title: z.optional(z.string()),
  altText: z.optional(z.string()),
  autoAltText: z.optional(z.string()),
  category: z.optional(z.string()),
  dominantColor: z.optional(z.string()),
  imageSignature: z.optional(z.string()),
  seoUrl: z.optional(z.string()),
  seoTitle: z.optional(z.string()),
  seoNoindexReason: z.optional(z.string()),
  trackingParams: z.optional(z.string()),
  /** SHOPPING_FLAGS values. */
  shoppingFlags: z.optional(z.array(z.number().check(z.int()))),
  advertiserId: z.optional(z.string()),
  campaignId: z.optional(z.string()),
  pinPromotionId: z.optional(z.string()),
  attributionSourceId: z.optional(z.string()),
  adDestinationUrl: z.optional(z.string()),
  dpaCreativeType: z.optional(z.union([z.number(), z.string()])),
  adMatchReason: z.optional(z.union([z.number(), z.string()])),
  isPromoted: z.optional(z.boolean()),
  isDownstreamPromotion: z.optional(z.boolean()),
  isThirdPartyAd: z.optional(z.boolean()),
  isEligibleForPdp: z.optional(z.boolean()),
  isEligibleForWebCloseup: z.optional(z.boolean()),
  isOosProduct: z.optional(z.boolean()),
  isStaleProduct: z.optional(z.boolean()),
  isShoppable: z.optional(z.boolean()),
  isRepin: z.optional(z.boolean()),
  isGoLinkless: z.optional(z.boolean()),
  shouldOpenInStream: z.optional(z.boolean()),
  storyPinDataId: z.optional(z.string()),
  closeupDescription: z.optional(z.string()),
  closeupUnifiedDescription: z.optional(z.string()),
  origImageUrl: z.optional(z.string()),
  /** Access rights of the viewer, e.g. ['write']. */
  access: z.optional(z.array(z.string())),
  /** IMAGE_SOURCE_TYPES code 0..15. */
  digitalMediaSourceType: z.optional(
    z.number().check(z.int(), z.gte(0), z.lte(IMAGE_SOURCE_TYPES.length - 1)),
  ),
  imageCrop: z.optional(
    z.object({ minY: z.optional(z.nullable(z.number())), maxY: z.optional(z.nullable(z.number())) }),
  ),
  embed: z.optional(EmbedSchema),
  pinnedToBoard: z.optional(PinBoardSchema),
  /** Set when the viewer has saved the pin. */
  savedInfo: z.optional(z.object({ boardId: z.optional(z.string()), localPinId: z.optional(z.string()) })),
  linkDomain: z.optional(
    z.object({ officialUser: z.optional(PinnerSchema), isPrimaryWebsiteVerified: z.optional(z.boolean()) }),
  ),
  pinJoinVisualAnnotation: z.optional(z.array(z.string())),
  pinJoinAnnotationsWithLinks: z.optional(z.record(z.string(), AnnotationSchema)),
  annotations: z.optional(z.array(AnnotationSchema)),
  images: PinImagesSchema,
  // related people
  pinner: z.optional(PinnerSchema),
  originPinner: z.optional(PinnerSchema),
  viaPinner: z.optional(PinnerSchema),
  promoter: z.optional(PinnerSchema),
  nativeCreator: z.optional(PinnerSchema),
  board: z.optional(PinBoardSchema),
  // sponsorship and partnership
  sponsorship: z.optional(SponsorshipSchema),
  isEligibleForPromotedPartnership: z.optional(z.boolean()),
  promotedPartnershipAttributionName: z.optional(z.string()),
  promotedPartnershipAdvertiserName: z.optional(z.string()),
  // media kinds
  videos: z.optional(VideosSchema),
  storyPinData: z.optional(StoryPinDataSchema),
  carouselData: z.optional(CarouselDataSchema),
  richMetadata: z.optional(RichMetadataSchema),
  richSummary: z.optional(RichMetadataSchema),
  productPinData: z.optional(ProductPinDataSchema),
  // signals
  reactionCountsData: z.optional(z.array(ReactionCountSchema)),
  recommendationReason: z.optional(RecommendationReasonSchema),
  sourceInterest: z.optional(InterestSchema),
  adData: z.optional(AdDataSchema),
  aggregatedPinData: z.optional(AggregatedPinDataSchema),
  collectionPin: z.optional(CollectionPinSchema),
  adTargetingAttribution: z.optional(AdTargetingAttributionSchema),
});
export type Pin = z.infer<typeof PinSchema>;

// ---------------------------------------------------------------- the other entities of §3

/** §3 board section (a normalised kind; the board section route of §2 names it by slug). */
export const BoardSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.optional(z.string()),
  board: z.optional(PinBoardSchema),
  pin_count: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type BoardSection = z.infer<typeof BoardSectionSchema>;

/** §3 board invite: board, invited_user, invited_by_user. */
export const BoardInviteSchema = z.object({
  id: z.optional(z.string()),
  board: PinBoardSchema,
  invited_user: PinnerSchema,
  invited_by_user: PinnerSchema,
  /** §6: an accepted invite is removed as a collaborator, any other as an invite. */
  status: z.optional(z.string()),
});
export type BoardInvite = z.infer<typeof BoardInviteSchema>;

/** §3 board follow. */
export const BoardFollowSchema = z.object({ board_id: z.string() });
export type BoardFollow = z.infer<typeof BoardFollowSchema>;

/** §3 Invite: sender (first_name, is_default_image, image_medium_url), invite_channel. */
export const InviteSchema = z.object({
  sender: z.object({
    id: z.optional(z.string()),
    first_name: z.optional(z.string()),
    is_default_image: z.optional(z.boolean()),
    image_medium_url: z.optional(z.string()),
  }),
  invite_channel: z.optional(z.number().check(z.int())),
});
export type Invite = z.infer<typeof InviteSchema>;

/** §3 Experience: experience_id, type (0 none), display_data, triggerable_placed_exps, metadata, extraContext. */
export const ExperienceSchema = z.object({
  experience_id: z.number().check(z.int()),
  /** EXPERIENCE_TYPE_NONE = 0. */
  type: z.number().check(z.int()),
  display_data: z.optional(
    z.catchall(
      z.object({ anchor: z.optional(z.string()), hide_footer: z.optional(z.boolean()) }),
      z.unknown(),
    ),
  ),
  /** Items `placementId:experienceId`. */
  triggerable_placed_exps: z.optional(z.array(z.string().check(z.regex(/^\d+:\d+$/)))),
  metadata: z.optional(z.record(z.string(), z.unknown())),
  extraContext: z.optional(z.record(z.string(), z.unknown())),
});
export type Experience = z.infer<typeof ExperienceSchema>;
/** Experiences by numeric placement id (§3 placements are numeric ids). */
export const PlacementsSchema = z.record(z.string().check(z.regex(/^\d+$/)), ExperienceSchema);
export type Placements = z.infer<typeof PlacementsSchema>;

/** §3 Interest/topic: id, name, url_name (the wire spelling; `InterestSchema` is the pin's sourceInterest). */
export const TopicSchema = z.object({ id: z.string(), name: z.string(), url_name: z.optional(z.string()) });
export type Topic = z.infer<typeof TopicSchema>;

/** §3 rating: rating and max_rating (default 5); see `ratingStars` for the display. */
export const RatingSchema = z.object({
  rating: z.number().check(z.nonnegative()),
  max_rating: z._default(z.number().check(z.positive()), DEFAULT_MAX_RATING),
});
export type Rating = z.infer<typeof RatingSchema>;

/** §3 resurrection info. */
export const ResurrectionInfoSchema = z.object({ resurrection_dt: z.optional(z.nullable(z.string())) });
export type ResurrectionInfo = z.infer<typeof ResurrectionInfoSchema>;

/** §3 Upload: upload_id, upload_url, upload_parameters, status, signature. */
export const UploadSchema = z.object({
  upload_id: z.string(),
  upload_url: z.optional(z.string()),
  upload_parameters: z.optional(z.record(z.string(), z.string())),
  status: z.optional(z.string()),
  signature: z.optional(z.string()),
});
export type Upload = z.infer<typeof UploadSchema>;

// Other normalised kinds of §3. Their fields are not shown beyond what other sections imply,
// so each has an id and the fields named elsewhere in the spec; unknown keys are dropped.

/** §3 aggregated comment. */
export const AggregatedCommentSchema = z.object({
  id: z.string(),
  text: z.optional(z.string()),
  user: z.optional(PinnerSchema),
  created_at: z.optional(z.string()),
});
/** §3 article (§2 today articles, discover articles). */
export const ArticleSchema = z.object({
  id: z.string(),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
});
/** §3 contact request. */
export const ContactRequestSchema = z.object({ id: z.string(), sender: z.optional(PinnerSchema) });
/** §3 conversation message (§2 /conversation/{id}). */
export const ConversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.optional(z.string()),
  text: z.optional(z.string()),
  pin: z.optional(z.object({ id: z.string() })),
  sender: z.optional(PinnerSchema),
  created_at: z.optional(z.string()),
});
/** §3 notification. */
export const NotificationSchema = z.object({ id: z.string(), text: z.optional(z.string()) });
/** §3 story. */
export const StorySchema = z.object({ id: z.string(), title: z.optional(z.string()) });
/** §3 today article. */
export const TodayArticleSchema = z.object({
  id: z.string(),
  title: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  cover_pin: z.optional(z.object({ id: z.string() })),
});
/** §3 try-it entry. */
export const TryItEntrySchema = z.object({
  id: z.string(),
  pin: z.optional(z.object({ id: z.string() })),
  text: z.optional(z.string()),
});
/** §3 reaction. */
export const ReactionSchema = z.object({
  id: z.string(),
  reactionType: z.number().check(z.int()),
  pinId: z.optional(z.string()),
});

/** §3 the normalised kinds and the schema of each, for the entity store and the mock database. */
export const NORMALISED_SCHEMAS = {
  pin: PinSchema,
  board: BoardSchema,
  boardSection: BoardSectionSchema,
  user: UserSchema,
  topic: TopicSchema,
  aggregatedComment: AggregatedCommentSchema,
  article: ArticleSchema,
  contactRequest: ContactRequestSchema,
  conversationMessage: ConversationMessageSchema,
  notification: NotificationSchema,
  story: StorySchema,
  todayArticle: TodayArticleSchema,
  tryItEntry: TryItEntrySchema,
  reaction: ReactionSchema,
} as const;
export type NormalisedKind = keyof typeof NORMALISED_SCHEMAS;
