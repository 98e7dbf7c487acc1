import type { Ref } from 'react';
import { mergeProps, useFocusRing, useHover, useObjectRef, useSwitch } from 'react-aria';
import { useToggleState } from 'react-stately';
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

export interface SwitchProps extends Omit<FieldProps, 'isRequired'> {
  /** The visible text beside the switch, which is also the accessible name. */
  label: string;
  /** Controlled state: on. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Focusable and said as read-only; a press changes nothing. */
  isReadOnly?: boolean;
  /** The value sent with the form while it is on (the browser's default is "on"). */
  value?: string;
  ref?: Ref<HTMLInputElement | null>;
  'data-testid'?: string;
}

/** The track's size and the knob's; the knob sits the border's width inside the track. */
const TRACK = { width: 44, height: 24 } as const;
const KNOB = 16;
const EDGE = 2;

const Track = styled.span<ChoiceMarkState>`
  grid-column: 1;
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  inline-size: ${TRACK.width}px;
  block-size: ${TRACK.height}px;
  margin-block-start: ${({ theme }) => firstLineOffset(theme, TRACK.height)}px;
  border: ${EDGE}px solid;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  ${({ theme: { color }, $selected, $hovered, $invalid, $disabled, $readOnly }) => {
    if ($disabled)
      return css`
        background: ${color.secondary};
        border-color: ${color.secondary};
        color: ${color.textSubtle};
      `;
    if ($readOnly)
      return css`
        background: ${color.secondary};
        border-color: ${$invalid ? color.error : color.textSubtle};
        color: ${color.textSubtle};
      `;
    if ($selected)
      return css`
        background: ${color.selected};
        border-color: ${$invalid ? color.error : color.selected};
        color: ${color.onSelected};
      `;
    return css`
      background: ${color.background};
      border-color: ${$invalid ? color.error : $hovered ? color.text : color.textSubtle};
      color: ${$hovered ? color.text : color.textSubtle};
    `;
  }}
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

/** The knob: at the start when off, at the end when on (mirrored in right to left). */
const Knob = styled.span<{ $selected: boolean }>`
  position: absolute;
  inset-block-start: ${(TRACK.height - 2 * EDGE - KNOB) / 2}px;
  inset-inline-start: ${({ $selected }) =>
    $selected
      ? TRACK.width - 2 * EDGE - KNOB - (TRACK.height - 2 * EDGE - KNOB) / 2
      : (TRACK.height - 2 * EDGE - KNOB) / 2}px;
  inline-size: ${KNOB}px;
  block-size: ${KNOB}px;
  border-radius: 50%;
  background: currentColor;
  transition: inset-inline-start 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The real checkbox (role switch), drawn as nothing over the track, as the Checkbox's input. */
const Input = styled.input`
  position: absolute;
  inset: -${EDGE}px;
  inline-size: ${TRACK.width}px;
  block-size: ${TRACK.height}px;
  margin: 0;
  appearance: none;
  background: transparent;
  border: 0;
  outline: none;
  cursor: inherit;
`;

/**
 * A switch (react-aria useSwitch): a setting that is on or off and takes effect at once (dark
 * mode), drawn as a 44 × 24 px track with a knob, its label beside it. A real
 * `input type="checkbox" role="switch"` sits over the track: the label is its accessible name and
 * its whole area toggles it; Space toggles it. The hint and the error describe it.
 */
export function Switch({
  label,
  isSelected,
  defaultSelected,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  name,
  value,
  ref,
  'data-testid': testId,
}: SwitchProps) {
  const inputRef = useObjectRef(ref);
  const invalid = Boolean(errorMessage);
  const props = {
    children: label,
    ...(isSelected === undefined ? {} : { isSelected }),
    ...(defaultSelected === undefined ? {} : { defaultSelected }),
    ...(onChange ? { onChange } : {}),
    ...(name ? { name } : {}),
    ...(value === undefined ? {} : { value }),
    isDisabled,
    isReadOnly,
    isInvalid: invalid,
    validationBehavior: 'aria' as const,
  };
  const state = useToggleState(props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useSwitch(props, state, inputRef);
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChoiceRoot $control={TRACK.width} data-testid={testId}>
      <ChoiceLabel {...mergeProps(labelProps, hoverProps)} $disabled={isDisabled} $readOnly={isReadOnly}>
        <Track
          $selected={state.isSelected}
          $hovered={isHovered}
          $focusVisible={isFocusVisible}
          $invalid={invalid}
          $disabled={isDisabled}
          $readOnly={isReadOnly}
        >
          <Input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
          <Knob $selected={state.isSelected} />
        </Track>
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
