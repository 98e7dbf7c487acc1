import { appendToLayout, columnCountFor, emptyLayout, type MasonryLayout } from './layout.ts';

/** Everything a layout depends on. */
export interface LayoutInput<T> {
  items: readonly T[];
  getItemKey: (item: T) => string;
  getItemHeight: (item: T, width: number) => number;
  columnWidth: number;
  gap: number;
  containerWidth: number;
  minColumns: number;
}

/**
 * Remembers the last layout so that a new page of items is appended (work proportional to the page)
 * instead of laying out the whole feed again. Anything else — a new column count, a removed,
 * reordered or filtered item, an item whose height changed — starts from scratch, so positions are
 * never stale. Same input, same output: calling it twice during one render is harmless.
 */
export class MasonryLayoutCache<T> {
  #items: readonly T[] = [];
  #keys: string[] = [];
  #heights: number[] = [];
  #layout: MasonryLayout | null = null;

  layoutFor(input: LayoutInput<T>): MasonryLayout {
    const { items, getItemKey, getItemHeight, columnWidth, gap, containerWidth, minColumns } = input;
    const columnCount = columnCountFor(containerWidth, columnWidth, gap, minColumns);
    const previous = this.#layout;
    if (previous !== null && items === this.#items && previous.columnCount === columnCount) {
      if (previous.columnWidth === columnWidth && previous.gap === gap) return previous;
    }
    const reusable =
      previous !== null &&
      previous.columnCount === columnCount &&
      previous.columnWidth === columnWidth &&
      previous.gap === gap &&
      items.length >= this.#items.length &&
      this.#samePrefix(items, getItemKey, getItemHeight, columnWidth);

    let layout = reusable && previous !== null ? previous : emptyLayout(columnCount, columnWidth, gap);
    const start = reusable ? this.#items.length : 0;
    // The arrays are private and only ever grow on reuse, so they are extended in place.
    const keys = reusable ? this.#keys : [];
    const heights = reusable ? this.#heights : [];
    const page: { height: number }[] = [];
    for (let index = start; index < items.length; index += 1) {
      const item = items[index] as T;
      const height = getItemHeight(item, columnWidth);
      keys.push(getItemKey(item));
      heights.push(height);
      page.push({ height });
    }
    layout = appendToLayout(layout, page);

    this.#items = items;
    this.#keys = keys;
    this.#heights = heights;
    this.#layout = layout;
    return layout;
  }

  /** The items laid out before are still the first items, in the same order and of the same height. */
  #samePrefix(
    items: readonly T[],
    getItemKey: (item: T) => string,
    getItemHeight: (item: T, width: number) => number,
    columnWidth: number,
  ): boolean {
    for (let index = 0; index < this.#items.length; index += 1) {
      const item = items[index] as T;
      if (item === this.#items[index]) continue;
      // A replaced object (e.g. the pin after a save) keeps its place if its key and height are unchanged.
      if (getItemKey(item) !== this.#keys[index]) return false;
      if (getItemHeight(item, columnWidth) !== this.#heights[index]) return false;
    }
    return true;
  }
}
