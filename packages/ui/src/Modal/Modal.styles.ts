import { TABLET_MODAL_MIN_WIDTH } from '@tessera/model';
import { MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS } from '@tessera/tokens';
import styled, { css, keyframes } from 'styled-components';

/** Dialog widths (px). The spec gives only the tablet minimum (§9 350); these widths are ours. */
export const MODAL_WIDTHS = { sm: 414, md: 540, lg: 720 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

/** Fixed layer over the page at the §9 modal z-index (1000, theme.zIndex.modal). */
export const Layer = styled.div<{ $sheet: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  justify-content: center;
  align-items: ${({ $sheet }) => ($sheet ? 'flex-end' : 'center')};
  padding: ${({ theme, $sheet }) => ($sheet ? 0 : theme.space[4])}px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;
const fadeOut = keyframes`
  to {
    opacity: 0;
  }
`;
const dialogIn = keyframes`
  from {
    opacity: 0;
    transform: scale(0.98);
  }
`;
const dialogOut = keyframes`
  to {
    opacity: 0;
    transform: scale(0.98);
  }
`;
const sheetIn = keyframes`
  from {
    transform: translateY(100%);
  }
`;
const sheetOut = keyframes`
  to {
    transform: translateY(100%);
  }
`;

/** Motion in CSS; `$exiting` while the modal plays its exit (see usePresence). */
interface MotionProps {
  $exiting: boolean;
}

/** The mask behind the modal: the §9 wash (black at 0.4), faded in and out over MOBILE_SLIDE_UP_MS. */
export const MaskFade = styled.div<MotionProps>`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlayWash};
  animation: ${({ $exiting }) =>
    $exiting
      ? css`${fadeOut} ${MOBILE_SLIDE_UP_MS}ms ease-in-out forwards`
      : css`${fadeIn} ${MOBILE_SLIDE_UP_MS}ms ease-in-out`};
`;

export const Mask = styled.div`
  position: absolute;
  inset: 0;
`;

/**
 * The animated box of the dialog or sheet (its size and place); the Panel inside holds the dialog.
 * The dialog fades and grows from 98% in, and back out, over MOBILE_SLIDE_UP_MS; the sheet slides up
 * over MOBILE_SLIDE_UP_MS after MOBILE_SLIDE_UP_DELAY_MS (ease-out) and down again (ease-in). When
 * the person asks for less motion nothing moves: the dialog only fades, the sheet just appears.
 */
export const PanelMotion = styled.div<MotionProps & { $sheet: boolean; $size: ModalSize }>`
  position: relative;
  animation: ${({ $sheet, $exiting }) =>
    $sheet
      ? $exiting
        ? css`${sheetOut} ${MOBILE_SLIDE_UP_MS}ms ease-in forwards`
        : css`${sheetIn} ${MOBILE_SLIDE_UP_MS}ms ease-out ${MOBILE_SLIDE_UP_DELAY_MS}ms backwards`
      : $exiting
        ? css`${dialogOut} ${MOBILE_SLIDE_UP_MS}ms ease-in-out forwards`
        : css`${dialogIn} ${MOBILE_SLIDE_UP_MS}ms ease-in-out`};
  @media (prefers-reduced-motion: reduce) {
    animation-name: ${({ $sheet, $exiting }) => ($sheet ? 'none' : $exiting ? fadeOut : fadeIn)};
  }
  display: flex;
  box-sizing: border-box;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $sheet, $size }) =>
    $sheet
      ? css`
          inline-size: 100%;
          max-block-size: 90vh;
          border-start-start-radius: ${theme.radius.lg}px;
          border-start-end-radius: ${theme.radius.lg}px;
          padding-block-end: env(safe-area-inset-bottom);
        `
      : css`
          inline-size: ${MODAL_WIDTHS[$size]}px;
          /* §9 tablet minimum width 350, unless the viewport itself is narrower. */
          min-inline-size: min(${TABLET_MODAL_MIN_WIDTH}px, 100%);
          max-inline-size: 100%;
          max-block-size: calc(100vh - ${2 * theme.space[4]}px);
          border-radius: ${theme.radius.lg}px;
        `}
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-inline-size: 0;
  outline: none;
  border-radius: inherit;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px 0;
`;

export const HeaderTitle = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  overflow-y: auto;
  flex: 1 1 auto;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
`;
