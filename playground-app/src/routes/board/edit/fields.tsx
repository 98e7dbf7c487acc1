/**
 * The board editing forms' fields: a labelled text field (one line or several) with its count of
 * characters against the limit and its inline error (aria-invalid, aria-describedby), and a
 * labelled checkbox with its help. Native inputs: the label, the keyboard and the form's submit on
 * Enter come with them.
 */
import { Text } from '@tessera/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  input[type='text'],
  textarea {
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Check = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]}px;
  align-items: start;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.selected};
  }
  p {
    grid-column: 2;
    margin: 0;
  }
`;

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes (shown as a count; over it the count turns red). */
  max: number;
  /** The inline error, if the value was refused. */
  error: string | null;
  multiline?: boolean;
  autoFocus?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  max,
  error,
  multiline = false,
  autoFocus,
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const props = {
    id,
    value,
    'aria-invalid': error !== null,
    'aria-describedby': error ? `${errorId} ${countId}` : countId,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...(autoFocus ? { autoFocus } : {}),
  };
  return (
    <Field>
      <Row>
        <label htmlFor={id}>
          <Text size="sm" weight="semibold">
            {label}
          </Text>
        </label>
        <Text size="sm" color={value.length > max ? 'error' : 'subtle'} id={countId}>
          {BOARD_EDIT_TEXT.count(value.length, max)}
        </Text>
      </Row>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

export function Checkbox({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Check>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <Text weight="semibold">{label}</Text>
      </label>
      <Text as="p" size="sm" color="subtle" id={`${id}-help`}>
        {help}
      </Text>
    </Check>
  );
}

/**
 * After a refused submit, focus goes to the first field marked invalid, so the keyboard and a
 * screen reader land on what to fix (its error is its description). `refused()` after setting the
 * errors; the form takes `ref`.
 */
export function useFocusFirstInvalid() {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, refused: () => setAttempt((n) => n + 1) };
}
