import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'selected' | 'tertiary';
export type ButtonSize = 'sm' | 'md' | 'lg';
/** Where a full-width button's label sits: centred, or at the inline start (a list of choices). */
export type ButtonAlign = 'center' | 'start';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $hovered: boolean;
  $pressed: boolean;
  $focusVisible: boolean;
  $fullWidth?: boolean;
  $align?: ButtonAlign;
}

interface VariantColors {
  background: string;
  hover: string;
  pressed: string;
  text: string;
}

export function variantColors(theme: DefaultTheme, variant: ButtonVariant): VariantColors {
  const { color } = theme;
  switch (variant) {
    case 'primary':
      return {
        background: color.primary,
        hover: color.primaryHover,
        pressed: color.primaryPressed,
        text: color.onPrimary,
      };
    case 'secondary':
      return {
        background: color.secondary,
        hover: color.secondaryHover,
        pressed: color.secondaryPressed,
        text: color.onSecondary,
      };
    case 'selected':
      return {
        background: color.selected,
        hover: color.selected,
        pressed: color.selected,
        text: color.onSelected,
      };
    case 'tertiary':
      return {
        background: 'transparent',
        hover: color.secondaryHover,
        pressed: color.secondaryPressed,
        text: color.text,
      };
  }
}

/** Padding (block, inline) and font size of each button size, from the spacing and type scales. */
export function sizeMetrics(theme: DefaultTheme, size: ButtonSize) {
  const { space, font } = theme;
  switch (size) {
    case 'sm':
      return { block: space[2], inline: space[3], fontSize: font.size.sm };
    case 'md':
      return { block: space[3], inline: space[4], fontSize: font.size.md };
    case 'lg':
      return { block: space[4], inline: space[5], fontSize: font.size.lg };
  }
}

/**
 * The busy look (the tokens' `state`): diagonal stripes in the control's text colour over its
 * fill, so working reads differently from rest without moving the label.
 */
export const busyStripes = css`
  background-image: repeating-linear-gradient(
    -45deg,
    transparent 0 ${({ theme }) => theme.state.busyStripeWidth}px,
    color-mix(in srgb, currentColor ${({ theme }) => theme.state.busyStripeStrength}%, transparent)
      ${({ theme }) => theme.state.busyStripeWidth}px
      ${({ theme }) => theme.state.busyStripeWidth * 2}px
  );
`;

/** The focus ring: a gap in the page background, then the ring colour. */
export const focusRing = css`
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.color.background},
    0 0 0 4px ${({ theme }) => theme.color.focusRing};
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'center')};
  text-align: ${({ $align }) => ($align === 'start' ? 'start' : 'center')};
  gap: ${({ theme }) => theme.space[1]}px;
  box-sizing: border-box;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  margin: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  padding: ${({ theme, $size }) => {
    const { block, inline } = sizeMetrics(theme, $size);
    return `${block}px ${inline}px`;
  }};
  font-family: inherit;
  font-size: ${({ theme, $size }) => sizeMetrics(theme, $size).fontSize}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;
  -webkit-tap-highlight-color: transparent;
  ${({ theme, $variant, $hovered, $pressed }) => {
    const colors = variantColors(theme, $variant);
    return css`
      background: ${$pressed ? colors.pressed : $hovered ? colors.hover : colors.background};
      color: ${colors.text};
    `;
  }}
  transform: ${({ $pressed }) => ($pressed ? 'scale(0.97)' : 'none')};
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}

  &:disabled {
    cursor: default;
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.textSubtle};
    transform: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
    transform: none;
    ${busyStripes}
  }
`;
