export {
  appendToLayout,
  columnCountFor,
  emptyLayout,
  type LayoutMasonryOptions,
  layoutMasonry,
  type MasonryItemSize,
  type MasonryLayout,
  type MasonryPosition,
  readingOrder,
  shortestColumn,
  shortestColumnEnd,
} from './layout.ts';
export { type LayoutInput, MasonryLayoutCache } from './layoutCache.ts';
export { Masonry, type MasonryProps, type MasonryRenderItemArgs, SETSIZE_UNKNOWN } from './Masonry.tsx';
export { isNearEnd, LOAD_MORE_VIEWPORTS } from './useLoadMore.ts';
