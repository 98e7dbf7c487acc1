import { TABLET_MODAL_MIN_WIDTH } from '@tessera/model';
import { motion } from 'framer-motion';
import styled, { css } from 'styled-components';

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

/** The mask behind the modal: the §9 wash (black at 0.4), faded in and out. */
export const MaskFade = styled(motion.div)`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlayWash};
`;

export const Mask = styled.div`
  position: absolute;
  inset: 0;
`;

/** The animated box of the dialog or sheet (its size and place); the Panel inside holds the dialog. */
export const PanelMotion = styled(motion.div)<{ $sheet: boolean; $size: ModalSize }>`
  position: relative;
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
