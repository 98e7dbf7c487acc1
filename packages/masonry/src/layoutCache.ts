import { type MasonryGeometry, MasonryLayout } from './layout.ts';

/** With a limit, items are placed this many at a time until the limit is reached. */
const PLACE_CHUNK = 256;

/** Everything a layout depends on. */
export interface LayoutInput<T> {
  items: readonly T[];
  getItemKey: (item: T) => string;
  /** The item's height at `width` if known before render; `undefined`: it is measured. */
  getItemHeight: ((item: T, width: number) => number | undefined) | undefined;
  geometry: MasonryGeometry;
}

/**
 * Keeps one layout up to date as the items change:
 * - a new page after the same items is appended: work proportional to the page (the check that the
 *   earlier items are unchanged is one reference comparison each, or nothing at all when `items` is
 *   the same array, as on every scroll render);
 * - an item whose height changed (a replaced object with a new declared height, or a new measurement)
 *   moves the items below it in its column, nothing else;
 * - anything else — new columns, a removed, reordered or filtered item — lays out from scratch, so
 *   positions are never stale.
 * Items are placed in order as long as their heights are known; the first item of unknown height
 * (not declared, not yet measured) and everything after it wait for `setMeasured`.
 * Same input, same output: calling `layoutFor` twice during one render is harmless.
 */
export class MasonryLayoutCache<T> {
  #items: readonly T[] = [];
  #getItemKey: ((item: T) => string) | null = null;
  /** Placed items by key, built only when asked for (focus, measurements) and then kept up to date. */
  #indexOfKey: Map<string, number> | null = null;
  #layout: MasonryLayout | null = null;
  /** Measured heights by item key, valid for `#measuredWidth`. */
  #measured = new Map<string, number>();
  #measuredWidth = 0;

  get layout(): MasonryLayout | null {
    return this.#layout;
  }

  /** Index of a placed item by key, or undefined. */
  indexOf(key: string): number | undefined {
    return this.#index().get(key);
  }

  #index(): Map<string, number> {
    const layout = this.#layout;
    const getItemKey = this.#getItemKey;
    if (this.#indexOfKey === null) this.#indexOfKey = new Map();
    const index = this.#indexOfKey;
    if (layout !== null && getItemKey !== null) {
      for (let i = index.size; i < layout.length; i += 1) index.set(getItemKey(this.#items[i] as T), i);
    }
    return index;
  }

  #heightOf(item: T, input: LayoutInput<T>): number | undefined {
    const declared = input.getItemHeight?.(item, input.geometry.columnWidth);
    if (declared !== undefined || this.#measured.size === 0) return declared;
    return this.#measured.get(input.getItemKey(item));
  }

  /**
   * The layout for `input`. With `until`, placing may stop once every column reaches `until` px (the
   * bottom of what is about to be shown), so a first render of a long feed does not wait for all of
   * it; a later call without `until` places the rest.
   */
  layoutFor(input: LayoutInput<T>, until?: number): MasonryLayout {
    const { items, getItemKey, geometry } = input;
    if (geometry.columnWidth !== this.#measuredWidth) {
      this.#measured.clear();
      this.#measuredWidth = geometry.columnWidth;
    }
    let layout = this.#layout;
    const sameGeometry =
      layout !== null &&
      layout.columnCount === geometry.columnCount &&
      layout.columnWidth === geometry.columnWidth &&
      layout.gap === geometry.gap;
    if (!sameGeometry || layout === null || !this.#keepsPrefix(input, layout)) {
      layout = new MasonryLayout(geometry);
      this.#layout = layout;
      this.#indexOfKey = null;
    }
    this.#items = items;
    this.#getItemKey = getItemKey;

    // Place every following item whose height is known, up to the first unknown one (or `until`).
    const page: number[] = [];
    for (let index = layout.length; index < items.length; index += 1) {
      const height = this.#heightOf(items[index] as T, input);
      if (height === undefined) break;
      page.push(height);
      if (until !== undefined && page.length === PLACE_CHUNK) {
        layout.append(page);
        page.length = 0;
        if (layout.shortestColumnEnd >= until) break;
      }
    }
    if (page.length > 0) layout.append(page);
    return layout;
  }

  /** The placed items are still the first items, in the same order; declared heights are applied. */
  #keepsPrefix(input: LayoutInput<T>, layout: MasonryLayout): boolean {
    const { items, getItemKey } = input;
    if (items === this.#items) return true;
    if (items.length < layout.length) return false;
    const previous = this.#items;
    for (let index = 0; index < layout.length; index += 1) {
      const item = items[index] as T;
      if (item === previous[index]) continue;
      // A replaced object (e.g. the pin after a save) keeps its place if its key is unchanged.
      if (getItemKey(item) !== getItemKey(previous[index] as T)) return false;
      const height = this.#heightOf(item, input);
      if (height === undefined) return false;
      layout.setHeight(index, height);
    }
    return true;
  }

  /** The height of item `key` as rendered at the current column width; true if the layout changed. */
  setMeasured(key: string, height: number): boolean {
    if (this.#measured.get(key) === height) return false;
    this.#measured.set(key, height);
    if (this.#layout === null) return true;
    const index = this.#index().get(key);
    if (index === undefined) return true;
    return this.#layout.setHeight(index, height);
  }
}
