/**
 * Create board, on the viewer's own profile (Saved): a name (at most 50, §9) and secret, then the
 * new board's page. Through the entity store's createBoard (Create BoardResource with
 * return_existing, §5: a name the viewer already uses opens that board). A refused create keeps
 * what was typed and says why.
 */
import { useEntityStore } from '@tessera/api';
import { BOARD_PICKER_TEXT } from '@tessera/pin-card';
import { Button, Modal } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../../shared/form/fields.tsx';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert } from './EditFrame.tsx';
import { EditForm, NameField, useEditForm } from './editForm.tsx';
import { nameError } from './validation.ts';

export function CreateBoard() {
  const { actions } = useEntityStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useEditForm();

  const create = async () => {
    const found = nameError(name);
    setError(found);
    if (found) return form.invalid.refused();
    if (!actions) return;
    form.setFailure(null);
    await form.run(async () => {
      const board = await actions.createBoard(name.trim(), secret ? { privacy: 'secret' } : {});
      setOpen(false);
      if (board.url) navigate(board.url);
    }, BOARD_EDIT_TEXT.createFailed);
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {BOARD_PICKER_TEXT.create}
      </Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} heading={BOARD_PICKER_TEXT.create}>
        <EditForm form={form} onSubmit={create}>
          <NameField
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          <Checkbox
            label={BOARD_EDIT_TEXT.secret}
            description={BOARD_EDIT_TEXT.secretHelp}
            isSelected={secret}
            onChange={setSecret}
          />
          {form.failure ? <Alert role="alert">{form.failure}</Alert> : null}
          <Button type="submit" variant="primary" busy={form.busy}>
            {BOARD_EDIT_TEXT.create}
          </Button>
        </EditForm>
      </Modal>
    </>
  );
}
