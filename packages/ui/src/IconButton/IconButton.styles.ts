import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing, variantColors } from '../Button/Button.styles.ts';

export type IconButtonVariant = 'secondary' | 'primary' | 'selected' | 'transparent';
export type IconButtonSize = 'sm' | 'md' | 'lg';

/** Icon size and the padding around it; the button is a circle of icon + 2 × padding. */
export function iconButtonMetrics(theme: DefaultTheme, size: IconButtonSize) {
  const { space, font } = theme;
  switch (size) {
    case 'sm':
      return { icon: font.size.xs, padding: space[2] }; // 12 + 2 × 8 = 28 px ≥ the 24 px target size
    case 'md':
      return { icon: font.size.md, padding: space[3] }; // 40 px
    case 'lg':
      return { icon: font.size.lg, padding: space[3] }; // 44 px
  }
}

/** The Button's variant colours: an icon button's `transparent` is the Button's `tertiary`. */
function colors(theme: DefaultTheme, variant: IconButtonVariant) {
  return variantColors(theme, variant === 'transparent' ? 'tertiary' : variant);
}

export const StyledIconButton = styled.button<{
  $variant: IconButtonVariant;
  $size: IconButtonSize;
  $hovered: boolean;
  $pressed: boolean;
  $focusVisible: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  box-sizing: content-box;
  margin: 0;
  border: none;
  border-radius: 50%;
  padding: ${({ theme, $size }) => iconButtonMetrics(theme, $size).padding}px;
  width: ${({ theme, $size }) => iconButtonMetrics(theme, $size).icon}px;
  height: ${({ theme, $size }) => iconButtonMetrics(theme, $size).icon}px;
  cursor: pointer;
  outline: none;
  -webkit-tap-highlight-color: transparent;
  ${({ theme, $variant, $hovered, $pressed }) => {
    const c = colors(theme, $variant);
    return css`
      background: ${$pressed ? c.pressed : $hovered ? c.hover : c.background};
      color: ${c.text};
    `;
  }}
  transform: ${({ $pressed }) => ($pressed ? 'scale(0.94)' : 'none')};
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}

  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.color.textSubtle};
    transform: none;
  }

  svg {
    display: block;
  }
`;
