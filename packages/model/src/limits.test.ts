import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_ARROW_MIN_REMAINING_PX,
  ANNOTATION_ARROW_SIZE,
  ATTRIBUTION_EXPIRY_CLICK_S,
  ATTRIBUTION_EXPIRY_VIEW_S,
  ATTRIBUTION_PRIORITY_CLICK,
  ATTRIBUTION_PRIORITY_VIEW,
  annotationArrowVisible,
  annotationScrollStep,
  attributionSource,
  BOARD_PIN_DESCRIPTION_MAX,
  BOARD_TITLE_MAX,
  CAROUSEL_TAP_MAX_PX,
  CAROUSEL_TAP_MAX_SQUARED,
  CLOSEUP_OTHER_SIZES,
  CLOSEUP_PANE_WIDTHS,
  CLOSEUP_RATIOS,
  COUNTRY_THRESHOLDS,
  carouselGesture,
  carouselIndex,
  FEEDBACK_DURATION_FOLLOWED,
  FEEDBACK_DURATION_PFY,
  FEEDBACK_DURATION_PROMOTED,
  FIFTEEN_MINUTES_MS,
  FIRST_NAME_MAX,
  FIVE_SECOND_VIDEO_MS,
  FOLLOWERS_PAGE_SIZE,
  LOG_SAMPLE_RATES,
  METRIC_SAMPLE_RATE,
  OVERLAY_NUMBERS,
  RELATED_INTERESTS_WIDTH,
  safariSupportsAttribution,
  TABLET_MODAL_MIN_WIDTH,
  TITLE_AREA_HEIGHT_MAX,
  TITLE_AREA_HEIGHT_MIN,
  TITLE_AREA_WIDTH,
  topKeysByCount,
  UNAVAILABLE_PIN_CARD_HEIGHT,
  UNNAMED_CONSTANTS,
  VERIFIED_BADGE_SIZES,
  VIDEO_IMPRESSION_LOG_MAX,
} from './limits.ts';

describe('§9 business constants', () => {
  it('keeps every number of the spec', () => {
    expect({
      BOARD_PIN_DESCRIPTION_MAX,
      BOARD_TITLE_MAX,
      FIRST_NAME_MAX,
      FOLLOWERS_PAGE_SIZE,
      ATTRIBUTION_EXPIRY_CLICK_S,
      ATTRIBUTION_EXPIRY_VIEW_S,
      ATTRIBUTION_PRIORITY_CLICK,
      ATTRIBUTION_PRIORITY_VIEW,
      METRIC_SAMPLE_RATE,
      FIFTEEN_MINUTES_MS,
      VIDEO_IMPRESSION_LOG_MAX,
      FIVE_SECOND_VIDEO_MS,
      FEEDBACK_DURATION_PROMOTED,
      FEEDBACK_DURATION_FOLLOWED,
      FEEDBACK_DURATION_PFY,
      ANNOTATION_ARROW_MIN_REMAINING_PX,
      TITLE_AREA_WIDTH,
      TITLE_AREA_HEIGHT_MIN,
      TITLE_AREA_HEIGHT_MAX,
      UNAVAILABLE_PIN_CARD_HEIGHT,
      TABLET_MODAL_MIN_WIDTH,
      RELATED_INTERESTS_WIDTH,
      CAROUSEL_TAP_MAX_PX,
      CAROUSEL_TAP_MAX_SQUARED,
    }).toEqual({
      BOARD_PIN_DESCRIPTION_MAX: 500,
      BOARD_TITLE_MAX: 50,
      FIRST_NAME_MAX: 30,
      FOLLOWERS_PAGE_SIZE: 50,
      ATTRIBUTION_EXPIRY_CLICK_S: 604800,
      ATTRIBUTION_EXPIRY_VIEW_S: 86400,
      ATTRIBUTION_PRIORITY_CLICK: 2,
      ATTRIBUTION_PRIORITY_VIEW: 1,
      METRIC_SAMPLE_RATE: 0.1,
      FIFTEEN_MINUTES_MS: 900000,
      VIDEO_IMPRESSION_LOG_MAX: 1000,
      FIVE_SECOND_VIDEO_MS: 5000,
      FEEDBACK_DURATION_PROMOTED: 60,
      FEEDBACK_DURATION_FOLLOWED: 100,
      FEEDBACK_DURATION_PFY: 58,
      ANNOTATION_ARROW_MIN_REMAINING_PX: 4,
      TITLE_AREA_WIDTH: 142,
      TITLE_AREA_HEIGHT_MIN: 12,
      TITLE_AREA_HEIGHT_MAX: 32,
      UNAVAILABLE_PIN_CARD_HEIGHT: 314,
      TABLET_MODAL_MIN_WIDTH: 350,
      RELATED_INTERESTS_WIDTH: 425,
      CAROUSEL_TAP_MAX_PX: 10,
      CAROUSEL_TAP_MAX_SQUARED: 100,
    });
    expect(UNNAMED_CONSTANTS).toEqual([100, 28]);
    expect(LOG_SAMPLE_RATES).toEqual([0.1, 1]);
    expect(COUNTRY_THRESHOLDS).toEqual([6, 8, 20, 22]);
    expect(ANNOTATION_ARROW_SIZE).toEqual({ width: 45, height: 30 });
    expect(CLOSEUP_PANE_WIDTHS).toEqual([508, 1016, 488, 992, 672, 1176]);
    expect(CLOSEUP_RATIOS).toEqual([0.6, 0.84]);
    expect(CLOSEUP_OTHER_SIZES).toEqual([40, 72, 740, 912, 32, 16, 24]);
    expect(VERIFIED_BADGE_SIZES).toEqual({ sm: 12, md: 16, lg: 20, xl: 24 });
    expect(OVERLAY_NUMBERS).toEqual([16, 4, 120]);
  });
});

