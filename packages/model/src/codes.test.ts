import { describe, expect, it } from 'vitest';
import {
  BOARD_LAYOUTS,
  BOARD_PRIVACIES,
  BROWSER,
  CREATOR_ATTRIBUTION_OPTIONS,
  codeTable,
  EVENT_TYPE,
  EVENT_TYPES_SEEN,
  EXPERIENCE_TYPE_NONE,
  followEventType,
  IMAGE_SOURCE_TYPE,
  INVITE_CHANNELS_WITHOUT_POPOVER,
  isOneOf,
  LANDING_PAGE_TYPES,
  LOGGED_OUT_PAGE_CLASSES,
  listTable,
  MEDIA_ERROR,
  MEDIA_ERRORS,
  ONBOARDING_STEPS,
  OS,
  PIN_DENSITIES,
  PIN_FILTERS,
  PIN_TYPES,
  PROFILE_BOARD_FILTERS,
  SAVE_BEHAVIOR_TABLE,
  SEARCH_TAB_INDEX,
  SEARCH_TABS,
  SHOPPING_FLAG,
  SPAM_BLOCKING_STATUSES,
  SPONSORSHIP_STATUS_NO_PAID_PARTNERSHIP,
  SPONSORSHIP_STATUSES_WITHOUT_PARTNER_NAME,
  VIDEO_PLAYBACK_STATE,
  VIEW_PARAMETERS_SEEN,
  VIEW_TYPE,
  VIEW_TYPES_SEEN,
  VISITOR_TYPES,
} from './codes.ts';

describe('codeTable', () => {
  const table = codeTable({ a: 1, b: 2 });

  it('looks up both ways', () => {
    expect(table.names).toEqual(['a', 'b']);
    expect(table.nameOf(2)).toBe('b');
    expect(table.codeOf('a')).toBe(1);
  });

  it('answers undefined for what it does not have, including inherited keys', () => {
    expect(table.nameOf(3)).toBeUndefined();
    expect(table.codeOf('c')).toBeUndefined();
    expect(table.codeOf('toString')).toBeUndefined();
  });

  it('refuses a code used twice', () => {
    expect(() => codeTable({ a: 1, b: 1 })).toThrow(TypeError);
  });

  it('numbers a list from its first code', () => {
    expect(listTable(['x', 'y'], 7).codes).toEqual({ x: 7, y: 8 });
    expect(listTable(['x']).codeOf('x')).toBe(0);
  });

  it('guards string enumerations', () => {
    expect(isOneOf(BOARD_PRIVACIES, 'secret')).toBe(true);
    expect(isOneOf(BOARD_PRIVACIES, 'hidden')).toBe(false);
    expect(isOneOf(BOARD_PRIVACIES, 1)).toBe(false);
  });
});

describe('§3 code tables', () => {
  it('keeps the shopping flags', () => {
    expect(SHOPPING_FLAG.codes).toEqual({
      available: 1,
      shopTheLook: 2,
      productPinV2: 5,
      richProductPin: 6,
      organicProductCarousel: 10,
    });
    expect(SHOPPING_FLAG.nameOf(10)).toBe('organicProductCarousel');
    expect(SHOPPING_FLAG.nameOf(3)).toBeUndefined();
  });

  it('keeps the image-source types 0 to 15 with their labels', () => {
    expect(IMAGE_SOURCE_TYPE.names).toHaveLength(16);
    expect(IMAGE_SOURCE_TYPE.nameOf(0)).toBe('digital capture');
    expect(IMAGE_SOURCE_TYPE.nameOf(11)).toBe('trained algorithmic media');
    expect(IMAGE_SOURCE_TYPE.nameOf(15)).toBe('multi-pin trained algorithmic media');
    expect(IMAGE_SOURCE_TYPE.nameOf(16)).toBeUndefined();
    expect(IMAGE_SOURCE_TYPE.codeOf('software image')).toBe(14);
  });

  it('keeps the video playback states 0 to 9 and media errors 1 to 4', () => {
    expect(VIDEO_PLAYBACK_STATE.codes).toEqual({
      default: 0,
      'load start': 1,
      'loaded metadata': 2,
      'loaded data': 3,
      playing: 4,
      paused: 5,
      seeking: 6,
      stalling: 7,
      failed: 8,
      ended: 9,
    });
    expect(MEDIA_ERROR.codes).toEqual({ aborted: 1, network: 2, decode: 3, 'source not supported': 4 });
    expect(MEDIA_ERROR.nameOf(0)).toBeUndefined();
    for (const [code, name] of Object.entries(MEDIA_ERRORS))
      expect(MEDIA_ERROR.codeOf(name)).toBe(Number(code));
  });

  it('keeps the browser and OS codes', () => {
    expect(BROWSER.codes).toEqual({ OTHER: 0, CHROME: 1, SAFARI: 2, IE: 3, FIREFOX: 4, OPERA: 5, EDGE: 6 });
    expect(OS.codes).toEqual({
      UNKNOWN: 0,
      WINDOWS_XP: 1,
      WINDOWS_VISTA: 2,
      WINDOWS_7: 3,
      WINDOWS_8: 4,
      MAC: 5,
      IOS: 6,
      ANDROID: 7,
      UBUNTU: 8,
      WINDOWS_OTHER: 12,
      CHROMIUM_OS: 13,
    });
    expect(OS.nameOf(12)).toBe('WINDOWS_OTHER');
    expect(OS.nameOf(9)).toBeUndefined();
  });

  it('keeps the board and user enumerations', () => {
    expect(BOARD_PRIVACIES).toEqual(['secret', 'public', 'protected']);
    expect(BOARD_LAYOUTS).toEqual(['quick_saves']);
    expect(PIN_DENSITIES).toEqual(['dense']);
    expect(PROFILE_BOARD_FILTERS).toEqual(['NONE', 'GROUP', 'SECRET', 'ARCHIVED']);
    expect(PIN_FILTERS).toEqual([
      'COLORS',
      'CREATED_BY_ME',
      'FAVORITED',
      'FAVORITED_AND_CREATED_BY_ME',
      'INTERESTS',
    ]);
    expect(SAVE_BEHAVIOR_TABLE.nameOf(0)).toBe('saveToProfile');
    expect(SAVE_BEHAVIOR_TABLE.nameOf(1)).toBe('showBoardPicker');
    expect(EXPERIENCE_TYPE_NONE).toBe(0);
  });
});

