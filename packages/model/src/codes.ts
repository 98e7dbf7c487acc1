/**
 * The code tables of SPEC §2, §3 and §7 as named constants, each with lookups both ways
 * (`nameOf(code)`, `codeOf(name)`). The entity schemas use the same tables.
 */
import type { UnfollowTarget } from './feedback.ts';

/** A table of named numeric codes with lookups both ways. */
export interface CodeTable<N extends string> {
  /** name → code, in the spec's order. */
  readonly codes: Readonly<Record<N, number>>;
  /** The names, in the spec's order. */
  readonly names: readonly N[];
  /** The name of `code`, or undefined for a code the table does not have. */
  nameOf(code: number): N | undefined;
  /** The code of `name`, or undefined for a name the table does not have. */
  codeOf(name: string): number | undefined;
}

/** A code table from `name → code` entries. Throws a TypeError when two names share a code. */
export function codeTable<const T extends Readonly<Record<string, number>>>(
  codes: T,
): CodeTable<keyof T & string> {
  type N = keyof T & string;
  const names = Object.keys(codes) as N[];
  const byCode = new Map<number, N>();
  for (const name of names) {
    const code = codes[name] as number;
    if (byCode.has(code)) throw new TypeError(`Code ${code} is used twice (${byCode.get(code)}, ${name})`);
    byCode.set(code, name);
  }
  return {
    codes,
    names,
    nameOf: (code) => byCode.get(code),
    codeOf: (name) => (Object.hasOwn(codes, name) ? codes[name as N] : undefined),
  };
}

/** A code table whose codes are positions in `names`, counted from `first`. */
export function listTable<const L extends readonly string[]>(names: L, first = 0): CodeTable<L[number]> {
  return codeTable(
    Object.fromEntries(names.map((name, index) => [name, index + first])) as Record<L[number], number>,
  );
}

