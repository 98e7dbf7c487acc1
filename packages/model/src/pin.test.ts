import { describe, expect, it } from 'vitest';
import { IMAGE_SOURCE_TYPE, PIN_TYPES } from './codes.ts';
import type { Pin } from './entities.ts';
import {
  AD_TARGETING_SUMMARY_MAX,
  ATTRIBUTION_HEIGHT,
  ATTRIBUTION_HEIGHT_WITH_MERCHANT,
  adTargetingSummary,
  aiCopy,
  attributionDisplayMode,
  contextMenuEligible,
  FOOTER_HEIGHT_BASE,
  FOOTER_HEIGHT_SIGNED_IN,
  FOOTER_LINE_HEIGHT,
  footerHeight,
  footerVisible,
  hasVideo,
  hasWriteAccess,
  imageOnlyFooter,
  isEligibleForVideo,
  isOwnPin,
  isProductPin,
  needsOutboundSpamCheck,
  personName,
  pinType,
  promotionAttribution,
  reactionsVisible,
  showsAdPrefix,
  showsCreatorAnalyticsLink,
  sourceTextVisible,
  sponsoredText,
  storyBadgeVisible,
  storyPageCount,
  usesImageCrop,
} from './pin.ts';

type P = Partial<Pin>;
const video = { videoList: { V_720P: { url: '/v.mp4' } } };
const hls = { videoList: { V_HLSV4: { url: '/v.m3u8' } } };
const story: Pin['storyPinData'] = { pageCount: 2 };

describe('personName', () => {
  it('takes the full name, else the username, else empty', () => {
    expect(personName({ fullName: ' Ana B ', username: 'ana' })).toBe('Ana B');
    expect(personName({ fullName: ' ', username: 'ana' })).toBe('ana');
    expect(personName({})).toBe('');
    expect(personName(null)).toBe('');
  });
});

describe('pinType (§4 order oneTap, video, gif, product, recipe, storyPin, image)', () => {
  const everything: P = {
    videos: video,
    embed: { src: '/a.gif', type: 'gif' },
    shoppingFlags: [5],
    richMetadata: { recipe: {} },
    storyPinData: story,
  };

  it('derives each type when it is the only one that applies', () => {
    expect(pinType({}, { oneTap: true })).toBe('oneTap');
    expect(pinType({ videos: video })).toBe('video');
    expect(pinType({ videos: hls })).toBe('video');
    expect(pinType({ embed: { src: '/v.mp4', type: 'video' } })).toBe('video');
    expect(pinType({ embed: { src: '/a.gif', type: 'gif' } })).toBe('gif');
    expect(pinType({ shoppingFlags: [6] })).toBe('product');
    expect(pinType({ richMetadata: { recipe: {} } })).toBe('recipe');
    expect(pinType({ storyPinData: story })).toBe('storyPin');
    expect(pinType({ storyPinDataId: 's1' })).toBe('storyPin');
    expect(pinType({})).toBe('image');
  });

  it('takes the first in the spec order when several apply', () => {
    // Removing the winner each time walks the whole order.
    const order: string[] = [pinType(everything, { oneTap: true })];
    const steps: Array<(p: P) => P> = [
      (p) => p,
      ({ videos: _v, ...p }) => p,
      ({ embed: _e, ...p }) => p,
      ({ shoppingFlags: _s, ...p }) => p,
      ({ richMetadata: _r, ...p }) => p,
      ({ storyPinData: _d, ...p }) => p,
    ];
    let pin = everything;
    for (const step of steps) {
      pin = step(pin);
      order.push(pinType(pin));
    }
    expect(order).toEqual([...PIN_TYPES]);
  });

  it('knows products by flag, shoppable or rich products', () => {
    expect(isProductPin({ shoppingFlags: [1, 2, 10] })).toBe(false);
    expect(isProductPin({ isShoppable: true })).toBe(true);
    expect(isProductPin({ richMetadata: { products: [{ name: 'x' }] } })).toBe(true);
    expect(isProductPin({ richMetadata: { products: [] } })).toBe(false);
    expect(hasVideo({ videos: { videoList: {} } })).toBe(false);
  });
});

