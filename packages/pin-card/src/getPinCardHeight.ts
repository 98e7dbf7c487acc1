import { FOOTER_HEIGHT_SIGNED_IN, type Pin } from '@tessera/model';
import { type CardLayoutOptions, cardLayout } from './cardLayout.ts';

/** @deprecated The model's FOOTER_HEIGHT_SIGNED_IN (§9 footer height 75 signed-in); kept for existing imports. */
export const PIN_FOOTER_HEIGHT_SIGNED_IN = FOOTER_HEIGHT_SIGNED_IN;

/**
 * Height of the "shared this idea with you" header (§2) when a card has one. Not a spec number: one
 * line of small text with its padding.
 */
export const SHARED_HEADER_HEIGHT = 28;

/**
 * The card's full height at `columnWidth` for the same options PinCard is given: header (when shared),
 * media (aspect ratio, §5 crop band or §9 square 136) and footer (§9 heights by visitor and content).
 * The masonry knows every card's height before it renders; the card renders exactly this high.
 */
export function getPinCardHeight(
  pin: Pin,
  columnWidth: number,
  options: Omit<CardLayoutOptions, 'columnWidth'> = {},
): number {
  const layout = cardLayout(pin, { ...options, columnWidth });
  return (layout.header ? SHARED_HEADER_HEIGHT : 0) + layout.media.height + layout.footer.height;
}
