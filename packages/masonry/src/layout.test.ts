import { MASONRY_GAP, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendToLayout,
  columnCountFor,
  emptyLayout,
  layoutMasonry,
  readingOrder,
  shortestColumn,
  shortestColumnEnd,
} from './layout.ts';

const heights = (...values: number[]) => values.map((height) => ({ height }));

describe('columnCountFor', () => {
  // n columns need n × 236 + (n − 1) × 14 px: 1 → 236, 2 → 486, 3 → 736, 4 → 986.
  it.each([
    [0, 1],
    [235, 1],
    [236, 1],
    [485, 1],
    [486, 2],
    [487, 2],
    [735, 2],
    [736, 3],
    [737, 3],
    [985, 3],
    [986, 4],
  ])('fits %i px → %i columns of the §9 width 236 and gap 14', (width, columns) => {
    expect(columnCountFor(width, MASONRY_ITEM_WIDTH, MASONRY_GAP)).toBe(columns);
  });

  it('uses the wide §9 width 270 the same way', () => {
    expect(columnCountFor(553, MASONRY_ITEM_WIDTH_WIDE, MASONRY_GAP)).toBe(1);
    expect(columnCountFor(554, MASONRY_ITEM_WIDTH_WIDE, MASONRY_GAP)).toBe(2);
  });

  it('never goes below minColumns, nor below one column', () => {
    expect(columnCountFor(100, 236, 14, 2)).toBe(2);
    expect(columnCountFor(1000, 236, 14, 2)).toBe(4);
    expect(columnCountFor(-50, 236, 14)).toBe(1);
    expect(columnCountFor(100, 236, 14, 0)).toBe(1);
  });

  it('rejects a non-positive column width and a negative gap', () => {
    expect(() => columnCountFor(500, 0, 14)).toThrow(RangeError);
    expect(() => columnCountFor(500, 236, -1)).toThrow(RangeError);
  });
});

describe('shortestColumn', () => {
  it('picks the shortest column', () => {
    expect(shortestColumn([30, 10, 20])).toBe(1);
  });
  it('picks the leftmost column on a tie', () => {
    expect(shortestColumn([20, 10, 10])).toBe(1);
    expect(shortestColumn([0, 0, 0])).toBe(0);
  });
});

describe('layoutMasonry', () => {
  it('places items into the shortest column, leftmost on ties', () => {
    const layout = layoutMasonry({
      items: heights(100, 50, 80, 10, 40),
      columnWidth: 100,
      gap: 10,
      containerWidth: 320, // 3 columns: 3 × 100 + 2 × 10
    });
    expect(layout.columnCount).toBe(3);
    expect(layout.gridWidth).toBe(320);
    expect(layout.positions).toEqual([
      { top: 0, left: 0, width: 100, height: 100, column: 0 },
      { top: 0, left: 110, width: 100, height: 50, column: 1 },
      { top: 0, left: 220, width: 100, height: 80, column: 2 },
      // column heights are now 110, 60, 90 → column 1
      { top: 60, left: 110, width: 100, height: 10, column: 1 },
      // 110, 80, 90 → column 1 again
      { top: 80, left: 110, width: 100, height: 40, column: 1 },
    ]);
    expect(layout.columnHeights).toEqual([110, 130, 90]);
    expect(layout.height).toBe(120);
  });

  it('fills the first row left to right when all columns are equal', () => {
    const layout = layoutMasonry({ items: heights(5, 5, 5, 5), columnWidth: 10, gap: 2, containerWidth: 34 });
    expect(layout.positions.map((p) => p.column)).toEqual([0, 1, 2, 0]);
    expect(layout.positions.map((p) => p.left)).toEqual([0, 12, 24, 0]);
    expect(layout.positions[3]?.top).toBe(7);
  });

  it('gives an empty grid a zero height', () => {
    const layout = layoutMasonry({ items: [], columnWidth: 236, gap: 14, containerWidth: 1000 });
    expect(layout.positions).toEqual([]);
    expect(layout.height).toBe(0);
    expect(shortestColumnEnd(layout)).toBe(0);
  });

  it('respects minColumns on a narrow container', () => {
    const layout = layoutMasonry({
      items: heights(10, 10),
      columnWidth: 236,
      gap: 14,
      containerWidth: 300,
      minColumns: 2,
    });
    expect(layout.columnCount).toBe(2);
    expect(layout.positions.map((p) => p.column)).toEqual([0, 1]);
  });

  it('rejects a negative item height', () => {
    expect(() => layoutMasonry({ items: heights(-1), columnWidth: 10, gap: 0, containerWidth: 10 })).toThrow(
      RangeError,
    );
  });

  it('never overlaps two items of a column and keeps the gap between them (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 80 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 30 }),
        (itemHeights, containerWidth, columnWidth, gap) => {
          const layout = layoutMasonry({ items: heights(...itemHeights), columnWidth, gap, containerWidth });
          const byColumn = new Map<number, { top: number; height: number }[]>();
          layout.positions.forEach((p, i) => {
            expect(p.height).toBe(itemHeights[i]);
            expect(p.left).toBe(p.column * (columnWidth + gap));
            expect(p.column).toBeLessThan(layout.columnCount);
            byColumn.set(p.column, [...(byColumn.get(p.column) ?? []), p]);
          });
          for (const column of byColumn.values()) {
            for (let i = 1; i < column.length; i += 1) {
              const above = column[i - 1];
              const below = column[i];
              if (above && below) expect(below.top).toBe(above.top + above.height + gap);
            }
          }
          const bottoms = layout.positions.map((p) => p.top + p.height);
          expect(layout.height).toBe(Math.max(0, ...bottoms));
        },
      ),
    );
  });
});

