import type { Ref, SelectHTMLAttributes } from 'react';
import { mergeProps, useField, useFocusRing, useHover } from 'react-aria';
import styled from 'styled-components';
import {
  type ControlStateProps,
  controlBox,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldLabel,
  type FieldProps,
} from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface SelectOption {
  value: string;
  /** The visible text of the choice. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** Controlled value (an option's `value`, or '' for the placeholder). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A first choice whose value is '' ("Choose a board"). */
  placeholder?: string;
  /** Focusable and said as read-only (aria-readonly); the choice cannot be changed. */
  isReadOnly?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  id?: string;
  ref?: Ref<HTMLSelectElement | null>;
  'data-testid'?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Native = styled.select<ControlStateProps>`
  ${controlBox}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space[4] + 24}px;
  text-overflow: ellipsis;
  cursor: ${({ $disabled, $readOnly }) => ($disabled ? 'not-allowed' : $readOnly ? 'default' : 'pointer')};
`;

const Chevron = styled.span<{ $disabled: boolean }>`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[4]}px;
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
`;

/** Keys that move focus, which a read-only select lets through. */
const FOCUS_KEYS = new Set(['Tab', 'Shift', 'Escape']);

/**
 * A select: the browser's own `select` (its picker, keyboard and screen-reader support, and the
 * phone's wheel) in the kit's field look, with react-aria useField for the label, hint and inline
 * error (aria-invalid, aria-describedby). Right for a short list of fixed choices; for a long list
 * a person filters by typing, a combo box fits better.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  autoFocus,
  onBlur,
  id,
  ref,
  'data-testid': testId,
}: SelectProps) {
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : ''),
    onChange,
  );
  const invalid = Boolean(errorMessage);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    ...(id ? { id } : {}),
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    isInvalid: invalid,
    validationBehavior: 'aria',
  });
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly });
  const { focusProps, isFocusVisible } = useFocusRing();
  const readOnlyProps: SelectHTMLAttributes<HTMLSelectElement> = isReadOnly
    ? {
        'aria-readonly': true,
        // The picker does not open, and keys that would change the choice do nothing.
        onMouseDown: (event) => event.preventDefault(),
        onKeyDown: (event) => {
          if (!FOCUS_KEYS.has(event.key)) event.preventDefault();
        },
      }
    : {};
  const blurProps: SelectHTMLAttributes<HTMLSelectElement> = onBlur ? { onBlur } : {};
  return (
    <FieldFrame
      label={
        <FieldLabel {...labelProps} $disabled={isDisabled}>
          {label}
        </FieldLabel>
      }
      control={
        <Wrap>
          <Native
            {...mergeProps(fieldProps, hoverProps, focusProps, readOnlyProps, blurProps)}
            ref={ref}
            name={name}
            value={current}
            disabled={isDisabled}
            autoFocus={autoFocus}
            aria-invalid={invalid || undefined}
            aria-required={isRequired || undefined}
            data-testid={testId}
            onChange={(event) => {
              if (!isReadOnly) setCurrent(event.target.value);
            }}
            $hovered={isHovered}
            $focused={isFocusVisible}
            $invalid={invalid}
            $disabled={isDisabled}
            $readOnly={isReadOnly}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.isDisabled}>
                {option.label}
              </option>
            ))}
          </Native>
          <Chevron $disabled={isDisabled}>
            <Icon name="chevron-down" size={16} />
          </Chevron>
        </Wrap>
      }
      description={description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      error={invalid ? <FieldError {...errorMessageProps}>{errorMessage}</FieldError> : null}
    />
  );
}
