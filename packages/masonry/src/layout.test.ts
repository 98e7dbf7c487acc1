import { MASONRY_GAP, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnCountFor,
  layoutMasonry,
  MasonryLayout,
  type MasonryPosition,
  resolveGeometry,
  shortestColumn,
} from './layout.ts';
import { masonryNeighbour } from './neighbour.ts';

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

const geometry = (containerWidth: number, columnWidth = 100, gap = 10) => ({
  containerWidth,
  columnWidth,
  gap,
});

describe('resolveGeometry', () => {
  it('keeps the fixed width and fits as many columns as the container holds', () => {
    expect(
      resolveGeometry({ containerWidth: 1280, columnWidth: MASONRY_ITEM_WIDTH, gap: MASONRY_GAP }),
    ).toEqual({
      columnCount: 5,
      columnWidth: 236,
      gap: 14,
      gridWidth: 5 * 236 + 4 * 14,
    });
  });

  it('with flexible widths, widens the columns that fit to fill the container (whole pixels)', () => {
    // 1000 px holds 4 columns of at least 236: (1000 − 3 × 14) / 4 = 239.5 → 239.
    expect(
      resolveGeometry({
        containerWidth: 1000,
        columnWidth: MASONRY_ITEM_WIDTH,
        gap: MASONRY_GAP,
        flexible: true,
      }),
    ).toEqual({ columnCount: 4, columnWidth: 239, gap: 14, gridWidth: 4 * 239 + 3 * 14 });
    // Narrower than one column: one column as wide as the container.
    expect(
      resolveGeometry({ containerWidth: 200, columnWidth: 236, gap: 14, flexible: true }).columnWidth,
    ).toBe(200);
  });

  it('with fixed widths, narrows minColumns columns that do not fit to share the container, never running past it', () => {
    expect(resolveGeometry({ containerWidth: 300, columnWidth: 236, gap: 14, minColumns: 2 })).toEqual({
      columnCount: 2,
      columnWidth: 143,
      gap: 14,
      gridWidth: 300,
    });
    expect(resolveGeometry({ containerWidth: 200, columnWidth: 236, gap: 14 })).toMatchObject({
      columnCount: 1,
      columnWidth: 200,
    });
    // A container not laid out yet (0 wide) keeps the column width.
    expect(resolveGeometry({ containerWidth: 0, columnWidth: 236, gap: 14, minColumns: 2 }).columnWidth).toBe(
      236,
    );
  });

  it('with flexible widths and a minimum of 2 columns, shares a narrow container between them', () => {
    expect(
      resolveGeometry({ containerWidth: 300, columnWidth: 236, gap: 14, flexible: true, minColumns: 2 }),
    ).toMatchObject({ columnCount: 2, columnWidth: 143, gridWidth: 300 });
  });
});

