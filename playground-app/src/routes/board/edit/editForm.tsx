/**
 * What the board editing forms (BoardEditForm, SectionEditForm, CreateBoard) share: the form that
 * lands on the first invalid field, the name field (at most 50, §9), the row of buttons, a call
 * whose refusal stays said (our sentence and the server's), and a delete asked first.
 */
import { BOARD_TITLE_MAX } from '@tessera/model';
import { Button } from '@tessera/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import {
  ConfirmDelete as AskedDelete,
  type DeleteFlow,
  useDeleteFlow,
} from '../../../shared/ConfirmDelete.tsx';
import { useFocusFirstInvalid } from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { Form, FormActions } from '../../../shared/form/layout.tsx';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert, failureText } from './EditFrame.tsx';
import { nameError } from './validation.ts';

/** The buttons under an edit form: Delete at the start, Save at the end. */
const EditActions = styled(FormActions)`
  justify-content: space-between;
`;

/**
 * The form's state: the refusal said under it (`failure`), and `run(call, ours)`, busy while
 * `call` runs, which says `ours` and the server's words if it is refused (what was typed stays).
 */
export function useEditForm() {
  const invalid = useFocusFirstInvalid();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>, ours: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setFailure(failureText(ours, error));
    } finally {
      setBusy(false);
    }
  };
  return { invalid, failure, setFailure, busy, run };
}

/**
 * The form (no native validation; a refused submit lands on the first invalid field): its fields,
 * the refusal, then its buttons (`footer`).
 */
export function EditForm({
  form,
  onSubmit,
  children,
  footer,
}: {
  form: ReturnType<typeof useEditForm>;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Form
      ref={form.invalid.ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {form.failure ? <Alert role="alert">{form.failure}</Alert> : null}
      {footer}
    </Form>
  );
}

/** Delete (when the viewer may: `remove`) at the start, Save at the end. */
export function SaveActions({
  form,
  remove,
}: {
  form: ReturnType<typeof useEditForm>;
  remove: { label: string; flow: DeleteFlow } | null;
}) {
  return (
    <EditActions>
      {remove ? (
        <Button variant="secondary" busy={remove.flow.deleting} onPress={remove.flow.ask}>
          {remove.label}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="primary" busy={form.busy}>
        {BOARD_EDIT_TEXT.save}
      </Button>
    </EditActions>
  );
}

/**
 * A name typed in a form: `check()` sets (and answers) its error (required, at most 50, §9);
 * typing clears it. `field` is NameField's value, onChange and error.
 */
export function useName(initial: string) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const found = nameError(name);
    setError(found);
    return found;
  };
  const onChange = (value: string) => {
    setName(value);
    setError(null);
  };
  return { name, setName, check, field: { value: name, onChange, error } };
}

/** A board's or a section's name, with its count of at most 50 (§9). */
export function NameField({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={BOARD_EDIT_TEXT.name}
      value={value}
      onChange={onChange}
      counter={{ max: BOARD_TITLE_MAX, format: BOARD_EDIT_TEXT.count }}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

/**
 * A delete asked first (shared/ConfirmDelete.tsx): Delete runs `call` (none: the store cannot
 * yet); a refusal says `ours` and the server's words in the form.
 */
export function useConfirmedDelete(
  form: ReturnType<typeof useEditForm>,
  call: (() => Promise<void>) | null,
  ours: string,
) {
  return useDeleteFlow(
    call,
    (error) => form.setFailure(failureText(ours, error)),
    () => form.setFailure(null),
  );
}

/** The question before a delete: Delete, or Cancel. */
export function ConfirmDelete(props: { flow: DeleteFlow; heading: string; body: string }) {
  return (
    <AskedDelete {...props} deleteLabel={BOARD_EDIT_TEXT.deleteConfirm} keepLabel={BOARD_EDIT_TEXT.cancel} />
  );
}
