/**
 * The part of the Masonry grid its first render does not need: the keys (and the neighbour search
 * behind them), the viewport report, load-more and the watch on measured items' sizes. Masonry
 * loads this module with import() after that render (`loadMasonryBehaviour`), so an app's bundler
 * puts it in a chunk of its own and the grid's first paint does not wait for it.
 */
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ITEM_KEY_ATTRIBUTE, MEASURING_ATTRIBUTE, measureHeight } from './dom.ts';
import type { MasonryLayout } from './layout.ts';
import type { MasonryLayoutCache } from './layoutCache.ts';
import { type UseLoadMoreOptions, useLoadMore } from './useLoadMore.ts';
import { useViewportReport, type ViewportReport } from './useViewportReport.ts';

export { onFeedKeyDown } from './feedKeyboard.ts';

export interface FeedEffectsProps extends Omit<UseLoadMoreOptions, 'gridRef' | 'end'> {
  gridRef: RefObject<HTMLElement | null>;
  layout: MasonryLayout;
  /** The rendered item indexes, in reading order. */
  rendered: readonly number[];
  onViewport: ((report: ViewportReport) => void) | undefined;
}

/** The grid's effects that follow the scroll: the viewport report and load-more. Renders nothing. */
export function FeedEffects({ gridRef, layout, rendered, onViewport, ...loadMore }: FeedEffectsProps): null {
  useViewportReport(gridRef, layout, rendered, onViewport);
  useLoadMore({ gridRef, end: layout.shortestColumnEnd, ...loadMore });
  return null;
}

/** A ref callback for an article: watches it until React lets go of it. */
export type ObserveItem = (element: HTMLElement | null) => (() => void) | undefined;

/**
 * Watches placed items of unknown height: a change of size (text wrap, a late image) is measured into
 * `cache` and moves the items below it (`rerender`). Watching starts with a first report of each
 * item's size, so a change before this module arrived is caught up then.
 */
export function itemObserver(
  cache: Pick<MasonryLayoutCache<unknown>, 'setMeasured'>,
  rerender: () => void,
): ObserveItem | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver((entries) => {
    let changed = false;
    for (const { target } of entries) {
      const key = target.getAttribute(ITEM_KEY_ATTRIBUTE);
      if (key === null || target.hasAttribute(MEASURING_ATTRIBUTE)) continue;
      // The same measure as the first measurement, so a notification with no real change moves nothing.
      changed = cache.setMeasured(key, measureHeight(target)) || changed;
    }
    // Before paint: the frame that shows the new size shows the items below already moved.
    if (changed) flushSync(rerender);
  });
  return (element) => {
    if (!element) return undefined;
    observer.observe(element);
    return () => observer.unobserve(element);
  };
}