describe('§2 search tabs', () => {
  it('lists the tabs in the spec order', () => {
    expect(SEARCH_TABS).toEqual([
      'pins',
      'buyable_pins',
      'my_pins',
      'videos',
      'boards',
      'users',
      'idea_pins',
      'my_content',
      'shop_tool',
    ]);
  });

  it('indexes pins 0, buyable 1, videos 2, boards 3, users 4 and gives my_pins none', () => {
    expect(SEARCH_TAB_INDEX.codes).toEqual({ pins: 0, buyable_pins: 1, videos: 2, boards: 3, users: 4 });
    expect(SEARCH_TAB_INDEX.codeOf('my_pins')).toBeUndefined();
    expect(SEARCH_TAB_INDEX.nameOf(4)).toBe('users');
  });
});

describe('§5 sponsorship statuses and §7 logging codes', () => {
  it('keeps the sponsorship statuses', () => {
    expect(SPONSORSHIP_STATUSES_WITHOUT_PARTNER_NAME).toEqual([0, 2, 3]);
    expect(SPONSORSHIP_STATUS_NO_PAID_PARTNERSHIP).toBe(2);
  });

  it('names the event and view types the spec names', () => {
    expect(EVENT_TYPE.codes).toEqual({
      IMPRESSION: 18,
      BOARD_FOLLOW: 26,
      BOARD_UNFOLLOW: 27,
      USERS_ME: 48,
      CLICK: 101,
      SWIPE: 108,
      TOPIC_FOLLOW: 601,
      TOPIC_UNFOLLOW: 602,
      CAROUSEL_SLOT_IMPRESSION: 7352,
      SEARCH_THIRD_PARTY_AD_SWIPE_A: 9315,
      SEARCH_THIRD_PARTY_AD_SWIPE_B: 9316,
    });
    for (const code of Object.values(EVENT_TYPE.codes)) expect(EVENT_TYPES_SEEN).toContain(code);
    expect(EVENT_TYPES_SEEN).toEqual([
      5, 8, 12, 13, 18, 26, 27, 48, 101, 108, 601, 602, 7352, 7761, 7762, 8948, 9315, 9316, 12372,
    ]);
    expect(VIEW_TYPE.codeOf('COLLECTION_ADS')).toBe(3);
    expect(VIEW_TYPES_SEEN).toEqual([3, 5, 210, 494, 605, 606]);
    expect(VIEW_PARAMETERS_SEEN).toEqual([92, 3070, 3173, 4079, 43, 3475, 3375]);
  });

  it('the event types a follow and an unfollow log (none for a person)', () => {
    expect([followEventType('board', true), followEventType('board', false)]).toEqual([26, 27]);
    expect([followEventType('topic', true), followEventType('topic', false)]).toEqual([601, 602]);
    expect(followEventType('user', true)).toBeNull();
  });
});

describe('§2/§4 enumerations', () => {
  it('keeps visitors, page classes and landing-page types', () => {
    expect(VISITOR_TYPES).toEqual(['authenticated', 'unauthenticated', 'bot']);
    expect(LOGGED_OUT_PAGE_CLASSES).toEqual([
      'pin',
      'board',
      'login',
      'home',
      'profile',
      'ideas',
      'ideas-root',
      'videos',
      'videos-category',
      'article',
      'shopping-spotlight',
      'today',
      'unauth-profile',
      'shopping-root',
      'shopping-category',
      'other',
    ]);
    expect(LANDING_PAGE_TYPES).toEqual([
      'today',
      'ideas',
      'own_section',
      'own_board',
      'section',
      'board',
      'closeup',
      'home',
      'profile',
      'search',
      'topic',
    ]);
  });

  it('keeps the pin types in derivation order and the other §4 lists', () => {
    expect(PIN_TYPES).toEqual(['oneTap', 'video', 'gif', 'product', 'recipe', 'storyPin', 'image']);
    expect(CREATOR_ATTRIBUTION_OPTIONS).toEqual([
      'default',
      'none',
      'image-only-credit',
      'show-for-claimed-content',
    ]);
    expect(SPAM_BLOCKING_STATUSES).toEqual(['blocked', 'suspicious', 'porn']);
    expect(INVITE_CHANNELS_WITHOUT_POPOVER).toEqual([5, 9, 12, 16]);
    expect(ONBOARDING_STEPS).toEqual(['Gender', 'InterestPicker', 'UseCase', 'LoadingStep', 'AppInstall']);
  });
});
