import { MASONRY_GAP, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { readingOrder } from './layout.ts';
import { MasonryLayoutCache } from './layoutCache.ts';
import { FeedItem, FeedRoot, Grid } from './Masonry.styles.ts';
import { useContainerWidth } from './useContainerWidth.ts';
import { useFeedKeyboard } from './useFeedKeyboard.ts';
import { useLoadMore } from './useLoadMore.ts';

/** aria-setsize while more items may still come (WAI-ARIA feed pattern: total unknown). */
export const SETSIZE_UNKNOWN = -1;

export interface MasonryRenderItemArgs<T> {
  item: T;
  /** 0-based position of the item in `items`. */
  index: number;
  /** The column width the item is laid out at (px). */
  width: number;
  /** Give this id to the element that names the item (its title) when `getItemLabel` is not set. */
  labelId: string;
}

export interface MasonryProps<T> {
  items: readonly T[];
  getItemKey: (item: T) => string;
  renderItem: (args: MasonryRenderItemArgs<T>) => ReactNode;
  /** The item's height at `width`, known before render (e.g. from image sizes): no layout shift. */
  getItemHeight: (item: T, width: number) => number;
  /** Accessible name of an item's <article>; without it the article is labelled by `labelId`. */
  getItemLabel?: (item: T, index: number) => string;
  /** Default MASONRY_ITEM_WIDTH (§9). */
  columnWidth?: number;
  /** Default MASONRY_GAP (§9). */
  gap?: number;
  minColumns?: number;
  onLoadMore?: () => void;
  /** More items may come: aria-setsize stays unknown and onLoadMore may fire. Default false. */
  hasMore?: boolean;
  /** A page is loading: aria-busy, and no onLoadMore. Default false. */
  loading?: boolean;
  /** Load more when the viewport bottom is this close (px) to the shortest column's end. Default 3 viewports. */
  loadMoreThreshold?: number;
  ariaLabel: string;
  /** Shown instead of the grid when there are no items and none are loading. */
  emptyState?: ReactNode;
}

/**
 * A masonry grid following the WAI-ARIA feed pattern (articles with aria-posinset / aria-setsize,
 * aria-busy while loading, PageDown / PageUp between articles). Every item is absolutely positioned
 * from heights known up front; DOM order is reading order (top, then inline start), so Tab follows the
 * eye; the container's own width (ResizeObserver), not the window's, sets the column count.
 */
export function Masonry<T>({
  items,
  getItemKey,
  renderItem,
  getItemHeight,
  getItemLabel,
  columnWidth = MASONRY_ITEM_WIDTH,
  gap = MASONRY_GAP,
  minColumns = 1,
  onLoadMore,
  hasMore = false,
  loading = false,
  loadMoreThreshold,
  ariaLabel,
  emptyState,
}: MasonryProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useContainerWidth(containerRef);
  const [cache] = useState(() => new MasonryLayoutCache<T>());
  const idPrefix = useId();

  // Before the first measurement (server rendering, first client render) lay out one column.
  const containerWidth = measuredWidth ?? columnWidth;
  const layout = cache.layoutFor({
    items,
    getItemKey,
    getItemHeight,
    columnWidth,
    gap,
    containerWidth,
    minColumns,
  });
  const order = useMemo(() => readingOrder(layout.positions), [layout]);

  useLoadMore({
    containerRef,
    layout,
    itemCount: items.length,
    enabled: hasMore && !loading && onLoadMore !== undefined,
    onLoadMore,
    threshold: loadMoreThreshold,
  });

  const keyboardProps = useFeedKeyboard(containerRef);
  const setSize = hasMore ? SETSIZE_UNKNOWN : items.length;
  // A feed must hold articles unless it is busy: with nothing to show it is a plain container.
  const empty = items.length === 0 && !loading;

  return (
    <FeedRoot
      ref={containerRef}
      {...(empty ? {} : { role: 'feed', 'aria-label': ariaLabel, 'aria-busy': loading, ...keyboardProps })}
      data-measured={measuredWidth !== null}
    >
      {empty ? emptyState : null}
      <Grid style={{ width: layout.gridWidth, height: layout.height }}>
        {order.map((index) => {
          const item = items[index] as T;
          const position = layout.positions[index];
          if (position === undefined) return null;
          const key = getItemKey(item);
          const labelId = `${idPrefix}-${index}`;
          const label = getItemLabel?.(item, index);
          return (
            <FeedItem
              key={key}
              tabIndex={-1}
              aria-posinset={index + 1}
              aria-setsize={setSize}
              {...(label === undefined ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
              style={{
                top: position.top,
                insetInlineStart: position.left,
                width: position.width,
                height: position.height,
              }}
            >
              {renderItem({ item, index, width: position.width, labelId })}
            </FeedItem>
          );
        })}
      </Grid>
    </FeedRoot>
  );
}