describe('attributionDisplayMode (§4)', () => {
  const promoted: P = { isPromoted: true, promoter: { id: 'p' } };

  it('hides attribution under feedback or on surfaces that hide it', () => {
    expect(attributionDisplayMode({ pin: promoted, feedbackStatus: 'reported' })).toBe('hidden');
    expect(attributionDisplayMode({ pin: {}, feedbackStatus: 'unfollowed' })).toBe('hidden');
    expect(attributionDisplayMode({ pin: promoted, surfaceHidesAttribution: true })).toBe('hidden');
  });

  it('shows the promoter on promoted pins', () => {
    expect(attributionDisplayMode({ pin: promoted, option: 'none' })).toBe('promoter');
    expect(attributionDisplayMode({ pin: { isPromoted: true } })).toBe('creator');
  });

  it('follows the creator attribution option', () => {
    expect(attributionDisplayMode({ pin: {} })).toBe('creator');
    expect(attributionDisplayMode({ pin: {}, option: 'none' })).toBe('hidden');
    expect(attributionDisplayMode({ pin: {}, option: 'image-only-credit' })).toBe('imageOnlyCredit');
    expect(attributionDisplayMode({ pin: {}, option: 'show-for-claimed-content' })).toBe('hidden');
    expect(
      attributionDisplayMode({
        pin: { linkDomain: { isPrimaryWebsiteVerified: true } },
        option: 'show-for-claimed-content',
      }),
    ).toBe('creator');
  });
});

describe('sponsoredText (§5 priority)', () => {
  const sponsor = { id: 's', fullName: 'Brand' };

  it('says Promoted by {promoter} first', () => {
    expect(
      sponsoredText({
        isPromoted: true,
        promoter: { id: 'p', username: 'acme' },
        sponsorship: { status: 1, sponsor },
        storyPinData: { hasProductPins: true },
      }),
    ).toBe('Promoted by acme');
  });

  it('says Paid partnership with {sponsor} for statuses that show the name', () => {
    expect(sponsoredText({ isPromoted: true, sponsorship: { status: 1, sponsor } })).toBe(
      'Paid partnership with Brand',
    );
    expect(sponsoredText({ sponsorship: { status: 4, sponsor } })).toBe('Paid partnership with Brand');
  });

  it.each([
    [0, 'Paid partnership'],
    [2, null],
    [3, 'Paid partnership'],
  ])('status %i shows no partner name: %j', (status, expected) => {
    expect(sponsoredText({ sponsorship: { status, sponsor } })).toBe(expected);
  });

  it('treats a missing status as 0 and a nameless sponsor as no name', () => {
    expect(sponsoredText({ sponsorship: { sponsor } })).toBe('Paid partnership');
    expect(sponsoredText({ sponsorship: { status: 1 } })).toBe('Paid partnership');
  });

  it('says Includes sponsored products last, else nothing', () => {
    expect(sponsoredText({ sponsorship: { status: 2 }, storyPinData: { hasProductPins: true } })).toBe(
      'Includes sponsored products',
    );
    expect(sponsoredText({ storyPinData: { hasProductPins: false } })).toBeNull();
    expect(sponsoredText({})).toBeNull();
  });

  it('shows the Ad prefix under the EU experiment for non-promoted pins only', () => {
    expect(showsAdPrefix({ pin: {}, euExperiment: true })).toBe(true);
    expect(showsAdPrefix({ pin: { isPromoted: true }, euExperiment: true })).toBe(false);
    expect(showsAdPrefix({ pin: {}, euExperiment: false })).toBe(false);
  });
});

