import type { Ref } from 'react';
import {
  type AriaButtonProps,
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
} from 'react-aria';
import { useTheme } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import {
  type ButtonAlign,
  type ButtonSize,
  type ButtonVariant,
  StyledButton,
  sizeMetrics,
} from './Button.styles.ts';

export type { ButtonAlign, ButtonSize, ButtonVariant };

type PressProps = 'onPress' | 'onPressStart' | 'onPressEnd' | 'onPressChange' | 'onPressUp';

export interface ButtonProps
  extends Pick<
    AriaButtonProps<'button'>,
    | PressProps
    | 'onFocus'
    | 'onBlur'
    | 'onKeyDown'
    | 'onKeyUp'
    | 'type'
    | 'id'
    | 'aria-expanded'
    | 'aria-haspopup'
    | 'aria-controls'
    | 'aria-describedby'
  > {
  /** The visible text, which is also the accessible name. */
  children: string;
  /** primary: the save red; secondary: grey; selected: the black "Saved"; tertiary: no fill. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Not available: native disabled, out of the tab order. */
  disabled?: boolean;
  /**
   * Working (e.g. a save in flight): presses are ignored and aria-disabled is set, but the button
   * keeps its place in the tab order and keeps focus.
   */
  busy?: boolean;
  fullWidth?: boolean;
  /**
   * Where the label sits in a full-width button: `center` (default), or `start` for a list of
   * choices whose names must line up (a board picker), at the inline start in either direction.
   */
  align?: ButtonAlign;
  /** An icon after the text (e.g. chevron-down for a dropdown). Decorative: the text names the button. */
  iconEnd?: IconName;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  disabled = false,
  busy = false,
  fullWidth = false,
  align = 'center',
  iconEnd,
  ref,
  onPress,
  onPressStart,
  onPressEnd,
  onPressChange,
  onPressUp,
  'data-testid': testId,
  ...ariaProps
}: ButtonProps) {
  const theme = useTheme();
  const objectRef = useObjectRef(ref);
  const pressHandlers = busy ? {} : { onPress, onPressStart, onPressEnd, onPressChange, onPressUp };
  const { buttonProps, isPressed } = useButton(
    { ...ariaProps, ...pressHandlers, isDisabled: disabled },
    objectRef,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled || busy });
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <StyledButton
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={objectRef}
      data-testid={testId}
      data-variant={variant}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $hovered={isHovered}
      $pressed={isPressed && !busy}
      $focusVisible={isFocusVisible}
      $fullWidth={fullWidth}
      $align={align}
    >
      {children}
      {iconEnd ? <Icon name={iconEnd} size={sizeMetrics(theme, size).fontSize} /> : null}
    </StyledButton>
  );
}
