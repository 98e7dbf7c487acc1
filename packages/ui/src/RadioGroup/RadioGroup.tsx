import { createContext, type Ref, useContext, useId } from 'react';
import { mergeProps, useFocusRing, useHover, useObjectRef, useRadio, useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import styled, { css } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import {
  ChoiceLabel,
  type ChoiceMarkState,
  ChoiceRoot,
  ChoiceText,
  firstLineOffset,
  type GroupFieldProps,
  GroupFrame,
} from '../Field/Choice.tsx';
import { FieldHint } from '../Field/Field.tsx';

export interface RadioOption<T extends string = string> {
  value: T;
  /** The visible text of the choice, which is also its accessible name. */
  label: string;
  /** A line under the label that says more (it describes the radio). */
  description?: string;
  isDisabled?: boolean;
}

export type RadioGroupProps<T extends string = string> = GroupFieldProps & {
  options: readonly RadioOption<T>[];
  /** Controlled value: the chosen option's `value`, or null for none yet. */
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T) => void;
  /**
   * `list` (default): a dot beside each label. `cards`: each choice in a bordered box as wide as the
   * group, the chosen one outlined (a step of a dialog with a few large choices).
   */
  appearance?: 'list' | 'cards';
  /** The first radio's input: focus it to bring a person to a group whose answer is missing. */
  ref?: Ref<HTMLInputElement | null>;
  'data-testid'?: string;
};

const DOT = 24;

const RadioContext = createContext<{ state: RadioGroupState; appearance: 'list' | 'cards' } | null>(null);

const Dot = styled.span<ChoiceMarkState>`
  grid-column: 1;
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${DOT}px;
  block-size: ${DOT}px;
  margin-block-start: ${({ theme }) => firstLineOffset(theme, DOT)}px;
  border-radius: 50%;
  border: 2px solid;
  ${({ theme: { color }, $selected, $hovered, $invalid, $disabled, $readOnly }) => {
    if ($disabled)
      return css`
        background: ${color.secondary};
        border-color: ${color.secondary};
        color: ${color.textSubtle};
      `;
    const edge = $invalid ? color.error : $readOnly || !$hovered ? color.textSubtle : color.text;
    if ($selected)
      return css`
        background: ${$readOnly ? color.secondary : color.selected};
        border-color: ${$invalid ? color.error : $readOnly ? color.textSubtle : color.selected};
        color: ${$readOnly ? color.text : color.onSelected};
      `;
    return css`
      background: ${$readOnly ? color.secondary : color.background};
      border-color: ${edge};
    `;
  }}
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

/** An option's line under its label. */
const OptionHint = styled(FieldHint)`
  grid-column: 2;
`;

/** The chosen radio's centre. */
const Centre = styled.span`
  inline-size: 8px;
  block-size: 8px;
  border-radius: 50%;
  background: currentColor;
`;

/** The real radio, drawn as nothing over the dot (as the Checkbox's input). */
const Input = styled.input`
  position: absolute;
  inset: -2px;
  inline-size: ${DOT}px;
  block-size: ${DOT}px;
  margin: 0;
  appearance: none;
  background: transparent;
  border: 0;
  border-radius: 50%;
  outline: none;
  cursor: inherit;
`;

/** A choice in the `cards` appearance: a box around the radio and its label. */
const Card = styled.div<{ $selected: boolean; $disabled: boolean }>`
  box-sizing: border-box;
  min-block-size: 48px;
  padding-block: ${({ theme }) => theme.space[3]}px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  border: 2px solid
    ${({ theme, $selected, $disabled }) =>
      $disabled ? theme.color.secondary : $selected ? theme.color.text : theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.background};
`;

/**
 * One of several exclusive choices (react-aria useRadioGroup): a `role="radiogroup"` named by its
 * label (or by a heading of the page, `labelledBy`), a real radio input for each option with its
 * label beside it (its accessible name) and an optional line under it. Arrow keys move and choose,
 * Tab enters on the chosen one and leaves the group. The group's hint and error describe it.
 */
export function RadioGroup<T extends string = string>({
  label,
  labelledBy,
  describedBy,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  orientation = 'vertical',
  appearance = 'list',
  ref,
  'data-testid': testId,
}: RadioGroupProps<T>) {
  const props = {
    ...(label ? { label } : { 'aria-labelledby': labelledBy }),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(value === undefined ? {} : { value }),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(onChange ? { onChange: (next: string) => onChange(next as T) } : {}),
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    ...(name ? { name } : {}),
    isInvalid: Boolean(errorMessage),
    isDisabled,
    isReadOnly,
    isRequired,
    orientation,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(props, state);
  return (
    <GroupFrame
      label={label}
      groupProps={
        { ...radioGroupProps, ...(testId ? { 'data-testid': testId } : {}) } as typeof radioGroupProps
      }
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      orientation={orientation}
    >
      <RadioContext.Provider value={{ state, appearance }}>
        {options.map((option, index) => (
          <Radio key={option.value} option={option} {...(index === 0 && ref ? { inputRef: ref } : {})} />
        ))}
      </RadioContext.Provider>
    </GroupFrame>
  );
}

function Radio({ option, inputRef }: { option: RadioOption; inputRef?: Ref<HTMLInputElement | null> }) {
  const context = useContext(RadioContext);
  if (!context) throw new Error('Radio is used outside a RadioGroup.');
  const { state, appearance } = context;
  const ref = useObjectRef(inputRef);
  const hintId = useId();
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
    {
      value: option.value,
      children: option.label,
      ...(option.isDisabled ? { isDisabled: true } : {}),
    },
    state,
    ref,
  );
  const isReadOnly = state.isReadOnly;
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly });
  const { focusProps, isFocusVisible } = useFocusRing();
  const describedBy = [inputProps['aria-describedby'], option.description ? hintId : null]
    .filter(Boolean)
    .join(' ');
  const radio = (
    <ChoiceRoot $control={DOT}>
      <ChoiceLabel {...mergeProps(labelProps, hoverProps)} $disabled={isDisabled} $readOnly={isReadOnly}>
        <Dot
          $selected={isSelected}
          $hovered={isHovered}
          $focusVisible={isFocusVisible}
          $invalid={state.isInvalid}
          $disabled={isDisabled}
          $readOnly={isReadOnly}
        >
          <Input
            {...mergeProps(inputProps, focusProps)}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            ref={ref}
          />
          {isSelected ? <Centre /> : null}
        </Dot>
        <ChoiceText $disabled={isDisabled}>{option.label}</ChoiceText>
      </ChoiceLabel>
      {option.description ? <OptionHint id={hintId}>{option.description}</OptionHint> : null}
    </ChoiceRoot>
  );
  return appearance === 'cards' ? (
    <Card $selected={isSelected} $disabled={isDisabled}>
      {radio}
    </Card>
  ) : (
    radio
  );
}