describe('layoutMasonry', () => {
  it('places items into the shortest column, leftmost on ties', () => {
    const layout = layoutMasonry({ items: heights(100, 50, 80, 10, 40), ...geometry(320) });
    expect(layout.columnCount).toBe(3);
    expect(layout.gridWidth).toBe(320);
    expect(layout.positions()).toEqual([
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
    expect(layout.shortestColumnEnd).toBe(80);
  });

  it('fills the first row left to right when all columns are equal', () => {
    const layout = layoutMasonry({ items: heights(5, 5, 5, 5), ...geometry(34, 10, 2) });
    expect(layout.positions().map((p) => p.column)).toEqual([0, 1, 2, 0]);
    expect(layout.positions().map((p) => p.left)).toEqual([0, 12, 24, 0]);
    expect(layout.top(3)).toBe(7);
  });

  it('lays out with the §9 widths 236 and 270 and gap 14', () => {
    const narrow = layoutMasonry({
      items: heights(10, 10),
      containerWidth: 1000,
      columnWidth: MASONRY_ITEM_WIDTH,
      gap: MASONRY_GAP,
    });
    expect(narrow.positions().map((p) => [p.left, p.width])).toEqual([
      [0, 236],
      [250, 236],
    ]);
    const wide = layoutMasonry({
      items: heights(10, 10),
      containerWidth: 1000,
      columnWidth: MASONRY_ITEM_WIDTH_WIDE,
      gap: MASONRY_GAP,
    });
    expect(wide.positions().map((p) => [p.left, p.width])).toEqual([
      [0, 270],
      [284, 270],
    ]);
  });

  it('gives an empty grid a zero height', () => {
    const layout = layoutMasonry({ items: [], ...geometry(1000, 236, 14) });
    expect(layout.length).toBe(0);
    expect(layout.height).toBe(0);
    expect(layout.shortestColumnEnd).toBe(0);
    expect(layout.itemsIn(0, 1000)).toEqual([]);
  });

  it('has a shortest column end of 0 while a column is still empty', () => {
    const layout = layoutMasonry({ items: heights(100), ...geometry(210) });
    expect(layout.shortestColumnEnd).toBe(0);
  });

  it('respects minColumns on a narrow container', () => {
    const layout = layoutMasonry({ items: heights(10, 10), ...geometry(300, 236, 14), minColumns: 2 });
    expect(layout.columnCount).toBe(2);
    expect(layout.positions().map((p) => p.column)).toEqual([0, 1]);
  });

  it('rejects a negative or non-finite item height, and a bad geometry', () => {
    expect(() => layoutMasonry({ items: heights(-1), ...geometry(10, 10, 0) })).toThrow(RangeError);
    expect(() => layoutMasonry({ items: heights(Number.NaN), ...geometry(10, 10, 0) })).toThrow(RangeError);
    expect(() => new MasonryLayout({ columnCount: 0, columnWidth: 10, gap: 0 })).toThrow(RangeError);
    expect(() => new MasonryLayout({ columnCount: 1, columnWidth: 0, gap: 0 })).toThrow(RangeError);
    expect(() => new MasonryLayout({ columnCount: 1, columnWidth: 1, gap: -1 })).toThrow(RangeError);
    expect(() => layoutMasonry({ items: heights(1), ...geometry(10, 10, 0) }).top(1)).toThrow(RangeError);
  });

  it('never overlaps two items of a column and keeps the gap between them (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 80 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 30 }),
        (itemHeights, containerWidth, columnWidth, gap) => {
          const layout = layoutMasonry({ items: heights(...itemHeights), containerWidth, columnWidth, gap });
          const byColumn = new Map<number, MasonryPosition[]>();
          layout.positions().forEach((p, i) => {
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
          const bottoms = layout.positions().map((p) => p.top + p.height);
          expect(layout.height).toBe(Math.max(0, ...bottoms));
        },
      ),
    );
  });
});

describe('append', () => {
  it('gives the same result as laying out everything at once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 30 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 1600 }),
        (pages, containerWidth) => {
          const options = { columnWidth: 236, gap: 14, containerWidth };
          const incremental = layoutMasonry({ ...options, items: [] });
          for (const page of pages) incremental.append(page);
          const whole = layoutMasonry({ ...options, items: heights(...pages.flat()) });
          expect(incremental.positions()).toEqual(whole.positions());
          expect(incremental.columnHeights).toEqual(whole.columnHeights);
        },
      ),
    );
  });

  it('leaves earlier items where they were', () => {
    const layout = layoutMasonry({ items: heights(100, 50), ...geometry(210) });
    const before = layout.positions();
    layout.append([30]);
    expect(layout.positions().slice(0, 2)).toEqual(before);
    expect(layout.position(2)).toEqual({ top: 60, left: 110, width: 100, height: 30, column: 1 });
    expect(layout.append([])).toBe(layout);
  });

  it('grows past its initial capacity', () => {
    const layout = new MasonryLayout({ columnCount: 3, columnWidth: 10, gap: 1 });
    for (let page = 0; page < 50; page += 1)
      layout.append(Array.from({ length: 25 }, (_, i) => 10 + ((page + i) % 7)));
    expect(layout.length).toBe(1250);
    const whole = layoutMasonry({
      items: Array.from({ length: 1250 }, (_, n) => ({ height: 10 + ((Math.floor(n / 25) + (n % 25)) % 7) })),
      containerWidth: 32,
      columnWidth: 10,
      gap: 1,
    });
    expect(layout.positions()).toEqual(whole.positions());
  });
});

describe('setHeight', () => {
  it('moves only the items below in the same column, by the difference', () => {
    const layout = layoutMasonry({ items: heights(100, 50, 80, 10, 40), ...geometry(320) });
    const before = layout.positions();
    expect(layout.setHeight(1, 70)).toBe(true); // item 1 (column 1) grows by 20
    const after = layout.positions();
    expect(after[0]).toEqual(before[0]);
    expect(after[2]).toEqual(before[2]);
    expect(after[1]).toEqual({ ...before[1], height: 70 });
    expect(after[3]).toEqual({ ...before[3], top: (before[3]?.top ?? 0) + 20 });
    expect(after[4]).toEqual({ ...before[4], top: (before[4]?.top ?? 0) + 20 });
    expect(layout.columnHeights).toEqual([110, 150, 90]);
    // The next item goes into the now shortest column (2).
    layout.append([5]);
    expect(layout.column(5)).toBe(2);
    expect(layout.setHeight(1, 70)).toBe(false);
  });

  it('never makes items overlap, whatever heights change (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 500 })), { maxLength: 20 }),
        fc.integer({ min: 0, max: 1600 }),
        (itemHeights, changes, containerWidth) => {
          const layout = layoutMasonry({
            items: heights(...itemHeights),
            containerWidth,
            columnWidth: 236,
            gap: 14,
          });
          for (const [at, height] of changes) layout.setHeight(at % itemHeights.length, height);
          const positions = layout.positions();
          for (let a = 0; a < positions.length; a += 1) {
            for (let b = a + 1; b < positions.length; b += 1) {
              const p = positions[a] as MasonryPosition;
              const q = positions[b] as MasonryPosition;
              if (p.column !== q.column) continue;
              const [upper, lower] = p.top <= q.top ? [p, q] : [q, p];
              expect(lower.top).toBeGreaterThanOrEqual(upper.top + upper.height + 14);
            }
          }
        },
      ),
    );
  });
});

