/**
 * Keyboard moves over a masonry layout: pure, no DOM, no React. Apart from the layout engine so that
 * the grid's first render does not load it (Masonry loads it with its keys, after that render).
 */
import type { MasonryLayout } from './layout.ts';

/** A keyboard move in the grid: reading order (next/previous) or geometric (up/down/start/end). */
export type MasonryDirection = 'next' | 'previous' | 'up' | 'down' | 'start' | 'end';

/** The first slot of a column's items whose item is not `before` (a column's items are sorted). */
function firstSlot(items: Int32Array, before: (item: number) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(items[mid] as number)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The item of `column` whose span is nearest the height `y` (the one holding it, else the closer of
 * the items above and below it), or undefined for an empty column.
 */
function nearestInColumn(layout: MasonryLayout, column: number, y: number): number | undefined {
  const items = layout.columnItems(column);
  const bottom = (item: number) => layout.top(item) + layout.itemHeight(item);
  const slot = firstSlot(items, (item) => bottom(item) < y);
  const below = items[slot];
  const above = items[slot - 1];
  if (below === undefined) return above;
  if (above === undefined) return below;
  const distance = (item: number) => Math.max(layout.top(item) - y, y - bottom(item), 0);
  return distance(above) <= distance(below) ? above : below;
}

/**
 * The item a keyboard move from `index` lands on, or undefined at an edge:
 * - next / previous: the neighbour in reading order (PageDown / PageUp of the feed pattern);
 * - up / down: the item above / below in the same column;
 * - start / end: the item in the column towards the inline start / end whose span is nearest the
 *   vertical centre of `index` (the geometric neighbour, as React Spectrum's WaterfallLayout does).
 * Work: O(columns × log n).
 */
export function masonryNeighbour(
  layout: MasonryLayout,
  index: number,
  direction: MasonryDirection,
): number | undefined {
  const column = layout.column(index);
  const before = (item: number) => layout.compare(item, index) < 0;
  switch (direction) {
    case 'up':
    case 'down': {
      const items = layout.columnItems(column);
      return items[firstSlot(items, before) + (direction === 'down' ? 1 : -1)];
    }
    case 'start':
    case 'end': {
      const target = column + (direction === 'end' ? 1 : -1);
      if (target < 0 || target >= layout.columnCount) return undefined;
      return nearestInColumn(layout, target, layout.top(index) + layout.itemHeight(index) / 2);
    }
    case 'next':
    case 'previous': {
      // Per column, the first item after `index` (or the last one before it); the nearest of those.
      const next = direction === 'next';
      let best: number | undefined;
      for (let other = 0; other < layout.columnCount; other += 1) {
        const items = layout.columnItems(other);
        const slot = firstSlot(items, next ? (item) => layout.compare(item, index) <= 0 : before);
        const candidate = items[next ? slot : slot - 1];
        if (candidate === undefined) continue;
        if (best === undefined || layout.compare(candidate, best) < 0 === next) best = candidate;
      }
      return best;
    }
  }
}
