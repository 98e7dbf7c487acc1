/**
 * The parts of the account forms: a react-aria text field with its label, hint and inline error,
 * the page's card, the form-level alert, and the rules every form follows:
 *
 * - validation runs on submit; each field with a problem shows its message under it
 *   (aria-describedby) and the first one takes focus; the typed values stay as they are;
 * - a refused request (wrong password, taken email) shows the server's message (§8: else "Sorry!
 *   Something went wrong on our end.") and keeps every value;
 * - Enter submits; everything is reachable with Tab.
 */
import { isResourceRequestError } from '@tessera/api';
import { issuesByField, messages } from '@tessera/model';
import { type Ref, useRef } from 'react';
import { useTextField } from 'react-aria';
import styled from 'styled-components';
import type { z } from 'zod';

export const AccountCard = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space[8]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[2]}px;
    text-align: center;
    overflow-wrap: anywhere;
  }
  > p,
  form > p {
    color: ${({ theme }) => theme.color.textSubtle};
    overflow-wrap: anywhere;
  }
  > p {
    text-align: center;
  }
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-block: ${({ theme }) => theme.space[5]}px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    margin: 0;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-inline: ${({ theme }) => theme.space[1]}px;
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 24px;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** Links and small print under a form, one per line, centred. */
export const FormFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSubtle};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
`;

/** Where a form's refusal or result is announced (role alert: read out as it appears). */
export const FormAlert = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.error)};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input,
  textarea {
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    min-height: 48px;
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.background},
      0 0 0 4px ${({ theme }) => theme.color.focusRing};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
  error?: string | undefined;
  isRequired?: boolean;
  multiline?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A react-aria text field: label, input, hint and inline error (validation is the form's). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  description,
  error,
  isRequired = false,
  multiline = false,
  ref,
}: TextFieldProps) {
  const own = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const inputRef = (ref ?? own) as React.RefObject<HTMLInputElement & HTMLTextAreaElement>;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      name,
      value,
      onChange,
      type,
      ...(autoComplete ? { autoComplete } : {}),
      description,
      errorMessage: error,
      isInvalid: error !== undefined,
      isRequired,
      // The form shows its own messages: no browser bubbles, no native required.
      validationBehavior: 'aria',
      inputElementType: multiline ? 'textarea' : 'input',
    },
    inputRef,
  );
  return (
    <Field>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: labelProps carries htmlFor (react-aria's useTextField) */}
      <label {...labelProps}>{label}</label>
      {multiline ? (
        <textarea {...(inputProps as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} ref={inputRef} />
      ) : (
        <input {...(inputProps as React.InputHTMLAttributes<HTMLInputElement>)} ref={inputRef} />
      )}
      {description ? <Hint {...descriptionProps}>{description}</Hint> : null}
      {error ? <ErrorText {...errorMessageProps}>{error}</ErrorText> : null}
    </Field>
  );
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The inline errors of a form: an empty required field says so (`required`), then the model's
 * schema speaks for the rest ("Password must be at least 6 characters", from
 * `must be at least 6 characters`). Only the fields in `labels` are reported.
 */
export function fieldErrors<K extends string>(
  schema: z.ZodType,
  values: Readonly<Record<string, string>>,
  labels: Record<K, string>,
  required: Partial<Record<K, string>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(required) as [K, string][]) {
    if ((values[key] ?? '').trim() === '') errors[key] = message;
  }
  const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')) as Record<
    string,
    string
  >;
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as K;
      if (key in labels && errors[key] === undefined) errors[key] = `${labels[key]} ${issue.message}`;
    }
  }
  return errors;
}

/** The first field (in the form's order) that has an error, for focus. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((key) => errors[key] !== undefined);
}

/** §8: the server's message, else "Sorry! Something went wrong on our end." */
export function serverMessage(error: unknown): string {
  return isResourceRequestError(error) && error.message ? error.message : messages.saveError;
}

/**
 * The fields a refusal names (a 400 of the mock: "Invalid signup: email: must be …"), as inline
 * errors after the field's label; {} when it names none of `labels` (then the form shows
 * serverMessage).
 */
export function refusedFields<K extends string>(error: unknown, labels: Record<K, string>): FieldErrors<K> {
  if (!isResourceRequestError(error) || error.http_status !== 400) return {};
  const errors: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(issuesByField(error.message))) {
    if (key in labels) errors[key as K] = `${labels[key as K]} ${message}`;
  }
  return errors;
}
