import type { GRID_SURFACES as SPEC_GRID_SURFACES } from '@tessera/model';
import { MASONRY_GAP, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';

/** The grid props a surface fixes; spread into <Masonry>. */
export interface GridSurface {
  columnWidth: number;
  gap: number;
  minColumns: number;
  flexible: boolean;
}

/**
 * §9 masonry width 236, gap 14: the default pin grid, as many columns as fit, centred. On a phone,
 * where two columns of 236 do not fit (below 2 × 236 + 14 = 486 px), two columns share the width
 * (at 390 px: two of 188 px) rather than one 236 px column with empty margins; the spec gives no
 * phone width, and two columns are how a pin feed reads on a phone (the site's phone grid too).
 */
const STANDARD: GridSurface = {
  columnWidth: MASONRY_ITEM_WIDTH,
  gap: MASONRY_GAP,
  minColumns: 2,
  flexible: false,
};
/** §9 wide width 270, gap 14 (two columns sharing a phone's width, like the standard grid). */
const WIDE: GridSurface = { ...STANDARD, columnWidth: MASONRY_ITEM_WIDTH_WIDE };
/** Rows and small embedded grids: at least two columns, widened to fill the space they get. */
const EMBEDDED: GridSurface = { ...STANDARD, minColumns: 2, flexible: true };

/**
 * The grid surfaces of SPEC §2, by name, as Masonry configurations: `<Masonry {...GRID_SURFACES.AuthHomefeed} …>`.
 * The spec names the surfaces and the two widths (§9) but not which surface uses which: our choice is
 * the wide 270 for the shopping and product surfaces (their cards carry price and product footers),
 * the standard 236 for every pin feed, and a flexible grid of at least two columns for the grids
 * embedded in another view (a closeup, a conversation, a row).
 */
export const GRID_SURFACES = {
  RelatedPinGrid: STANDARD,
  AuthHomefeed: STANDARD,
  SearchItemHighShoppingIntent: WIDE,
  SearchItem: STANDARD,
  PdpRelatedPinGrid: WIDE,
  BoardMoreIdeasTabContent: STANDARD,
  BaseBoardPinGrid: STANDARD,
  BoardlessPins: STANDARD,
  NewsPage: STANDARD,
  ShoppingGridSmallCarousel: EMBEDDED,
  VisualInspirationShoppingPin: WIDE,
  CloseupRelatedProducts: EMBEDDED,
  FollowingFeedGrid: STANDARD,
  RelatedProductsFeed: WIDE,
  ProductPinsFeed: WIDE,
  UserProfilePinGrid: STANDARD,
  ConversationView: EMBEDDED,
  TodayArticleFeed: STANDARD,
  ShoppingPackageItem: WIDE,
  IdeasHubSeasonalRow: EMBEDDED,
} as const satisfies Record<(typeof SPEC_GRID_SURFACES)[number], GridSurface>;

export type GridSurfaceName = keyof typeof GRID_SURFACES;
