import { BOTTOM_INSET_VAR, TOAST_HIDE_ANIMATION_MS } from '@tessera/tokens';
import styled, { css, keyframes } from 'styled-components';

/** The thumbnail of a toast (e.g. the saved pin): space[8] + space[4] = 48 px. */
export const thumbnailSize = css`
  width: ${({ theme }) => theme.space[8] + theme.space[4]}px;
  height: ${({ theme }) => theme.space[8] + theme.space[4]}px;
`;

/**
 * Where toasts appear. `fixed`: bottom centre of the viewport (above the app's bottom inset,
 * BOTTOM_INSET_VAR), above everything (theme z-index);
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
          /* Above what the app fixes at the bottom (a phone's tab bar), when it says so. */
          bottom: calc(${theme.space[6]}px + var(${BOTTOM_INSET_VAR}, 0px));
          z-index: ${theme.zIndex.toast};
          padding-inline: ${theme.space[4]}px;
          pointer-events: none;
        `
      : css`
          position: relative;
        `}
`;

/** From and to a toast's place: transparent and space[4] lower (--toast-offset). */
const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(var(--toast-offset));
  }
`;
const exit = keyframes`
  to {
    opacity: 0;
    transform: translateY(var(--toast-offset));
  }
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

/**
 * The animated wrapper of a toast, in CSS: it rises and fades in (`$enter`: not a toast first
 * rendered already visible) and sinks and fades out (`data-exiting`, see usePresence), over
 * TOAST_HIDE_ANIMATION_MS, ease-out. When the person asks for less motion it only fades.
 */
export const ToastMotion = styled.div<{ $enter: boolean }>`
  --toast-offset: ${({ theme }) => theme.space[4]}px;
  max-width: 100%;
  pointer-events: auto;
  animation: ${({ $enter }) => ($enter ? enter : 'none')} ${TOAST_HIDE_ANIMATION_MS}ms ease-out;
  &[data-exiting] {
    animation: ${exit} ${TOAST_HIDE_ANIMATION_MS}ms ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-name: ${({ $enter }) => ($enter ? fadeIn : 'none')};
    &[data-exiting] {
      animation-name: ${fadeOut};
    }
  }
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

/**
 * The check's spring (stiffness 500, damping 24, mass 1: it overshoots by 13% and settles in about
 * 0.4 s) as CSS easing, sampled every 20 ms over CHECK_SPRING_MS.
 */
const CHECK_SPRING =
  'linear(0, 0.084, 0.28, 0.513, 0.733, 0.912, 1.036, 1.107, 1.134, 1.13, 1.107, 1.076, 1.045, 1.019, 1, 0.988, 0.982, 0.982, 0.984, 0.988, 0.993, 0.996, 0.999, 1.001, 1.002, 1)';
const CHECK_SPRING_MS = 500;
const popIn = keyframes`
  from {
    opacity: 0;
    transform: scale(0);
  }
`;

/**
 * The animated check: a success-coloured disc, on the thumbnail's corner or on its own. It springs
 * in (`$enter`: not when the toast was first rendered with it); only fades in for less motion.
 */
export const CheckBadge = styled.span<{ $onThumbnail: boolean; $enter: boolean }>`
  animation: ${({ $enter }) => ($enter ? popIn : 'none')} ${CHECK_SPRING_MS}ms ${CHECK_SPRING};
  @media (prefers-reduced-motion: reduce) {
    animation-name: ${({ $enter }) => ($enter ? fadeIn : 'none')};
  }
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
