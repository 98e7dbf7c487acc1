import { describe, expect, it } from 'vitest';
import {
  BOARD_SORTS,
  DEFAULT_BOARD_SORT,
  DEFAULT_MAX_RATING,
  IMAGE_SOURCE_TYPES,
  MEDIA_ERRORS,
  SAVE_BEHAVIOR,
  SHOPPING_FLAGS,
  VIDEO_PLAYBACK_STATES,
} from './codes.ts';
import { BoardDetailsSchema, BoardSchema, type Pin, PinSchema, UserSchema } from './entities.ts';

const image = (width: number, height: number) => ({ url: `/media/${width}.jpg`, width, height });

const fullPin: Pin = {
  id: '1001',
  node_id: 'UGluOjEwMDE=',
  link: 'https://example.com/soup',
  trackedLink: 'https://example.com/soup?utm=1',
  mobileLink: 'https://m.example.com/soup',
  domain: 'example.com',
  description: 'A warm soup',
  descriptionHtml: '<p>A warm soup</p>',
  gridTitle: 'Soup',
  title: 'Soup title',
  altText: 'A bowl of soup',
  autoAltText: 'soup',
  category: 'food',
  dominantColor: '#aa8844',
  imageSignature: 'd1f1a2b3c4e5f60718293a4b5c6d7e8f',
  seoUrl: '/pin/1001/',
  seoTitle: 'Soup',
  seoNoindexReason: 'none',
  trackingParams: 'tp',
  shoppingFlags: [SHOPPING_FLAGS.available],
  advertiserId: 'a1',
  campaignId: 'c1',
  pinPromotionId: 'pp1',
  attributionSourceId: 'as1',
  adDestinationUrl: 'https://example.com/ad',
  dpaCreativeType: 1,
  adMatchReason: 2,
  isPromoted: false,
  isDownstreamPromotion: false,
  isThirdPartyAd: false,
  isEligibleForPdp: true,
  isEligibleForWebCloseup: true,
  isOosProduct: false,
  isStaleProduct: false,
  isShoppable: false,
  isRepin: true,
  isGoLinkless: false,
  shouldOpenInStream: false,
  storyPinDataId: 'sp1',
  closeupDescription: 'Closeup',
  closeupUnifiedDescription: 'Unified',
  origImageUrl: '/media/orig.jpg',
  access: ['write'],
  digitalMediaSourceType: 15,
  imageCrop: { minY: 0.1, maxY: 0.9 },
  embed: { src: '/media/a.gif', type: 'gif', width: 200, height: 100, subtype: 'pinstory' },
  pinnedToBoard: { id: 'b1', name: 'Recipes' },
  savedInfo: { boardId: 'b1', localPinId: '2002' },
  linkDomain: { officialUser: { id: 'u9' }, isPrimaryWebsiteVerified: true },
  pinJoinVisualAnnotation: ['soup'],
  pinJoinAnnotationsWithLinks: { soup: { name: 'Soup', url: '/ideas/soup/1/' } },
  annotations: [{ name: 'Soup', url: '/ideas/soup/1/' }],
  images: { '236x': image(236, 354), orig: image(1000, 1500) },
  pinner: {
    id: 'u1',
    username: 'ana',
    fullName: 'Ana',
    imageSmallUrl: '/a30.jpg',
    imageMediumUrl: '/a75.jpg',
    isVerifiedMerchant: false,
    explicitlyFollowedByMe: true,
    verifiedIdentity: { verified: true },
  },
  originPinner: { id: 'u2' },
  viaPinner: { id: 'u3' },
  promoter: { id: 'u4' },
  nativeCreator: { id: 'u5' },
  board: {
    id: 'b1',
    name: 'Recipes',
    url: '/ana/recipes/',
    privacy: 'public',
    layout: 'default',
    isCollaborative: false,
    collaboratorCount: 0,
    collaboratedByMe: false,
    followedByMe: false,
    owner: { id: 'u1' },
  },
  sponsorship: { status: 1, creator: { id: 'u1' }, sponsor: { id: 'u4' } },
  isEligibleForPromotedPartnership: false,
  promotedPartnershipAttributionName: 'Ana',
  promotedPartnershipAdvertiserName: 'Acme',
  videos: {
    videoList: {
      V_720P: { url: '/v.mp4', duration: 5000, width: 720, height: 1280 },
      V_HLSV4: { url: '/v.m3u8' },
    },
  },
  storyPinData: {
    pages: [{ blocks: [{ type: 'image', imageSignature: 'abcdef123' }] }],
    isDeleted: false,
    hasProductPins: false,
    staticPageCount: 1,
    totalVideoDuration: 0,
    metadata: { pinTitle: 'Story' },
  },
  carouselData: {
    id: 'car1',
    index: 0,
    slots: [
      {
        slotId: 's1',
        title: 'One',
        details: 'd',
        imageSignature: 'abcdef',
        link: '/x',
        images: { '236x': image(236, 236) },
      },
    ],
  },
  richMetadata: {
    title: 'Soup',
    description: 'Rich',
    displayName: 'Soup',
    siteName: 'Example',
    typeName: 'recipe',
    displayCookTime: '30 min',
    recipe: { servings: 2 },
    aggregateRating: { bestRating: 5, ratingValue: 4.5, reviewCount: 10 },
    products: [
      {
        productId: 'pr1',
        name: 'Pot',
        brand: { name: 'Acme', signature: 'abcdef' },
        offerSummary: { price: '$10', minPrice: '$8', maxPrice: '$12', standardPrice: '$15' },
        shippingInfo: { freeShippingPrice: '$50', freeShippingValue: '50' },
        variantSet: { dimensionMetadata: [{ name: 'size', values: ['S', 'M'] }], variants: [{ size: 'S' }] },
        itemId: 'i1',
        itemSetId: 'is1',
        labelInfo: { labels: [{ name: 'Sale' }] },
        additionalImages: [{ '236x': image(236, 236) }],
      },
    ],
  },
  richSummary: { siteName: 'Example' },
  productPinData: { items: [{ additionalImagesLength: 3 }] },
  reactionCountsData: [{ reactionType: 1, reactionCount: 4 }],
  recommendationReason: { reason: 'board', reasonId: 3, board: { id: 'b2', name: 'Soups' } },
  sourceInterest: { id: 'i1', name: 'Soup', urlName: 'soup' },
  adData: { ceAltImageSignature: 'abcdef', collectionGridClickType: 1 },
  aggregatedPinData: { isShopTheLook: false, pinTagsChips: [{ id: 't1', name: 'Pot' }] },
  collectionPin: { itemData: [{ pinId: '1', link: '/x', images: { '236x': image(236, 236) } }] },
  adTargetingAttribution: {
    isFirstPartyAdPersonalizationEnabled: true,
    isThirdPartyAdPersonalizationEnabled: false,
    isCustomerListMatched: false,
    isActalikeMatched: false,
    isEngagementMatched: false,
    isExpandTargetingMatched: false,
    isFromGpsLocation: false,
    isVisitorMatched: false,
    isShoppingProspectingMatched: false,
    isPlPersonaMatched: false,
    matchedAgeBucket: '25-34',
    matchedLocale: 'en-US',
    matchedInterest: 'food',
    matchedGender: 'female',
    matchedDevice: 'desktop',
    matchedKeyword: 'soup',
    geoRegion: 'CA',
    geoPostalCode: '94107',
  },
};

