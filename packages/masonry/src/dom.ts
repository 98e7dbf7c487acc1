/** The grid's DOM: what marks its articles, and how an article is measured. */

/** The attribute that carries an article's item index (0-based): keys, focus and the frame find items by it. */
export const ITEM_INDEX_ATTRIBUTE = 'data-masonry-index';

/** The attribute that carries an article's item key: measurements find their item by it. */
export const ITEM_KEY_ATTRIBUTE = 'data-masonry-key';

/** Marks an article rendered hidden to be measured before it is placed. */
export const MEASURING_ATTRIBUTE = 'data-masonry-measuring';

/**
 * An item's rendered height, rounded up to a whole pixel: items then sit at whole-pixel tops, where a
 * fractional height cannot round differently from one position to the next (and nothing overlaps).
 */
export function measureHeight(element: Element): number {
  return Math.ceil(element.getBoundingClientRect().height);
}
