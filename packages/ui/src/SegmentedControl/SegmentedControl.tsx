import { createContext, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useRadio, useRadioGroup, VisuallyHidden } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately';
import styled from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import { FieldLabel } from '../Field/Field.tsx';

export interface SegmentOption<T extends string = string> {
  value: T;
  /** The visible text of the segment, which is also its accessible name. */
  label: string;
  isDisabled?: boolean;
}

export interface SegmentedControlProps<T extends string = string> {
  /** What the choice is about: the group's accessible name, visible above it unless `hidden`. */
  label: string;
  labelDisplay?: 'visible' | 'hidden';
  /** Two to five short choices (a word or two each). */
  options: readonly SegmentOption<T>[];
  /** Controlled value: the chosen segment's `value`. */
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  isDisabled?: boolean;
  /** Focusable and said as read-only; the choice cannot be changed. */
  isReadOnly?: boolean;
  name?: string;
  'data-testid'?: string;
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
`;

/** The track: a grey pill the segments share equally. */
const Track = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.secondary};
`;

const Segment = styled.label<{
  $selected: boolean;
  $hovered: boolean;
  $focusVisible: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 40px;
  min-inline-size: 0;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${({ theme, $selected, $disabled }) =>
    $disabled ? theme.color.textSubtle : $selected ? theme.color.onSelected : theme.color.text};
  background: ${({ theme, $selected, $hovered }) =>
    $selected ? theme.color.selected : $hovered ? theme.color.secondaryHover : 'transparent'};
  cursor: ${({ $disabled, $readOnly, $selected }) =>
    $disabled ? 'not-allowed' : $readOnly || $selected ? 'default' : 'pointer'};
  user-select: none;
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

/** The real radio, drawn as nothing over the whole segment (as the Checkbox's input). */
const Input = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  appearance: none;
  background: transparent;
  border: 0;
  border-radius: inherit;
  outline: none;
  cursor: inherit;
`;

const SegmentContext = createContext<RadioGroupState | null>(null);

/**
 * A choice of one of a few short options shown side by side (react-aria useRadioGroup): a
 * `role="radiogroup"` of radios, each drawn as a segment of a grey pill, the chosen one filled.
 * Arrow keys move and choose (mirrored in right to left), Tab enters on the chosen segment and
 * leaves the group. It changes what the page shows at once; for a form's field, use RadioGroup.
 */
export function SegmentedControl<T extends string = string>({
  label,
  labelDisplay = 'visible',
  options,
  value,
  defaultValue,
  onChange,
  isDisabled = false,
  isReadOnly = false,
  name,
  'data-testid': testId,
}: SegmentedControlProps<T>) {
  const props = {
    label,
    ...(value === undefined ? {} : { value }),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(onChange ? { onChange: (next: string) => onChange(next as T) } : {}),
    ...(name ? { name } : {}),
    isDisabled,
    isReadOnly,
    orientation: 'horizontal' as const,
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps, labelProps } = useRadioGroup(props, state);
  const labelElement = (
    <FieldLabel as="span" {...labelProps} $disabled={isDisabled}>
      {label}
    </FieldLabel>
  );
  return (
    <Column {...radioGroupProps} data-testid={testId}>
      {labelDisplay === 'hidden' ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Track $count={options.length}>
        <SegmentContext.Provider value={state}>
          {options.map((option) => (
            <SegmentItem key={option.value} option={option} />
          ))}
        </SegmentContext.Provider>
      </Track>
    </Column>
  );
}

function SegmentItem({ option }: { option: SegmentOption }) {
  const state = useContext(SegmentContext);
  if (!state) throw new Error('A segment is used outside a SegmentedControl.');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
    { value: option.value, children: option.label, ...(option.isDisabled ? { isDisabled: true } : {}) },
    state,
    ref,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || state.isReadOnly || isSelected });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Segment
      {...mergeProps(labelProps, hoverProps)}
      $selected={isSelected}
      $hovered={isHovered}
      $focusVisible={isFocusVisible}
      $disabled={isDisabled}
      $readOnly={state.isReadOnly}
    >
      <Input {...mergeProps(inputProps, focusProps)} ref={ref} />
      {option.label}
    </Segment>
  );
}
