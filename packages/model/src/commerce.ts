/** Commerce rules of SPEC §5 and §9: footer price, product labels, rating stars, cook time, collections. */
import { DEFAULT_MAX_RATING } from './codes.ts';
import { messages } from './messages.ts';

export interface FooterPrice {
  /** What the footer shows: "min-max" when both exist, else the price. */
  price: string;
  /** The original (standard) price, struck through, when it differs from what is shown; else null. */
  original: string | null;
}

/**
 * The footer price of §5: a range `min-max` when both minPrice and maxPrice exist, else price;
 * the standard price struck through when it differs from the shown price. null when there is none.
 * Prices arrive formatted by the server (with currency), so they are shown as they are.
 */
export function footerPrice(
  offer:
    | {
        price?: string | null;
        minPrice?: string | null;
        maxPrice?: string | null;
        standardPrice?: string | null;
      }
    | null
    | undefined,
): FooterPrice | null {
  if (!offer) return null;
  const { price, minPrice, maxPrice, standardPrice } = offer;
  const shown = minPrice && maxPrice ? `${minPrice}-${maxPrice}` : price;
  if (!shown) return null;
  return { price: shown, original: standardPrice && standardPrice !== shown ? standardPrice : null };
}

/**
 * The footer's product labels (§2, §8): "Sold out" for an out-of-stock product; for a stale product
 * "See price on site" (our reading: the spec lists that text among the footer texts and gives the
 * stale label no text of its own; a stale price is not shown).
 */
export function productLabels(pin: { isOosProduct?: boolean; isStaleProduct?: boolean }): string[] {
  const out: string[] = [];
  if (pin.isOosProduct) out.push(messages.soldOut);
  if (pin.isStaleProduct) out.push(messages.seePriceOnSite);
  return out;
}

export const STAR_COUNT = 5; // §9 star display 5 stars
export const STAR_SIZE_PX = 15; // §9 stars of 15 px
export const STAR_UNIT_WIDTH_PX = 18; // §9 18 px per unit width
export const STAR_FULL_FROM = 0.75; // §5 fraction 0.75 or more fills a star
export const STAR_HALF_FROM = 0.25; // §5 0.25 to 0.75 half star

export interface RatingStars {
  full: number;
  half: 0 | 1;
  empty: number;
  /** The rating on the 5-star scale (capped), for an accessible label. */
  value: number;
}

/**
 * Rating stars (§3, §5): rating capped at max_rating (default 5, never below 0), scaled to 5 stars;
 * the remaining fraction fills a star at 0.75 or more, a half star from 0.25 up to 0.75.
 * Throws a RangeError for a non-finite rating or a max that is not above 0.
 */
export function ratingStars(rating: number, maxRating: number = DEFAULT_MAX_RATING): RatingStars {
  if (!Number.isFinite(rating)) throw new RangeError(`Invalid rating: ${rating}`);
  if (!Number.isFinite(maxRating) || maxRating <= 0) throw new RangeError(`Invalid max rating: ${maxRating}`);
  const value = (Math.min(Math.max(rating, 0), maxRating) / maxRating) * STAR_COUNT;
  // Rounded to 1e-9 so 4.75 stays 4.75 after scaling (0.95 × 5 = 4.749999…).
  const scaled = Math.round(value * 1e9) / 1e9;
  let full = Math.floor(scaled);
  const fraction = scaled - full;
  let half: 0 | 1 = 0;
  if (fraction >= STAR_FULL_FROM) full += 1;
  else if (fraction >= STAR_HALF_FROM) half = 1;
  return { full, half, empty: STAR_COUNT - full - half, value: scaled };
}

/** Width of the star row (§9): 18 px per star unit. */
export function starRowWidth(stars: number = STAR_COUNT): number {
  return stars * STAR_UNIT_WIDTH_PX;
}

export const COOK_TIME_ROUND_UP_AFTER_MIN = 45; // §5 minutes over 45 round up an hour
export const COOK_TIME_HALF_AFTER_MIN = 15; // §5 minutes over 15 add half

/**
 * Hours shown for a duration in minutes (§5): whole hours, plus one when the remaining minutes are
 * over 45, plus a half when they are over 15. Throws a RangeError for a negative or non-finite value.
 */
export function roundedHours(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Invalid minutes: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes - hours * 60;
  if (rest > COOK_TIME_ROUND_UP_AFTER_MIN) return hours + 1;
  if (rest > COOK_TIME_HALF_AFTER_MIN) return hours + 0.5;
  return hours;
}

export const COLLECTION_MIN_ITEMS = 3; // §5 collections show only with at least 3 items (first 3)

/** The items a collection shows (§5): the first 3 when there are at least 3, else none. */
export function collectionItems<T>(items: readonly T[] | null | undefined): T[] {
  return items && items.length >= COLLECTION_MIN_ITEMS ? items.slice(0, COLLECTION_MIN_ITEMS) : [];
}
