import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MIN_ITEMS,
  COOK_TIME_HALF_AFTER_MIN,
  COOK_TIME_ROUND_UP_AFTER_MIN,
  collectionItems,
  footerPrice,
  productLabels,
  ratingStars,
  roundedHours,
  STAR_COUNT,
  STAR_FULL_FROM,
  STAR_HALF_FROM,
  STAR_SIZE_PX,
  STAR_UNIT_WIDTH_PX,
  starRowWidth,
} from './commerce.ts';

describe('footerPrice (§5)', () => {
  it('shows the range when min and max both exist', () => {
    expect(footerPrice({ price: '$12', minPrice: '$10', maxPrice: '$20' })).toEqual({
      price: '$10-$20',
      original: null,
    });
  });

  it('shows the price when the range is incomplete', () => {
    expect(footerPrice({ price: '$12', minPrice: '$10' })).toEqual({ price: '$12', original: null });
    expect(footerPrice({ price: '$12', maxPrice: '$20' })).toEqual({ price: '$12', original: null });
  });

  it('strikes the original price through only when it differs', () => {
    expect(footerPrice({ price: '$12', standardPrice: '$15' })).toEqual({ price: '$12', original: '$15' });
    expect(footerPrice({ price: '$12', standardPrice: '$12' })).toEqual({ price: '$12', original: null });
    expect(footerPrice({ minPrice: '$1', maxPrice: '$2', standardPrice: '$3' })).toEqual({
      price: '$1-$2',
      original: '$3',
    });
  });

  it('is null without a price', () => {
    expect(footerPrice(null)).toBeNull();
    expect(footerPrice(undefined)).toBeNull();
    expect(footerPrice({})).toBeNull();
    expect(footerPrice({ price: '', standardPrice: '$3' })).toBeNull();
  });

  it('property: a range wins over the price, and the original never equals what is shown', () => {
    const price = fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined });
    fc.assert(
      fc.property(price, price, price, price, (p, min, max, standard) => {
        const result = footerPrice({ price: p, minPrice: min, maxPrice: max, standardPrice: standard });
        if (min && max) expect(result?.price).toBe(`${min}-${max}`);
        else if (p) expect(result?.price).toBe(p);
        else expect(result).toBeNull();
        if (result) expect(result.original === null || result.original !== result.price).toBe(true);
      }),
    );
  });
});

describe('productLabels (§2, §8)', () => {
  it('labels sold-out and stale products', () => {
    expect(productLabels({})).toEqual([]);
    expect(productLabels({ isOosProduct: true })).toEqual(['Sold out']);
    expect(productLabels({ isStaleProduct: true })).toEqual(['See price on site']);
    expect(productLabels({ isOosProduct: true, isStaleProduct: true })).toEqual([
      'Sold out',
      'See price on site',
    ]);
  });
});

describe('ratingStars (§3, §5, §9)', () => {
  it('keeps the spec numbers', () => {
    expect([STAR_COUNT, STAR_SIZE_PX, STAR_UNIT_WIDTH_PX, STAR_FULL_FROM, STAR_HALF_FROM]).toEqual([
      5, 15, 18, 0.75, 0.25,
    ]);
    expect(starRowWidth()).toBe(90);
    expect(starRowWidth(2)).toBe(36);
  });

  it.each([
    [4.24, 4, 0],
    [4.25, 4, 1],
    [4.26, 4, 1],
    [4.74, 4, 1],
    [4.75, 5, 0],
    [4.76, 5, 0],
    [0, 0, 0],
    [5, 5, 0],
  ])('%f of 5 gives %i full and %i half stars', (rating, full, half) => {
    const stars = ratingStars(rating);
    expect(stars.full).toBe(full);
    expect(stars.half).toBe(half);
    expect(stars.full + stars.half + stars.empty).toBe(5);
  });

  it('caps at the maximum and never goes below 0', () => {
    expect(ratingStars(7)).toMatchObject({ full: 5, half: 0, empty: 0, value: 5 });
    expect(ratingStars(-1)).toMatchObject({ full: 0, half: 0, empty: 5, value: 0 });
  });

  it('scales to 5 stars from max_rating', () => {
    expect(ratingStars(8, 10)).toMatchObject({ full: 4, half: 0, value: 4 });
    expect(ratingStars(9.5, 10)).toMatchObject({ full: 5, half: 0, value: 4.75 });
    expect(ratingStars(4.75, 5)).toMatchObject({ full: 5, half: 0 });
    expect(ratingStars(85, 100)).toMatchObject({ full: 4, half: 1, value: 4.25 });
  });

  it('refuses nonsense', () => {
    expect(() => ratingStars(Number.NaN)).toThrow(RangeError);
    expect(() => ratingStars(3, 0)).toThrow(RangeError);
    expect(() => ratingStars(3, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: always 5 stars, monotone in the rating', () => {
    const score = (s: ReturnType<typeof ratingStars>) => s.full + s.half / 2;
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 20, noNaN: true }),
        fc.double({ min: -10, max: 20, noNaN: true }),
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        (a, b, max) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const low = ratingStars(lo, max);
          const high = ratingStars(hi, max);
          expect(low.full + low.half + low.empty).toBe(5);
          expect(score(low)).toBeLessThanOrEqual(score(high));
          expect(Math.abs(score(high) - high.value)).toBeLessThanOrEqual(0.25 + 1e-9);
        },
      ),
    );
  });
});

describe('roundedHours (§5)', () => {
  it('keeps the spec numbers', () => {
    expect([COOK_TIME_HALF_AFTER_MIN, COOK_TIME_ROUND_UP_AFTER_MIN]).toEqual([15, 45]);
  });

  it.each([
    [60, 1],
    [75, 1],
    [76, 1.5],
    [105, 1.5],
    [106, 2],
    [0, 0],
    [15, 0],
    [16, 0.5],
    [46, 1],
  ])('%i minutes show %f hours', (minutes, hours) => {
    expect(roundedHours(minutes)).toBe(hours);
  });

  it('refuses negative or non-finite minutes', () => {
    expect(() => roundedHours(-1)).toThrow(RangeError);
    expect(() => roundedHours(Number.NaN)).toThrow(RangeError);
  });
});

describe('collectionItems (§5)', () => {
  it('shows only with at least 3 items, the first 3', () => {
    expect(COLLECTION_MIN_ITEMS).toBe(3);
    expect(collectionItems([1, 2])).toEqual([]);
    expect(collectionItems([1, 2, 3])).toEqual([1, 2, 3]);
    expect(collectionItems([1, 2, 3, 4])).toEqual([1, 2, 3]);
    expect(collectionItems(null)).toEqual([]);
    expect(collectionItems(undefined)).toEqual([]);
  });
});
