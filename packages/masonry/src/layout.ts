/**
 * The masonry layout engine: pure, no DOM, no React.
 *
 * Items go one by one into the shortest column (the leftmost one on ties), the way Gestalt's
 * defaultLayout does. Positions are logical: `left` is the offset from the inline start of the grid,
 * so a right-to-left view mirrors it with `inset-inline-start`.
 *
 * The layout is a mutable index over typed arrays, so that
 * - appending a page costs work proportional to the page (× the column count), never to the items
 *   before it;
 * - the items in a vertical range are found per column by binary search (each column's items are
 *   sorted by top and do not overlap, so their bottoms are sorted too): O(columns × log n + found);
 * - an item whose height changes moves only the items below it in its own column (as masonic's
 *   positioner does): nothing jumps to another column, and nothing above it moves.
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

export interface MasonryGeometry {
  readonly columnCount: number;
  readonly columnWidth: number;
  readonly gap: number;
  /** Width the columns take: columnCount × columnWidth + (columnCount − 1) × gap. */
  readonly gridWidth: number;
}

export interface ResolveGeometryOptions {
  containerWidth: number;
  /** The column width; with `flexible`, the narrowest a column may be. */
  columnWidth: number;
  gap: number;
  /**
   * Fewest columns however narrow the container is. Default 1. When that many columns of
   * `columnWidth` do not fit (a phone), they narrow to share the container's width instead of
   * running past its edge.
   */
  minColumns?: number;
  /** Columns stretch to fill the container (fewest columns of at least `columnWidth`). Default false. */
  flexible?: boolean;
}

/** The rule for a column width and a gap, wherever one is given. */
function checkColumns(columnWidth: number, gap: number): void {
  if (!(columnWidth > 0)) throw new RangeError(`columnWidth must be positive, got ${columnWidth}`);
  if (!(gap >= 0)) throw new RangeError(`gap must not be negative, got ${gap}`);
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
  checkColumns(columnWidth, gap);
  const fitting = Math.floor((Math.max(0, containerWidth) + gap) / (columnWidth + gap));
  return Math.max(Math.max(1, Math.floor(minColumns)), fitting);
}

/**
 * The columns for a container: fixed width (as many as fit, centred) or flexible (as many as fit at
 * the minimum width, then widened to fill the container; widths are whole pixels). Either way, when
 * fewer than `minColumns` columns fit, the `minColumns` columns share the container's width (a
 * container not laid out yet, 0 wide, keeps the column width: there is nothing to fit).
 */
export function resolveGeometry({
  containerWidth,
  columnWidth,
  gap,
  minColumns = 1,
  flexible = false,
}: ResolveGeometryOptions): MasonryGeometry {
  const columnCount = columnCountFor(containerWidth, columnWidth, gap, minColumns);
  const shared = Math.max(
    1,
    Math.floor((Math.max(0, containerWidth) - (columnCount - 1) * gap) / columnCount),
  );
  const tooNarrow = containerWidth > 0 && shared < columnWidth;
  const width = flexible || tooNarrow ? shared : columnWidth;
  return { columnCount, columnWidth: width, gap, gridWidth: columnCount * width + (columnCount - 1) * gap };
}

/** Index of the shortest column; the leftmost (lowest index) wins a tie. */
export function shortestColumn(columnHeights: ArrayLike<number>): number {
  let best = 0;
  for (let column = 1; column < columnHeights.length; column += 1) {
    if ((columnHeights[column] ?? 0) < (columnHeights[best] ?? 0)) best = column;
  }
  return best;
}

const INITIAL_CAPACITY = 64;

function grown<A extends Float64Array | Int32Array>(array: A, needed: number): A {
  if (needed <= array.length) return array;
  let capacity = array.length;
  while (capacity < needed) capacity *= 2;
  const next = new (array.constructor as { new (length: number): A })(capacity);
  next.set(array);
  return next;
}

function checkHeight(height: number): void {
  if (!(height >= 0) || height === Number.POSITIVE_INFINITY) {
    throw new RangeError(`item height must be a finite number ≥ 0, got ${height}`);
  }
}

export class MasonryLayout implements MasonryGeometry {
  readonly columnCount: number;
  readonly columnWidth: number;
  readonly gap: number;
  readonly gridWidth: number;

