import { createContext, type Ref, type RefObject, useContext } from 'react';
import {
  type AriaCheckboxProps,
  type CheckboxAria,
  mergeProps,
  useCheckbox,
  useCheckboxGroupItem,
  useFocusRing,
  useHover,
  useObjectRef,
} from 'react-aria';
import { type CheckboxGroupState, useToggleState } from 'react-stately';
import styled, { css } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import {
  ChoiceLabel,
  type ChoiceMarkState,
  ChoiceNotes,
  ChoiceRoot,
  ChoiceText,
  firstLineOffset,
} from '../Field/Choice.tsx';
import type { FieldProps } from '../Field/Field.tsx';
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
  /** The value sent with the form while it is checked (the browser's default is "on"); in a
   * CheckboxGroup, the value this box adds to the group's. */
  value?: string;
  ref?: Ref<HTMLInputElement | null>;
  'data-testid'?: string;
}

const BOX = 24;

const Box = styled.span<ChoiceMarkState & { $pressed: boolean }>`
  grid-column: 1;
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${BOX}px;
  block-size: ${BOX}px;
  /* Centred on the label's first line. */
  margin-block-start: ${({ theme }) => firstLineOffset(theme, BOX)}px;
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

/** The state of the CheckboxGroup a Checkbox is in (its value joins the group's). */
export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

/**
 * A checkbox (react-aria useCheckbox) drawn from the theme: a real `input type="checkbox"`,
 * drawn as nothing over a 24 px box, with its label beside it (the label is
 * its accessible name and its whole area toggles it). The hint and the inline error under the label
 * describe it (aria-describedby); the error makes it invalid. Space toggles it. Inside a
 * CheckboxGroup it is one of the group's choices (its `value` joins the group's value).
 */
export function Checkbox(props: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  return group ? <GroupCheckbox {...props} group={group} /> : <LoneCheckbox {...props} />;
}

function ariaProps({
  label,
  isSelected,
  defaultSelected,
  onChange,
  isIndeterminate = false,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  value,
}: CheckboxProps): AriaCheckboxProps {
  return {
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
    isInvalid: Boolean(errorMessage),
    validationBehavior: 'aria',
  };
}

function LoneCheckbox(props: CheckboxProps) {
  const inputRef = useObjectRef(props.ref);
  const aria = ariaProps(props);
  const state = useToggleState(aria);
  return <CheckboxView {...props} aria={useCheckbox(aria, state, inputRef)} inputRef={inputRef} />;
}

function GroupCheckbox({ group, ...props }: CheckboxProps & { group: CheckboxGroupState }) {
  const inputRef = useObjectRef(props.ref);
  const aria = { ...ariaProps(props), value: props.value ?? props.label };
  return <CheckboxView {...props} aria={useCheckboxGroupItem(aria, group, inputRef)} inputRef={inputRef} />;
}

function CheckboxView({
  label,
  isIndeterminate = false,
  description,
  errorMessage,
  aria,
  inputRef,
  'data-testid': testId,
}: CheckboxProps & { aria: CheckboxAria; inputRef: RefObject<HTMLInputElement | null> }) {
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isPressed, isSelected } = aria;
  const { isDisabled, isReadOnly } = aria;
  const invalid = aria.isInvalid || Boolean(errorMessage);
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChoiceRoot $control={BOX} data-testid={testId}>
      <ChoiceLabel {...mergeProps(labelProps, hoverProps)} $disabled={isDisabled} $readOnly={isReadOnly}>
        <Box
          $selected={isSelected || isIndeterminate}
          $hovered={isHovered}
          $pressed={isPressed && !isReadOnly}
          $focusVisible={isFocusVisible}
          $invalid={invalid}
          $disabled={isDisabled}
          $readOnly={isReadOnly}
        >
          <Input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
          {isIndeterminate ? <Dash /> : isSelected ? <Icon name="check" size={14} /> : null}
        </Box>
        <ChoiceText $disabled={isDisabled}>{label}</ChoiceText>
      </ChoiceLabel>
      <ChoiceNotes
        description={description}
        errorMessage={errorMessage}
        descriptionProps={descriptionProps}
        errorMessageProps={errorMessageProps}
      />
    </ChoiceRoot>
  );
}