/** True when `value` is one of `list` (a type guard for the string enumerations below). */
export function isOneOf<const L extends readonly string[]>(list: L, value: unknown): value is L[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

// ---------------------------------------------------------------- §3 pin codes

/** §3 shoppingFlags: 1 available, 2 shop the look, 5 product pin v2, 6 rich product pin, 10 organic product carousel. */
export const SHOPPING_FLAGS = {
  available: 1,
  shopTheLook: 2,
  productPinV2: 5,
  richProductPin: 6,
  organicProductCarousel: 10,
} as const;
export const SHOPPING_FLAG = codeTable(SHOPPING_FLAGS);

/** §3 image-source-type codes 0 to 15 (digitalMediaSourceType), index = code; the texts are the labels. */
export const IMAGE_SOURCE_TYPES = [
  'digital capture',
  'negative film',
  'positive film',
  'print',
  'minor human edits',
  'composite capture',
  'algorithmically enhanced',
  'data-driven media',
  'digital art',
  'virtual recording',
  'composite synthetic',
  'trained algorithmic media',
  'composite with trained algorithmic media',
  'algorithmic media',
  'software image',
  'multi-pin trained algorithmic media',
] as const;
export type ImageSourceType = (typeof IMAGE_SOURCE_TYPES)[number];
export const IMAGE_SOURCE_TYPE = listTable(IMAGE_SOURCE_TYPES);

/** §3 video playback states 0 to 9, index = code. */
export const VIDEO_PLAYBACK_STATES = [
  'default',
  'load start',
  'loaded metadata',
  'loaded data',
  'playing',
  'paused',
  'seeking',
  'stalling',
  'failed',
  'ended',
] as const;
export type VideoPlaybackState = (typeof VIDEO_PLAYBACK_STATES)[number];
export const VIDEO_PLAYBACK_STATE = listTable(VIDEO_PLAYBACK_STATES);

/** §3 media errors 1 to 4. */
export const MEDIA_ERRORS = { 1: 'aborted', 2: 'network', 3: 'decode', 4: 'source not supported' } as const;
export const MEDIA_ERROR = listTable(['aborted', 'network', 'decode', 'source not supported'], 1);

export const DEFAULT_MAX_RATING = 5; // §3 max_rating default 5

// ---------------------------------------------------------------- §3 browser and OS

/** §3 browser enumeration. */
export const BROWSER = codeTable({ OTHER: 0, CHROME: 1, SAFARI: 2, IE: 3, FIREFOX: 4, OPERA: 5, EDGE: 6 });

/** §3 OS codes (the spec's names: Windows XP 1, Vista 2, 7 3, 8 4, other Windows 12, Mac 5, ...). */
export const OS = codeTable({
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

// ---------------------------------------------------------------- §3 boards and users

/** §3 board privacy. */
export const BOARD_PRIVACIES = ['secret', 'public', 'protected'] as const;
export type BoardPrivacy = (typeof BOARD_PRIVACIES)[number];
/** §3 board layout quick_saves (the only layout the spec names). */
export const BOARD_LAYOUT_QUICK_SAVES = 'quick_saves';
export const BOARD_LAYOUTS = [BOARD_LAYOUT_QUICK_SAVES] as const;
/** §3 pin density: the spec names only dense. */
export const PIN_DENSITIES = ['dense'] as const;
/** §3 board sorts; last_pinned_to is the default (§7). */
export const BOARD_SORTS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const DEFAULT_BOARD_SORT: BoardSort = 'last_pinned_to'; // §7 sort default last_pinned_to
/** §3 profile board-filter values. */
export const PROFILE_BOARD_FILTERS = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const;
/** §3 pin filter values. */
export const PIN_FILTERS = [
  'COLORS',
  'CREATED_BY_ME',
  'FAVORITED',
  'FAVORITED_AND_CREATED_BY_ME',
  'INTERESTS',
] as const;
/** §3 bulk actions. */
export const BULK_ACTIONS = ['bulkMove', 'bulkCopy', 'bulkCreateSection', 'bulkDelete'] as const;
/** §7 Get BoardsResource privacy_filter default. */
export const DEFAULT_BOARDS_PRIVACY_FILTER = 'all'; // §7 privacy_filter default all
/** §7 Get BoardsResource group_by values. */
export const BOARDS_GROUP_BY = ['mix_public_private', 'visibility'] as const;

/** §3 User save_behavior: 0 save to profile, 1 show board picker. */
export const SAVE_BEHAVIOR = { saveToProfile: 0, showBoardPicker: 1 } as const;
export const SAVE_BEHAVIOR_TABLE = codeTable(SAVE_BEHAVIOR);

/** §3 Experience type 0 = none. */
export const EXPERIENCE_TYPE_NONE = 0; // §3 Experience type (0 none)

// ---------------------------------------------------------------- §5 sponsorship

/** §5 sponsorship statuses that show no partner name. */
export const SPONSORSHIP_STATUSES_WITHOUT_PARTNER_NAME = [0, 2, 3] as const;
/** §5 the status for which no "Paid partnership" text shows at all. */
export const SPONSORSHIP_STATUS_NO_PAID_PARTNERSHIP = 2; // §5 "Paid partnership when status is not 2"

// ---------------------------------------------------------------- §2 search tabs

/** §2 search tabs, in the spec's order. */
export const SEARCH_TABS = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** §2 search tab indexes: pins 0, buyable 1, videos 2, boards 3, users 4; the other tabs have none. */
export const SEARCH_TAB_INDEX = codeTable({ pins: 0, buyable_pins: 1, videos: 2, boards: 3, users: 4 });

// ---------------------------------------------------------------- §7 event logging

/**
 * §7 event types the spec names. 9315 and 9316 are the swipes of search third-party ad modules
 * (§4); which of the two is which direction is not shown, so they are named A and B.
 */
export const EVENT_TYPE = codeTable({
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
/**
 * §7 the event type a follow or unfollow logs: 26/27 for a board, 601/602 for a topic; null for a
 * person, whose event type the spec does not show (nothing is logged).
 */
export function followEventType(kind: UnfollowTarget['kind'], follow: boolean): number | null {
  const { codes } = EVENT_TYPE;
  if (kind === 'board') return follow ? codes.BOARD_FOLLOW : codes.BOARD_UNFOLLOW;
  if (kind === 'topic') return follow ? codes.TOPIC_FOLLOW : codes.TOPIC_UNFOLLOW;
  return null;
}

/** §7 every event type seen, named or not, in the spec's order. */
export const EVENT_TYPES_SEEN = [
  5, 8, 12, 13, 18, 26, 27, 48, 101, 108, 601, 602, 7352, 7761, 7762, 8948, 9315, 9316, 12372,
] as const;
/** §7 view types: 3 is collection ads; the meaning of the others is not shown. */
export const VIEW_TYPE = codeTable({ COLLECTION_ADS: 3 });
export const VIEW_TYPES_SEEN = [3, 5, 210, 494, 605, 606] as const;
/** §7 view parameters seen (meanings not shown). */
export const VIEW_PARAMETERS_SEEN = [92, 3070, 3173, 4079, 43, 3475, 3375] as const;
/** §7 the log of an empty or hash-only href (§4 offsite). */
export const LINK_NAVIGATION_EMPTY_HREF = 'link_navigation_empty_href';

// ---------------------------------------------------------------- §2 visitors and page classes

/** §1/§6 visitor types. */
export const VISITOR_TYPES = ['authenticated', 'unauthenticated', 'bot'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

/** §2 logged-out page classes for interaction logging. */
export const LOGGED_OUT_PAGE_CLASSES = [
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
] as const;
export type LoggedOutPageClass = (typeof LOGGED_OUT_PAGE_CLASSES)[number];

/** §2 landing-page types. */
export const LANDING_PAGE_TYPES = [
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
] as const;
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number];

/** §2 grid surfaces. */
export const GRID_SURFACES = [
  'RelatedPinGrid',
  'AuthHomefeed',
  'SearchItemHighShoppingIntent',
  'SearchItem',
  'PdpRelatedPinGrid',
  'BoardMoreIdeasTabContent',
  'BaseBoardPinGrid',
  'BoardlessPins',
  'NewsPage',
  'ShoppingGridSmallCarousel',
  'VisualInspirationShoppingPin',
  'CloseupRelatedProducts',
  'FollowingFeedGrid',
  'RelatedProductsFeed',
  'ProductPinsFeed',
  'UserProfilePinGrid',
  'ConversationView',
  'TodayArticleFeed',
  'ShoppingPackageItem',
  'IdeasHubSeasonalRow',
] as const;
export type GridSurface = (typeof GRID_SURFACES)[number];

/** §4 creator attribution options. */
export const CREATOR_ATTRIBUTION_OPTIONS = [
  'default',
  'none',
  'image-only-credit',
  'show-for-claimed-content',
] as const;
export type CreatorAttributionOption = (typeof CREATOR_ATTRIBUTION_OPTIONS)[number];

// §4 save button variants live in ./state/saveButton.ts.

/** §4 pin types, in derivation order. */
export const PIN_TYPES = ['oneTap', 'video', 'gif', 'product', 'recipe', 'storyPin', 'image'] as const;
export type PinType = (typeof PIN_TYPES)[number];

/** §4 feedback statuses. */
export const FEEDBACK_STATUSES = ['none', 'reported', 'unfollowed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** §4 one-tap save states. */
export const ONE_TAP_SAVE_STATES = ['none', 'saving', 'saved', 'deleting'] as const;

/** §4 offsite spam check statuses that block navigation. */
export const SPAM_BLOCKING_STATUSES = ['blocked', 'suspicious', 'porn'] as const;

/** §4 experience statuses. */
export const EXPERIENCE_STATUSES = ['viewed', 'completed', 'dismissed', 'completedWithoutHomefeed'] as const;

/** §4 invite channels for which the logged-out desktop inviter popover is skipped. */
export const INVITE_CHANNELS_WITHOUT_POPOVER = [5, 9, 12, 16] as const;

/** §4 upload statuses that keep polling, and the one that succeeds. */
export const UPLOAD_POLLING_STATUSES = ['processing', 'registered'] as const;
export const UPLOAD_SUCCEEDED_STATUS = 'succeeded';

/** §9 onboarding steps, in order. */
export const ONBOARDING_STEPS = ['Gender', 'InterestPicker', 'UseCase', 'LoadingStep', 'AppInstall'] as const;

/** §6 platform kinds the spec names. */
export const PLATFORM_KINDS = ['android trusted web app', 'windows'] as const;
