import styled from 'styled-components';

/** Fade of the image over its placeholder and of the hover wash. Not a §9 duration: a UI nicety. */
export const PIN_CARD_FADE_MS = 150;

export const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.color.text};
`;

/** The image box: its height is fixed from the image's aspect ratio before the image loads. */
export const Media = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.placeholder};
`;

export const Image = styled.img<{ $loaded: boolean; $fade: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: ${({ $fade }) => ($fade ? `opacity ${PIN_CARD_FADE_MS}ms ease-out` : 'none')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A mouse convenience: a click anywhere on the image opens the pin, as the Open link does. Hidden
 * from assistive technology and out of the tab order, because the Open link is the same action.
 */
export const CoverLink = styled.a`
  position: absolute;
  inset: 0;
  cursor: zoom-in;
`;

/** The hover wash and its controls (§9 wash: black at 0.4). */
export const Overlay = styled.div<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: ${({ theme }) => theme.color.overlayWash};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${PIN_CARD_FADE_MS}ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A corner of the overlay. Hidden, its controls stay focusable (focusing one shows the overlay) but
 * take no pointer events, so a tap on a touch screen never hits an invisible Save.
 */
export type OverlayCorner = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

export const Corner = styled.div<{
  $visible: boolean;
  $corner: OverlayCorner;
  $raised?: boolean;
  $stacked?: boolean;
}>`
  position: absolute;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  display: flex;
  /* Stacked: its parts one under the other, aligned to the corner's inline edge. */
  ${({ $stacked }) => ($stacked ? 'flex-direction: column; align-items: flex-end;' : 'align-items: center;')}
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  max-width: 100%;
  ${({ $corner, $raised, theme }) => {
    const [block, inline] = $corner.split('-') as ['top' | 'bottom', 'start' | 'end'];
    // Raised: above a carousel's dot row, so the dots keep their 24 px target space.
    const offset = block === 'bottom' && $raised ? theme.space[8] : 0;
    return `${block === 'top' ? 'top' : 'bottom'}: ${offset}px; inset-inline-${inline}: 0;`;
  }}
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};
`;

/**
 * What follows Save in its corner (a carousel's position badge while the hover actions show). Not a
 * box of its own, so it adds no gap when empty: what is put in it is laid out by the corner.
 */
export const BelowSave = styled.div`
  display: contents;
`;

/** The source-domain link on the overlay: a light pill with the domain cut to 12 (§5). */
export const DomainLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  min-width: 0;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The footer: its height is set from the card layout (§9 footer heights) whatever it holds. */
export const Footer = styled.div`
  box-sizing: border-box;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[1]}px 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** The title and, at its end, the See more ellipsis (no extra height: the button fits two title lines). */
export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** The footer's meta line: sponsored text, price, product labels or source, and See more at the end. */
export const MetaLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  .meta-text {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** What sits at the end of the meta line (reactions, the creator analytics link): never shrinks. */
export const MetaEnd = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  white-space: nowrap;
`;

/** The "shared this idea with you" header above the card (§2). */
export const SharedHeader = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const PinnerRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const PinnerName = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Send with the app-upsell icon pinned to its corner (§2); the icon is decoration (aria-hidden by Icon). */
export const UpsellMark = styled.span`
  position: relative;
  display: inline-flex;

  .app-icon {
    position: absolute;
    inset-block-start: -4px;
    inset-inline-end: -4px;
    display: inline-flex;
    padding: 2px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    pointer-events: none;
  }
`;
