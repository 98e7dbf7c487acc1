/**
 * The onboarding steps' controls, on react-aria: a radio group of choices (Gender, UseCase: arrow
 * keys move and choose, Tab leaves the group) and toggle buttons (the interest picker's topics:
 * aria-pressed, Space or Enter toggles). The choice shows by more than colour: a ring or a check.
 */
import { Icon } from '@tessera/ui';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import {
  mergeProps,
  useFocusRing,
  useRadio,
  useRadioGroup,
  useToggleButton,
  VisuallyHidden,
} from 'react-aria';
import { type RadioGroupState, useRadioGroupState, useToggleState } from 'react-stately';
import styled, { css } from 'styled-components';

const ring = css`
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.color.background},
    0 0 0 4px ${({ theme }) => theme.color.focusRing};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Choice = styled.label<{ $selected: boolean; $focusVisible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ $focusVisible }) => ($focusVisible ? ring : '')}
`;

/** The radio's dot: a ring, filled when chosen. */
const Dot = styled.span<{ $selected: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  box-sizing: border-box;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.text};
  background: ${({ theme, $selected }) => ($selected ? theme.color.text : 'transparent')};
  box-shadow: inset 0 0 0 3px ${({ theme }) => theme.color.surface};
`;

const RadioContext = createContext<RadioGroupState | null>(null);

export interface RadioChoicesProps<T extends string> {
  /** The id of the element naming the group (the step's heading). */
  labelledBy: string;
  describedBy?: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
}

export function RadioChoices<T extends string>({
  labelledBy,
  describedBy,
  options,
  labels,
  value,
  onChange,
}: RadioChoicesProps<T>) {
  const props = {
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    value,
    onChange: (next: string) => onChange(next as T),
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps } = useRadioGroup(props, state);
  return (
    <Options {...radioGroupProps}>
      <RadioContext.Provider value={state}>
        {options.map((option) => (
          <Radio key={option} value={option}>
            {labels[option]}
          </Radio>
        ))}
      </RadioContext.Provider>
    </Options>
  );
}

function Radio({ value, children }: { value: string; children: ReactNode }) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('Radio is used outside RadioChoices.');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useRadio({ value, children }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  return (
    <Choice $selected={isSelected} $focusVisible={isFocusVisible}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <Dot $selected={isSelected} aria-hidden="true" />
      {children}
    </Choice>
  );
}

const Toggle = styled.button<{ $selected: boolean; $focusVisible: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 40px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.selected : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme, $selected }) => ($selected ? theme.color.selected : theme.color.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.onSelected : theme.color.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  outline: none;
  ${({ $focusVisible }) => ($focusVisible ? ring : '')}
`;

export interface ToggleChoiceProps {
  /** The visible text, which is also the accessible name. */
  children: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}

/** A toggle button (aria-pressed): a plus when off, a check when on. */
export function ToggleChoice({ children, isSelected, onChange }: ToggleChoiceProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const state = useToggleState({ isSelected, onChange });
  const { buttonProps } = useToggleButton({}, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  return (
    <Toggle
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      $selected={state.isSelected}
      $focusVisible={isFocusVisible}
    >
      <Icon name={state.isSelected ? 'check' : 'plus'} size={14} />
      {children}
    </Toggle>
  );
}
