/** The entity types a card is given and its callbacks return, so an app needs no other package. */
export type { Pin, Pinner, RepinResult } from '@tessera/model';
export {
  BOARD_PICKER_TEXT,
  type BoardOption,
  type BoardPick,
  BoardPicker,
  type BoardPickerProps,
} from './BoardPicker/BoardPicker.tsx';
export {
  type CardLayout,
  type CardLayoutOptions,
  type CreatorAnalyticsOptions,
  cardLayout,
  type FooterAttribution,
  type PinCardSurface,
  type PinCardViewer,
} from './cardLayout.ts';
export { type OutboundOptions, pinRedirectHref, useOutboundLink } from './clickthrough/useOutboundLink.tsx';
export { Description, type DescriptionProps } from './Description/Description.tsx';
export { getPinCardHeight, PIN_FOOTER_HEIGHT_SIGNED_IN, SHARED_HEADER_HEIGHT } from './getPinCardHeight.ts';
export { type OnImpression, useImpressions } from './impressions/useImpressions.ts';
export {
  LoggedOutSaveButton,
  type LoggedOutSavesActor,
  LoggedOutSavesContext,
} from './loggedOutSaves/LoggedOutSave.tsx';
export { AdReasonsModal, type AdReasonsModalProps } from './Options/AdReasonsModal.tsx';
export {
  OPTIONS_MENU_TEXT,
  type OptionsAction,
  OptionsMenu,
  type OptionsMenuProps,
} from './Options/OptionsMenu.tsx';
export { type CardFeedbackActions, useCardFeedback } from './Options/useCardFeedback.ts';
export { APP_UPSELL_TEXT, AppUpsellModal, type AppUpsellModalProps } from './Overlays/AppUpsellModal.tsx';
export {
  FeedbackOverlay,
  type FeedbackOverlayProps,
  feedbackTexts,
  type PinFeedback,
} from './Overlays/FeedbackOverlay.tsx';
export { SavedOverlay } from './Overlays/SavedOverlay.tsx';
export { UnavailablePin, type UnavailablePinProps } from './Overlays/UnavailablePin.tsx';
export {
  CARD_TEXT,
  CREATOR_ANALYTICS_TEXT,
  Footer,
  type FooterProps,
  metaKind,
  pinnerName,
  REACTIONS_TEXT,
} from './PinCard/Footer.tsx';
export { HoverOverlay, type HoverOverlayProps } from './PinCard/HoverOverlay.tsx';
export {
  hasMoreInformation,
  MoreInformationPanel,
  type MoreInformationPanelProps,
  SeeMoreButton,
} from './PinCard/MoreInformation.tsx';
export { PIN_CARD_FADE_MS } from './PinCard/PinCard.styles.ts';
export { PinCard, type PinCardProps, pinHref } from './PinCard/PinCard.tsx';
export { GIF_BADGE_TEXT, PinMedia, type PinMediaProps } from './PinCard/PinMedia.tsx';
export { VERIFIED_MERCHANT_TEXT, VerifiedMerchant } from './PinCard/VerifiedMerchant.tsx';
export { PinCardProvider, type PinCardProviderProps } from './PinCardProvider.tsx';
export { PinSave, type PinSaveProps, type SavedTo } from './PinSave/PinSave.tsx';
export {
  type SaveFlowOptions,
  type SaveFlowSteps,
  SaveFlowStepsContext,
  toastThumbnail,
  useSaveFlow,
} from './PinSave/useSaveFlow.ts';
export {
  type PinImageChoice,
  type PinImageOptions,
  pinAltText,
  pinImageFor,
  pinImageHeight,
} from './pinImage.ts';
export {
  type OnSave,
  type OnUnsave,
  SaveButton,
  type SaveButtonProps,
  type SaveTarget,
} from './SaveButton/SaveButton.tsx';
