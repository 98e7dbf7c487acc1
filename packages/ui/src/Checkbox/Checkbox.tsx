import type { Ref } from 'react';
import { mergeProps, useCheckbox, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { useToggleState } from 'react-stately';
import styled, { css } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import { FieldError, FieldHint, type FieldProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

export interface CheckboxProps extends FieldProps {
  /** The visible text beside the box, which is also the accessible name. */
  label: string;
  /** Controlled state. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Shown as a dash (some of a group chosen); a press still selects it. */
  isIndeterminate?: boolean;
  /** Focusable and said as read-only; a press changes nothing. */
  isReadOnly?: boolean;
  /** The value sent with the form while it is checked (the browser's default is "on"). */
  value?: string;
  ref?: Ref<HTMLInputElement | null>;
  'data-testid'?: string;
}

const BOX = 24;

const Root = styled.div`
  display: grid;
  grid-template-columns: ${BOX}px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[2]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  align-items: start;
  font-family: ${({ theme }) => theme.font.family};
`;

const Label = styled.label<{ $disabled: boolean; $readOnly: boolean }>`
  display: contents;
  cursor: ${({ $disabled, $readOnly }) => ($disabled ? 'not-allowed' : $readOnly ? 'default' : 'pointer')};
`;

const Box = styled.span<{
  $selected: boolean;
  $hovered: boolean;
  $pressed: boolean;
  $focusVisible: boolean;
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}>`
  grid-column: 1;
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${BOX}px;
  block-size: ${BOX}px;
  /* The label's first line is 16 px type at the normal line height: centre the box on it. */
  margin-block-start: ${({ theme }) => (theme.font.size.md * theme.font.lineHeight.normal - BOX) / 2}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 2px solid;
  transition: transform 100ms ease-out;
  ${({ theme, $selected, $hovered, $invalid, $disabled, $readOnly }) => {
    const { color } = theme;
    if ($disabled) {
      return css`
        background: ${color.secondary};
        border-color: ${color.secondary};
        color: ${color.textSubtle};
      `;
    }
    const edge = $invalid
      ? color.error
      : $readOnly
        ? color.textSubtle
        : $hovered
          ? color.text
          : color.textSubtle;
    if ($selected) {
      return css`
        background: ${$readOnly ? color.secondary : color.selected};
        border-color: ${$invalid ? color.error : $readOnly ? color.textSubtle : color.selected};
        color: ${$readOnly ? color.text : color.onSelected};
      `;
    }
    return css`
      background: ${$readOnly ? color.secondary : color.background};
      border-color: ${edge};
    `;
  }}
  transform: ${({ $pressed }) => ($pressed ? 'scale(0.9)' : 'none')};
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The real checkbox, drawn as nothing over the box: screen readers, the keyboard and a click on
 * the box all reach the input itself (so do test tools that click the element they act on).
 */
const Input = styled.input`
  position: absolute;
  inset: -2px;
  inline-size: ${BOX}px;
  block-size: ${BOX}px;
  margin: 0;
  /* Drawn as nothing (no opacity trick: the input stays "visible" to tests and tools). */
  appearance: none;
  background: transparent;
  border: 0;
  outline: none;
  cursor: inherit;
`;

const Dash = styled.span`
  inline-size: 12px;
  block-size: 2px;
  border-radius: 1px;
  background: currentColor;
`;

const Text = styled.span<{ $disabled: boolean }>`
  grid-column: 2;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

const Under = styled.span`
  grid-column: 2;
  display: flex;
  flex-direction: column;
`;

/**
 * A checkbox (react-aria useCheckbox) drawn from the theme: a real `input type="checkbox"`,
 * drawn as nothing over a 24 px box, with its label beside it (the label is
 * its accessible name and its whole area toggles it). The hint and the inline error under the label
 * describe it (aria-describedby); the error makes it invalid. Space toggles it.
 */
export function Checkbox({
  label,
  isSelected,
  defaultSelected,
  onChange,
  isIndeterminate = false,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  value,
  ref,
  'data-testid': testId,
}: CheckboxProps) {
  const inputRef = useObjectRef(ref);
  const invalid = Boolean(errorMessage);
  const props = {
    children: label,
    ...(isSelected === undefined ? {} : { isSelected }),
    ...(defaultSelected === undefined ? {} : { defaultSelected }),
    ...(onChange ? { onChange } : {}),
    ...(name ? { name } : {}),
    ...(value === undefined ? {} : { value }),
    isIndeterminate,
    isDisabled,
    isReadOnly,
    isRequired,
    isInvalid: invalid,
    validationBehavior: 'aria' as const,
  };
  const state = useToggleState(props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isPressed } = useCheckbox(
    props,
    state,
    inputRef,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly });
  const { focusProps, isFocusVisible } = useFocusRing();
  const selected = state.isSelected;
  return (
    <Root data-testid={testId}>
      <Label {...mergeProps(labelProps, hoverProps)} $disabled={isDisabled} $readOnly={isReadOnly}>
        <Box
          $selected={selected || isIndeterminate}
          $hovered={isHovered}
          $pressed={isPressed && !isReadOnly}
          $focusVisible={isFocusVisible}
          $invalid={invalid}
          $disabled={isDisabled}
          $readOnly={isReadOnly}
        >
          <Input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
          {isIndeterminate ? <Dash /> : selected ? <Icon name="check" size={14} /> : null}
        </Box>
        <Text $disabled={isDisabled}>{label}</Text>
      </Label>
      {description || invalid ? (
        <Under>
          {description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
          {invalid ? <FieldError {...errorMessageProps}>{errorMessage}</FieldError> : null}
        </Under>
      ) : null}
    </Root>
  );
}
