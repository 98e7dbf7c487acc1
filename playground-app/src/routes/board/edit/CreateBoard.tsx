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
import { EditForm, NameField, useEditForm, useName } from './editForm.tsx';

export function CreateBoard() {
  const { actions } = useEntityStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { name, check, field } = useName('');
  const [secret, setSecret] = useState(false);
  const form = useEditForm();

  const create = async () => {
    if (check()) return form.invalid.refused();
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
        <EditForm
          form={form}
          onSubmit={create}
          footer={
            <Button type="submit" variant="primary" busy={form.busy}>
              {BOARD_EDIT_TEXT.create}
            </Button>
          }
        >
          <NameField {...field} autoFocus />
          <Checkbox
            label={BOARD_EDIT_TEXT.secret}
            description={BOARD_EDIT_TEXT.secretHelp}
            isSelected={secret}
            onChange={setSecret}
          />
        </EditForm>
      </Modal>
    </>
  );
}
