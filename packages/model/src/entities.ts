/**
 * Entities of SPEC §3 as zod schemas with inferred types. Every entity's id field is `id`
 * (the spec's entityId). Objects parse leniently: unknown keys are dropped, and every field the
 * spec does not make essential is optional.
 */
import { z } from 'zod';
import { BOARD_PRIVACIES, DEFAULT_MAX_RATING, IMAGE_SOURCE_TYPES, SAVE_BEHAVIOR } from './codes.ts';
import { IMAGE_SIZE_KEYS } from './images.ts';

// ---------------------------------------------------------------- shared shapes

export const ImageSizeKeySchema = z.enum(IMAGE_SIZE_KEYS);

export const PinImageSchema = z.object({
  url: z.string(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  dominantColor: z.string().optional(),
});
export type PinImage = z.infer<typeof PinImageSchema>;

/** Images by size (§3): any subset of the sizes. */
export const PinImagesSchema = z.partialRecord(ImageSizeKeySchema, PinImageSchema);
export type PinImages = z.infer<typeof PinImagesSchema>;

/** Related people of a pin (§3): pinner, originPinner, viaPinner, promoter, nativeCreator. */
export const PinnerSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  fullName: z.string().optional(),
  imageSmallUrl: z.string().optional(),
  imageMediumUrl: z.string().optional(),
  isVerifiedMerchant: z.boolean().optional(),
  explicitlyFollowedByMe: z.boolean().optional(),
  verifiedIdentity: z.object({ verified: z.boolean().optional() }).optional(),
});
export type Pinner = z.infer<typeof PinnerSchema>;

export const AnnotationSchema = z.object({ name: z.string(), url: z.string().optional() });
export type Annotation = z.infer<typeof AnnotationSchema>;

/** §3 sourceInterest and the interest/topic entity (id, name, url_name). */
export const InterestSchema = z.object({
  id: z.string(),
  name: z.string(),
  urlName: z.string().optional(),
});
export type Interest = z.infer<typeof InterestSchema>;

// ---------------------------------------------------------------- boards

/** The board a pin is on (§3 Pin → board). */
export const PinBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().optional(),
  privacy: z.enum(BOARD_PRIVACIES).optional(),
  layout: z.string().optional(),
  isCollaborative: z.boolean().optional(),
  collaboratorCount: z.number().int().nonnegative().optional(),
  collaboratedByMe: z.boolean().optional(),
  followedByMe: z.boolean().optional(),
  owner: PinnerSchema.optional(),
});
export type PinBoard = z.infer<typeof PinBoardSchema>;

/** §3 Board (the resource shape). */
export const BoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  privacy: z.enum(BOARD_PRIVACIES).optional(),
  /** e.g. 'quick_saves' (BOARD_LAYOUT_QUICK_SAVES). */
  layout: z.string().optional(),
  protected: z.boolean().optional(),
  username: z.string().optional(),
  pin_count: z.number().int().nonnegative().optional(),
  url: z.string().optional(),
  /** The cover of the board in a boards grid (§2 profile: boards grid with covers): the 236x image of its first pin (none for an empty board). */
  image_cover_url: z.string().optional(),
});
export type Board = z.infer<typeof BoardSchema>;

