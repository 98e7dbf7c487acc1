import { MASONRY_GAP, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type * as Behaviour from './behaviour.ts';
import { ITEM_INDEX_ATTRIBUTE, ITEM_KEY_ATTRIBUTE, MEASURING_ATTRIBUTE, measureHeight } from './dom.ts';
import { resolveGeometry } from './layout.ts';
import { MasonryLayoutCache } from './layoutCache.ts';
import { useContainerWidth } from './useContainerWidth.ts';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';
import { OVERSCAN_VIEWPORTS, useViewportBand } from './useViewportBand.ts';
import type { ViewportReport } from './useViewportReport.ts';

/** aria-setsize while more items may still come (WAI-ARIA feed pattern: total unknown). */
export const SETSIZE_UNKNOWN = -1;

/**
 * The viewport height assumed before the first measurement (server rendering and hydration), px. A
 * common laptop viewport; the server renders the items of that much grid plus the overscan.
 */
export const INITIAL_VIEWPORT_HEIGHT = 800;

/** Items of unknown height are measured this many rows (× the column count) at a time. */
export const MEASURE_BATCH_ROWS = 2;

type MasonryBehaviour = typeof Behaviour;
let behaviourLoaded: MasonryBehaviour | undefined;
let behaviourLoading: Promise<MasonryBehaviour> | undefined;

/**
 * Loads the part of the grid its first render does not need (`behaviour.ts`: the keys, the viewport
 * report, load-more, the re-measuring of measured items). Every Masonry calls it after its first
 * render, and takes keys and loads more once it has resolved; call it sooner to have them sooner (a
 * route's preload, a test). A failed load is retried by the next call.
 */
export function loadMasonryBehaviour(): Promise<MasonryBehaviour> {
  behaviourLoading ??= import('./behaviour.ts').then(
    (module) => {
      behaviourLoaded = module;
      return module;
    },
    (error: unknown) => {
      behaviourLoading = undefined;
      throw error;
    },
  );
  return behaviourLoading;
}

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
  /**
   * The item's height at `width`, if known before render (e.g. from image sizes): nothing moves
   * after render. Without it, or where it returns undefined, the item is rendered hidden, measured
   * before paint, then placed; and re-measured whenever its size changes (text wrap, a late image),
   * moving the items below it.
   */
  getItemHeight?: (item: T, width: number) => number | undefined;
  /** Accessible name of an item's <article>; without it the article is labelled by `labelId`. */
  getItemLabel?: (item: T, index: number) => string;
  /**
   * Column width in px; default the standard column width (MASONRY_ITEM_WIDTH). With `flexible`, the
   * narrowest a column may be.
   */
  columnWidth?: number;
  /** Space between columns and between items, in px; default MASONRY_GAP. */
  gap?: number;
  /**
   * Fewest columns however narrow the container. Default 1. When that many columns of `columnWidth`
   * do not fit (a phone), they narrow to share the container's width.
   */
  minColumns?: number;
  /** Columns widen to fill the container. Default false (fixed width, grid centred). */
  flexible?: boolean;
  /** Viewport heights rendered above and below the viewport. Default OVERSCAN_VIEWPORTS (1). */
  overscan?: number;
  onLoadMore?: () => void;
  /** More items may come: aria-setsize stays unknown and onLoadMore may fire. Default false. */
  hasMore?: boolean;
  /** A page is loading: aria-busy, and no onLoadMore. Default false. */
  loading?: boolean;
  /**
   * Load more when the viewport bottom is this close (px) to the shortest column's end. Default 3 viewports.
   */
  loadMoreThreshold?: number;
  ariaLabel: string;
  /** Shown instead of the grid when there are no items and none are loading. */
  emptyState?: ReactNode;
  /**
   * The container width (px) assumed before it is measured: on the server and in the first client
   * render, which must match it. When it gives the same column count as the real width, the client
   * takes over a server-rendered grid without moving anything. Default one column.
   */
  initialWidth?: number;
  /** The viewport height (px) assumed before it is measured. Default INITIAL_VIEWPORT_HEIGHT. */
  initialViewportHeight?: number;
  /**
   * Called with the rendered items' boxes (relative to the viewport) whenever they may have moved:
   * give it `useItemImpressions(…)` to log when each item is seen (at 0, 50, 80 and 100 % in view).
   */
  onViewport?: (report: ViewportReport) => void;
}

/*
 * The grid's own styles are inline, so it needs no styling library and no stylesheet (and a strict
 * CSP that allows no inline <style> still lays it out): what places the items, nothing of a look.
 * The Tessera look of the items (rounded, the theme's focus ring) is MasonryFrame, in
 * `@tessera/masonry/frame`; without it an article that has focus shows the browser's (or the app's)
 * focus ring.
 */

