import { GRID_SURFACES as SPEC_GRID_SURFACES } from '@tessera/model';
import { MASONRY_GAP, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import { describe, expect, it } from 'vitest';
import { resolveGeometry } from './layout.ts';
import { GRID_SURFACES } from './surfaces.ts';

describe('GRID_SURFACES', () => {
  it('names every grid surface of §2, and only those', () => {
    expect(Object.keys(GRID_SURFACES)).toEqual([...SPEC_GRID_SURFACES]);
  });

  it('uses only the §9 widths 236 and 270 with the gap 14', () => {
    for (const surface of Object.values(GRID_SURFACES)) {
      expect([MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE]).toContain(surface.columnWidth);
      expect(surface.gap).toBe(MASONRY_GAP);
    }
    expect(GRID_SURFACES.AuthHomefeed.columnWidth).toBe(236);
    expect(GRID_SURFACES.ProductPinsFeed.columnWidth).toBe(270);
  });

  it('gives pin feeds two columns sharing a phone’s width (390 px: two of 188), and fixed 236 / 270 columns where two fit', () => {
    for (const surface of [GRID_SURFACES.AuthHomefeed, GRID_SURFACES.ProductPinsFeed]) {
      const phone = resolveGeometry({ containerWidth: 390, ...surface });
      expect(phone).toMatchObject({ columnCount: 2, columnWidth: (390 - MASONRY_GAP) / 2, gridWidth: 390 });
      const desktop = resolveGeometry({ containerWidth: 1280, ...surface });
      expect(desktop.columnWidth).toBe(surface.columnWidth);
      expect(desktop.columnCount).toBe(
        Math.floor((1280 + MASONRY_GAP) / (surface.columnWidth + MASONRY_GAP)),
      );
    }
    // The first width where two fixed columns fit keeps them at 236.
    const two = resolveGeometry({ containerWidth: 2 * 236 + 14, ...GRID_SURFACES.AuthHomefeed });
    expect(two).toMatchObject({ columnCount: 2, columnWidth: 236 });
  });

  it('keeps embedded grids at two columns or more, filling a narrow space', () => {
    const geometry = resolveGeometry({ containerWidth: 390, ...GRID_SURFACES.ConversationView });
    expect(geometry.columnCount).toBe(2);
    expect(geometry.gridWidth).toBe(390);
  });
});
