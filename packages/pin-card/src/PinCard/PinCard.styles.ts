import styled from 'styled-components';
import { PIN_FOOTER_HEIGHT_SIGNED_IN } from '../getPinCardHeight.ts';

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

export const Image = styled.img<{ $loaded: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: opacity ${PIN_CARD_FADE_MS}ms ease-out;

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
export const Corner = styled.div<{ $visible: boolean; $corner: 'top-end' | 'bottom-start' }>`
  position: absolute;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  ${({ $corner }) =>
    $corner === 'top-end' ? 'top: 0; inset-inline-end: 0;' : 'bottom: 0; inset-inline-start: 0;'}
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};
`;

/** The footer is exactly PIN_FOOTER_HEIGHT_SIGNED_IN high whatever it holds (see getPinCardHeight). */
export const Footer = styled.div`
  box-sizing: border-box;
  height: ${PIN_FOOTER_HEIGHT_SIGNED_IN}px;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[1]}px 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** §9 title clamp: 2 lines on a grid card. */
export const TITLE_LINES = 2; // §9 title clamp 2 lines grid card

export const Title = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${TITLE_LINES};
  line-clamp: ${TITLE_LINES};
  overflow: hidden;
  overflow-wrap: anywhere;
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
