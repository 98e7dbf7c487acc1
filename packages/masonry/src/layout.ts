/**
 * The masonry layout engine: pure functions, no DOM, no React.
 *
 * Items go one by one into the shortest column (the leftmost one on ties), the way Gestalt's
 * defaultLayout does. All heights are known up front (from image sizes), so a layout is final the
 * moment it is computed: nothing moves after render. Positions are logical: `left` is the offset from
 * the inline start of the grid, so a right-to-left view mirrors it with `inset-inline-start`.
 */

export interface MasonryItemSize {
  /** The item's height in px at the column width. */
  height: number;
}

export interface MasonryPosition {
  top: number;
  /** Offset from the inline start of the grid (px). */
  left: number;
  width: number;
  height: number;
  /** 0-based column index, counted from the inline start. */
  column: number;
}

export interface MasonryLayout {
  readonly columnCount: number;
  readonly columnWidth: number;
  readonly gap: number;
  /** Width the columns take: columnCount × columnWidth + (columnCount − 1) × gap. */
  readonly gridWidth: number;
  /** Where the next item of each column would start (px); the gap below the last item is included. */
  readonly columnHeights: readonly number[];
  /** One position per item, in item order. */
  readonly positions: readonly MasonryPosition[];
  /** Height of the grid: the bottom of the longest column (no trailing gap). */
  readonly height: number;
}

export interface LayoutMasonryOptions {
  items: readonly MasonryItemSize[];
  columnWidth: number;
  gap: number;
  containerWidth: number;
  /** Fewest columns however narrow the container is. Default 1. */
  minColumns?: number;
}

/**
 * How many columns of `columnWidth` separated by `gap` fit in `containerWidth`: n columns need
 * n × columnWidth + (n − 1) × gap. Never less than `minColumns` (default 1).
 */
export function columnCountFor(
  containerWidth: number,
  columnWidth: number,
  gap: number,
  minColumns = 1,
): number {
  if (!(columnWidth > 0)) throw new RangeError(`columnWidth must be positive, got ${columnWidth}`);
  if (!(gap >= 0)) throw new RangeError(`gap must not be negative, got ${gap}`);
  const fitting = Math.floor((Math.max(0, containerWidth) + gap) / (columnWidth + gap));
  return Math.max(Math.max(1, Math.floor(minColumns)), fitting);
}

/** Index of the shortest column; the leftmost (lowest index) wins a tie. */
export function shortestColumn(columnHeights: readonly number[]): number {
  let best = 0;
  for (let column = 1; column < columnHeights.length; column += 1) {
    if ((columnHeights[column] ?? 0) < (columnHeights[best] ?? 0)) best = column;
  }
  return best;
}

/** An empty layout for a grid of the given columns. */
export function emptyLayout(columnCount: number, columnWidth: number, gap: number): MasonryLayout {
  return {
    columnCount,
    columnWidth,
    gap,
    gridWidth: columnCount * columnWidth + Math.max(0, columnCount - 1) * gap,
    columnHeights: new Array<number>(columnCount).fill(0),
    positions: [],
    height: 0,
  };
}

/** Lays out every item from scratch. */
export function layoutMasonry({
  items,
  columnWidth,
  gap,
  containerWidth,
  minColumns = 1,
}: LayoutMasonryOptions): MasonryLayout {
  const columnCount = columnCountFor(containerWidth, columnWidth, gap, minColumns);
  return appendToLayout(emptyLayout(columnCount, columnWidth, gap), items);
}

/**
 * Adds items after the ones already laid out, keeping every earlier position as it is. The placement
 * work is proportional to `newItems` (× the column count); earlier positions are reused by reference,
 * never recomputed. `state` is not modified.
 */
export function appendToLayout(state: MasonryLayout, newItems: readonly MasonryItemSize[]): MasonryLayout {
  if (newItems.length === 0) return state;
  const { columnWidth, gap, columnCount } = state;
  const columnHeights = state.columnHeights.slice();
  const added: MasonryPosition[] = [];
  let height = state.height;
  for (const item of newItems) {
    if (!(item.height >= 0)) throw new RangeError(`item height must not be negative, got ${item.height}`);
    const column = shortestColumn(columnHeights);
    const top = columnHeights[column] ?? 0;
    added.push({ top, left: column * (columnWidth + gap), width: columnWidth, height: item.height, column });
    columnHeights[column] = top + item.height + gap;
    height = Math.max(height, top + item.height);
  }
  return {
    columnCount,
    columnWidth,
    gap,
    gridWidth: state.gridWidth,
    columnHeights,
    positions: state.positions.concat(added),
    height,
  };
}

/** The bottom of the shortest column: the first place where the grid runs out of items (px). */
export function shortestColumnEnd(layout: MasonryLayout): number {
  if (layout.positions.length === 0) return 0;
  const end = layout.columnHeights[shortestColumn(layout.columnHeights)] ?? 0;
  // columnHeights include the gap after the last item of a column; a column with no items is at 0.
  return end === 0 ? 0 : end - layout.gap;
}

/**
 * Item indexes in reading order: by top, then by left (inline start first). This is the DOM order, so
 * Tab and a screen reader follow what the eye sees.
 */
export function readingOrder(positions: readonly MasonryPosition[]): number[] {
  return positions
    .map((_, index) => index)
    .sort((a, b) => {
      const pa = positions[a];
      const pb = positions[b];
      if (!pa || !pb) return 0;
      return pa.top - pb.top || pa.left - pb.left || a - b;
    });
}