describe('aiCopy (§8)', () => {
  const ad = (name: Parameters<typeof IMAGE_SOURCE_TYPE.codeOf>[0]): P => ({
    isPromoted: true,
    digitalMediaSourceType: IMAGE_SOURCE_TYPE.codeOf(name) as number,
  });

  it('maps the AI image-source types of ads to the three texts', () => {
    expect(aiCopy(ad('trained algorithmic media'))).toBe('This ad was made with AI');
    expect(aiCopy(ad('multi-pin trained algorithmic media'))).toBe('This ad was made with AI');
    expect(aiCopy(ad('algorithmically enhanced'))).toBe('This ad was modified with AI');
    expect(aiCopy(ad('composite with trained algorithmic media'))).toBe('Parts of this ad were made with AI');
    expect(aiCopy(ad('digital capture'))).toBeNull();
  });

  it('says nothing for organic pins or pins without a type', () => {
    expect(aiCopy({ digitalMediaSourceType: 11 })).toBeNull();
    expect(aiCopy({ isPromoted: true })).toBeNull();
  });
});

describe('adTargetingSummary (§5)', () => {
  it('keeps only true booleans and non-empty strings, up to 4', () => {
    expect(AD_TARGETING_SUMMARY_MAX).toBe(4);
    expect(
      adTargetingSummary({
        isCustomerListMatched: false,
        isActalikeMatched: true,
        matchedLocale: '',
        matchedGender: 'female',
        isVisitorMatched: true,
        geoRegion: 'CA',
        geoPostalCode: '94107',
      }),
    ).toEqual([
      ['isActalikeMatched', true],
      ['matchedGender', 'female'],
      ['isVisitorMatched', true],
      ['geoRegion', 'CA'],
    ]);
  });

  it.each([3, 4, 5])('with %i truthy fields keeps min(n, 4)', (n) => {
    const keys = [
      'matchedAgeBucket',
      'matchedLocale',
      'matchedInterest',
      'matchedDevice',
      'matchedKeyword',
    ] as const;
    const attribution = Object.fromEntries(keys.slice(0, n).map((k) => [k, 'x']));
    expect(adTargetingSummary(attribution)).toHaveLength(Math.min(n, 4));
  });

  it('of a promotion: the form lists joined in its order, empty lists dropped, 4 kept', () => {
    const targeting = {
      languages: ['Français'],
      countries: ['France', 'Spain'],
      interests: [],
      ageBuckets: ['25-34'],
      genders: ['Female'],
    };
    expect(adTargetingSummary(promotionAttribution(targeting))).toEqual([
      ['matchedLocale', 'Français'],
      ['geoRegion', 'France, Spain'],
      ['matchedAgeBucket', '25-34'],
      ['matchedGender', 'Female'],
    ]);
    expect(adTargetingSummary(promotionAttribution({ ...targeting, interests: ['Travel'] }))).toEqual([
      ['matchedLocale', 'Français'],
      ['geoRegion', 'France, Spain'],
      ['matchedInterest', 'Travel'],
      ['matchedAgeBucket', '25-34'],
    ]);
  });

  it('is empty without attribution', () => {
    expect(adTargetingSummary(undefined)).toEqual([]);
    expect(adTargetingSummary(null)).toEqual([]);
  });
});

describe('isEligibleForVideo (§5)', () => {
  it('needs video or story data', () => {
    expect(isEligibleForVideo({ videos: video })).toBe(true);
    expect(isEligibleForVideo({ storyPinData: story })).toBe(true);
    expect(isEligibleForVideo({})).toBe(false);
  });

  it('excludes promotions, caller exclusions and collaborated boards', () => {
    expect(isEligibleForVideo({ videos: video, isPromoted: true })).toBe(false);
    expect(isEligibleForVideo({ videos: video, isDownstreamPromotion: true })).toBe(false);
    expect(isEligibleForVideo({ videos: video }, { excluded: true })).toBe(false);
    const board = { id: 'b', name: 'B', isCollaborative: true, collaboratedByMe: true };
    expect(isEligibleForVideo({ videos: video, board })).toBe(false);
    expect(isEligibleForVideo({ videos: video, board: { ...board, collaboratedByMe: false } })).toBe(true);
  });
});

describe('needsOutboundSpamCheck (§5)', () => {
  it.each([
    [{}, true, true, true],
    [{}, false, true, false],
    [{}, true, false, false],
    [{ isPromoted: true }, true, true, false],
    [{ isPromoted: true, isDownstreamPromotion: true }, true, true, true],
  ])('pin %j offsite %s relevant %s → %s', (pin, offsite, relevantToPage, expected) => {
    expect(needsOutboundSpamCheck({ pin, offsite, relevantToPage })).toBe(expected);
  });
});

