/** The entity types a card is given and its callbacks return, so an app needs no other package. */
export type { Pin, Pinner, RepinResult } from '@tessera/model';
export { Description, type DescriptionProps } from './Description/Description.tsx';
export { DESCRIPTION_ATTRIBUTES, DESCRIPTION_TAGS, sanitizeDescriptionHtml } from './Description/sanitize.ts';
export { getPinCardHeight, PIN_FOOTER_HEIGHT_SIGNED_IN } from './getPinCardHeight.ts';
export {
  FeedbackOverlay,
  type FeedbackOverlayProps,
  feedbackTexts,
  type PinFeedback,
} from './Overlays/FeedbackOverlay.tsx';
export { UnavailablePin, type UnavailablePinProps } from './Overlays/UnavailablePin.tsx';
export { Footer, type FooterProps, pinnerName } from './PinCard/Footer.tsx';
export { HoverOverlay, type HoverOverlayProps } from './PinCard/HoverOverlay.tsx';
export { PIN_CARD_FADE_MS, TITLE_LINES } from './PinCard/PinCard.styles.ts';
export { PinCard, type PinCardProps, pinHref } from './PinCard/PinCard.tsx';
export { PinCardProvider, type PinCardProviderProps } from './PinCardProvider.tsx';
export { type PinImageChoice, pinAltText, pinImageFor, pinImageHeight } from './pinImage.ts';
export {
  type OnSave,
  type OnUnsave,
  SaveButton,
  type SaveButtonProps,
  type SaveTarget,
} from './SaveButton/SaveButton.tsx';