/** The feed fills its container; its measured width sets the column count. */
const ROOT_STYLE: CSSProperties = { position: 'relative', width: '100%' };

/**
 * The columns, centred in the feed. Items are absolutely positioned with logical offsets
 * (`inset-inline-start`), so right-to-left mirrors them.
 */
const GRID_STYLE: CSSProperties = { position: 'relative', marginInline: 'auto' };

/**
 * An item's layout and counters cannot reach outside it: a change inside one item (a hover, a late
 * image) relays out that item only, not the grid. Paint is not contained, so nothing of an item (a
 * focus ring, a shadow) is clipped.
 */
const ITEM_STYLE: CSSProperties = { position: 'absolute', boxSizing: 'border-box', contain: 'layout style' };

interface ItemProps<T> {
  item: T;
  index: number;
  itemKey: string;
  top: number;
  left: number;
  width: number;
  /** undefined: the article takes its content's height (measured items). */
  height: number | undefined;
  setSize: number;
  label: string | undefined;
  labelId: string;
  measuring: boolean;
  observe: Behaviour.ObserveItem | undefined;
  renderItem: (args: MasonryRenderItemArgs<T>) => ReactNode;
}

function ItemView<T>({
  item,
  index,
  itemKey,
  top,
  left,
  width,
  height,
  setSize,
  label,
  labelId,
  measuring,
  observe,
  renderItem,
}: ItemProps<T>) {
  const style: CSSProperties = measuring
    ? { ...ITEM_STYLE, top: 0, insetInlineStart: 0, width, visibility: 'hidden' }
    : { ...ITEM_STYLE, top, insetInlineStart: left, width, height };
  return (
    <article
      ref={observe}
      tabIndex={-1}
      {...{
        [ITEM_INDEX_ATTRIBUTE]: index,
        [ITEM_KEY_ATTRIBUTE]: itemKey,
        [MEASURING_ATTRIBUTE]: measuring || undefined,
      }}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      {...(label === undefined ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      style={style}
    >
      {renderItem({ item, index, width, labelId })}
    </article>
  );
}

/** An item re-renders only when its own props change, never because the grid scrolled. */
const Item = memo(ItemView) as <T>(props: ItemProps<T>) => ReactElement;

/**
 * A virtualised masonry grid following the WAI-ARIA feed pattern (articles with aria-posinset /
 * aria-setsize, aria-busy while loading, PageDown / PageUp between articles, Ctrl+End / Ctrl+Home out
 * of the feed, arrow keys to the geometric neighbour). Only the items near the viewport are in the
 * DOM, in reading order (top, then inline start), so Tab and screen readers follow the eye. The
 * container's own width (ResizeObserver), not the window's, sets the column count.
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
  flexible = false,
  overscan = OVERSCAN_VIEWPORTS,
  onLoadMore,
  hasMore = false,
  loading = false,
  loadMoreThreshold,
  ariaLabel,
  emptyState,
  initialWidth,
  initialViewportHeight = INITIAL_VIEWPORT_HEIGHT,
  onViewport,
}: MasonryProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // The width is read from an empty full-width strip, not from the feed itself: the feed's height
  // changes as items are placed, and observing it would report a resize for every new page.
  const widthRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useContainerWidth(widthRef);
  const [cache] = useState(() => new MasonryLayoutCache<T>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const idPrefix = useId();

  const containerWidth = measuredWidth ?? initialWidth ?? columnWidth;
  const geometry = useMemo(
    () => resolveGeometry({ containerWidth, columnWidth, gap, minColumns, flexible }),
    [containerWidth, columnWidth, gap, minColumns, flexible],
  );
  const band = useViewportBand(gridRef, overscan, initialViewportHeight);
  // The first render places only what it shows (a long feed does not wait for all of its layout);
  // the rest is placed in the task after the first paint, before anything needs it (the scroll
  // height, loading more).
  const [placeAll, setPlaceAll] = useState(false);
  const layout = cache.layoutFor(
    { items, getItemKey, getItemHeight, geometry },
    placeAll ? undefined : band.bottom,
  );
  useEffect(() => {
    if (placeAll) return;
    // A timeout set in an animation frame runs after that frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPlaceAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [placeAll]);

  // The item with focus stays rendered wherever the viewport goes, so focus is never lost.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const focusIndex = focusKey === null ? undefined : cache.indexOf(focusKey);

  const visible = layout.itemsIn(band.top, band.bottom);
  // A feed far from the viewport (below a tall profile header on a phone) still holds its first
  // article: ARIA's feed is made of articles (axe: aria-required-children), and a screen reader
  // entering the feed starts there.
  if (visible.length === 0 && layout.length > 0) visible.push(0);
  if (focusIndex !== undefined && !visible.includes(focusIndex)) {
    visible.push(focusIndex);
    visible.sort((a, b) => layout.compare(a, b));
  }

  // Items of unknown height wait, hidden, to be measured once the band reaches the end of the placed ones.
  const placed = layout.length;
  const measuring: number[] = [];
  if (placed < items.length && layout.shortestColumnEnd < band.bottom) {
    const last = Math.min(items.length, placed + geometry.columnCount * MEASURE_BATCH_ROWS);
    for (let index = placed; index < last; index += 1) measuring.push(index);
  }

  useIsomorphicLayoutEffect(() => {
    if (measuring.length === 0) return;
    let changed = false;
    for (const element of gridRef.current?.querySelectorAll(`[${MEASURING_ATTRIBUTE}]`) ?? []) {
      const key = element.getAttribute(ITEM_KEY_ATTRIBUTE);
      if (key !== null) changed = cache.setMeasured(key, measureHeight(element)) || changed;
    }
    if (changed) rerender();
  });

  const itemElement = (index: number) =>
    gridRef.current?.querySelector<HTMLElement>(`[${ITEM_INDEX_ATTRIBUTE}="${index}"]`);
  useIsomorphicLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    itemElement(index)?.focus();
  });
  const focusItem = (index: number) => {
    const element = itemElement(index);
    if (element) {
      element.focus();
      return;
    }
    // Not rendered yet: render it (it becomes the kept item), then focus it.
    pendingFocus.current = index;
    setFocusKey(getItemKey(items[index] as T));
  };

  // The keys, the viewport report, load-more and the watch on measured items' sizes arrive after the
  // first render (loadMasonryBehaviour).
  const [behaviour, setBehaviour] = useState(() => behaviourLoaded);
  const observer = useRef<Behaviour.ObserveItem>(undefined);
  if (behaviour && observer.current === undefined) observer.current = behaviour.itemObserver(cache, rerender);
  const observe = observer.current;
  useEffect(() => {
    if (behaviour) return;
    let live = true;
    loadMasonryBehaviour().then(
      (module) => live && setBehaviour(module),
      // Thrown from a render, so the app's error boundary shows it (a grid that cannot load more
      // must not look like the end of the feed).
      (error: unknown) =>
        live &&
        setBehaviour(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [behaviour]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = event.target.closest(`[${ITEM_KEY_ATTRIBUTE}]`)?.getAttribute(ITEM_KEY_ATTRIBUTE) ?? null;
    if (key !== focusKey) setFocusKey(key);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      setFocusKey(null);
    }
  };

  const setSize = hasMore ? SETSIZE_UNKNOWN : items.length;
  // A feed must hold articles unless it is busy: with nothing to show it is a plain container.
  const empty = items.length === 0 && !loading;

  const renderOne = (index: number, isMeasuring: boolean) => {
    const item = items[index] as T;
    const key = getItemKey(item);
    const declared = getItemHeight?.(item, geometry.columnWidth);
    return (
      <Item<T>
        key={key}
        item={item}
        index={index}
        itemKey={key}
        top={isMeasuring ? 0 : layout.top(index)}
        left={isMeasuring ? 0 : layout.left(index)}
        width={geometry.columnWidth}
        height={isMeasuring || declared === undefined ? undefined : layout.itemHeight(index)}
        setSize={setSize}
        label={getItemLabel?.(item, index)}
        labelId={`${idPrefix}-${index}`}
        measuring={isMeasuring}
        observe={declared === undefined ? observe : undefined}
        renderItem={renderItem}
      />
    );
  };

  return (
    <div
      ref={rootRef}
      style={ROOT_STYLE}
      {...(empty
        ? {}
        : {
            role: 'feed',
            'aria-label': ariaLabel,
            'aria-busy': loading,
            // From the moment the chunk is loaded, before this grid has rendered with it.
            onKeyDown: (event: KeyboardEvent<HTMLDivElement>) =>
              behaviourLoaded?.onFeedKeyDown(event, rootRef.current, layout, focusItem),
            onFocus,
            onBlur,
          })}
      data-measured={measuredWidth !== null}
    >
      <div ref={widthRef} aria-hidden="true" />
      {empty ? emptyState : null}
      <div ref={gridRef} style={{ ...GRID_STYLE, width: layout.gridWidth, height: layout.height }}>
        {visible.map((index) => renderOne(index, false))}
        {measuring.map((index) => renderOne(index, true))}
      </div>
      {behaviour ? (
        <behaviour.FeedEffects
          gridRef={gridRef}
          layout={layout}
          rendered={visible}
          onViewport={onViewport}
          itemCount={items.length}
          enabled={hasMore && !loading && onLoadMore !== undefined && placed === items.length}
          onLoadMore={onLoadMore}
          threshold={loadMoreThreshold}
        />
      ) : null}
    </div>
  );
}