/** A board as the board pages read it (BoardResource get, create, update): §3 plus collaboration, follow and archive. */
export const BoardDetailsSchema = BoardSchema.extend({
  description: z.string(),
  archived: z.boolean(),
  section_count: z.number().int().nonnegative(),
  is_collaborative: z.boolean(),
  collaborator_count: z.number().int().nonnegative(),
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
  first_name: z.string().optional(),
  full_name: z.string().optional(),
  image_medium_url: z.string().optional(),
  should_show_messaging: z.boolean().optional(),
  has_quicksave_board: z.boolean().optional(),
  boardCount: z.number().int().nonnegative().optional(),
  secretBoardCount: z.number().int().nonnegative().optional(),
  save_behavior: z
    .union([z.literal(SAVE_BEHAVIOR.saveToProfile), z.literal(SAVE_BEHAVIOR.showBoardPicker)])
    .optional(),
  official_user: z.boolean().optional(),
  isAuthenticated: z.boolean().optional(),
  country: z.string().optional(),
  gender: z.string().optional(),
  created_at: z.string().optional(),
  pin_count: z.number().int().nonnegative().optional(),
  userAgent: z.object({ platform: z.string().optional() }).optional(),
  /**
   * The profile header's counts and the viewer's relation to the user (§2 profile: followers /
   * following counts, follow or block). Not in the §3 list: our names, as the mock answers them on
   * UserResource get.
   */
  follower_count: z.number().int().nonnegative().optional(),
  following_count: z.number().int().nonnegative().optional(),
  explicitly_followed_by_me: z.boolean().optional(),
  blocked_by_me: z.boolean().optional(),
  /**
   * /settings (issue 14): the profile's about text and the privacy choices. Not in the §3 list:
   * `exclude_from_search` is ours (search privacy); the ad personalization flags take the §3
   * adTargetingAttribution names (absent: enabled).
   */
  about: z.string().optional(),
  exclude_from_search: z.boolean().optional(),
  isFirstPartyAdPersonalizationEnabled: z.boolean().optional(),
  isThirdPartyAdPersonalizationEnabled: z.boolean().optional(),
  /** §6 an employee (debug info, §2 the debug panel). Not in the §3 list: our name. */
  is_employee: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

// ---------------------------------------------------------------- pin parts

export const EmbedSchema = z.object({
  src: z.string(),
  type: z.enum(['gif', 'video']),
  width: z.number().nonnegative().optional(),
  height: z.number().nonnegative().optional(),
  subtype: z.literal('pinstory').optional(),
});
export type Embed = z.infer<typeof EmbedSchema>;

export const VideoVariantSchema = z.object({
  url: z.string(),
  duration: z.number().nonnegative().optional(),
  width: z.number().nonnegative().optional(),
  height: z.number().nonnegative().optional(),
  thumbnail: z.string().optional(),
});
export type VideoVariant = z.infer<typeof VideoVariantSchema>;

/** §3 videos: a video list with V_720P and HLS variants (V_HLSV4), and possibly others. */
export const VideosSchema = z.object({
  videoList: z
    .object({ V_720P: VideoVariantSchema.optional(), V_HLSV4: VideoVariantSchema.optional() })
    .catchall(VideoVariantSchema),
});
export type Videos = z.infer<typeof VideosSchema>;

export const StoryPinBlockSchema = z.object({
  type: z.string().optional(),
  text: z.string().optional(),
  imageSignature: z.string().optional(),
  images: PinImagesSchema.optional(),
  video: VideosSchema.optional(),
});
export const StoryPinPageSchema = z.object({ blocks: z.array(StoryPinBlockSchema) });
export const StoryPinDataSchema = z.object({
  id: z.string().optional(),
  pages: z.array(StoryPinPageSchema).optional(),
  pageCount: z.number().int().nonnegative().optional(),
  isDeleted: z.boolean().optional(),
  hasProductPins: z.boolean().optional(),
  staticPageCount: z.number().int().nonnegative().optional(),
  totalVideoDuration: z.number().nonnegative().optional(),
  metadata: z.object({ pinTitle: z.string().optional() }).optional(),
});
export type StoryPinData = z.infer<typeof StoryPinDataSchema>;

export const CarouselSlotSchema = z.object({
  slotId: z.string(),
  title: z.string().optional(),
  details: z.string().optional(),
  imageSignature: z.string().optional(),
  link: z.string().optional(),
  images: PinImagesSchema.optional(),
});
export type CarouselSlot = z.infer<typeof CarouselSlotSchema>;
export const CarouselDataSchema = z.object({
  id: z.string().optional(),
  index: z.number().int().nonnegative().optional(),
  slots: z.array(CarouselSlotSchema),
});
export type CarouselData = z.infer<typeof CarouselDataSchema>;

export const AggregateRatingSchema = z.object({
  bestRating: z.number().optional(),
  ratingValue: z.number().optional(),
  reviewCount: z.number().int().nonnegative().optional(),
});
export const OfferSummarySchema = z.object({
  price: z.string().optional(),
  minPrice: z.string().optional(),
  maxPrice: z.string().optional(),
  standardPrice: z.string().optional(),
});
export const ProductSchema = z.object({
  productId: z.string().optional(),
  name: z.string().optional(),
  brand: z.object({ name: z.string().optional(), signature: z.string().optional() }).optional(),
  offerSummary: OfferSummarySchema.optional(),
  shippingInfo: z
    .object({ freeShippingPrice: z.string().optional(), freeShippingValue: z.string().optional() })
    .optional(),
  variantSet: z
    .object({
      dimensionMetadata: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).optional(),
      variants: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .optional(),
  itemId: z.string().optional(),
  itemSetId: z.string().optional(),
  labelInfo: z
    .object({ labels: z.array(z.object({ name: z.string().optional() }).catchall(z.unknown())) })
    .optional(),
  additionalImages: z.array(PinImagesSchema).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** §3 richMetadata / richSummary. article, recipe and tutorial are open objects (shape not shown). */
export const RichMetadataSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  displayName: z.string().optional(),
  siteName: z.string().optional(),
  typeName: z.string().optional(),
  displayCookTime: z.string().optional(),
  article: z.record(z.string(), z.unknown()).optional(),
  recipe: z.record(z.string(), z.unknown()).optional(),
  tutorial: z.record(z.string(), z.unknown()).optional(),
  aggregateRating: AggregateRatingSchema.optional(),
  products: z.array(ProductSchema).optional(),
});
export type RichMetadata = z.infer<typeof RichMetadataSchema>;

export const ProductPinDataSchema = z.object({
  items: z.array(
    z.object({ additionalImagesLength: z.number().int().nonnegative().optional() }).catchall(z.unknown()),
  ),
});

export const ReactionCountSchema = z.object({
  reactionType: z.number().int(),
  reactionCount: z.number().int().nonnegative(),
});
export const RecommendationReasonSchema = z.object({
  reason: z.string().optional(),
  reasonId: z.union([z.string(), z.number()]).optional(),
  board: PinBoardSchema.optional(),
});
export const AdDataSchema = z.object({
  ceAltImageSignature: z.string().optional(),
  collectionGridClickType: z.number().optional(),
});
export const AggregatedPinDataSchema = z.object({
  id: z.string().optional(),
  isShopTheLook: z.boolean().optional(),
  pinTagsChips: z
    .array(z.object({ id: z.string().optional(), name: z.string().optional() }).catchall(z.unknown()))
    .optional(),
});
export const CollectionPinSchema = z.object({
  itemData: z.array(
    z.object({ pinId: z.string(), link: z.string().optional(), images: PinImagesSchema.optional() }),
  ),
});

/** §3 adTargetingAttribution. */
export const AdTargetingAttributionSchema = z.object({
  isFirstPartyAdPersonalizationEnabled: z.boolean().optional(),
  isThirdPartyAdPersonalizationEnabled: z.boolean().optional(),
  isCustomerListMatched: z.boolean().optional(),
  isActalikeMatched: z.boolean().optional(),
  isEngagementMatched: z.boolean().optional(),
  isExpandTargetingMatched: z.boolean().optional(),
  isFromGpsLocation: z.boolean().optional(),
  isVisitorMatched: z.boolean().optional(),
  isShoppingProspectingMatched: z.boolean().optional(),
  isPlPersonaMatched: z.boolean().optional(),
  matchedAgeBucket: z.string().optional(),
  matchedLocale: z.string().optional(),
  matchedInterest: z.string().optional(),
  matchedGender: z.string().optional(),
  matchedDevice: z.string().optional(),
  matchedKeyword: z.string().optional(),
  geoRegion: z.string().optional(),
  geoPostalCode: z.string().optional(),
});
export type AdTargetingAttribution = z.infer<typeof AdTargetingAttributionSchema>;

/** §3 sponsorship: status, creator, sponsor. */
export const SponsorshipSchema = z.object({
  status: z.number().int().optional(),
  creator: PinnerSchema.optional(),
  sponsor: PinnerSchema.optional(),
});
export type Sponsorship = z.infer<typeof SponsorshipSchema>;

// ---------------------------------------------------------------- the pin

/** §3 Pin: every field of the spec's Pin paragraph and its sub-lists. */
export const PinSchema = z.object({
  id: z.string(),
  node_id: z.string().optional(),
  link: z.string().nullable().optional(),
  trackedLink: z.string().optional(),
  mobileLink: z.string().optional(),
  domain: z.string().optional(),
  description: z.string().optional(),
  descriptionHtml: z.string().optional(),
  gridTitle: z.string().optional(),
  title: z.string().optional(),
  altText: z.string().optional(),
  autoAltText: z.string().optional(),
  category: z.string().optional(),
  dominantColor: z.string().optional(),
  imageSignature: z.string().optional(),
  seoUrl: z.string().optional(),
  seoTitle: z.string().optional(),
  seoNoindexReason: z.string().optional(),
  trackingParams: z.string().optional(),
  /** SHOPPING_FLAGS values. */
  shoppingFlags: z.array(z.number().int()).optional(),
  advertiserId: z.string().optional(),
  campaignId: z.string().optional(),
  pinPromotionId: z.string().optional(),
  attributionSourceId: z.string().optional(),
  adDestinationUrl: z.string().optional(),
  dpaCreativeType: z.union([z.number(), z.string()]).optional(),
  adMatchReason: z.union([z.number(), z.string()]).optional(),
  isPromoted: z.boolean().optional(),
  isDownstreamPromotion: z.boolean().optional(),
  isThirdPartyAd: z.boolean().optional(),
  isEligibleForPdp: z.boolean().optional(),
  isEligibleForWebCloseup: z.boolean().optional(),
  isOosProduct: z.boolean().optional(),
  isStaleProduct: z.boolean().optional(),
  isShoppable: z.boolean().optional(),
  isRepin: z.boolean().optional(),
  isGoLinkless: z.boolean().optional(),
  shouldOpenInStream: z.boolean().optional(),
  storyPinDataId: z.string().optional(),
  closeupDescription: z.string().optional(),
  closeupUnifiedDescription: z.string().optional(),
  origImageUrl: z.string().optional(),
  /** Access rights of the viewer, e.g. ['write']. */
  access: z.array(z.string()).optional(),
  /** IMAGE_SOURCE_TYPES code 0..15. */
  digitalMediaSourceType: z
    .number()
    .int()
    .min(0)
    .max(IMAGE_SOURCE_TYPES.length - 1)
    .optional(),
  imageCrop: z
    .object({ minY: z.number().nullable().optional(), maxY: z.number().nullable().optional() })
    .optional(),
  embed: EmbedSchema.optional(),
  pinnedToBoard: PinBoardSchema.optional(),
  /** Set when the viewer has saved the pin. */
  savedInfo: z.object({ boardId: z.string().optional(), localPinId: z.string().optional() }).optional(),
  linkDomain: z
    .object({ officialUser: PinnerSchema.optional(), isPrimaryWebsiteVerified: z.boolean().optional() })
    .optional(),
  pinJoinVisualAnnotation: z.array(z.string()).optional(),
  pinJoinAnnotationsWithLinks: z.record(z.string(), AnnotationSchema).optional(),
  annotations: z.array(AnnotationSchema).optional(),
  images: PinImagesSchema,
  // related people
  pinner: PinnerSchema.optional(),
  originPinner: PinnerSchema.optional(),
  viaPinner: PinnerSchema.optional(),
  promoter: PinnerSchema.optional(),
  nativeCreator: PinnerSchema.optional(),
  board: PinBoardSchema.optional(),
  // sponsorship and partnership
  sponsorship: SponsorshipSchema.optional(),
  isEligibleForPromotedPartnership: z.boolean().optional(),
  promotedPartnershipAttributionName: z.string().optional(),
  promotedPartnershipAdvertiserName: z.string().optional(),
  // media kinds
  videos: VideosSchema.optional(),
  storyPinData: StoryPinDataSchema.optional(),
  carouselData: CarouselDataSchema.optional(),
  richMetadata: RichMetadataSchema.optional(),
  richSummary: RichMetadataSchema.optional(),
  productPinData: ProductPinDataSchema.optional(),
  // signals
  reactionCountsData: z.array(ReactionCountSchema).optional(),
  recommendationReason: RecommendationReasonSchema.optional(),
  sourceInterest: InterestSchema.optional(),
  adData: AdDataSchema.optional(),
  aggregatedPinData: AggregatedPinDataSchema.optional(),
  collectionPin: CollectionPinSchema.optional(),
  adTargetingAttribution: AdTargetingAttributionSchema.optional(),
});
export type Pin = z.infer<typeof PinSchema>;

// ---------------------------------------------------------------- the other entities of §3

/** §3 board section (a normalised kind; the board section route of §2 names it by slug). */
export const BoardSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  board: PinBoardSchema.optional(),
  pin_count: z.number().int().nonnegative().optional(),
});
export type BoardSection = z.infer<typeof BoardSectionSchema>;

/** §3 board invite: board, invited_user, invited_by_user. */
export const BoardInviteSchema = z.object({
  id: z.string().optional(),
  board: PinBoardSchema,
  invited_user: PinnerSchema,
  invited_by_user: PinnerSchema,
  /** §6: an accepted invite is removed as a collaborator, any other as an invite. */
  status: z.string().optional(),
});
export type BoardInvite = z.infer<typeof BoardInviteSchema>;

/** §3 board follow. */
export const BoardFollowSchema = z.object({ board_id: z.string() });
export type BoardFollow = z.infer<typeof BoardFollowSchema>;

/** §3 Invite: sender (first_name, is_default_image, image_medium_url), invite_channel. */
export const InviteSchema = z.object({
  sender: z.object({
    id: z.string().optional(),
    first_name: z.string().optional(),
    is_default_image: z.boolean().optional(),
    image_medium_url: z.string().optional(),
  }),
  invite_channel: z.number().int().optional(),
});
export type Invite = z.infer<typeof InviteSchema>;

/** §3 Experience: experience_id, type (0 none), display_data, triggerable_placed_exps, metadata, extraContext. */
export const ExperienceSchema = z.object({
  experience_id: z.number().int(),
  /** EXPERIENCE_TYPE_NONE = 0. */
  type: z.number().int(),
  display_data: z
    .object({ anchor: z.string().optional(), hide_footer: z.boolean().optional() })
    .catchall(z.unknown())
    .optional(),
  /** Items `placementId:experienceId`. */
  triggerable_placed_exps: z.array(z.string().regex(/^\d+:\d+$/)).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  extraContext: z.record(z.string(), z.unknown()).optional(),
});
export type Experience = z.infer<typeof ExperienceSchema>;
/** Experiences by numeric placement id (§3 placements are numeric ids). */
export const PlacementsSchema = z.record(z.string().regex(/^\d+$/), ExperienceSchema);
export type Placements = z.infer<typeof PlacementsSchema>;

/** §3 Interest/topic: id, name, url_name (the wire spelling; `InterestSchema` is the pin's sourceInterest). */
export const TopicSchema = z.object({ id: z.string(), name: z.string(), url_name: z.string().optional() });
export type Topic = z.infer<typeof TopicSchema>;

/** §3 rating: rating and max_rating (default 5); see `ratingStars` for the display. */
export const RatingSchema = z.object({
  rating: z.number().nonnegative(),
  max_rating: z.number().positive().default(DEFAULT_MAX_RATING),
});
export type Rating = z.infer<typeof RatingSchema>;

/** §3 resurrection info. */
export const ResurrectionInfoSchema = z.object({ resurrection_dt: z.string().nullable().optional() });
export type ResurrectionInfo = z.infer<typeof ResurrectionInfoSchema>;

/** §3 Upload: upload_id, upload_url, upload_parameters, status, signature. */
export const UploadSchema = z.object({
  upload_id: z.string(),
  upload_url: z.string().optional(),
  upload_parameters: z.record(z.string(), z.string()).optional(),
  status: z.string().optional(),
  signature: z.string().optional(),
});
export type Upload = z.infer<typeof UploadSchema>;

// Other normalised kinds of §3. Their fields are not shown beyond what other sections imply,
// so each has an id and the fields named elsewhere in the spec; unknown keys are dropped.

/** §3 aggregated comment. */
export const AggregatedCommentSchema = z.object({
  id: z.string(),
  text: z.string().optional(),
  user: PinnerSchema.optional(),
  created_at: z.string().optional(),
});
/** §3 article (§2 today articles, discover articles). */
export const ArticleSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
});
/** §3 contact request. */
export const ContactRequestSchema = z.object({ id: z.string(), sender: PinnerSchema.optional() });
/** §3 conversation message (§2 /conversation/{id}). */
export const ConversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string().optional(),
  text: z.string().optional(),
  pin: z.object({ id: z.string() }).optional(),
  sender: PinnerSchema.optional(),
  created_at: z.string().optional(),
});
/** §3 notification. */
export const NotificationSchema = z.object({ id: z.string(), text: z.string().optional() });
/** §3 story. */
export const StorySchema = z.object({ id: z.string(), title: z.string().optional() });
/** §3 today article. */
export const TodayArticleSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  cover_pin: z.object({ id: z.string() }).optional(),
});
/** §3 try-it entry. */
export const TryItEntrySchema = z.object({
  id: z.string(),
  pin: z.object({ id: z.string() }).optional(),
  text: z.string().optional(),
});
/** §3 reaction. */
export const ReactionSchema = z.object({
  id: z.string(),
  reactionType: z.number().int(),
  pinId: z.string().optional(),
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
