/**
 * What every form control of the kit shares (TextField, TextArea, Select, Checkbox): the column a
 * field is laid out in, its label, its hint and its inline error, the counter, and the one look of
 * a control's box (2 px border, medium radius, 48 px tall, from the theme), with its states drawn
 * from react-aria (hover, focus), not from CSS pseudo-classes.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';

/** A field: its label, the control, its hint and its error, in a column. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
`;

/** The label and what sits at its end (a counter), on one line. */
export const FieldLabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** A field's visible label (also its accessible name). */
export const FieldLabel = styled.label<{ $disabled?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

/** A field's hint: give it the id the control is described by (`as="p"` on a line of its own). */
export const FieldHint = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** A field's inline error: give it the id the control is described by (`as="p"` on its own line). */
export const FieldError = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** The character count beside a label; red once over the most. */
export const FieldCount = styled.span<{ $over: boolean }>`
  flex: none;
  color: ${({ theme, $over }) => ($over ? theme.color.error : theme.color.textSubtle)};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weight.semibold : theme.font.weight.regular)};
  font-variant-numeric: tabular-nums;
`;

/**
 * What every form control takes alike: the visible label (its accessible name), the hint and the
 * inline error under it (each describes the control; the control is invalid while there is an
 * error), and the states. `isReadOnly`: focusable and said as read-only, its value unchanged (what
 * that means for each control is in its own docs). `isRequired`: said as required (aria-required);
 * the form's validation says what is missing.
 */
export interface FieldProps {
  /** The visible label, which is also the accessible name. */
  label: string;
  /** The hint under the control (it describes the control). */
  description?: string | null | undefined;
  /** The inline error: the field is invalid while there is one; it describes the control. */
  errorMessage?: string | null | undefined;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  name?: string;
}

/** What a control's box is drawn from (react-aria's hover and focus, the field's state). */
export interface ControlStateProps {
  $hovered: boolean;
  $focused: boolean;
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}

/**
 * The box of a text field, text area and select: one look for every field of every page. The
 * border is the theme's `border` colour, darker under the pointer, the error colour while invalid;
 * focus adds the focus ring; read-only and disabled fill the box with the secondary grey (disabled
 * greys the text too).
 */
export const controlBox = css<ControlStateProps>`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: 48px;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[3]}px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  background: ${({ theme, $disabled, $readOnly }) =>
    $disabled || $readOnly ? theme.color.secondary : theme.color.background};
  border: 2px solid
    ${({ theme, $hovered, $invalid, $disabled, $readOnly }) =>
      $invalid
        ? theme.color.error
        : $disabled || $readOnly
          ? theme.color.secondary
          : $hovered
            ? theme.color.textSubtle
            : theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  outline: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'auto')};
  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
    opacity: 1;
  }
  ${({ $focused }) => ($focused ? focusRing : '')}
`;

/**
 * The column of a field: the label (with the counter at its end when there is one), the control,
 * the hint and the error. The ids and ARIA come from react-aria's field hooks.
 */
export function FieldFrame({
  label,
  count,
  control,
  description,
  error,
}: {
  label: ReactNode;
  count?: ReactNode;
  control: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <FieldBox>
      {count ? (
        <FieldLabelRow>
          {label}
          {count}
        </FieldLabelRow>
      ) : (
        label
      )}
      {control}
      {description}
      {error}
    </FieldBox>
  );
}

/** The counter's words by default: "12 / 50". */
export const defaultCountText = (length: number, max: number) => `${length} / ${max}`;

/** A count of the characters against the most a field takes (shown beside the label). */
export interface FieldCounter {
  max: number;
  /** The words of the count, e.g. `(length, max) => \`${length} of ${max} characters\``. */
  format?: (length: number, max: number) => string;
}
