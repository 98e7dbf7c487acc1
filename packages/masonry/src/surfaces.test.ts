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

  it('keeps embedded grids at two columns or more, filling a narrow space', () => {
    const geometry = resolveGeometry({ containerWidth: 390, ...GRID_SURFACES.ConversationView });
    expect(geometry.columnCount).toBe(2);
    expect(geometry.gridWidth).toBe(390);
  });
});
