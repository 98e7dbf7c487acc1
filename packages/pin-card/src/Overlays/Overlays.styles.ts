import { FEEDBACK_FADE_MS, FEEDBACK_OVERLAY_OPACITY, lightTheme } from '@tessera/tokens';
import styled, { keyframes } from 'styled-components';

/** What sits on an image: the dark backdrop and its text, the same in light and dark mode. */
const ON_IMAGE = { background: lightTheme.color.toastBackground, text: lightTheme.color.onToast } as const;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The message panel's fill arrives with the backdrop; its words are opaque from the start. */
const fillIn = keyframes`
  from { background-color: transparent; }
`;

/**
 * A feedback overlay over the image (§4: "Overlay fades 0 to 0.8 over about 1 s"). The fade is on
 * the black backdrop (to FEEDBACK_OVERLAY_OPACITY), so the text above it stays fully opaque and
 * readable at every moment.
 */
export const FeedbackLayer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  /* Over the image the backdrop is dark in both themes (like the corner badges): the light theme's
     toast colours, never the dark theme's light surface. */
  color: ${ON_IMAGE.text};
  border-radius: ${({ theme }) => theme.radius.rounding}px;
  isolation: isolate;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: ${ON_IMAGE.background};
    opacity: ${FEEDBACK_OVERLAY_OPACITY};
    animation: ${fadeIn} ${FEEDBACK_FADE_MS}ms ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

/**
 * The words of a feedback overlay on a solid panel of the backdrop's ink: the backdrop stops at
 * FEEDBACK_OVERLAY_OPACITY (§4), so the image shows faintly through it, but never behind the
 * heading and text, whatever the image under them.
 */
export const FeedbackMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${ON_IMAGE.background};
  animation: ${fillIn} ${FEEDBACK_FADE_MS}ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const FeedbackTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const FeedbackText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const FeedbackLink = styled.a`
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  min-height: 24px;
  display: inline-flex;
  align-items: center;
`;

/** The unavailable-pin placeholder: the card's box (height 314, §2) or the whole screen. */
export const UnavailableBox = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  ${({ $fullScreen }) => ($fullScreen ? 'min-height: 100vh; width: 100%; border-radius: 0;' : '')}
`;
