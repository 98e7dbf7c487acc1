import { type RefObject, useEffect, useRef } from 'react';
import { type MasonryLayout, shortestColumnEnd } from './layout.ts';

/** Default distance from the end at which the next page is requested: 3 viewport heights. */
export const LOAD_MORE_VIEWPORTS = 3;

export interface UseLoadMoreOptions {
  containerRef: RefObject<HTMLElement | null>;
  layout: MasonryLayout;
  itemCount: number;
  enabled: boolean;
  onLoadMore: (() => void) | undefined;
  /** px; default LOAD_MORE_VIEWPORTS × the viewport height. */
  threshold: number | undefined;
}

/** Whether the viewport bottom is within `threshold` px of the shortest column's end. */
export function isNearEnd({
  gridTop,
  layout,
  viewportHeight,
  threshold,
}: {
  gridTop: number;
  layout: MasonryLayout;
  viewportHeight: number;
  threshold: number;
}): boolean {
  return gridTop + shortestColumnEnd(layout) - viewportHeight <= threshold;
}

/**
 * Calls onLoadMore when the viewport bottom comes within the threshold of the shortest column's end,
 * checked on scroll and resize (at most once a frame) and whenever the layout changes. It fires at
 * most once per item count: a second call waits until the items have changed, so a slow or failed
 * page never causes a double request. Scrolling triggers no React render.
 */
export function useLoadMore({
  containerRef,
  layout,
  itemCount,
  enabled,
  onLoadMore,
  threshold,
}: UseLoadMoreOptions) {
  const requestedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || !onLoadMore) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = containerRef.current;
      if (!element || requestedAt.current === itemCount) return;
      const viewportHeight = window.innerHeight;
      const near = isNearEnd({
        gridTop: element.getBoundingClientRect().top,
        layout,
        viewportHeight,
        threshold: threshold ?? LOAD_MORE_VIEWPORTS * viewportHeight,
      });
      if (near) {
        requestedAt.current = itemCount;
        onLoadMore();
      }
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [containerRef, layout, itemCount, enabled, onLoadMore, threshold]);
}
