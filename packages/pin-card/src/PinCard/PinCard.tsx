import { labels, type Pin } from '@tessera/model';
import { MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { ContextMenu, ErrorBoundary, type RenderErrorReporter } from '@tessera/ui';
import { type ReactNode, useState } from 'react';
import type { CardLayoutOptions } from '../cardLayout.ts';
import type { OutboundOptions } from '../clickthrough/useOutboundLink.tsx';
import { SHARED_HEADER_HEIGHT } from '../getPinCardHeight.ts';
import type { OnImpression } from '../impressions/useImpressions.ts';
import type { LoggedOutSavesActor } from '../loggedOutSaves/LoggedOutSave.tsx';
import type { CardFeedbackActions } from '../Options/useCardFeedback.ts';
import { FeedbackOverlay, type PinFeedback } from '../Overlays/FeedbackOverlay.tsx';
import { SavedOverlay } from '../Overlays/SavedOverlay.tsx';
import { UnavailablePin } from '../Overlays/UnavailablePin.tsx';
import type { PinSaveProps } from '../PinSave/PinSave.tsx';
import type { OnSave, OnUnsave, SaveTarget } from '../SaveButton/SaveButton.tsx';
import { CardCoverLink, CardDialogs, CardOptions, CardSave } from './CardParts.tsx';
import { Footer } from './Footer.tsx';
import { HoverOverlay } from './HoverOverlay.tsx';
import { MoreInformationPanel, SeeMoreButton } from './MoreInformation.tsx';
import { Card, Media, SharedHeader } from './PinCard.styles.ts';
import { PinMedia, type PinMediaProps } from './PinMedia.tsx';
import { usePinCard } from './usePinCard.ts';

export { pinHref } from './usePinCard.ts';

export interface PinCardProps
  extends Omit<CardLayoutOptions, 'columnWidth' | 'feedbackStatus'>,
    CardFeedbackActions {
  pin: Pin;
  /** Width of the card in px; default the grid's standard column width (MASONRY_ITEM_WIDTH). */
  columnWidth?: number;
  /** Where Save puts the pin: a board, or null / absent for the profile. */
  saveTarget?: SaveTarget | null;
  onSave?: OnSave;
  onUnsave?: OnUnsave;
  /**
   * How Save behaves: save at once or open the board picker (and the boards it lists), the Save
   * button's variant, Organize for new users, Change/Organize on the toast. Ignored on one-tap surfaces.
   */
  saveOptions?: Omit<PinSaveProps, 'pin' | 'saveTarget' | 'onSave' | 'onUnsave' | 'onSavedChange'>;
  /** Send (the share button at the bottom end of the overlay), shown to logged-in viewers when given. */
  onSend?: (args: { pin: Pin }) => void;
  /**
   * The options button of a logged-in viewer when the app has its own menu. With onHide, onReport,
   * onUnfollow (or a promoted pin's ad reasons) the card shows its own options menu instead.
   */
  onOptions?: (args: { pin: Pin }) => void;
  /**
   * A desktop viewer: a logged-out visitor on desktop gets the card's context menu (right click), a phone
   * does not. Default true.
   */
  desktop?: boolean;
  /** Save pressed by a logged-out visitor: the app shows its login or sign-up prompt. */
  onLoginPrompt?: (args: { pin: Pin; action: 'save' }) => void;
  /**
   * The logged-out visitor's saves kept on this device (a running loggedOutSavesMachine; at most 2
   * pins): a logged-out Save records the pin there, then prompts login. Default: PinCardProvider's, else none
   * (Save only prompts login).
   */
  loggedOutSaves?: LoggedOutSavesActor;
  /** The options button pressed by a logged-out visitor: the app shows its sign-up invitation. */
  onSignupUpsell?: (args: { pin: Pin }) => void;
  /** The pin's link was opened (after the spam check, when one is configured). */
  onClickthrough?: (args: { pin: Pin; url: string }) => void;
  /**
   * How the card opens the pin's link: the spam check call, the redirect page some new visitors see first,
   * the logged-out quality check.
   */
  outbound?: OutboundOptions;
  /** The card was seen (measured at 0, 50, 80 and 100 % of it in view): the app logs it. */
  onImpression?: OnImpression;
  /** A carousel image was shown (logged as event 7352): the app logs it. */
  onCarouselSlotImpression?: PinMediaProps['onSlotImpression'];
  /** A carousel swipe (logged as event 108, or 9315/9316 in a search ad module): the app logs it. */
  onCarouselSwipe?: PinMediaProps['onSwipe'];
  /**
   * The invitation to open the app: `allowed` says whether it may show now (the app decides: not
   * shown this session, not shown recently, old enough account — the model's appUpsellAllowed); a
   * logged-out tap on the image then opens the app-upsell modal; `shareIcon` marks Send with the app icon.
   */
  appUpsell?: { allowed: boolean; onOpenApp: () => void; onShown?: () => void; shareIcon?: boolean };
  /** Muted autoplay of an inline video (one unpromoted video plays at a time). */
  autoplayVideo?: boolean;
  /** The viewer's feedback on this pin (reported, unfollowed, hidden): the card shows its overlay. */
  feedback?: PinFeedback | null;
  /** Shown instead of a card that fails to render; default nothing. */
  errorFallback?: ReactNode;
  /** A render error of the card, reported with the boundary name PinCard and its type. */
  onRenderError?: RenderErrorReporter;
  /**
   * The pin is unavailable: a grey placeholder (Unavailable, or Removed by the creator) instead of the card.
   */
  unavailable?: { removedByCreator?: boolean } | null;
  /**
   * Id for the element that names the card (the title; else the pinner's name; else the image), e.g.
   * Masonry's `labelId`, so the feed's <article> is labelled by it.
   */
  titleId?: string;
  /** Show the hover overlay without hovering (documentation, screenshots). */
  forceOverlay?: boolean;
  /** Image loading; default lazy (a feed). `eager` is the page's LCP image: asked for with high priority. */
  imageLoading?: 'lazy' | 'eager';
  /**
   * The density of the `src` image (default 1) and of the video poster. The image's srcset offers
   * 1x-3x and the browser picks; a poster has no srcset, so without this it follows the screen's
   * density once the card is on the client (1 on the server and while hydrating: the server and
   * client HTML agree, issue 16).
   */
  devicePixelRatio?: number;
}

/**
 * A pin in a grid (§2 pin card parts): the media of its type over the dominant colour, the hover
 * overlay for the visitor (§1, §6), the footer of §5/§9, More information, and the feedback overlays.
 * Its height is known up front: getPinCardHeight(pin, columnWidth, sameOptions).
 */
export function PinCard(props: PinCardProps) {
  const { unavailable, columnWidth = MASONRY_ITEM_WIDTH, errorFallback, onRenderError } = props;
  if (unavailable) {
    return <UnavailablePin removedByCreator={unavailable.removedByCreator ?? false} width={columnWidth} />;
  }
  // §8 render error boundary: a card that fails to render is reported (boundary PinCard) and shows
  // the fallback when one is given, else nothing; the rest of the grid keeps working.
  return (
    <ErrorBoundary
      name="PinCard"
      {...(errorFallback !== undefined ? { fallback: errorFallback } : {})}
      {...(onRenderError ? { onError: onRenderError } : {})}
    >
      <AvailablePinCard {...props} />
    </ErrorBoundary>
  );
}

/** The composition: every decision comes from usePinCard, every part renders what it is given. */
function AvailablePinCard(props: PinCardProps) {
  const { pin, columnWidth = MASONRY_ITEM_WIDTH, onSend, onUnfollow, appUpsell } = props;
  const card = usePinCard(props);
  const { layout, bot, loggedOut } = card;
  const dominantColor = pin.dominantColor ?? pin.images['236x']?.dominantColor;
  // Under Save, in its corner's flow: where a carousel's position badge goes while the hover actions
  // show, so it sits below Save (and the inline variant's board button) instead of under it.
  const [belowSave, setBelowSave] = useState<HTMLElement | null>(null);

  const view = (
    <Card
      ref={card.cardRef}
      {...(card.showOverlay ? card.overlay.props : {})}
      data-testid="pin-card"
      data-pin-id={pin.id}
      data-pin-type={layout.type}
      data-article={layout.article ? 'true' : undefined}
      data-visitor={card.visitor}
      style={{ width: columnWidth }}
    >
      {layout.header ? (
        <SharedHeader style={{ height: SHARED_HEADER_HEIGHT }} data-testid="shared-header">
          {layout.header}
        </SharedHeader>
      ) : null}
      <Media style={{ height: layout.media.height, ...(dominantColor ? { background: dominantColor } : {}) }}>
        <PinMedia
          pin={pin}
          layout={layout}
          columnWidth={columnWidth}
          devicePixelRatio={props.devicePixelRatio}
          loading={props.imageLoading ?? 'lazy'}
          imageId={card.labelledBy === 'image' ? card.labelId : undefined}
          excludeOriginal={bot}
          onImageLoad={card.impressions.onImageLoad}
          onImageError={card.impressions.onImageError}
          onSlotImpression={props.onCarouselSlotImpression}
          onSwipe={props.onCarouselSwipe}
          autoplayVideo={props.autoplayVideo ?? false}
          positionBadgeContainer={card.overlay.actionBar ? belowSave : null}
        />
        {card.coversMedia ? <CardCoverLink card={card} /> : null}
        {card.showOverlay ? (
          <HoverOverlay
            visible={card.overlay.actionBar}
            openHref={card.href}
            save={<CardSave props={props} card={card} />}
            domain={card.domain}
            onSend={!loggedOut && onSend ? () => onSend({ pin }) : undefined}
            options={<CardOptions props={props} card={card} />}
            hideContent={bot || card.deletedStory}
            raiseBottom={card.isCarousel}
            sendUpsellIcon={appUpsell?.shareIcon ?? false}
            {...(card.isCarousel ? { belowSaveRef: setBelowSave } : {})}
          />
        ) : null}
        {card.savedOverlay && card.savedTo ? <SavedOverlay savedTo={card.savedTo} /> : null}
        {card.feedback ? (
          <FeedbackOverlay
            feedback={card.feedback}
            pin={pin}
            onUnfollow={onUnfollow && pin.pinner ? card.cardFeedback.unfollow : undefined}
          />
        ) : null}
        {card.moreOpen && !bot ? <MoreInformationPanel pin={pin} id={card.panelId} /> : null}
      </Media>
      {layout.footer.shown ? (
        <Footer
          pin={pin}
          layout={layout}
          titleId={card.labelId}
          labelledBy={card.labelledBy}
          seeMore={
            card.moreInformation && !bot ? (
              <SeeMoreButton expanded={card.moreOpen} controls={card.panelId} onToggle={card.toggleMore} />
            ) : null
          }
        />
      ) : null}
      {bot && card.moreInformation ? <MoreInformationPanel pin={pin} inline /> : null}
      <CardDialogs props={props} card={card} />
    </Card>
  );
  if (!card.contextMenu) return view;
  // §2 the context menu of logged-out desktop viewers (right-click; closes on a click away).
  return (
    <ContextMenu
      accessibilityLabel={labels.moreOptions}
      items={[
        { id: 'open', label: labels.open },
        { id: 'save', label: labels.save },
      ]}
      onAction={({ id }) => card.runContextMenu(id)}
    >
      {view}
    </ContextMenu>
  );
}
