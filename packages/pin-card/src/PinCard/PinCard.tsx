import { buildPath, gridTitle, type Pin } from '@tessera/model';
import { HOVER_INACTIVE_MS, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { useEffect, useId, useRef, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { pinAltText, pinImageFor, pinImageHeight } from '../pinImage.ts';
import { type OnSave, type OnUnsave, SaveButton, type SaveTarget } from '../SaveButton/SaveButton.tsx';
import { Footer, pinnerName } from './Footer.tsx';
import { HoverOverlay } from './HoverOverlay.tsx';
import { Card, CoverLink, Media } from './PinCard.styles.ts';
import { PinImage } from './PinImage.tsx';

export interface PinCardProps {
  pin: Pin;
  /** Width of the card in px; default MASONRY_ITEM_WIDTH (§9). */
  columnWidth?: number;
  /** Where Save puts the pin: a board, or null / absent for the profile. */
  saveTarget?: SaveTarget | null;
  onSave?: OnSave;
  onUnsave?: OnUnsave;
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

/**
 * Hover (or focus within) shows the overlay at once; it stays HOVER_INACTIVE_MS after the pointer
 * leaves (§4 "inactive after 120 ms"), so passing between cards does not flicker.
 */
function useOverlayVisibility(force: boolean) {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { hoverProps } = useHover({
    onHoverStart: () => {
      clearTimeout(timer.current);
      setHovered(true);
    },
    onHoverEnd: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHovered(false), HOVER_INACTIVE_MS);
    },
  });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  return { visible: force || hovered || focusWithin, props: mergeProps(hoverProps, focusWithinProps) };
}

/**
 * A pin in a grid (§2 pin card parts): the image at its aspect ratio over the dominant colour, the
 * hover overlay (wash, Save, Open) and the footer (title, pinner). Its height is known up front:
 * getPinCardHeight(pin, columnWidth).
 */
export function PinCard({
  pin,
  columnWidth = MASONRY_ITEM_WIDTH,
  saveTarget = null,
  onSave,
  onUnsave,
  titleId,
  forceOverlay = false,
  imageLoading = 'lazy',
  devicePixelRatio,
}: PinCardProps) {
  const fallbackId = useId();
  const labelId = titleId ?? fallbackId;
  const overlay = useOverlayVisibility(forceOverlay);
  const title = gridTitle(pin);
  const labelledBy = title ? 'title' : pinnerName(pin.pinner) ? 'pinner' : 'image';
  const choice = pinImageFor(pin, columnWidth, devicePixelRatio ?? screenDensity());
  const imageHeight = pinImageHeight(pin, columnWidth);
  const href = pinHref(pin);
  const dominantColor = pin.dominantColor ?? choice?.image.dominantColor;

  return (
    <Card {...overlay.props} data-testid="pin-card" data-pin-id={pin.id} style={{ width: columnWidth }}>
      <Media style={{ height: imageHeight, ...(dominantColor ? { background: dominantColor } : {}) }}>
        {choice ? (
          <PinImage
            src={choice.image.url}
            alt={pinAltText(pin, title)}
            width={columnWidth}
            height={imageHeight}
            loading={imageLoading}
            {...(labelledBy === 'image' ? { id: labelId } : {})}
          />
        ) : null}
        <CoverLink href={href} tabIndex={-1} aria-hidden="true" />
        <HoverOverlay
          visible={overlay.visible}
          openHref={href}
          save={<SaveButton pin={pin} saveTarget={saveTarget} onSave={onSave} onUnsave={onUnsave} />}
        />
      </Media>
      <Footer title={title} pinner={pin.pinner} titleId={labelId} labelledBy={labelledBy} />
    </Card>
  );
}