describe('storyBadgeVisible (§5)', () => {
  it('hides the badge with no videos and at most one page', () => {
    expect(storyBadgeVisible(undefined)).toBe(false);
    expect(storyBadgeVisible({})).toBe(false);
    expect(storyBadgeVisible({ pageCount: 1 })).toBe(false);
    expect(storyBadgeVisible({ pageCount: 2 })).toBe(true);
    expect(storyBadgeVisible({ pages: [{ blocks: [] }, { blocks: [] }] })).toBe(true);
    expect(storyBadgeVisible({ pageCount: 1, totalVideoDuration: 3 })).toBe(true);
    expect(storyPageCount(undefined)).toBe(0);
  });
});

describe('usesImageCrop (§5)', () => {
  it('uses the crop only with numeric minY and maxY on a non-square pin', () => {
    expect(usesImageCrop({ imageCrop: { minY: 0, maxY: 0.8 } }, { square: false })).toBe(true);
    expect(usesImageCrop({ imageCrop: { minY: 0, maxY: 0.8 } }, { square: true })).toBe(false);
    expect(usesImageCrop({ imageCrop: { minY: null, maxY: 0.8 } }, { square: false })).toBe(false);
    expect(usesImageCrop({ imageCrop: { minY: 0 } }, { square: false })).toBe(false);
    expect(usesImageCrop({}, { square: false })).toBe(false);
  });
});

describe('reactionsVisible (§5)', () => {
  it('hides reactions for promoted pins, image-only viewers, story/video cases and the experiment', () => {
    expect(reactionsVisible({ pin: {} })).toBe(true);
    expect(reactionsVisible({ pin: { isPromoted: true } })).toBe(false);
    expect(reactionsVisible({ pin: {}, imageOnlyGridViewer: true })).toBe(false);
    expect(reactionsVisible({ pin: {}, hiddenForStoryOrVideo: true })).toBe(false);
    expect(reactionsVisible({ pin: {}, reactionRemovalExperiment: true })).toBe(false);
  });
});

describe('footerVisible and imageOnlyFooter (§4, §5)', () => {
  const group: P = { board: { id: 'b', name: 'B', isCollaborative: true } };
  const sponsored: P = { sponsorship: { status: 1 } };

  it('hides the footer on selectable pins, bulk edit and surfaces that hide it', () => {
    expect(footerVisible({ pin: {} })).toBe(true);
    expect(footerVisible({ pin: {}, selectable: true })).toBe(false);
    expect(footerVisible({ pin: {}, bulkEdit: true })).toBe(false);
    expect(footerVisible({ pin: {}, surfaceHidesFooter: true })).toBe(false);
  });

  it('forces it on for group boards and sponsored pins', () => {
    expect(footerVisible({ pin: group, selectable: true, hiddenByExperiment: true })).toBe(true);
    expect(footerVisible({ pin: sponsored, bulkEdit: true })).toBe(true);
  });

  it('hides it under the experiment, which is off for logged-out viewers', () => {
    expect(footerVisible({ pin: {}, hiddenByExperiment: true })).toBe(false);
    expect(footerVisible({ pin: {}, hiddenByExperiment: true, loggedOut: true })).toBe(true);
  });

  it('shows the image-only footer to new, resurrected or image-only viewers unless promoted', () => {
    expect(imageOnlyFooter({ pin: {} })).toBe(false);
    expect(imageOnlyFooter({ pin: {}, newUser: true })).toBe(true);
    expect(imageOnlyFooter({ pin: {}, resurrected: true })).toBe(true);
    expect(imageOnlyFooter({ pin: {}, eligibleForImageOnlyGrid: true })).toBe(true);
    expect(imageOnlyFooter({ pin: { isPromoted: true }, newUser: true })).toBe(false);
  });
});