describe('appendToLayout', () => {
  it('gives the same result as laying out everything at once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 30 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 1600 }),
        (pages, containerWidth) => {
          const options = { columnWidth: 236, gap: 14, containerWidth };
          let incremental = layoutMasonry({ ...options, items: [] });
          for (const page of pages) incremental = appendToLayout(incremental, heights(...page));
          const whole = layoutMasonry({ ...options, items: heights(...pages.flat()) });
          expect(incremental).toEqual(whole);
        },
      ),
    );
  });

  it('keeps earlier positions (same objects) and leaves the old state untouched', () => {
    const first = layoutMasonry({ items: heights(100, 50), columnWidth: 100, gap: 10, containerWidth: 210 });
    const firstPositions = first.positions.slice();
    const firstHeights = first.columnHeights.slice();
    const next = appendToLayout(first, heights(30));
    expect(next.positions[0]).toBe(first.positions[0]);
    expect(next.positions[1]).toBe(first.positions[1]);
    expect(next.positions[2]).toEqual({ top: 60, left: 110, width: 100, height: 30, column: 1 });
    expect(first.positions).toEqual(firstPositions);
    expect(first.columnHeights).toEqual(firstHeights);
  });

  it('returns the same state for an empty page', () => {
    const state = emptyLayout(3, 100, 10);
    expect(appendToLayout(state, [])).toBe(state);
  });
});

describe('shortestColumnEnd', () => {
  it('is the bottom of the shortest column without the trailing gap', () => {
    const layout = layoutMasonry({ items: heights(100, 50), columnWidth: 100, gap: 10, containerWidth: 210 });
    expect(shortestColumnEnd(layout)).toBe(50);
  });
  it('is 0 while a column is still empty', () => {
    const layout = layoutMasonry({ items: heights(100), columnWidth: 100, gap: 10, containerWidth: 210 });
    expect(shortestColumnEnd(layout)).toBe(0);
  });
});

describe('readingOrder', () => {
  it('sorts by top, then by left', () => {
    const layout = layoutMasonry({
      items: heights(100, 50, 80, 10, 40),
      columnWidth: 100,
      gap: 10,
      containerWidth: 320,
    });
    // tops: 0,0,0,60,80 ; lefts: 0,110,220,110,110
    expect(readingOrder(layout.positions)).toEqual([0, 1, 2, 3, 4]);
    const shuffled = [layout.positions[3], layout.positions[0], layout.positions[2]].filter(
      (p) => p !== undefined,
    );
    expect(readingOrder(shuffled)).toEqual([1, 2, 0]);
  });

  it('equals item order for a shortest-column-first layout: tops never decrease (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 1600 }),
        (itemHeights, containerWidth) => {
          const layout = layoutMasonry({
            items: heights(...itemHeights),
            columnWidth: 236,
            gap: 14,
            containerWidth,
          });
          expect(readingOrder(layout.positions)).toEqual(itemHeights.map((_, i) => i));
        },
      ),
    );
  });
});
