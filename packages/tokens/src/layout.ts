/** Masonry and image layout constants of SPEC §9, in px. */

export const MASONRY_ITEM_WIDTH = 236; // §9 masonry item width
export const MASONRY_ITEM_WIDTH_WIDE = 270; // §9 masonry item width (wide)
export const MASONRY_GAP = 14; // §9 masonry gap
export const SQUARE_PIN_IMAGE_HEIGHT = 136; // §9 square pin image 136 high
export const UNAVAILABLE_PIN_HEIGHT = 314; // §2 unavailable-pin placeholder card height
