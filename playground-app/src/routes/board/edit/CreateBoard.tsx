/**
 * Create board, on the viewer's own profile (Saved): a name (at most 50, §9) and secret, then the
 * new board's page. Through the entity store's createBoard (Create BoardResource with
 * return_existing, §5: a name the viewer already uses opens that board). A refused create keeps
 * what was typed and says why.
 */
import { useEntityStore } from '@tessera/api';
import { BOARD_TITLE_MAX } from '@tessera/model';
import { BOARD_PICKER_TEXT } from '@tessera/pin-card';
import { Button, Modal } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFocusFirstInvalid } from '../../../shared/form/errors.ts';
import { Checkbox, TextField } from '../../../shared/form/fields.tsx';
import { Form } from '../../../shared/form/layout.tsx';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert, failureText } from './EditFrame.tsx';
import { nameError } from './validation.ts';

export function CreateBoard() {
  const { actions } = useEntityStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const invalid = useFocusFirstInvalid();

  const create = async () => {
    const found = nameError(name);
    setError(found);
    if (found) return invalid.refused();
    if (!actions) return;
    setFailure(null);
    setCreating(true);
    try {
      const board = await actions.createBoard(name.trim(), secret ? { privacy: 'secret' } : {});
      setOpen(false);
      if (board.url) navigate(board.url);
    } catch (failed) {
      setFailure(failureText(BOARD_EDIT_TEXT.createFailed, failed));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {BOARD_PICKER_TEXT.create}
      </Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} heading={BOARD_PICKER_TEXT.create}>
        <Form
          ref={invalid.ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField
            label={BOARD_EDIT_TEXT.name}
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            counter={{ max: BOARD_TITLE_MAX, format: BOARD_EDIT_TEXT.count }}
            error={error}
            autoFocus
          />
          <Checkbox
            label={BOARD_EDIT_TEXT.secret}
            description={BOARD_EDIT_TEXT.secretHelp}
            isSelected={secret}
            onChange={setSecret}
          />
          {failure ? <Alert role="alert">{failure}</Alert> : null}
          <Button type="submit" variant="primary" busy={creating}>
            {BOARD_EDIT_TEXT.create}
          </Button>
        </Form>
      </Modal>
    </>
  );
}