describe('own pin, analytics link, source text, context menu (§5, §6)', () => {
  const own = (privacy: 'public' | 'protected' | 'secret', extra: P = {}): P => ({
    pinner: { id: 'me' },
    board: { id: 'b', name: 'B', privacy },
    ...extra,
  });

  it('knows an own pin by the pinner id', () => {
    expect(isOwnPin({ pinner: { id: 'me' } }, 'me')).toBe(true);
    expect(isOwnPin({ pinner: { id: 'you' } }, 'me')).toBe(false);
    expect(isOwnPin({}, undefined)).toBe(false);
    expect(isOwnPin({ pinner: { id: '' } }, '')).toBe(false);
  });

  it('shows the creator analytics link only to signed-in viewers who qualify', () => {
    expect(showsCreatorAnalyticsLink({ pin: own('public'), viewerId: null, hasRealtimeStats30d: true })).toBe(
      false,
    );
    expect(showsCreatorAnalyticsLink({ pin: {}, viewerId: 'me', hasRealtimeStats30d: true })).toBe(true);
    expect(showsCreatorAnalyticsLink({ pin: {}, viewerId: 'me', storyPinExperiment: true })).toBe(true);
    expect(showsCreatorAnalyticsLink({ pin: own('public'), viewerId: 'me', isPartner: true })).toBe(true);
    expect(showsCreatorAnalyticsLink({ pin: own('protected'), viewerId: 'me', isPartner: true })).toBe(true);
    expect(showsCreatorAnalyticsLink({ pin: own('secret'), viewerId: 'me', isPartner: true })).toBe(false);
    expect(
      showsCreatorAnalyticsLink({ pin: own('public', { isRepin: true }), viewerId: 'me', isPartner: true }),
    ).toBe(false);
    expect(showsCreatorAnalyticsLink({ pin: own('public'), viewerId: 'me' })).toBe(false);
    expect(showsCreatorAnalyticsLink({ pin: own('public'), viewerId: 'other', isPartner: true })).toBe(false);
  });

  it('hides the source text for promoted pins and surfaces that hide it', () => {
    expect(sourceTextVisible({ pin: {} })).toBe(true);
    expect(sourceTextVisible({ pin: { isPromoted: true } })).toBe(false);
    expect(sourceTextVisible({ pin: {}, surfaceHides: true })).toBe(false);
  });

  it('offers the context menu to signed-out or desktop users on pins with a pinner', () => {
    const pin: P = { pinner: { id: 'p' } };
    expect(contextMenuEligible({ pin, signedOut: true, desktop: false })).toBe(true);
    expect(contextMenuEligible({ pin, signedOut: false, desktop: true })).toBe(true);
    expect(contextMenuEligible({ pin, signedOut: false, desktop: false })).toBe(false);
    expect(contextMenuEligible({ pin: {}, signedOut: true, desktop: true })).toBe(false);
  });

  it('knows write access', () => {
    expect(hasWriteAccess({ access: ['write'] })).toBe(true);
    expect(hasWriteAccess({ access: [] })).toBe(false);
    expect(hasWriteAccess({})).toBe(false);
  });
});

describe('footerHeight (§9)', () => {
  it('keeps the spec numbers', () => {
    expect([
      FOOTER_HEIGHT_SIGNED_IN,
      FOOTER_HEIGHT_BASE,
      ATTRIBUTION_HEIGHT_WITH_MERCHANT,
      ATTRIBUTION_HEIGHT,
      FOOTER_LINE_HEIGHT,
    ]).toEqual([75, 10, 90, 68, 20]);
  });

  it('is 75 signed in, else 10 or the attribution height, plus 20 per line', () => {
    expect(footerHeight({ signedIn: true, attribution: 'merchant', lines: 3 })).toBe(75);
    expect(footerHeight({ signedIn: false })).toBe(10);
    expect(footerHeight({ signedIn: false, lines: 2 })).toBe(50);
    expect(footerHeight({ signedIn: false, attribution: 'merchant', lines: 1 })).toBe(110);
    expect(footerHeight({ signedIn: false, attribution: 'plain', lines: 2 })).toBe(108);
  });
});
