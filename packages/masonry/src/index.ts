export { directionOfKey, focusableOutside } from './feedKeyboard.ts';
export {
  columnCountFor,
  type LayoutMasonryOptions,
  layoutMasonry,
  type MasonryGeometry,
  type MasonryItemSize,
  MasonryLayout,
  type MasonryPosition,
  type ResolveGeometryOptions,
  resolveGeometry,
  shortestColumn,
} from './layout.ts';
export { type LayoutInput, MasonryLayoutCache } from './layoutCache.ts';
export {
  INITIAL_VIEWPORT_HEIGHT,
  loadMasonryBehaviour,
  Masonry,
  type MasonryProps,
  type MasonryRenderItemArgs,
  MEASURE_BATCH_ROWS,
  SETSIZE_UNKNOWN,
} from './Masonry.tsx';
export { type MasonryDirection, masonryNeighbour } from './neighbour.ts';
export { GRID_SURFACES, type GridSurface, type GridSurfaceName } from './surfaces.ts';
export { type FeedPage, type FeedResource, type FeedStatus, useFeedResource } from './useFeedResource.ts';
export { type ItemImpression, useItemImpressions } from './useItemImpressions.ts';
export { isNearEnd, LOAD_MORE_VIEWPORTS } from './useLoadMore.ts';
export { type Band, bandAround, bandCovers, OVERSCAN_VIEWPORTS } from './useViewportBand.ts';
export type { ViewportItem, ViewportReport } from './useViewportReport.ts';