describe('attribution (§9)', () => {
  it('gives clicks and views their expiry and priority', () => {
    expect(attributionSource('click')).toEqual({ expiry: 604800, priority: 2 });
    expect(attributionSource('view')).toEqual({ expiry: 86400, priority: 1 });
  });

  it.each([
    [14, 0, false],
    [14, 1, true],
    [14, 2, true],
    [13, 9, false],
    [15, 0, true],
  ])('Safari %i.%i supports attribution: %s', (major, minor, expected) => {
    expect(safariSupportsAttribution(major, minor)).toBe(expected);
  });

  it('reads a missing minor version as 0', () => {
    expect(safariSupportsAttribution(14)).toBe(false);
    expect(safariSupportsAttribution(15)).toBe(true);
  });
});

describe('annotations and carousel (§4, §9)', () => {
  it('scrolls annotations by half the visible width and shows arrows past 4 px', () => {
    expect(annotationScrollStep(300)).toBe(150);
    expect(annotationArrowVisible(4)).toBe(false);
    expect(annotationArrowVisible(5)).toBe(true);
  });

  it.each([
    [{ dx: 9, dy: 0, ms: 100 }, 'tap'],
    [{ dx: 6, dy: 8, ms: 100 }, null],
    [{ dx: -40, dy: 5, ms: 100 }, 'next'],
    [{ dx: 40, dy: 5, ms: 100 }, 'previous'],
    [{ dx: 40, dy: 5, ms: 499 }, 'previous'],
    [{ dx: 40, dy: 5, ms: 500 }, null],
    [{ dx: 20, dy: 30, ms: 100 }, null],
    [{ dx: 20, dy: 20, ms: 100 }, null],
  ])('gesture %j is %s', (gesture, expected) => {
    expect(carouselGesture({ ...gesture, maxMs: 500 })).toBe(expected);
  });

  it('keeps the slot index within bounds', () => {
    expect(carouselIndex(-1, 3)).toBe(0);
    expect(carouselIndex(1, 3)).toBe(1);
    expect(carouselIndex(3, 3)).toBe(2);
    expect(carouselIndex(2, 0)).toBe(0);
  });
});

describe('topKeysByCount (§9)', () => {
  it('takes the 3 keys with the highest counts, ties in first-seen order', () => {
    expect(topKeysByCount({ a: 1, b: 5, c: 3, d: 5, e: 2 })).toEqual(['b', 'd', 'c']);
    expect(topKeysByCount({ a: 1 }, 2)).toEqual(['a']);
    expect(topKeysByCount({})).toEqual([]);
  });
});
