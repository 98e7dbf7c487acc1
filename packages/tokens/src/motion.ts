/** Durations of SPEC §9 and §4, in milliseconds. */

export const TOAST_SHOW_DELAY_MS = 100; // §9 toast show delay
export const TOAST_DEFAULT_MS = 2000; // §9 toast default duration
export const TOAST_HIDE_ANIMATION_MS = 200; // §9 toast hide animation (hide callback after it)
export const SAVE_TOAST_MS = 5000; // §9 save toast
export const QUICK_SAVE_TOAST_DELAY_MS = 2500; // §9 quick-save toast delay
export const SAVED_CONFIRMATION_MS = 950; // §9 one-tap "Saved!" confirmation
export const SAVED_ANIMATION_MS = 1000; // §9 saved animation 1 s
export const TOAST_CHECK_DELAY_MS = 700; // §4 animated check after 700 ms
export const CAROUSEL_INDEX_MS = 4000; // §9 carousel index shown after a change
export const HOVER_INACTIVE_MS = 120; // §9 hover inactive after 120 ms
export const SWIPE_MAX_MS = 500; // §9 swipe recognised when held under 500 ms
export const UPLOAD_POLL_MS = 5000; // §9 upload poll
export const SHARE_ANIMATION_MS = 5000; // §9 share animation
export const SHARE_UPSELL_DELAY_MS = 4000; // §9 share upsell delay
export const MOBILE_SLIDE_UP_MS = 225; // §9 mobile slide-up
export const MOBILE_SLIDE_UP_DELAY_MS = 500; // §9 mobile slide-up delay
export const FEEDBACK_FADE_MS = 1000; // §4 feedback overlay fades 0 to 0.8 over about 1 s
export const FEEDBACK_OVERLAY_OPACITY = 0.8; // §4 feedback overlay final opacity