/** Brute force: every item intersecting [top, bottom), in reading order. */
function scan(layout: MasonryLayout, top: number, bottom: number): number[] {
  return layout.readingOrder().filter((i) => {
    const p = layout.position(i);
    return p.top < bottom && (p.top + p.height > top || (p.height === 0 && p.top >= top));
  });
}

describe('itemsIn (the visible range)', () => {
  it('finds the items intersecting a band, in reading order', () => {
    const layout = layoutMasonry({ items: heights(100, 50, 80, 10, 40), ...geometry(320) });
    // tops/bottoms: 0–100, 0–50, 0–80, 60–70, 80–120
    expect(layout.itemsIn(0, 10)).toEqual([0, 1, 2]);
    expect(layout.itemsIn(55, 75)).toEqual([0, 2, 3]);
    expect(layout.itemsIn(100, 200)).toEqual([4]);
    expect(layout.itemsIn(120, 200)).toEqual([]);
  });

  it('agrees with a full scan, also after height changes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 600 })), { maxLength: 10 }),
        fc.integer({ min: 0, max: 1600 }),
        fc.integer({ min: -500, max: 20_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (itemHeights, changes, containerWidth, top, span) => {
          const layout = layoutMasonry({
            items: heights(...itemHeights),
            containerWidth,
            columnWidth: 236,
            gap: 14,
          });
          for (const [at, height] of changes)
            if (itemHeights.length > 0) layout.setHeight(at % itemHeights.length, height);
          expect(layout.itemsIn(top, top + span)).toEqual(scan(layout, top, top + span));
        },
      ),
    );
  });
});

describe('readingOrder', () => {
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
          expect(layout.readingOrder()).toEqual(itemHeights.map((_, i) => i));
        },
      ),
    );
  });

  it('sorts by top, then inline start, once heights have changed', () => {
    const layout = layoutMasonry({ items: heights(100, 50, 80, 10, 40), ...geometry(320) });
    layout.setHeight(1, 200); // items 3 and 4 (column 1) move to 210 and 230
    expect(layout.readingOrder()).toEqual([0, 1, 2, 3, 4]);
    layout.setHeight(0, 300);
    layout.append([10]); // goes to column 2 at top 90: before items 3 and 4 now
    expect(layout.readingOrder()).toEqual([0, 1, 2, 5, 3, 4]);
  });
});

describe('masonryNeighbour (keyboard moves)', () => {
  // columns of 100, gap 10, 3 columns: tops/bottoms 0: 0–100 c0, 1: 0–50 c1, 2: 0–80 c2,
  // 3: 60–70 c1, 4: 80–120 c1, 5: 90–190 c2, 6: 110–130 c0
  const layout = () => layoutMasonry({ items: heights(100, 50, 80, 10, 40, 100, 20), ...geometry(320) });

  it('next / previous follow reading order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 500 })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 1600 }),
        (itemHeights, changes, containerWidth) => {
          const grid = layoutMasonry({
            items: heights(...itemHeights),
            columnWidth: 236,
            gap: 14,
            containerWidth,
          });
          for (const [at, height] of changes) grid.setHeight(at % itemHeights.length, height);
          const order = grid.readingOrder();
          order.forEach((item, k) => {
            expect(masonryNeighbour(grid, item, 'next')).toBe(order[k + 1]);
            expect(masonryNeighbour(grid, item, 'previous')).toBe(order[k - 1]);
          });
        },
      ),
    );
  });

  it('up / down stay in the column', () => {
    const grid = layout();
    expect(masonryNeighbour(grid, 1, 'down')).toBe(3);
    expect(masonryNeighbour(grid, 3, 'down')).toBe(4);
    expect(masonryNeighbour(grid, 4, 'down')).toBeUndefined();
    expect(masonryNeighbour(grid, 4, 'up')).toBe(3);
    expect(masonryNeighbour(grid, 1, 'up')).toBeUndefined();
  });

  it('start / end go to the adjacent column, to the item nearest the vertical centre', () => {
    const grid = layout();
    expect(masonryNeighbour(grid, 0, 'end')).toBe(1); // centre 50: item 1 (0–50) touches it; item 3 (60–70) is 10 away
    expect(masonryNeighbour(grid, 4, 'end')).toBe(5); // centre 100: item 5 (90–190) contains it
    expect(masonryNeighbour(grid, 4, 'start')).toBe(0); // centre 100: item 0 (0–100) touches it
    expect(masonryNeighbour(grid, 5, 'start')).toBe(4); // centre 140: item 4 ends at 120
    expect(masonryNeighbour(grid, 0, 'start')).toBeUndefined();
    expect(masonryNeighbour(grid, 2, 'end')).toBeUndefined();
  });
});
