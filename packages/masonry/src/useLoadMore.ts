import { type RefObject, useEffect, useRef } from 'react';

/** Default distance from the end at which the next page is requested: 3 viewport heights. */
export const LOAD_MORE_VIEWPORTS = 3;

export interface UseLoadMoreOptions {
  gridRef: RefObject<HTMLElement | null>;
  /** The bottom of the shortest column (px from the grid's top): where the grid first runs out. */
  end: number;
  itemCount: number;
  enabled: boolean;
  onLoadMore: (() => void) | undefined;
  /** px; default LOAD_MORE_VIEWPORTS × the viewport height. */
  threshold: number | undefined;
}

/** Whether the viewport bottom is within `threshold` px of the grid's end. */
export function isNearEnd({
  gridTop,
  end,
  viewportHeight,
  threshold,
}: {
  gridTop: number;
  end: number;
  viewportHeight: number;
  threshold: number;
}): boolean {
  return gridTop + end - viewportHeight <= threshold;
}

/**
 * Calls onLoadMore when the viewport bottom comes within the threshold of the shortest column's end,
 * checked on scroll and resize (at most once a frame, passive listeners) and whenever the grid
 * changes. It fires at most once per item count: a second call waits until the items have changed, so
 * a slow or failed page never causes a double request (the loader itself guarantees one request per
 * bookmark). Scrolling triggers no React render.
 */
export function useLoadMore({ gridRef, end, itemCount, enabled, onLoadMore, threshold }: UseLoadMoreOptions) {
  const requestedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || !onLoadMore) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = gridRef.current;
      if (!element || requestedAt.current === itemCount) return;
      const viewportHeight = window.innerHeight;
      const near = isNearEnd({
        gridTop: element.getBoundingClientRect().top,
        end,
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
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [gridRef, end, itemCount, enabled, onLoadMore, threshold]);
}
