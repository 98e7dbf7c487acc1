/**
 * Business constants of SPEC §9 (and §7) that have no other home, each with its spec name.
 * Homes elsewhere: motion durations and layout sizes in @tessera/tokens (motion.ts, layout.ts,
 * theme.ts); text cuts in ./text.ts; footer heights in ./pin.ts; stars, cook time and collections in
 * ./commerce.ts; windows, logged-out saves, quick-save, buckets and the repin counter in
 * ./visitor.ts; boards page size, end bookmark and default status in ./resource.ts.
 */

export const BOARD_PIN_DESCRIPTION_MAX = 500; // §9 board pin description max 500
export const BOARD_TITLE_MAX = 50; // §9 board title 50
export const FIRST_NAME_MAX = 30; // §9 first name 30
export const FOLLOWERS_PAGE_SIZE = 50; // §9 followers per page 50
/** §9 "constants 100 and 28 also exist (meaning not shown)"; kept by value, not used. */
export const UNNAMED_CONSTANTS = [100, 28] as const;

export const ATTRIBUTION_EXPIRY_CLICK_S = 604_800; // §9 attribution expiry 604800 s (clicks)
export const ATTRIBUTION_EXPIRY_VIEW_S = 86_400; // §9 attribution expiry 86400 s (views)
export const ATTRIBUTION_PRIORITY_CLICK = 2; // §9 priority click 2
export const ATTRIBUTION_PRIORITY_VIEW = 1; // §9 priority view 1
export const ATTRIBUTION_SAFARI_MIN_VERSION = [14, 1] as const; // §9 Safari needs version 14.1 or later
export const METRIC_SAMPLE_RATE = 0.1; // §8/§9 attribution failure metrics sampled at 0.1
export const LOG_SAMPLE_RATES = [0.1, 1] as const; // §9 other logs 0.1 or 1

/** §9 attribution source parameters for a source event type (click or view). */
export function attributionSource(type: 'click' | 'view'): { expiry: number; priority: number } {
  return type === 'click'
    ? { expiry: ATTRIBUTION_EXPIRY_CLICK_S, priority: ATTRIBUTION_PRIORITY_CLICK }
    : { expiry: ATTRIBUTION_EXPIRY_VIEW_S, priority: ATTRIBUTION_PRIORITY_VIEW };
}

/** §9 Safari supports attribution reporting from version 14.1. */
export function safariSupportsAttribution(major: number, minor = 0): boolean {
  const [minMajor, minMinor] = ATTRIBUTION_SAFARI_MIN_VERSION;
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

export const FIFTEEN_MINUTES_MS = 900_000; // §9 a 900000 ms (15 min) value
export const VIDEO_IMPRESSION_LOG_MAX = 1000; // §9 video impression logs max 1000 entries
export const FIVE_SECOND_VIDEO_MS = 5000; // §9 5000 ms constant for a 5 s video

// §9 impression thresholds, the 143 px cutoffs and the §4 milestones live in ./state/impression.ts.

export const COUNTRY_THRESHOLDS = [6, 8, 20, 22] as const; // §9 country thresholds (6, 8, 20, 22)

export const FEEDBACK_DURATION_PROMOTED = 60; // §9 feedback durations: 60 promoted
export const FEEDBACK_DURATION_FOLLOWED = 100; // §9 100 followed or topic
export const FEEDBACK_DURATION_PFY = 58; // §9 58 pfy

export const ANNOTATION_ARROW_MIN_REMAINING_PX = 4; // §9 arrow when more than 4 px remains
export const ANNOTATION_ARROW_SIZE = { width: 45, height: 30 } as const; // §9 gradient arrow 45 by 30

/** §9 annotation tags scroll by half the visible width. */
export function annotationScrollStep(visibleWidth: number): number {
  return visibleWidth / 2;
}

/** §9 a scroll arrow shows when more than 4 px remain to scroll that way. */
export function annotationArrowVisible(remainingPx: number): boolean {
  return remainingPx > ANNOTATION_ARROW_MIN_REMAINING_PX;
}

export const TITLE_AREA_WIDTH = 142; // §9 title area width 142
export const TITLE_AREA_HEIGHT_MIN = 12; // §9 height 12 ...
export const TITLE_AREA_HEIGHT_MAX = 32; // §9 ... to 32

export const UNAVAILABLE_PIN_CARD_HEIGHT = 314; // §2 unavailable-pin placeholder card height 314

export const CLOSEUP_PANE_WIDTHS = [508, 1016, 488, 992, 672, 1176] as const; // §9 closeup pane widths (max 1016)
export const CLOSEUP_RATIOS = [0.6, 0.84] as const; // §9 ratios 0.6 and 0.84
export const CLOSEUP_OTHER_SIZES = [40, 72, 740, 912, 32, 16, 24] as const; // §9 other sizes

export const VERIFIED_BADGE_SIZES = { sm: 12, md: 16, lg: 20, xl: 24 } as const; // §9 verified badge sizes
export const TABLET_MODAL_MIN_WIDTH = 350; // §9 tablet width 350 min
export const RELATED_INTERESTS_WIDTH = 425; // §9 related-interests 425
export const OVERLAY_NUMBERS = [16, 4, 120] as const; // §9 overlay numbers 16, 4, 120 (meaning not shown)

export const CAROUSEL_TAP_MAX_PX = 10; // §4 movement under 10 px is a tap
export const CAROUSEL_TAP_MAX_SQUARED = 100; // §4 (squared distance 100)

/**
 * §4 a carousel gesture is a swipe only when held under 500 ms (`maxMs`) with horizontal movement
 * dominant; a movement under 10 px (squared distance below 100) is a tap; anything else is nothing.
 */
export function carouselGesture({
  dx,
  dy,
  ms,
  maxMs,
}: {
  dx: number;
  dy: number;
  ms: number;
  maxMs: number;
}): 'tap' | 'previous' | 'next' | null {
  if (dx * dx + dy * dy < CAROUSEL_TAP_MAX_SQUARED) return 'tap';
  if (ms >= maxMs || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** §4 the carousel slot index stays within bounds: previous disabled at the first, next at the last. */
export function carouselIndex(index: number, slotCount: number): number {
  return Math.min(Math.max(0, index), Math.max(0, slotCount - 1));
}

/** §9 top 3 keys by count (ties keep first-seen order). */
export function topKeysByCount(counts: Readonly<Record<string, number>>, n = 3): string[] {
  return Object.entries(counts)
    .map(([key, count], order) => ({ key, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, n)
    .map(({ key }) => key);
}
