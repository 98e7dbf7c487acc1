/**
 * The fields of every form of the site, on react-aria: a text field (one line or several), a
 * select and a checkbox. Each has its label (its accessible name), an optional hint and the inline
 * error tied to the control (aria-invalid, aria-describedby), so a screen reader hears what is
 * wrong where it is wrong. Validation is the form's (errors.ts): the fields only show it, with no
 * browser bubbles and no native required.
 */
import { type ReactNode, type Ref, type RefObject, useId, useRef } from 'react';
import { useCheckbox, useField, useTextField } from 'react-aria';
import { useToggleState } from 'react-stately';
import styled, { css } from 'styled-components';

const control = css`
  font: inherit;
  box-sizing: border-box;
  width: 100%;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  min-height: 48px;
  &::placeholder {
    color: ${({ theme }) => theme.color.placeholder};
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.background},
      0 0 0 4px ${({ theme }) => theme.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
`;

const Input = styled.input`
  ${control}
`;
const TextArea = styled.textarea`
  ${control}
  min-height: 96px;
  resize: vertical;
`;
const Select = styled.select`
  ${control}
`;

/** A field: its label, the control, its hint and its error, in a column. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

/** A field's hint (give it the id the control is described by; `as="p"` on its own line). */
export const FieldHint = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** A field's inline error (give it the id the control is described by; `as="p"` on its own line). */
export const FieldError = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.color.error : theme.color.textSubtle)};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** What a text field's control is: an input or a textarea. */
export type TextFieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'url';
  inputMode?: 'text' | 'url' | 'decimal' | 'numeric';
  autoComplete?: string;
  /** The hint under the field. */
  description?: string | undefined;
  /** The inline error; the field is invalid while there is one. */
  error?: string | null | undefined;
  isRequired?: boolean;
  /** A textarea (several lines) instead of an input. */
  multiline?: boolean;
  /** The most characters the control takes (the browser stops there). */
  maxLength?: number;
  /**
   * A count of the characters against the most the server takes, beside the label (it turns red
   * over it; the control is described by it): `format(length, max)`, e.g. "12 / 50".
   */
  counter?: { max: number; format: (length: number, max: number) => string };
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Called when Enter is pressed in a one-line field (outside a form of its own). */
  onSubmit?: () => void;
  ref?: Ref<TextFieldElement | null>;
}

/** A react-aria text field: its label, the input (or textarea), a hint and the inline error. */
export function TextField({
  label,
  value,
  onChange,
  name,
  type = 'text',
  inputMode,
  autoComplete,
  description,
  error,
  isRequired = false,
  multiline = false,
  maxLength,
  counter,
  autoFocus = false,
  onBlur,
  onSubmit,
  ref,
}: TextFieldProps) {
  const own = useRef<TextFieldElement>(null);
  const inputRef = (ref ?? own) as RefObject<TextFieldElement>;
  const invalid = Boolean(error);
  const countId = `${useId()}-count`;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<'input' | 'textarea'>(
    {
      label,
      value,
      onChange,
      ...(name ? { name } : {}),
      ...(multiline ? {} : { type }),
      ...(inputMode ? { inputMode } : {}),
      ...(autoComplete ? { autoComplete } : {}),
      ...(description ? { description } : {}),
      ...(error ? { errorMessage: error } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(counter ? { 'aria-describedby': countId } : {}),
      isInvalid: invalid,
      isRequired,
      validationBehavior: 'aria',
      inputElementType: multiline ? 'textarea' : 'input',
      autoFocus,
      ...(onBlur ? { onBlur } : {}),
      onKeyDown: (event) => {
        if (!multiline && event.key === 'Enter' && onSubmit) {
          event.preventDefault();
          onSubmit();
        } else {
          event.continuePropagation();
        }
      },
    },
    inputRef,
  );
  const labelElement = <FieldLabel {...labelProps}>{label}</FieldLabel>;
  return (
    <FieldBox>
      {counter ? (
        <LabelRow>
          {labelElement}
          <Count id={countId} $over={value.length > counter.max}>
            {counter.format(value.length, counter.max)}
          </Count>
        </LabelRow>
      ) : (
        labelElement
      )}
      {multiline ? (
        <TextArea {...(inputProps as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} ref={inputRef} />
      ) : (
        <Input {...(inputProps as React.InputHTMLAttributes<HTMLInputElement>)} ref={inputRef} />
      )}
      {description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      {invalid ? <FieldError {...errorMessageProps}>{error}</FieldError> : null}
    </FieldBox>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  name?: string;
  /** A first choice with the value '' ("Choose one"). */
  placeholder?: string;
  description?: string | null | undefined;
  error?: string | null | undefined;
  isDisabled?: boolean;
  ref?: Ref<HTMLSelectElement | null>;
  /** Shown under the field (e.g. a way to add a choice). */
  children?: ReactNode;
}

/** A native select (the browser's own keyboard and screen-reader support) with react-aria's field. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  name,
  placeholder,
  description,
  error,
  isDisabled = false,
  ref,
  children,
}: SelectFieldProps) {
  const invalid = Boolean(error);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    ...(description ? { description } : {}),
    ...(error ? { errorMessage: error } : {}),
    isInvalid: invalid,
    validationBehavior: 'aria',
  });
  return (
    <FieldBox>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      <Select
        {...fieldProps}
        ref={ref}
        {...(name ? { name } : {})}
        value={value}
        disabled={isDisabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      {invalid ? <FieldError {...errorMessageProps}>{error}</FieldError> : null}
      {children}
    </FieldBox>
  );
}

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr;
  column-gap: ${({ theme }) => theme.space[2]}px;
  align-items: start;
  label {
    display: contents;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  label > span,
  > span {
    grid-column: 2;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A react-aria checkbox with its label, and its hint and inline error under it (its description). */
export function Checkbox({
  label,
  description,
  isSelected,
  onChange,
  error,
}: {
  label: string;
  description?: string | undefined;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  error?: string | null | undefined;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const props = { isSelected, onChange, children: label };
  const state = useToggleState(props);
  const { inputProps } = useCheckbox(props, state, ref);
  const hintId = useId();
  const described = Boolean(description || error);
  return (
    <CheckRow>
      <label>
        <input {...inputProps} ref={ref} aria-describedby={described ? hintId : undefined} />
        <span>{label}</span>
      </label>
      {described ? (
        <span id={hintId}>
          {description ? <FieldHint>{description}</FieldHint> : null}
          {error ? <FieldError> {error}</FieldError> : null}
        </span>
      ) : null}
    </CheckRow>
  );
}
