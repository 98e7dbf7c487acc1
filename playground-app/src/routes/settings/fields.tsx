/**
 * The form parts of the account pages: a react-aria text field (label, hint, inline error), a
 * react-aria checkbox, the form-level alert, and `useServerForm`, the rule every form here
 * follows: on submit the values go to the server as typed; a 400 puts its message under each field
 * it names (the model's `issuesByField`), the first such field takes focus, and every typed value
 * stays; any other failure says the server's message (§8: else "Sorry! Something went wrong on our
 * end.").
 */
import { isResourceRequestError } from '@tessera/api';
import { issuesByField, messages } from '@tessera/model';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useCheckbox, useTextField } from 'react-aria';
import { useToggleState } from 'react-stately';
import styled from 'styled-components';
import type { z } from 'zod';

/** A page of the account family: a readable column. */
export const AccountPage = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[3]}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin-block: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[2]}px;
  }
  p {
    overflow-wrap: anywhere;
  }
`;

/** A subtle paragraph (an intro, an empty list). */
export const Subtle = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-block: ${({ theme }) => theme.space[4]}px;
  > button {
    align-self: flex-start;
  }
`;

/** Where a form's refusal or result is announced. */
export const FormAlert = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.error)};
  color: ${({ theme }) => theme.color.text};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input,
  textarea,
  select {
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
  textarea:focus-visible,
  select:focus-visible {
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

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  description?: string;
  error?: string | undefined;
  multiline?: boolean;
  inputRef?: RefObject<FieldElement | null>;
}

/** A react-aria text field: label, input (or textarea), hint and inline error. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  description,
  error,
  multiline = false,
  inputRef,
}: TextFieldProps) {
  const own = useRef<FieldElement>(null);
  const ref = (inputRef ?? own) as RefObject<FieldElement>;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      name,
      value,
      onChange,
      type,
      ...(autoComplete ? { autoComplete } : {}),
      ...(description ? { description } : {}),
      errorMessage: error,
      isInvalid: error !== undefined,
      validationBehavior: 'aria',
      inputElementType: multiline ? 'textarea' : 'input',
    },
    ref,
  );
  return (
    <Field>
      <label {...labelProps} htmlFor={inputProps.id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...(inputProps as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} ref={ref} />
      ) : (
        <input {...(inputProps as React.InputHTMLAttributes<HTMLInputElement>)} ref={ref} />
      )}
      {description ? <Hint {...descriptionProps}>{description}</Hint> : null}
      {error ? <ErrorText {...errorMessageProps}>{error}</ErrorText> : null}
    </Field>
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
  span {
    grid-column: 2;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A react-aria checkbox with its label and a hint under it. */
export function Checkbox({
  label,
  description,
  isSelected,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  error?: string | undefined;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const props = { isSelected, onChange, children: label };
  const state = useToggleState(props);
  const { inputProps } = useCheckbox(props, state, ref);
  const hintId = useId();
  return (
    <CheckRow>
      <label>
        <input {...inputProps} ref={ref} aria-describedby={description || error ? hintId : undefined} />
        <span>{label}</span>
      </label>
      {description || error ? (
        <span id={hintId}>
          {description ? <Hint>{description}</Hint> : null}
          {error ? <ErrorText> {error}</ErrorText> : null}
        </span>
      ) : null}
    </CheckRow>
  );
}

/** §8: the server's message, else "Sorry! Something went wrong on our end." */
export function serverMessage(error: unknown): string {
  return isResourceRequestError(error) && error.message ? error.message : messages.saveError;
}

export interface ServerForm<K extends string> {
  errors: Partial<Record<K, string>>;
  /** The form-level result: an error the fields do not hold, or the success text. */
  alert: { tone: 'error' | 'success'; text: string } | null;
  busy: boolean;
  /** Runs `send`; on a 400 naming fields, their messages (labelled) and focus on the first. */
  submit: (send: () => Promise<unknown>, success: string | null) => Promise<boolean>;
  /**
   * Checks `values` with the model's schema before anything is sent: false (with the messages,
   * labelled, under their fields and focus on the first) when it fails.
   */
  check: (schema: z.ZodType, values: object, extra?: Partial<Record<K, string>>) => boolean;
  /** The ref each field takes, so the first invalid one can take focus. */
  refs: Record<K, RefObject<FieldElement | null>>;
}

/**
 * The submit rule of the account forms (see the top of the file). `labels` names each field as the
 * form shows it, in the form's order: "First name must be at most 30 characters".
 */
export function useServerForm<K extends string>(labels: Record<K, string>, notSaved: string): ServerForm<K> {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [alert, setAlert] = useState<ServerForm<K>['alert']>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef(
    Object.fromEntries(Object.keys(labels).map((k) => [k, { current: null }])) as Record<
      K,
      RefObject<FieldElement | null>
    >,
  ).current;
  const order = Object.keys(labels) as K[];
  const show = (next: Partial<Record<K, string>>) => {
    setErrors(next);
    const first = order.find((key) => next[key] !== undefined);
    if (first) {
      setAlert({ tone: 'error', text: notSaved });
      refs[first].current?.focus();
    }
    return first !== undefined;
  };
  const check = (schema: z.ZodType, values: object, extra: Partial<Record<K, string>> = {}) => {
    const result = schema.safeParse(values);
    const next: Partial<Record<K, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0]) as K;
        if (Object.hasOwn(labels, key) && next[key] === undefined)
          next[key] = `${labels[key]} ${issue.message}`;
      }
    }
    for (const key of order) if (next[key] === undefined && extra[key]) next[key] = extra[key];
    return !show(next);
  };
  const submit = async (send: () => Promise<unknown>, success: string | null) => {
    if (busy) return false;
    setBusy(true);
    setAlert(null);
    try {
      await send();
      setErrors({});
      if (success) setAlert({ tone: 'success', text: success });
      return true;
    } catch (error) {
      const named =
        isResourceRequestError(error) && error.http_status === 400 ? issuesByField(error.message) : {};
      const next: Partial<Record<K, string>> = {};
      for (const key of order) if (named[key]) next[key] = `${labels[key]} ${named[key]}`;
      if (!show(next)) setAlert({ tone: 'error', text: serverMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { errors, alert, busy, submit, check, refs };
}

/** The alert of a form, announced as it appears (role alert for errors, status for success). */
export function FormResult({ alert }: { alert: ServerForm<string>['alert'] }): ReactNode {
  if (!alert) return null;
  return (
    <FormAlert $tone={alert.tone} role={alert.tone === 'error' ? 'alert' : 'status'}>
      {alert.text}
    </FormAlert>
  );
}

/**
 * A choice among a few options: the native select (its own keyboard and screen-reader support),
 * with the label, hint and inline error wired like TextField's.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  description,
  error,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  description?: string;
  error?: string | undefined;
  inputRef?: RefObject<FieldElement | HTMLSelectElement | null>;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        ref={inputRef as RefObject<HTMLSelectElement>}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? <Hint id={`${id}-hint`}>{description}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}
