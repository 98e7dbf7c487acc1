/** Impression tracking (SPEC §4, §9): how much of an item is on screen, and its milestones. */

export const IMPRESSION_THRESHOLDS = [0, 50, 80, 100] as const; // §9 impression thresholds 0, 50, 80, 100 %
export const IMPRESSION_CUTOFF_PX = 143; // §9 top and bottom 143 px cutoffs

/** A milestone: the threshold reached, 0 (any part), 50, 80 or 100 (fully visible). */
export type ImpressionMilestone = (typeof IMPRESSION_THRESHOLDS)[number];

/**
 * §4 impression milestones reached at a visible percentage: any (over 0), over 50, over 80, and
 * fully visible (100).
 */
export function impressionMilestones(visiblePercent: number): ImpressionMilestone[] {
  const [any, half, most, full] = IMPRESSION_THRESHOLDS;
  const out: ImpressionMilestone[] = [];
  if (visiblePercent > any) out.push(any);
  if (visiblePercent > half) out.push(half);
  if (visiblePercent > most) out.push(most);
  if (visiblePercent >= full) out.push(full);
  return out;
}

/**
 * The visible percentage (0..100) of an element inside the viewport once the top and bottom
 * IMPRESSION_CUTOFF_PX are cut off (they sit under the header and the bottom bar). `top` and
 * `bottom` are the element's edges relative to the viewport (getBoundingClientRect). An element
 * of no height counts as not visible. Feed it to `impressionMilestones`.
 */
export function visiblePercent(
  rect: { top: number; bottom: number },
  viewportHeight: number,
  cutoff: number = IMPRESSION_CUTOFF_PX,
): number {
  const height = rect.bottom - rect.top;
  if (height <= 0) return 0;
  const visibleTop = Math.max(rect.top, cutoff);
  const visibleBottom = Math.min(rect.bottom, viewportHeight - cutoff);
  return Math.max(0, Math.min(100, ((visibleBottom - visibleTop) / height) * 100));
}