describe('PinSchema (§3)', () => {
  it('parses a pin with every §3 field and keeps them all', () => {
    expect(PinSchema.parse(fullPin)).toEqual(fullPin);
  });

  it('needs only an id and images', () => {
    expect(PinSchema.parse({ id: '1', images: {} })).toEqual({ id: '1', images: {} });
    expect(PinSchema.safeParse({ images: {} }).success).toBe(false);
    expect(PinSchema.safeParse({ id: '1' }).success).toBe(false);
  });

  it('drops unknown keys', () => {
    expect(PinSchema.parse({ id: '1', images: {}, extra: 1 })).toEqual({ id: '1', images: {} });
  });

  it('rejects unknown image sizes and bad codes', () => {
    expect(PinSchema.safeParse({ id: '1', images: { '999x': image(1, 1) } }).success).toBe(false);
    expect(PinSchema.safeParse({ id: '1', images: {}, digitalMediaSourceType: 16 }).success).toBe(false);
    expect(PinSchema.safeParse({ id: '1', images: {}, digitalMediaSourceType: -1 }).success).toBe(false);
    expect(PinSchema.safeParse({ id: '1', images: {}, embed: { src: 'x', type: 'png' } }).success).toBe(
      false,
    );
  });
});

describe('BoardSchema and UserSchema (§3)', () => {
  it('parses a board and checks its privacy', () => {
    const board = {
      id: 'b1',
      name: 'Recipes',
      privacy: 'secret',
      layout: 'quick_saves',
      protected: false,
      username: 'demo',
      pin_count: 3,
      url: '/demo/recipes/',
    };
    expect(BoardSchema.parse(board)).toEqual(board);
    expect(BoardSchema.safeParse({ ...board, privacy: 'hidden' }).success).toBe(false);
  });

  it('parses board details: the board plus description, archive, collaboration and follow flags', () => {
    const details = {
      id: 'b1',
      name: 'Recipes',
      privacy: 'public',
      protected: false,
      username: 'demo',
      pin_count: 3,
      url: '/demo/recipes/',
      description: 'Soups',
      archived: false,
      section_count: 2,
      is_collaborative: true,
      collaborator_count: 1,
      collaborated_by_me: false,
      followed_by_me: true,
      is_owner: true,
    };
    expect(BoardDetailsSchema.parse(details)).toEqual(details);
    expect(BoardDetailsSchema.safeParse({ ...details, section_count: -1 }).success).toBe(false);
    const { followed_by_me: _missing, ...withoutFollow } = details;
    expect(BoardDetailsSchema.safeParse(withoutFollow).success).toBe(false);
  });

  it('parses a user with every §3 field', () => {
    const user = {
      id: 'u1',
      username: 'demo',
      first_name: 'Demo',
      full_name: 'Demo User',
      image_medium_url: '/demo.jpg',
      should_show_messaging: true,
      has_quicksave_board: false,
      boardCount: 4,
      secretBoardCount: 1,
      save_behavior: SAVE_BEHAVIOR.showBoardPicker,
      official_user: false,
      isAuthenticated: true,
      country: 'US',
      gender: 'unspecified',
      created_at: '2020-01-01T00:00:00Z',
      pin_count: 12,
      userAgent: { platform: 'web' },
    };
    expect(UserSchema.parse(user)).toEqual(user);
    expect(UserSchema.safeParse({ ...user, save_behavior: 2 }).success).toBe(false);
  });
});

describe('§3 codes', () => {
  it('keeps the code tables', () => {
    expect(SHOPPING_FLAGS).toEqual({
      available: 1,
      shopTheLook: 2,
      productPinV2: 5,
      richProductPin: 6,
      organicProductCarousel: 10,
    });
    expect(IMAGE_SOURCE_TYPES).toHaveLength(16);
    expect(IMAGE_SOURCE_TYPES[0]).toBe('digital capture');
    expect(IMAGE_SOURCE_TYPES[15]).toBe('multi-pin trained algorithmic media');
    expect(VIDEO_PLAYBACK_STATES).toHaveLength(10);
    expect(VIDEO_PLAYBACK_STATES[4]).toBe('playing');
    expect(VIDEO_PLAYBACK_STATES[9]).toBe('ended');
    expect(MEDIA_ERRORS).toEqual({ 1: 'aborted', 2: 'network', 3: 'decode', 4: 'source not supported' });
    expect(DEFAULT_MAX_RATING).toBe(5);
    expect(SAVE_BEHAVIOR).toEqual({ saveToProfile: 0, showBoardPicker: 1 });
    expect(BOARD_SORTS).toContain('last_pinned_to');
    expect(DEFAULT_BOARD_SORT).toBe('last_pinned_to');
  });
});
