import { motion } from 'framer-motion';
import styled, { css } from 'styled-components';

/** The thumbnail of a toast (e.g. the saved pin): space[8] + space[4] = 48 px. */
export const thumbnailSize = css`
  width: ${({ theme }) => theme.space[8] + theme.space[4]}px;
  height: ${({ theme }) => theme.space[8] + theme.space[4]}px;
`;

/**
 * Where toasts appear. `fixed`: bottom centre of the viewport, above everything (theme z-index);
 * `inline`: in the flow, for documentation and screenshots.
 */
export const Region = styled.div<{ $placement: 'fixed' | 'inline' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  ${({ $placement, theme }) =>
    $placement === 'fixed'
      ? css`
          position: fixed;
          inset-inline: 0;
          bottom: ${theme.space[6]}px;
          z-index: ${theme.zIndex.toast};
          padding-inline: ${theme.space[4]}px;
          pointer-events: none;
        `
      : css`
          position: relative;
        `}
`;

/** The animated wrapper of a toast (enter and exit). */
export const ToastMotion = styled(motion.div)`
  max-width: 100%;
  pointer-events: auto;
`;

export const ToastSurface = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  box-sizing: border-box;
  max-width: min(100%, ${({ theme }) => theme.breakpoints.sm}px);
  min-height: ${({ theme }) => theme.space[8] + theme.space[4] + 2 * theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.toastBackground};
  color: ${({ theme }) => theme.color.onToast};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Thumbnail = styled.img`
  ${thumbnailSize}
  flex: none;
  display: block;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.placeholder};
`;

export const Media = styled.div`
  position: relative;
  flex: none;
`;

/** The animated check: a success-coloured disc, on the thumbnail's corner or on its own. */
export const CheckBadge = styled(motion.span)<{ $onThumbnail: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]}px;
  height: ${({ theme }) => theme.space[6]}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  /* The page background contrasts with the success colour in both themes. */
  color: ${({ theme }) => theme.color.background};
  ${({ $onThumbnail, theme }) =>
    $onThumbnail
      ? css`
          position: absolute;
          inset-inline-end: -${theme.space[2]}px;
          bottom: -${theme.space[2]}px;
          box-shadow: 0 0 0 2px ${theme.color.toastBackground};
        `
      : ''}
`;

export const Text = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;