  #count = 0;
  #tops = new Float64Array(INITIAL_CAPACITY);
  #heights = new Float64Array(INITIAL_CAPACITY);
  #columns = new Int32Array(INITIAL_CAPACITY);
  /** Per column: the item indexes in it, top to bottom, and how many there are. */
  #columnItems: Int32Array[];
  #columnLengths: Int32Array;
  /** Per column: where its next item would start (the gap below its last item included). */
  #columnHeights: Float64Array;

  constructor({ columnCount, columnWidth, gap }: Omit<MasonryGeometry, 'gridWidth'>) {
    if (!(columnCount >= 1) || !Number.isInteger(columnCount)) {
      throw new RangeError(`columnCount must be a positive integer, got ${columnCount}`);
    }
    checkColumns(columnWidth, gap);
    this.columnCount = columnCount;
    this.columnWidth = columnWidth;
    this.gap = gap;
    this.gridWidth = columnCount * columnWidth + (columnCount - 1) * gap;
    this.#columnItems = Array.from({ length: columnCount }, () => new Int32Array(INITIAL_CAPACITY / 4));
    this.#columnLengths = new Int32Array(columnCount);
    this.#columnHeights = new Float64Array(columnCount);
  }

  /** How many items are placed. */
  get length(): number {
    return this.#count;
  }

