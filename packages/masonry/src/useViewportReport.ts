import { type RefObject, useEffect, useRef } from 'react';
import type { MasonryLayout } from './layout.ts';

/** A rendered item's box, relative to the viewport (px). */
export interface ViewportItem {
  index: number;
  top: number;
  bottom: number;
}

/** What the grid shows: the rendered items (every item in the viewport is among them) and the viewport. */
export interface ViewportReport {
  viewportHeight: number;
  items: ViewportItem[];
}

/**
 * Calls `onViewport` with the rendered items' boxes whenever they may have moved: on scroll and
 * resize (passive, at most once a frame) and after every render. Boxes come from the layout, not
 * from the DOM: one rectangle is read a frame (the grid's). For impression tracking.
 */
export function useViewportReport(
  gridRef: RefObject<HTMLElement | null>,
  layout: MasonryLayout,
  rendered: readonly number[],
  onViewport: ((report: ViewportReport) => void) | undefined,
) {
  const latest = useRef({ layout, rendered, onViewport });
  latest.current = { layout, rendered, onViewport };
  const enabled = onViewport !== undefined;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const report = () => {
      frame = 0;
      const grid = gridRef.current;
      const { layout: current, rendered: indexes, onViewport: callback } = latest.current;
      if (!grid || !callback) return;
      const gridTop = grid.getBoundingClientRect().top;
      const items: ViewportItem[] = [];
      for (const index of indexes) {
        if (index >= current.length) continue;
        const top = gridTop + current.top(index);
        items.push({ index, top, bottom: top + current.itemHeight(index) });
      }
      callback({ viewportHeight: window.innerHeight, items });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(report);
    };
    report();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  });
}
