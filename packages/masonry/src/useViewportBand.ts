import { type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';

/** Default overscan: this many viewport heights are rendered above and below the viewport. */
export const OVERSCAN_VIEWPORTS = 1;

/** After a jump, the share of the overscan rendered at once (the rest follows when scrolling settles). */
export const JUMP_OVERSCAN_SHARE = 0.25;
/** Quiet time after a jump before the full overscan is rendered, ms. */
export const SETTLE_MS = 120;

/** A vertical band in the grid's own coordinates (px from the grid's top). */
export interface Band {
  top: number;
  bottom: number;
}

/** The band to render for a viewport: the viewport grown by `overscan` on each side. */
export function bandAround(viewTop: number, viewHeight: number, overscan: number): Band {
  return { top: viewTop - overscan, bottom: viewTop + viewHeight + overscan };
}

/**
 * Whether `band` still covers the viewport with at least half the overscan to spare on both sides.
 * Only when it does not is a new band rendered, so scrolling renders once per half overscan
 * travelled, not once per frame.
 */
export function bandCovers(band: Band, viewTop: number, viewHeight: number, overscan: number): boolean {
  return band.top <= viewTop - overscan / 2 && band.bottom >= viewTop + viewHeight + overscan / 2;
}

/**
 * The part of the grid to render, following the window's scroll with passive listeners. A scroll
 * that leaves the viewport inside the rendered band renders nothing; one that nears its edge renders
 * the new band synchronously (flushSync) so the frame that shows the scroll also shows the items,
 * never a blank area. Before the first measurement (server rendering, hydration) the band is the
 * top `initialViewportHeight` px plus the overscan, so the server and the client agree.
 */
export function useViewportBand(
  gridRef: RefObject<HTMLElement | null>,
  overscanViewports: number,
  initialViewportHeight: number,
): Band {
  const [band, setBand] = useState<Band>(() =>
    bandAround(0, initialViewportHeight, overscanViewports * initialViewportHeight),
  );
  const bandRef = useRef(band);
  bandRef.current = band;

  useIsomorphicLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const update = (sync: boolean) => {
      const viewHeight = window.innerHeight;
      const viewTop = -grid.getBoundingClientRect().top;
      const overscan = overscanViewports * viewHeight;
      const current = bandRef.current;
      if (bandCovers(current, viewTop, viewHeight, overscan)) return;
      // A jump (the viewport left the rendered band entirely: a scrollbar drag, a fast sweep) renders
      // just the viewport and a little around it, so the frame stays short; the full overscan follows
      // once the scrolling settles.
      const jumped = viewTop > current.bottom || viewTop + viewHeight < current.top;
      const next = bandAround(viewTop, viewHeight, jumped ? overscan * JUMP_OVERSCAN_SHARE : overscan);
      bandRef.current = next;
      if (sync) flushSync(() => setBand(next));
      else setBand(next);
      clearTimeout(settle);
      if (jumped) settle = setTimeout(() => update(false), SETTLE_MS);
    };
    update(false);
    const onScroll = () => update(true);
    const onResize = () => update(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [gridRef, overscanViewports]);

  return band;
}