  /** Height of the grid: the bottom of the longest column (no trailing gap); 0 when empty. */
  get height(): number {
    let height = 0;
    for (let column = 0; column < this.columnCount; column += 1) {
      height = Math.max(height, this.#columnBottom(column));
    }
    return height;
  }

  /** Where the next item of each column would start (px); the gap below a column's last item included. */
  get columnHeights(): number[] {
    return Array.from(this.#columnHeights);
  }

  /** The bottom of the shortest column: the first place where the grid runs out of items (px). */
  get shortestColumnEnd(): number {
    let end = Number.POSITIVE_INFINITY;
    for (let column = 0; column < this.columnCount; column += 1) {
      end = Math.min(end, this.#columnBottom(column));
    }
    return end;
  }

  #columnBottom(column: number): number {
    const length = this.#columnLengths[column] ?? 0;
    if (length === 0) return 0;
    const last = this.#columnItems[column]?.[length - 1] ?? 0;
    return (this.#tops[last] ?? 0) + (this.#heights[last] ?? 0);
  }

  /**
   * Places items after the ones already placed, each in the shortest column (leftmost on ties). Work:
   * the page × the column count; nothing placed before is touched.
   */
  append(heights: ArrayLike<number>): this {
    const count = heights.length;
    if (count === 0) return this;
    for (let i = 0; i < count; i += 1) checkHeight(heights[i] as number);
    const total = this.#count + count;
    this.#tops = grown(this.#tops, total);
    this.#heights = grown(this.#heights, total);
    this.#columns = grown(this.#columns, total);
    const columnHeights = this.#columnHeights;
    for (let i = 0; i < count; i += 1) {
      const index = this.#count + i;
      const height = heights[i] as number;
      const column = shortestColumn(columnHeights);
      const top = columnHeights[column] as number;
      this.#tops[index] = top;
      this.#heights[index] = height;
      this.#columns[index] = column;
      const length = this.#columnLengths[column] as number;
      const items = grown(this.#columnItems[column] as Int32Array, length + 1);
      items[length] = index;
      this.#columnItems[column] = items;
      this.#columnLengths[column] = length + 1;
      columnHeights[column] = top + height + this.gap;
    }
    this.#count = total;
    return this;
  }

  /**
   * Changes the height of a placed item (it was measured again: text wrapped, an image arrived late).
   * The items below it in its column move by the difference; no other item moves. Returns whether
   * anything changed.
   */
  setHeight(index: number, height: number): boolean {
    this.#check(index);
    checkHeight(height);
    const delta = height - (this.#heights[index] as number);
    if (delta === 0) return false;
    this.#heights[index] = height;
    const column = this.#columns[index] as number;
    const items = this.#columnItems[column] as Int32Array;
    const length = this.#columnLengths[column] as number;
    for (let k = this.#slotOf(index) + 1; k < length; k += 1) {
      const below = items[k] as number;
      this.#tops[below] = (this.#tops[below] as number) + delta;
    }
    this.#columnHeights[column] = (this.#columnHeights[column] as number) + delta;
    return true;
  }

  #check(index: number): void {
    if (!(index >= 0 && index < this.#count) || !Number.isInteger(index)) {
      throw new RangeError(`no item ${index} in a layout of ${this.#count}`);
    }
  }

  /** Where item `index` sits in its column's list (binary search on top, then index). */
  #slotOf(index: number): number {
    const column = this.#columns[index] as number;
    const items = this.#columnItems[column] as Int32Array;
    let low = 0;
    let high = (this.#columnLengths[column] as number) - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      const other = items[mid] as number;
      if (this.compare(other, index) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Reading order: by top, then by column (inline start first), then by item order. */
  compare(a: number, b: number): number {
    return (
      (this.#tops[a] as number) - (this.#tops[b] as number) ||
      (this.#columns[a] as number) - (this.#columns[b] as number) ||
      a - b
    );
  }

  top(index: number): number {
    this.#check(index);
    return this.#tops[index] as number;
  }

  itemHeight(index: number): number {
    this.#check(index);
    return this.#heights[index] as number;
  }

  column(index: number): number {
    this.#check(index);
    return this.#columns[index] as number;
  }

  left(index: number): number {
    return this.column(index) * (this.columnWidth + this.gap);
  }

  position(index: number): MasonryPosition {
    return {
      top: this.top(index),
      left: this.left(index),
      width: this.columnWidth,
      height: this.itemHeight(index),
      column: this.column(index),
    };
  }

  /** Every position, in item order (O(n): for tests and tools, not for rendering). */
  positions(): MasonryPosition[] {
    return Array.from({ length: this.#count }, (_, index) => this.position(index));
  }

  /** First slot of `column` whose item ends at or below `y` (bottoms are sorted within a column). */
  #firstEndingAtOrBelow(column: number, y: number): number {
    const items = this.#columnItems[column] as Int32Array;
    let low = 0;
    let high = this.#columnLengths[column] as number;
    while (low < high) {
      const mid = (low + high) >> 1;
      const item = items[mid] as number;
      if ((this.#tops[item] as number) + (this.#heights[item] as number) < y) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The items that intersect the band [top, bottom) in reading order (top, then inline start), found
   * per column by binary search: O(columns × log n + k log k) for k items found.
   */
  itemsIn(top: number, bottom: number): number[] {
    const found: number[] = [];
    for (let column = 0; column < this.columnCount; column += 1) {
      const items = this.#columnItems[column] as Int32Array;
      const length = this.#columnLengths[column] as number;
      for (let k = this.#firstEndingAtOrBelow(column, top); k < length; k += 1) {
        const item = items[k] as number;
        if ((this.#tops[item] as number) >= bottom) break;
        // An item of zero height at `top` still counts; one ending exactly at `top` does not.
        if (
          (this.#tops[item] as number) + (this.#heights[item] as number) > top ||
          this.#heights[item] === 0
        ) {
          found.push(item);
        }
      }
    }
    return found.sort((a, b) => this.compare(a, b));
  }

  /** Every item index in reading order (O(n log n): for tests and tools, not for rendering). */
  readingOrder(): number[] {
    return Array.from({ length: this.#count }, (_, index) => index).sort((a, b) => this.compare(a, b));
  }

  /**
   * The items of `column`, top to bottom (a view of the layout's own list: read it, do not keep it,
   * as the next change may move it). Within a column, tops, bottoms and reading order agree.
   */
  columnItems(column: number): Int32Array {
    return (this.#columnItems[column] as Int32Array).subarray(0, this.#columnLengths[column]);
  }
}

export interface LayoutMasonryOptions extends ResolveGeometryOptions {
  items: readonly MasonryItemSize[];
}

/** Lays out every item from scratch. */
export function layoutMasonry({ items, ...geometry }: LayoutMasonryOptions): MasonryLayout {
  const layout = new MasonryLayout(resolveGeometry(geometry));
  return layout.append(items.map((item) => item.height));
}
