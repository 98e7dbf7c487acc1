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
  type IconButtonSize,
  type IconButtonVariant,
  iconButtonMetrics,
  StyledIconButton,
} from './IconButton.styles.ts';

export type { IconButtonSize, IconButtonVariant };

export interface IconButtonProps
  extends Pick<
    AriaButtonProps<'button'>,
    | 'onPress'
    | 'onPressStart'
    | 'onFocus'
    | 'onBlur'
    | 'onKeyDown'
    | 'onKeyUp'
    | 'id'
    | 'aria-expanded'
    | 'aria-haspopup'
    | 'aria-controls'
  > {
  /** The accessible name: an icon has no visible text, so this is required. */
  accessibilityLabel: string;
  icon: IconName;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  accessibilityLabel,
  icon,
  variant = 'secondary',
  size = 'md',
  disabled = false,
  ref,
  ...ariaProps
}: IconButtonProps) {
  const theme = useTheme();
  const objectRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton(
    { ...ariaProps, 'aria-label': accessibilityLabel, isDisabled: disabled },
    objectRef,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledIconButton
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={objectRef}
      $variant={variant}
      $size={size}
      $hovered={isHovered}
      $pressed={isPressed}
      $focusVisible={isFocusVisible}
    >
      <Icon name={icon} size={iconButtonMetrics(theme, size).icon} />
    </StyledIconButton>
  );
}
