import { describe, expect, it } from 'vitest';
import {
  IMPRESSION_CUTOFF_PX,
  IMPRESSION_THRESHOLDS,
  impressionMilestones,
  visiblePercent,
} from './impression.ts';

describe('impressionMilestones (§4, §9 thresholds 0, 50, 80, 100)', () => {
  it('any over 0, then over 50, over 80, and 100 = fully visible', () => {
    expect(IMPRESSION_THRESHOLDS).toEqual([0, 50, 80, 100]);
    expect(impressionMilestones(0)).toEqual([]);
    expect(impressionMilestones(0.1)).toEqual([0]);
    expect(impressionMilestones(50)).toEqual([0]);
    expect(impressionMilestones(50.1)).toEqual([0, 50]);
    expect(impressionMilestones(80)).toEqual([0, 50]);
    expect(impressionMilestones(80.1)).toEqual([0, 50, 80]);
    expect(impressionMilestones(99.9)).toEqual([0, 50, 80]);
    expect(impressionMilestones(100)).toEqual([0, 50, 80, 100]);
  });
});

describe('visiblePercent (§4, §9 143 px cutoffs)', () => {
  it('cuts 143 px off the top and the bottom of the viewport', () => {
    expect(IMPRESSION_CUTOFF_PX).toBe(143);
    const vh = 1000;
    expect(visiblePercent({ top: 143, bottom: 857 }, vh)).toBe(100);
    // one pixel under the top band is hidden
    expect(visiblePercent({ top: 142, bottom: 242 }, vh)).toBeCloseTo(99);
    expect(visiblePercent({ top: 0, bottom: 143 }, vh)).toBe(0);
    expect(visiblePercent({ top: 857, bottom: 1000 }, vh)).toBe(0);
    expect(visiblePercent({ top: 807, bottom: 907 }, vh)).toBe(50);
    expect(visiblePercent({ top: -500, bottom: -100 }, vh)).toBe(0);
  });

  it('an element with no height is not visible; a custom cutoff is allowed', () => {
    expect(visiblePercent({ top: 300, bottom: 300 }, 1000)).toBe(0);
    expect(visiblePercent({ top: 0, bottom: 100 }, 1000, 0)).toBe(100);
  });

  it('feeds the milestones: 143..857 fully visible in a 1000 px viewport', () => {
    expect(impressionMilestones(visiblePercent({ top: 143, bottom: 857 }, 1000))).toEqual([0, 50, 80, 100]);
    expect(impressionMilestones(visiblePercent({ top: 144, bottom: 858 }, 1000))).toEqual([0, 50, 80]);
  });
});
