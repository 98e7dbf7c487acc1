import { usePinSaved } from '@tessera/api';
import { type HoverVisibilityInput, hoverVisibility, hoverVisibilityMachine } from '@tessera/machines';
import {
  adReasons,
  buildPath,
  contextMenuEligible,
  domainText,
  httpHost,
  isEligibleForVideo,
  labels,
  type Pin,
} from '@tessera/model';
import { MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { ContextMenu, ErrorBoundary, IconButton, type RenderErrorReporter } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { type CardLayoutOptions, cardLayout, isLoggedOut } from '../cardLayout.ts';
import { type OutboundOptions, useOutboundLink } from '../clickthrough/useOutboundLink.tsx';
import { SHARED_HEADER_HEIGHT } from '../getPinCardHeight.ts';
import { type OnImpression, useImpressions } from '../impressions/useImpressions.ts';
import {
  LoggedOutSaveButton,
  type LoggedOutSavesActor,
  loggedOutSave,
  useLoggedOutSavesActor,
} from '../loggedOutSaves/LoggedOutSave.tsx';
import { AdReasonsModal } from '../Options/AdReasonsModal.tsx';
import { type OptionsAction, OptionsMenu } from '../Options/OptionsMenu.tsx';
import { type CardFeedbackActions, useCardFeedback } from '../Options/useCardFeedback.ts';
import { AppUpsellModal } from '../Overlays/AppUpsellModal.tsx';
import { FeedbackOverlay, type PinFeedback } from '../Overlays/FeedbackOverlay.tsx';
import { SavedOverlay } from '../Overlays/SavedOverlay.tsx';
import { UnavailablePin } from '../Overlays/UnavailablePin.tsx';
import { PinSave, type PinSaveProps, type SavedTo } from '../PinSave/PinSave.tsx';
import { type OnSave, type OnUnsave, SaveButton, type SaveTarget } from '../SaveButton/SaveButton.tsx';
import { Footer, metaKind } from './Footer.tsx';
import { HoverOverlay } from './HoverOverlay.tsx';
import { hasMoreInformation, MoreInformationPanel, SeeMoreButton } from './MoreInformation.tsx';
import { Card, CoverLink, Media, SharedHeader } from './PinCard.styles.ts';
import { inlineVideo, PinMedia, type PinMediaProps } from './PinMedia.tsx';

export interface PinCardProps
  extends Omit<CardLayoutOptions, 'columnWidth' | 'feedbackStatus'>,
    CardFeedbackActions {
  pin: Pin;
  /** Width of the card in px; default MASONRY_ITEM_WIDTH (§9). */
  columnWidth?: number;
  /** Where Save puts the pin: a board, or null / absent for the profile. */
  saveTarget?: SaveTarget | null;
  onSave?: OnSave;
  onUnsave?: OnUnsave;
  /**
   * The save flow's options (§4, §6): save behaviour and the board picker's boards, the variant
   * inputs, new-user Organize, Change/Organize on the toast. Ignored on one-tap surfaces.
   */
  saveOptions?: Omit<PinSaveProps, 'pin' | 'saveTarget' | 'onSave' | 'onUnsave' | 'onSavedChange'>;
  /** Send (§2), shown to logged-in viewers when given. */
  onSend?: (args: { pin: Pin }) => void;
  /**
   * The options button of a logged-in viewer when the app has its own menu. With onHide, onReport,
   * onUnfollow (or a promoted pin's ad reasons) the card shows its own options menu instead.
   */
  onOptions?: (args: { pin: Pin }) => void;
  /** A desktop viewer (§5 context menu for signed-out desktop users); default true. */
  desktop?: boolean;
  /** Logged-out Save (§1): the login or signup prompt. */
  onLoginPrompt?: (args: { pin: Pin; action: 'save' }) => void;
  /**
   * The logged-out visitor's local saves (a running loggedOutSavesMachine, §1/§5 at most 2): a
   * logged-out Save records the pin there, then prompts login. Default: PinCardProvider's, else none
   * (Save only prompts login).
   */
  loggedOutSaves?: LoggedOutSavesActor;
  /** Logged-out ellipsis (§1): the sign-up upsell. */
  onSignupUpsell?: (args: { pin: Pin }) => void;
  /** The pin's link was opened (§4 clickthrough; after the spam check when one is configured). */
  onClickthrough?: (args: { pin: Pin; url: string }) => void;
  /** The clickthrough and spam-check wiring (§4): the check call, the interstitial, the quality check. */
  outbound?: OutboundOptions;
  /** A finished impression of the card (§4 impressions, thresholds 0/50/80/100): the app logs it. */
  onImpression?: OnImpression;
  /** A carousel slot shown (§7 event 7352): the app logs it. */
  onCarouselSlotImpression?: PinMediaProps['onSlotImpression'];
  /** A carousel swipe (§4: event 108, or 9315/9316): the app logs it. */
  onCarouselSwipe?: PinMediaProps['onSwipe'];
  /**
   * The app upsell (§2, §6): `allowed` is the caller's §5 gate (the model's appUpsellAllowed and the
   * account-age gate); a logged-out image click then opens the app-upsell modal; `shareIcon` marks
   * Send with the app icon.
   */
  appUpsell?: { allowed: boolean; onOpenApp: () => void; onShown?: () => void; shareIcon?: boolean };
  /** Muted autoplay of an inline video (§4 video autoplay, one organic video at a time). */
  autoplayVideo?: boolean;
  /** The viewer's feedback on this pin: the card shows its overlay (§2, §4, §8). */
  feedback?: PinFeedback | null;
  /** Shown instead of a card that fails to render (§8 render error boundary); default nothing. */
  errorFallback?: ReactNode;
  /** A render error of the card (§8: reported with the boundary name PinCard and its type). */
  onRenderError?: RenderErrorReporter;
  /** The pin is unavailable: the placeholder instead of the card (§2). */
  unavailable?: { removedByCreator?: boolean } | null;
  /**
   * Id for the element that names the card (the title; else the pinner's name; else the image), e.g.
   * Masonry's `labelId`, so the feed's <article> is labelled by it.
   */
  titleId?: string;
  /** Show the hover overlay without hovering (documentation, screenshots). */
  forceOverlay?: boolean;
  /** Image loading; default lazy (a feed). */
  imageLoading?: 'lazy' | 'eager';
  /** Screen pixel density for the image size; default window.devicePixelRatio (1 on the server). */
  devicePixelRatio?: number;
}

/** The closeup path of a pin (§2 /pin/{id}/). */
export function pinHref(pin: Pin): string {
  return buildPath('pin', { id: pin.id });
}

function screenDensity(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/** The feedback status of §4 a feedback overlay stands for (hide is not a status: it has its own overlay). */
function feedbackStatusOf(feedback: PinFeedback | null | undefined) {
  if (feedback?.kind === 'reported') return 'reported' as const;
  if (feedback?.kind === 'unfollowed') return 'unfollowed' as const;
  return 'none' as const;
}

/**
 * The §4 hover visibility (hoverVisibilityMachine: active on hover, inactive HOVER_INACTIVE_MS after
 * the pointer leaves; hidden parts by surface and deleted story). Keyboard focus within the card
 * shows the action bar too, so a keyboard user sees the control they are on.
 */
function useHoverVisibility(input: HoverVisibilityInput, force: boolean) {
  const actor = useActorRef(hoverVisibilityMachine, { input });
  const flags = useSelector(actor, hoverVisibility);
  const [focusWithin, setFocusWithin] = useState(false);
  const { hoverProps } = useHover({
    onHoverStart: () => actor.send({ type: 'POINTER_ENTER' }),
    onHoverEnd: () => actor.send({ type: 'POINTER_LEAVE' }),
  });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  const shown = force || focusWithin;
  return {
    actionBar: !input.hideActionBar && (flags.actionBar || shown),
    savedOverlay: flags.savedOverlay && !shown,
    setSaved: (saved: boolean) => actor.send({ type: 'SAVED_CHANGED', saved }),
    props: mergeProps(hoverProps, focusWithinProps),
  };
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

function AvailablePinCard({
  pin,
  columnWidth = MASONRY_ITEM_WIDTH,
  saveTarget = null,
  onSave,
  onUnsave,
  saveOptions,
  onSend,
  onOptions,
  onLoginPrompt,
  onSignupUpsell,
  loggedOutSaves,
  onClickthrough,
  outbound,
  onImpression,
  onCarouselSlotImpression,
  onCarouselSwipe,
  autoplayVideo = false,
  appUpsell,
  onHide,
  onReport,
  onUnfollow,
  desktop = true,
  feedback: controlledFeedback = null,
  unavailable: _unavailable,
  errorFallback: _errorFallback,
  onRenderError: _onRenderError,
  titleId,
  forceOverlay = false,
  imageLoading = 'lazy',
  devicePixelRatio,
  ...layoutOptions
}: PinCardProps) {
  const fallbackId = useId();
  const panelId = useId();
  const labelId = titleId ?? fallbackId;
  const [moreOpen, setMoreOpen] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const impressions = useImpressions(cardRef, pin.id, onImpression);
  const stored = usePinSaved(pin);
  const savedTo: SavedTo | null = stored.saved
    ? { board: stored.boardId === undefined ? null : { id: stored.boardId, name: stored.boardName } }
    : null;
  const visitor = layoutOptions.visitor ?? 'authenticated';
  const loggedOutSavesActor = useLoggedOutSavesActor(loggedOutSaves);
  const cardFeedback = useCardFeedback(pin, { onHide, onReport, onUnfollow }, controlledFeedback);
  const feedback = cardFeedback.feedback;
  const [adReasonsOpen, setAdReasonsOpen] = useState(false);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const layout = cardLayout(pin, {
    ...layoutOptions,
    columnWidth,
    feedbackStatus: feedbackStatusOf(feedback),
  });

  const href = pinHref(pin);
  const kind = layout.footer.shown ? metaKind(pin, layout) : null;
  const labelledBy = layout.title && layout.footer.shown ? 'title' : kind === 'person' ? 'pinner' : 'image';
  const dominantColor = pin.dominantColor ?? pin.images['236x']?.dominantColor;
  const bot = visitor === 'bot';
  const loggedOut = isLoggedOut(visitor);
  const deletedStory = pin.storyPinData?.isDeleted === true;
  const showOverlay = !feedback && !layoutOptions.surface?.selectable;
  const overlay = useHoverVisibility(
    { hidePrimaryAndSecondary: bot || deletedStory, hideActionBar: !showOverlay },
    forceOverlay,
  );
  const moreInformation = hasMoreInformation(pin);
  // A carousel takes its own presses (arrows, dots, swipe): no click-anywhere link over it.
  const isCarousel = (pin.carouselData?.slots.length ?? 0) > 1;
  // An inline video takes its own presses (play, mute) the same way.
  const isInlineVideo = layout.type === 'video' && inlineVideo(pin) !== null && isEligibleForVideo(pin);

  const outboundLink = useOutboundLink({
    pin,
    loggedIn: visitor === 'authenticated',
    options: outbound,
    onClickthrough,
  });
  const link = pin.link ?? undefined;
  const domain =
    link && pin.domain && httpHost(link) !== null
      ? {
          href: link,
          text: domainText(pin.domain, { overlay: true }),
          onClick: outboundLink.onClick,
          onContextMenu: outboundLink.onContextMenu,
        }
      : null;

  const promptLogin = () => onLoginPrompt?.({ pin, action: 'save' });
  const save = loggedOut ? (
    <LoggedOutSaveButton pin={pin} actor={loggedOutSavesActor} onLoginPrompt={promptLogin} />
  ) : layoutOptions.oneTap ? (
    <SaveButton pin={pin} saveTarget={saveTarget} onSave={onSave} onUnsave={onUnsave} />
  ) : (
    <PinSave
      pin={pin}
      saveTarget={saveTarget}
      onSave={onSave}
      onUnsave={onUnsave}
      {...saveOptions}
      onSavedChange={(to) => overlay.setSaved(to !== null)}
    />
  );

  const menuActions: OptionsAction[] = loggedOut
    ? []
    : [
        ...(onHide ? (['hide'] as const) : []),
        ...(onReport ? (['report'] as const) : []),
        ...(onUnfollow && pin.pinner ? (['unfollow'] as const) : []),
        ...(pin.isPromoted && adReasons(pin).length > 0 ? (['whyThisAd'] as const) : []),
      ];
  const runOption = (action: OptionsAction) => {
    if (action === 'hide') void cardFeedback.hide();
    else if (action === 'report') void cardFeedback.report();
    else if (action === 'unfollow') cardFeedback.unfollow();
    else setAdReasonsOpen(true);
  };
  const optionsHandler = loggedOut ? onSignupUpsell : onOptions;
  const options =
    menuActions.length > 0 ? (
      <OptionsMenu pin={pin} actions={menuActions} onAction={runOption} />
    ) : optionsHandler ? (
      <IconButton
        icon="ellipsis"
        accessibilityLabel={labels.moreOptions}
        size="sm"
        aria-haspopup="dialog"
        onPress={() => optionsHandler({ pin })}
      />
    ) : null;

  const card = (
    <Card
      ref={cardRef}
      {...(showOverlay ? overlay.props : {})}
      data-testid="pin-card"
      data-pin-id={pin.id}
      data-pin-type={layout.type}
      data-article={layout.article ? 'true' : undefined}
      data-visitor={visitor}
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
          devicePixelRatio={devicePixelRatio ?? screenDensity()}
          loading={imageLoading}
          imageId={labelledBy === 'image' ? labelId : undefined}
          excludeOriginal={bot}
          onImageLoad={impressions.onImageLoad}
          onImageError={impressions.onImageError}
          onSlotImpression={onCarouselSlotImpression}
          onSwipe={onCarouselSwipe}
          autoplayVideo={autoplayVideo}
        />
        {isCarousel || isInlineVideo ? null : (
          <CoverLink
            href={href}
            tabIndex={-1}
            aria-hidden="true"
            onClick={(event) => {
              if (!loggedOut || !appUpsell?.allowed || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              setUpsellOpen(true);
              appUpsell.onShown?.();
            }}
          />
        )}
        {showOverlay ? (
          <HoverOverlay
            visible={overlay.actionBar}
            openHref={href}
            save={save}
            domain={domain}
            onSend={!loggedOut && !bot && onSend ? () => onSend({ pin }) : undefined}
            options={options}
            hideContent={bot || deletedStory}
            raiseBottom={isCarousel}
            sendUpsellIcon={appUpsell?.shareIcon ?? false}
          />
        ) : null}
        {showOverlay && overlay.savedOverlay && savedTo && !overlay.actionBar ? (
          <SavedOverlay savedTo={savedTo} />
        ) : null}
        {feedback ? (
          <FeedbackOverlay
            feedback={feedback}
            pin={pin}
            onUnfollow={onUnfollow && pin.pinner ? cardFeedback.unfollow : undefined}
          />
        ) : null}
        {moreOpen && !bot ? <MoreInformationPanel pin={pin} id={panelId} /> : null}
      </Media>
      {layout.footer.shown ? (
        <Footer
          pin={pin}
          layout={layout}
          titleId={labelId}
          labelledBy={labelledBy}
          seeMore={
            moreInformation && !bot ? (
              <SeeMoreButton
                expanded={moreOpen}
                controls={panelId}
                onToggle={() => setMoreOpen((open) => !open)}
              />
            ) : null
          }
        />
      ) : null}
      {bot && moreInformation ? <MoreInformationPanel pin={pin} inline /> : null}
      {outboundLink.modal}
      {loggedOut && appUpsell ? (
        <AppUpsellModal
          isOpen={upsellOpen}
          onOpenApp={() => {
            setUpsellOpen(false);
            appUpsell.onOpenApp();
          }}
          onDismiss={() => {
            setUpsellOpen(false);
            window.location.assign(href);
          }}
        />
      ) : null}
      {menuActions.includes('whyThisAd') ? (
        <AdReasonsModal pin={pin} isOpen={adReasonsOpen} onDismiss={() => setAdReasonsOpen(false)} />
      ) : null}
    </Card>
  );
  if (!(loggedOut && contextMenuEligible({ pin, signedOut: true, desktop }))) return card;
  // §2 the context menu of logged-out desktop viewers (right-click; closes on a click away).
  return (
    <ContextMenu
      accessibilityLabel={labels.moreOptions}
      items={[
        { id: 'open', label: labels.open },
        { id: 'save', label: labels.save },
      ]}
      onAction={({ id }) => {
        if (id === 'save') loggedOutSave(loggedOutSavesActor, pin, promptLogin);
        else window.location.assign(href);
      }}
    >
      {card}
    </ContextMenu>
  );
}
