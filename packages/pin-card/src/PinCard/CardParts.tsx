'use client';
import { labels } from '@tessera/model';
import { IconButton } from '@tessera/ui';
import type { MouseEvent } from 'react';
import { useRef } from 'react';
import { useLink } from 'react-aria';
import { LoggedOutSaveButton } from '../loggedOutSaves/LoggedOutSave.tsx';
import { AdReasonsModal } from '../Options/AdReasonsModal.tsx';
import { OptionsMenu } from '../Options/OptionsMenu.tsx';
import { AppUpsellModal } from '../Overlays/AppUpsellModal.tsx';
import { PinSave } from '../PinSave/PinSave.tsx';
import { SaveButton } from '../SaveButton/SaveButton.tsx';
import { CoverLink } from './PinCard.styles.ts';
import type { PinCardProps } from './PinCard.tsx';
import type { PinCardState } from './usePinCard.ts';

interface PartProps {
  props: PinCardProps;
  card: PinCardState;
}

/** The card's Save: the logged-out local save, the one-tap button, or the save flow with its picker. */
export function CardSave({ props, card }: PartProps) {
  const { pin, saveTarget = null, onSave, onUnsave, saveOptions, oneTap } = props;
  if (card.loggedOut) {
    return (
      <LoggedOutSaveButton pin={pin} actor={card.loggedOutSavesActor} onLoginPrompt={card.promptLogin} />
    );
  }
  if (oneTap) return <SaveButton pin={pin} saveTarget={saveTarget} onSave={onSave} onUnsave={onUnsave} />;
  return <PinSave pin={pin} saveTarget={saveTarget} onSave={onSave} onUnsave={onUnsave} {...saveOptions} />;
}

/** The card's options: its own menu (hide, report, unfollow, why this ad), else the app's button. */
export function CardOptions({ props, card }: PartProps) {
  if (card.menuActions.length > 0) {
    return <OptionsMenu pin={props.pin} actions={card.menuActions} onAction={card.runOption} />;
  }
  const handler = card.optionsHandler;
  if (!handler) return null;
  return (
    <IconButton
      icon="ellipsis"
      accessibilityLabel={labels.moreOptions}
      size="sm"
      aria-haspopup="dialog"
      onPress={() => handler({ pin: props.pin })}
    />
  );
}

/** The card's dialogs: the outbound spam warning, the app upsell and the ad reasons. */
export function CardDialogs({ props, card }: PartProps) {
  return (
    <>
      {card.outboundModal}
      {card.loggedOut && props.appUpsell ? (
        <AppUpsellModal
          isOpen={card.upsell.open}
          onOpenApp={card.upsell.openApp}
          onDismiss={card.upsell.dismiss}
        />
      ) : null}
      {card.menuActions.includes('whyThisAd') ? (
        <AdReasonsModal pin={props.pin} isOpen={card.adReasons.open} onDismiss={card.adReasons.close} />
      ) : null}
    </>
  );
}

/**
 * The click-anywhere link over the media (hidden from assistive tech: Open is the named link). It
 * navigates through the app's router (react-aria RouterProvider), else as a plain link; a
 * logged-out click opens the app upsell instead when the caller allows it.
 */
export function CardCoverLink({ card }: { card: PinCardState }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href: card.href, elementType: 'a' }, ref);
  return (
    <CoverLink
      {...linkProps}
      ref={ref}
      href={card.href}
      tabIndex={-1}
      aria-hidden="true"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (card.upsell.interceptsClick(event)) {
          event.preventDefault();
          card.upsell.show();
          return;
        }
        linkProps.onClick?.(event);
      }}
    />
  );
}
