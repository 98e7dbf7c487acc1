import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INDEX_MS,
  darkTheme,
  FEEDBACK_FADE_MS,
  FEEDBACK_OVERLAY_OPACITY,
  HOVER_INACTIVE_MS,
  lightTheme,
  MASONRY_GAP,
  MASONRY_ITEM_WIDTH,
  MASONRY_ITEM_WIDTH_WIDE,
  MOBILE_SLIDE_UP_DELAY_MS,
  MOBILE_SLIDE_UP_MS,
  MODAL_Z_INDEX,
  OVERLAY_SAVED_OPACITY,
  OVERLAY_VISUAL_OPACITY,
  OVERLAY_WASH_OPACITY,
  QUICK_SAVE_TOAST_DELAY_MS,
  ROUNDING,
  SAVE_TOAST_MS,
  SAVED_ANIMATION_MS,
  SAVED_CONFIRMATION_MS,
  SHARE_ANIMATION_MS,
  SHARE_UPSELL_DELAY_MS,
  SQUARE_PIN_IMAGE_HEIGHT,
  SWIPE_MAX_MS,
  TOAST_CHECK_DELAY_MS,
  TOAST_DEFAULT_MS,
  TOAST_HIDE_ANIMATION_MS,
  TOAST_SHOW_DELAY_MS,
  UNAVAILABLE_PIN_HEIGHT,
  UPLOAD_POLL_MS,
} from './index.ts';

describe('§9 / §4 durations', () => {
  it.each([
    ['TOAST_SHOW_DELAY_MS', TOAST_SHOW_DELAY_MS, 100],
    ['TOAST_DEFAULT_MS', TOAST_DEFAULT_MS, 2000],
    ['TOAST_HIDE_ANIMATION_MS', TOAST_HIDE_ANIMATION_MS, 200],
    ['SAVE_TOAST_MS', SAVE_TOAST_MS, 5000],
    ['QUICK_SAVE_TOAST_DELAY_MS', QUICK_SAVE_TOAST_DELAY_MS, 2500],
    ['SAVED_CONFIRMATION_MS', SAVED_CONFIRMATION_MS, 950],
    ['SAVED_ANIMATION_MS', SAVED_ANIMATION_MS, 1000],
    ['TOAST_CHECK_DELAY_MS', TOAST_CHECK_DELAY_MS, 700],
    ['CAROUSEL_INDEX_MS', CAROUSEL_INDEX_MS, 4000],
    ['HOVER_INACTIVE_MS', HOVER_INACTIVE_MS, 120],
    ['SWIPE_MAX_MS', SWIPE_MAX_MS, 500],
    ['UPLOAD_POLL_MS', UPLOAD_POLL_MS, 5000],
    ['SHARE_ANIMATION_MS', SHARE_ANIMATION_MS, 5000],
    ['SHARE_UPSELL_DELAY_MS', SHARE_UPSELL_DELAY_MS, 4000],
    ['MOBILE_SLIDE_UP_MS', MOBILE_SLIDE_UP_MS, 225],
    ['MOBILE_SLIDE_UP_DELAY_MS', MOBILE_SLIDE_UP_DELAY_MS, 500],
    ['FEEDBACK_FADE_MS', FEEDBACK_FADE_MS, 1000],
  ] as const)('%s has its spec value', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('§9 layout constants', () => {
  it.each([
    ['MASONRY_ITEM_WIDTH', MASONRY_ITEM_WIDTH, 236],
    ['MASONRY_ITEM_WIDTH_WIDE', MASONRY_ITEM_WIDTH_WIDE, 270],
    ['MASONRY_GAP', MASONRY_GAP, 14],
    ['SQUARE_PIN_IMAGE_HEIGHT', SQUARE_PIN_IMAGE_HEIGHT, 136],
    ['UNAVAILABLE_PIN_HEIGHT', UNAVAILABLE_PIN_HEIGHT, 314],
    ['ROUNDING', ROUNDING, 4],
    ['MODAL_Z_INDEX', MODAL_Z_INDEX, 1000],
    ['OVERLAY_WASH_OPACITY', OVERLAY_WASH_OPACITY, 0.4],
    ['OVERLAY_SAVED_OPACITY', OVERLAY_SAVED_OPACITY, 0.33],
    ['OVERLAY_VISUAL_OPACITY', OVERLAY_VISUAL_OPACITY, 0.1],
    ['FEEDBACK_OVERLAY_OPACITY', FEEDBACK_OVERLAY_OPACITY, 0.8],
  ] as const)('%s has its spec value', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe.each([lightTheme, darkTheme])('$name theme', (theme) => {
  it('carries the §9 values', () => {
    expect(theme.radius.rounding).toBe(4);
    expect(theme.zIndex.modal).toBe(1000);
    expect(theme.color.overlayWash).toBe('rgba(0, 0, 0, 0.4)');
    expect(theme.color.overlaySaved).toBe('rgba(0, 0, 0, 0.33)');
    expect(theme.color.overlayVisual).toBe('rgba(0, 0, 0, 0.1)');
    expect(theme.color.primary).toBe('#e60023');
  });

  it('has the shared scales of the contract', () => {
    expect(theme.space).toEqual({ 0: 0, 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32 });
    expect(theme.radius).toEqual({ rounding: 4, sm: 8, md: 16, lg: 24, pill: 999 });
    expect(theme.font.size).toEqual({ xs: 12, sm: 14, md: 16, lg: 20, xl: 28 });
    expect(theme.font.weight).toEqual({ regular: 400, semibold: 600, bold: 700 });
    expect(theme.font.lineHeight).toEqual({ tight: 1.2, normal: 1.4 });
    expect(theme.zIndex).toEqual({ base: 0, overlay: 1, popover: 100, modal: 1000, toast: 1100 });
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 1024, xl: 1280 });
    expect(theme.shell).toEqual({ topBar: 56, tabBar: 56 });
    expect(theme.font.family.startsWith('Inter,')).toBe(true);
  });
});

it('dark mode background is #111111 (§9)', () => {
  expect(darkTheme.color.background).toBe('#111111');
  expect(darkTheme.name).toBe('dark');
  expect(lightTheme.name).toBe('light');
  expect(lightTheme.color.background).toBe('#ffffff');
});
