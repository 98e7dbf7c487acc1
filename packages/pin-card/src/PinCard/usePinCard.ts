'use client';
import { usePinSaved } from '@tessera/api';
import { type HoverVisibilityInput, hoverVisibility, hoverVisibilityMachine } from '@tessera/machines';
import {
  adReasons,
  buildPath,
  contextMenuEligible,
  domainText,
  httpHost,
  isEligibleForVideo,
  type Pin,
} from '@tessera/model';
import { MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { mergeProps, useFocusVisible, useFocusWithin, useHover } from 'react-aria';
import { cardLayout, isLoggedOut } from '../cardLayout.ts';
import { useOutboundLink } from '../clickthrough/useOutboundLink.tsx';
import { useImpressions } from '../impressions/useImpressions.ts';
import { loggedOutSave, useLoggedOutSavesActor } from '../loggedOutSaves/LoggedOutSave.tsx';
import { useCardNavigation } from '../navigation/useCardNavigation.ts';
import type { OptionsAction } from '../Options/OptionsMenu.tsx';
import { useCardFeedback } from '../Options/useCardFeedback.ts';
import type { PinFeedback } from '../Overlays/FeedbackOverlay.tsx';
import type { SavedTo } from '../PinSave/useSaveFlow.ts';
import { metaKind } from './Footer.tsx';
import { hasMoreInformation } from './MoreInformation.tsx';
import type { PinCardProps } from './PinCard.tsx';
import { inlineVideo } from './PinMedia.tsx';

/** The closeup path of a pin (§2 /pin/{id}/). */
export function pinHref(pin: Pin): string {
  return buildPath('pin', { id: pin.id });
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
 * shows the action bar too, so a keyboard user sees the control they are on; a touch does not (it
 * opens the pin: the closeup is where a phone saves).
 */
function useHoverVisibility(input: HoverVisibilityInput, force: boolean, saved: boolean) {
  const actor = useActorRef(hoverVisibilityMachine, { input });
  // Saved is the store's, read on each render; the machine only sequences the hover.
  const flags = hoverVisibility(
    useSelector(actor, (snapshot) => snapshot),
    saved,
  );
  const [focusWithin, setFocusWithin] = useState(false);
  const { hoverProps } = useHover({
    onHoverStart: () => actor.send({ type: 'POINTER_ENTER' }),
    onHoverEnd: () => actor.send({ type: 'POINTER_LEAVE' }),
  });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  // Only a keyboard's focus shows it: a tap focuses the card's link too, and an overlay drawn under
  // the finger between touch and lift took the tap (the pin did not open; issue 29).
  const { isFocusVisible } = useFocusVisible();
  const shown = force || (focusWithin && isFocusVisible);
  return {
    actionBar: !input.hideActionBar && (flags.actionBar || shown),
    savedOverlay: flags.savedOverlay && !shown,
    props: mergeProps(hoverProps, focusWithinProps),
  };
}

/**
 * Every decision of a card, from its props, cardLayout and the entity store: the layout (footer,
 * media), who the visitor is, what the overlay shows, the saved state (the store's), the options
 * menu's actions, the outbound link, and the dialogs' state. The view parts only render this.
 */
export function usePinCard(props: PinCardProps) {
  const {
    pin,
    columnWidth = MASONRY_ITEM_WIDTH,
    onHide,
    onReport,
    onUnfollow,
    onOptions,
    onSignupUpsell,
    onLoginPrompt,
    onImpression,
    onClickthrough,
    outbound,
    loggedOutSaves,
    appUpsell,
    desktop = true,
    feedback: controlledFeedback = null,
    titleId,
    forceOverlay = false,
    surface,
  } = props;
  const fallbackId = useId();
  const panelId = useId();
  const labelId = titleId ?? fallbackId;
  const [moreOpen, setMoreOpen] = useState(false);
  const [adReasonsOpen, setAdReasonsOpen] = useState(false);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const impressions = useImpressions(cardRef, pin.id, onImpression);
  const navigate = useCardNavigation();

  const visitor = props.visitor ?? 'authenticated';
  const bot = visitor === 'bot';
  const loggedOut = isLoggedOut(visitor);
  const loggedOutSavesActor = useLoggedOutSavesActor(loggedOutSaves);
  const cardFeedback = useCardFeedback(pin, { onHide, onReport, onUnfollow }, controlledFeedback);
  const feedback = cardFeedback.feedback;
  const layout = cardLayout(pin, {
    ...layoutOptionsOf(props),
    columnWidth,
    feedbackStatus: feedbackStatusOf(feedback),
  });

  const stored = usePinSaved(pin, props.saveTarget);
  const savedTo: SavedTo | null = stored.saved
    ? { board: stored.boardId === undefined ? null : { id: stored.boardId, name: stored.boardName } }
    : null;

  const href = pinHref(pin);
  const kind = layout.footer.shown ? metaKind(pin, layout) : null;
  const labelledBy: 'title' | 'pinner' | 'image' =
    layout.title && layout.footer.shown ? 'title' : kind === 'person' ? 'pinner' : 'image';
  const deletedStory = pin.storyPinData?.isDeleted === true;
  const showOverlay = !feedback && !surface?.selectable;
  const overlay = useHoverVisibility(
    { hidePrimaryAndSecondary: bot || deletedStory, hideActionBar: !showOverlay },
    forceOverlay,
    stored.saved,
  );
  // A carousel takes its own presses (arrows, dots, swipe): no click-anywhere link over it; an
  // inline video takes its own presses (play, mute) the same way.
  const isCarousel = (pin.carouselData?.slots.length ?? 0) > 1;
  const isInlineVideo = layout.type === 'video' && inlineVideo(pin) !== null && isEligibleForVideo(pin);

  const outboundLink = useOutboundLink({ pin, loggedIn: !loggedOut, options: outbound, onClickthrough });
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
    else if (action === 'unfollow') void cardFeedback.unfollow();
    else setAdReasonsOpen(true);
  };

  return {
    layout,
    visitor,
    bot,
    loggedOut,
    deletedStory,
    href,
    labelId,
    panelId,
    labelledBy,
    cardRef,
    impressions,
    overlay,
    showOverlay,
    savedOverlay: showOverlay && overlay.savedOverlay && savedTo !== null && !overlay.actionBar,
    savedTo,
    feedback,
    cardFeedback,
    isCarousel,
    isInlineVideo,
    coversMedia: !isCarousel && !isInlineVideo,
    domain,
    outboundModal: outboundLink.modal,
    moreInformation: hasMoreInformation(pin),
    moreOpen,
    toggleMore: () => setMoreOpen((open) => !open),
    menuActions,
    runOption,
    optionsHandler: loggedOut ? onSignupUpsell : onOptions,
    loggedOutSavesActor,
    promptLogin,
    adReasons: { open: adReasonsOpen, close: () => setAdReasonsOpen(false) },
    upsell: {
      open: upsellOpen,
      /** A logged-out image click opens the app upsell (§2, §6) when the caller's gate allows. */
      interceptsClick: (event: { metaKey: boolean; ctrlKey: boolean }) =>
        loggedOut && (appUpsell?.allowed ?? false) && !event.metaKey && !event.ctrlKey,
      show: () => {
        setUpsellOpen(true);
        appUpsell?.onShown?.();
      },
      openApp: () => {
        setUpsellOpen(false);
        appUpsell?.onOpenApp();
      },
      dismiss: () => {
        setUpsellOpen(false);
        navigate(href);
      },
    },
    /** §2 the context menu of logged-out desktop viewers. */
    contextMenu: loggedOut && contextMenuEligible({ pin, signedOut: true, desktop }),
    runContextMenu: (id: string) => {
      if (id === 'save') loggedOutSave(loggedOutSavesActor, pin, promptLogin);
      else navigate(href);
    },
  };
}

export type PinCardState = ReturnType<typeof usePinCard>;

/** The props cardLayout reads (the rest of PinCardProps are the card's own). */
function layoutOptionsOf(props: PinCardProps) {
  const {
    pin: _pin,
    columnWidth: _columnWidth,
    saveTarget: _saveTarget,
    onSave: _onSave,
    onUnsave: _onUnsave,
    saveOptions: _saveOptions,
    onSend: _onSend,
    onOptions: _onOptions,
    desktop: _desktop,
    onLoginPrompt: _onLoginPrompt,
    loggedOutSaves: _loggedOutSaves,
    onSignupUpsell: _onSignupUpsell,
    onClickthrough: _onClickthrough,
    outbound: _outbound,
    onImpression: _onImpression,
    onCarouselSlotImpression: _onCarouselSlotImpression,
    onCarouselSwipe: _onCarouselSwipe,
    appUpsell: _appUpsell,
    autoplayVideo: _autoplayVideo,
    feedback: _feedback,
    errorFallback: _errorFallback,
    onRenderError: _onRenderError,
    unavailable: _unavailable,
    titleId: _titleId,
    forceOverlay: _forceOverlay,
    imageLoading: _imageLoading,
    devicePixelRatio: _devicePixelRatio,
    onHide: _onHide,
    onReport: _onReport,
    onUnfollow: _onUnfollow,
    ...layoutOptions
  } = props;
  return layoutOptions;
}
