import { type ImpressionReport, impressionTrackingMachine } from '@tessera/machines';
import { visiblePercent } from '@tessera/model';
import { useCallback, useEffect, useRef } from 'react';
import { type Actor, createActor } from 'xstate';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';
import type { ViewportReport } from './useViewportReport.ts';

export interface ItemImpression<T> {
  item: T;
  index: number;
  report: ImpressionReport;
}

type Tracker = Actor<typeof impressionTrackingMachine>;

/**
 * Impression tracking per item (§4, §9) through the impression-tracking machine of @tessera/machines.
 * Returns the handler to give Masonry's `onViewport`: one tracker per item on screen, fed the item's
 * visible percentage (visiblePercent of @tessera/model: the 143 px top and bottom cutoffs removed).
 * An item that stops being rendered has left the viewport; an item removed from the feed is reported
 * as removed; a hidden page and `paused` (a modal open) pause every tracker; unmounting flushes them. Each report (milestones
 * 0/50/80/100 reached and the duration) goes to `onItemImpression`. Kept out of Masonry itself so a
 * grid without tracking does not carry the machine.
 */
export function useItemImpressions<T>({
  items,
  getItemKey,
  onItemImpression,
  paused = false,
}: {
  items: readonly T[];
  getItemKey: (item: T) => string;
  onItemImpression: (impression: ItemImpression<T>) => void;
  /** The global pause of §4: true while a modal is open over the grid (see impressionPauseMachine). */
  paused?: boolean;
}): (report: ViewportReport) => void {
  const trackers = useRef(new Map<string, { tracker: Tracker; percent: number }>());
  const latest = useRef({ items, getItemKey, onItemImpression, paused });
  latest.current = { items, getItemKey, onItemImpression, paused };

  const onViewport = useCallback(({ viewportHeight, items: boxes }: ViewportReport) => {
    const { items: list, getItemKey: keyOf } = latest.current;
    const seen = new Set<string>();
    for (const { index, top, bottom } of boxes) {
      const item = list[index];
      if (item === undefined) continue;
      const key = keyOf(item);
      seen.add(key);
      const percent = visiblePercent({ top, bottom }, viewportHeight);
      let entry = trackers.current.get(key);
      if (!entry) {
        if (percent <= 0) continue;
        const tracker = createActor(
          impressionTrackingMachine.provide({
            actions: {
              report: (_, report: ImpressionReport) =>
                latest.current.onItemImpression({ item, index, report }),
            },
          }),
          { input: {} },
        ).start();
        if (latest.current.paused) tracker.send({ type: 'GLOBAL_PAUSE' });
        entry = { tracker, percent: 0 };
        trackers.current.set(key, entry);
      }
      if (entry.percent !== percent) {
        entry.percent = percent;
        entry.tracker.send({ type: 'VISIBILITY', percent });
      }
    }
    // No longer rendered: the item has left the viewport.
    for (const [key, entry] of trackers.current) {
      if (seen.has(key)) continue;
      entry.tracker.send({ type: 'VISIBILITY', percent: 0 });
      entry.tracker.stop();
      trackers.current.delete(key);
    }
  }, []);

  // An item removed from the feed (hidden, deleted) ends its impression as removed: O(items), on a
  // change of the items only. A layout effect, so it runs before the grid reports the item gone.
  useIsomorphicLayoutEffect(() => {
    if (trackers.current.size === 0) return;
    const keys = new Set(items.map(getItemKey));
    for (const [key, entry] of trackers.current) {
      if (keys.has(key)) continue;
      entry.tracker.send({ type: 'REMOVE' });
      entry.tracker.stop();
      trackers.current.delete(key);
    }
  }, [items, getItemKey]);

  useEffect(() => {
    const type = paused ? 'GLOBAL_PAUSE' : 'GLOBAL_RESUME';
    for (const { tracker } of trackers.current.values()) tracker.send({ type });
  }, [paused]);

  useEffect(() => {
    const all = trackers.current;
    const onVisibility = () => {
      const type = document.visibilityState === 'hidden' ? 'PAUSE' : 'RESUME';
      for (const { tracker } of all.values()) tracker.send({ type });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      // Unmounting ends every impression in progress.
      for (const { tracker } of all.values()) {
        tracker.send({ type: 'FLUSH' });
        tracker.stop();
      }
      all.clear();
    };
  }, []);

  return onViewport;
}
