/**
 * The fields of the pin edit pages: a react-aria text field (label, hint, inline error), a select
 * with its label, and the board + section choice (the sections of the chosen board are read when
 * it changes). Validation is the form's: it runs on submit and the typed values always stay.
 */
import { useApi } from '@tessera/api';
import type { BoardSection } from '@tessera/model';
import { type ReactNode, type Ref, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTextField } from 'react-aria';
import styled from 'styled-components';
import { PIN_EDIT_TEXT } from './pinEditText.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-content: flex-end;
`;

/** A form's refusal, read out as it appears. */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius.sm}px;
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
  textarea,
  select {
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    min-height: 44px;
  }
  textarea {
    min-height: 88px;
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

type TextInput = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  description?: string;
  error?: string | undefined;
  multiline?: boolean;
  inputMode?: 'text' | 'url';
  ref?: Ref<TextInput>;
}

/** A react-aria text field: its label, the input, a hint and the inline error under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  maxLength,
  description,
  error,
  multiline = false,
  inputMode = 'text',
  ref,
}: TextFieldProps) {
  const own = useRef<TextInput>(null);
  const inputRef = (ref ?? own) as RefObject<TextInput>;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      name,
      value,
      onChange,
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(description ? { description } : {}),
      errorMessage: error,
      isInvalid: error !== undefined,
      inputMode,
      validationBehavior: 'aria',
      inputElementType: multiline ? 'textarea' : 'input',
    },
    inputRef,
  );
  return (
    <Field>
      <label {...labelProps} htmlFor={inputProps.id}>
        {label}
      </label>
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

/** A native select with its label (and an optional note under it). */
export function SelectField({
  label,
  value,
  onChange,
  children,
  note,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  note?: string | null;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(note ? { 'aria-describedby': `${id}-note` } : {})}
      >
        {children}
      </select>
      {note ? <Hint id={`${id}-note`}>{note}</Hint> : null}
    </Field>
  );
}

/** Where a save goes: a board (null: the profile) and maybe one of its sections. */
export interface BoardChoice {
  boardId: string | null;
  sectionId: string | null;
  /** The chosen section's title (for the words of a toast). */
  sectionTitle?: string | null;
}

/** The `value` of the profile in the board select (a board id is never empty). */
const PROFILE_VALUE = '';

/**
 * The board select (the viewer's boards; the profile too when `profile` is true) and the section
 * select of the chosen board. The sections are read from the server when the board changes; a
 * section is kept only while its board is chosen.
 */
export function BoardSectionFields({
  boards,
  value,
  onChange,
  profile,
}: {
  boards: readonly { id: string; name: string }[];
  value: BoardChoice;
  onChange: (choice: BoardChoice) => void;
  /** Offer the profile (no board) as a choice. */
  profile: boolean;
}) {
  const api = useApi();
  const [sections, setSections] = useState<{ boardId: string; list: BoardSection[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const { boardId } = value;
  useEffect(() => {
    setFailed(false);
    if (!boardId) return;
    let live = true;
    api.getBoardSections({ board_id: boardId }).then(
      (list) => {
        if (live) setSections({ boardId, list });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, boardId]);
  const shown = boardId && sections?.boardId === boardId ? sections.list : [];
  return (
    <>
      <SelectField
        label={PIN_EDIT_TEXT.board}
        value={boardId ?? PROFILE_VALUE}
        onChange={(next) =>
          onChange({ boardId: next === PROFILE_VALUE ? null : next, sectionId: null, sectionTitle: null })
        }
      >
        {profile || boardId === null ? <option value={PROFILE_VALUE}>{PIN_EDIT_TEXT.profile}</option> : null}
        {boards.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </SelectField>
      {boardId && shown.length > 0 ? (
        <SelectField
          label={PIN_EDIT_TEXT.section}
          value={value.sectionId ?? ''}
          onChange={(next) =>
            onChange({
              boardId,
              sectionId: next === '' ? null : next,
              sectionTitle: shown.find((section) => section.id === next)?.title ?? null,
            })
          }
        >
          <option value="">{PIN_EDIT_TEXT.noSection}</option>
          {shown.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      {failed ? <Hint role="status">{PIN_EDIT_TEXT.sectionsFailed}</Hint> : null}
    </>
  );
}
