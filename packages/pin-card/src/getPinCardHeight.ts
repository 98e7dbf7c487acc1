import type { Pin } from '@tessera/model';
import { pinImageHeight } from './pinImage.ts';

/**
 * Height of the card footer (title, 2 lines, and the pinner row) for a signed-in viewer: §9 "Footer
 * heights 75 signed-in". The footer is laid out to exactly this height whatever the title, so the
 * masonry knows every card's height before it renders and nothing moves afterwards.
 */
export const PIN_FOOTER_HEIGHT_SIGNED_IN = 75; // §9 footer height 75 signed-in

/** The card's full height at `columnWidth`: image height (from its aspect ratio) + footer. */
export function getPinCardHeight(pin: Pin, columnWidth: number): number {
  return pinImageHeight(pin, columnWidth) + PIN_FOOTER_HEIGHT_SIGNED_IN;
}
