/**
 * The onboarding interest picker's toggle buttons, on react-aria (aria-pressed, Space or Enter
 * toggles); the choice shows by more than colour: a check. The steps' exclusive choices (Gender,
 * UseCase) are the kit's RadioGroup. To convert: these become the kit's Tag / Chip once it has one.
 */
import { Icon } from '@tessera/ui';
import { useRef } from 'react';
import { mergeProps, useFocusRing, useToggleButton } from 'react-aria';
import { useToggleState } from 'react-stately';
import styled, { css } from 'styled-components';

const ring = css`
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.color.background},
    0 0 0 4px ${({ theme }) => theme.color.focusRing};
`;

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
