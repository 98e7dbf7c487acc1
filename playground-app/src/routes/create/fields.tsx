/**
 * The builders' form fields on react-aria: a text field (one line or several) and a select, each
 * with its label, a help line and an inline error tied to the control (aria-describedby,
 * aria-invalid), so a screen reader hears what is wrong where it is wrong.
 */
import { type ReactNode, useRef } from 'react';
import { useField, useTextField } from 'react-aria';
import styled, { css } from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const control = css<{ $invalid: boolean }>`
  font: inherit;
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.border)};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.placeholder};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

export const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | null;
  multiline?: boolean;
  type?: 'text' | 'url';
  isRequired?: boolean;
  /** Called when Enter is pressed in a one-line field. */
  onSubmit?: () => void;
  autoFocus?: boolean;
  onBlur?: () => void;
}

export function TextField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  multiline = false,
  type = 'text',
  isRequired = false,
  onSubmit,
  autoFocus = false,
  onBlur,
}: TextFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const invalid = Boolean(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<'input' | 'textarea'>(
    {
      label,
      value,
      onChange,
      ...(description ? { description } : {}),
      ...(errorMessage ? { errorMessage } : {}),
      isInvalid: invalid,
      validationBehavior: 'aria',
      isRequired,
      inputElementType: multiline ? 'textarea' : 'input',
      ...(multiline ? {} : { type }),
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
    ref,
  );
  return (
    <FieldBox>
      <Label {...labelProps}>{label}</Label>
      {multiline ? (
        <TextArea
          {...(inputProps as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          ref={ref}
          rows={4}
          $invalid={invalid}
        />
      ) : (
        <Input
          {...(inputProps as React.InputHTMLAttributes<HTMLInputElement>)}
          ref={ref}
          $invalid={invalid}
        />
      )}
      {description ? <Help {...descriptionProps}>{description}</Help> : null}
      {invalid ? <ErrorText {...errorMessageProps}>{errorMessage}</ErrorText> : null}
    </FieldBox>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  children?: ReactNode;
}

/** A native select (the browser's own keyboard and screen-reader behaviour) with react-aria's field. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  description,
  errorMessage,
  isDisabled = false,
  children,
}: SelectFieldProps) {
  const invalid = Boolean(errorMessage);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    isInvalid: invalid,
    validationBehavior: 'aria',
  });
  return (
    <FieldBox>
      <Label {...labelProps}>{label}</Label>
      <Select
        {...fieldProps}
        value={value}
        disabled={isDisabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        $invalid={invalid}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {description ? <Help {...descriptionProps}>{description}</Help> : null}
      {invalid ? <ErrorText {...errorMessageProps}>{errorMessage}</ErrorText> : null}
      {children}
    </FieldBox>
  );
}
