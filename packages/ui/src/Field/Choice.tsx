/**
 * What the kit's choice controls share (Checkbox, CheckboxGroup, Switch, RadioGroup): the row of a
 * drawn control beside its label, with its hint and error under the label, and the frame of a
 * group (its label, its choices, its hint and error). The real input sits in the drawn control;
 * the label's whole area is part of the target.
 */
import type { DOMAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, type FieldProps } from './Field.tsx';

/** The control (a column as wide as it) and its label beside it; hint and error under the label. */
export const ChoiceRoot = styled.div<{ $control: number }>`
  display: grid;
  grid-template-columns: ${({ $control }) => $control}px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[2]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  align-items: start;
  font-family: ${({ theme }) => theme.font.family};
`;

/** The label around the control and its text: a press anywhere on it toggles the control. */
export const ChoiceLabel = styled.label<{ $disabled: boolean; $readOnly: boolean }>`
  display: contents;
  cursor: ${({ $disabled, $readOnly }) => ($disabled ? 'not-allowed' : $readOnly ? 'default' : 'pointer')};
`;

/** The visible label beside the control (also its accessible name). */
export const ChoiceText = styled.span<{ $disabled: boolean }>`
  grid-column: 2;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

const ChoiceUnder = styled.span`
  grid-column: 2;
  display: flex;
  flex-direction: column;
`;

/** The label's first line is 16 px type at the normal line height: a control this tall centres on it. */
/** What a choice's mark (a checkbox's box, a radio's dot, a switch's track) is drawn from. */
export interface ChoiceMarkState {
  $selected: boolean;
  $hovered: boolean;
  $focusVisible: boolean;
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}

export const firstLineOffset = (
  theme: { font: { size: { md: number }; lineHeight: { normal: number } } },
  height: number,
) => (theme.font.size.md * theme.font.lineHeight.normal - height) / 2;

/** The hint and the error under a choice's label (each describes the control). */
export function ChoiceNotes({
  description,
  errorMessage,
  descriptionProps,
  errorMessageProps,
}: {
  description?: string | null | undefined;
  errorMessage?: string | null | undefined;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessageProps: DOMAttributes<HTMLElement>;
}) {
  if (!description && !errorMessage) return null;
  return (
    <ChoiceUnder>
      {description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      {errorMessage ? <FieldError {...errorMessageProps}>{errorMessage}</FieldError> : null}
    </ChoiceUnder>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
`;

const GroupLabel = styled.span<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

const Items = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'vertical' ? theme.space[2] : theme.space[4])}px;
`;

/**
 * A group of choices (a checkbox group, a radio group): the group's label (its accessible name,
 * unless the group is named by a heading of the page), the choices, then the group's hint and error.
 */
export function GroupFrame({
  label,
  groupProps,
  labelProps,
  descriptionProps,
  errorMessageProps,
  description,
  errorMessage,
  isDisabled,
  orientation,
  children,
}: {
  label: string | undefined;
  groupProps: DOMAttributes<HTMLElement>;
  labelProps: DOMAttributes<HTMLElement>;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessageProps: DOMAttributes<HTMLElement>;
  description?: string | null | undefined;
  errorMessage?: string | null | undefined;
  isDisabled: boolean;
  orientation: 'vertical' | 'horizontal';
  children: ReactNode;
}) {
  return (
    <Group {...groupProps}>
      {label ? (
        <GroupLabel {...labelProps} $disabled={isDisabled}>
          {label}
        </GroupLabel>
      ) : null}
      <Items $orientation={orientation}>{children}</Items>
      {description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      {errorMessage ? <FieldError {...errorMessageProps}>{errorMessage}</FieldError> : null}
    </Group>
  );
}

/**
 * How a group is named: by its visible label, or (`labelledBy`) by an element of the page that
 * already says it (a step's heading), so the name is still the visible text.
 */
export type GroupName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

/** What a group of choices takes: a field's props, named by its label or by `labelledBy`. */
export type GroupFieldProps = Omit<FieldProps, 'label'> &
  GroupName & {
    /** Choices in a column (default) or on a line that wraps. */
    orientation?: 'vertical' | 'horizontal';
    /** Also describes the group (an element of the page that says what the choice is for). */
    describedBy?: string;
  };
