/**
 * §2 /board/{id}/edit: the board's name (at most 50, §9), description (at most 500, §9), secret
 * (privacy) and archive, and Delete with a confirmation. The change goes through the entity store
 * (the board page, the profile and the board pickers read the new name and privacy at once, and get
 * the old ones back if the server refuses). A refused save keeps what was typed and says why,
 * with the server's message. Privacy, archive and delete are the owner's; a collaborator edits the
 * name and description. A deleted board leads to the owner's profile.
 */
import { receive, useEntity, useEntityStore } from '@tessera/api';
import { BOARD_PIN_DESCRIPTION_MAX, BOARD_TITLE_MAX, type BoardPrivacy, buildPath } from '@tessera/model';
import { Button, ModalAlert, Text, useToaster } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useFocusFirstInvalid } from '../../../shared/form/errors.ts';
import { Checkbox, TextField } from '../../../shared/form/fields.tsx';
import { Form } from '../../../shared/form/layout.tsx';
import { boardPagePath, boardPathParts, type EditableBoard } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert, EditFrame, failureText } from './EditFrame.tsx';
import { boardFormErrors, type FieldErrors } from './validation.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export interface BoardFormValues {
  name: string;
  description: string;
  secret: boolean;
  archived: boolean;
}

function valuesOf(board: EditableBoard['board']): BoardFormValues {
  return {
    name: board.name,
    description: board.description,
    secret: board.privacy === 'secret',
    archived: board.archived,
  };
}

/** What changed since the last save, as BoardResource update options (owner-only fields for the owner). */
function changesOf(saved: BoardFormValues, values: BoardFormValues, owner: boolean, privacy: BoardPrivacy) {
  const name = values.name.trim();
  return {
    ...(name === saved.name ? {} : { name }),
    ...(values.description === saved.description ? {} : { description: values.description }),
    ...(owner && values.secret !== saved.secret
      ? {
          privacy: values.secret ? ('secret' as const) : privacy === 'secret' ? ('public' as const) : privacy,
        }
      : {}),
    ...(owner && values.archived !== saved.archived ? { archived: values.archived } : {}),
  };
}

export function BoardEditForm({ data }: { data: EditableBoard }) {
  const { board, access } = data;
  const owner = access === 'owner';
  const { store, actions } = useEntityStore();
  const toaster = useToaster();
  const navigate = useNavigate();
  useEffect(() => {
    receive(store, { boards: [board] });
  }, [store, board]);
  const name = useEntity((state) => state.boards[board.id]?.name) ?? board.name;
  const [saved, setSaved] = useState(() => valuesOf(board));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({ name: null, description: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const invalid = useFocusFirstInvalid();

  const set = <K extends keyof BoardFormValues>(key: K, value: BoardFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'description') setErrors((current) => ({ ...current, [key]: null }));
  };

  const save = async () => {
    const found = boardFormErrors(values);
    setErrors(found);
    if (found.name || found.description) return invalid.refused();
    if (!actions) return;
    const changes = changesOf(saved, values, owner, board.privacy ?? 'public');
    setFailure(null);
    if (Object.keys(changes).length === 0) {
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
      return;
    }
    setSaving(true);
    try {
      await actions.updateBoard(board.id, changes);
      const next = { ...values, name: values.name.trim() };
      setSaved(next);
      setValues(next);
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
    } catch (error) {
      // What was typed stays; the message says why.
      setFailure(failureText(BOARD_EDIT_TEXT.saveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (!actions) return;
    setDeleting(true);
    setFailure(null);
    try {
      await actions.deleteBoard(board.id);
      toaster.show({ text: BOARD_EDIT_TEXT.boardDeleted(name) });
      navigate(buildPath('profile', { username: boardPathParts(board).username }));
    } catch (error) {
      setFailure(failureText(BOARD_EDIT_TEXT.deleteBoardFailed, error));
      setDeleting(false);
    }
  };

  return (
    <EditFrame
      heading={BOARD_EDIT_TEXT.heading}
      back={{ href: boardPagePath(board), label: BOARD_EDIT_TEXT.backToBoard(name) }}
      boardId={board.id}
    >
      <Form
        ref={invalid.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={BOARD_EDIT_TEXT.name}
          value={values.name}
          onChange={(value) => set('name', value)}
          counter={{ max: BOARD_TITLE_MAX, format: BOARD_EDIT_TEXT.count }}
          error={errors.name}
        />
        <TextField
          label={BOARD_EDIT_TEXT.description}
          value={values.description}
          onChange={(value) => set('description', value)}
          counter={{ max: BOARD_PIN_DESCRIPTION_MAX, format: BOARD_EDIT_TEXT.count }}
          error={errors.description}
          multiline
        />
        {owner ? (
          <>
            <Checkbox
              label={BOARD_EDIT_TEXT.secret}
              description={BOARD_EDIT_TEXT.secretHelp}
              isSelected={values.secret}
              onChange={(checked) => set('secret', checked)}
            />
            <Checkbox
              label={BOARD_EDIT_TEXT.archive}
              description={BOARD_EDIT_TEXT.archiveHelp}
              isSelected={values.archived}
              onChange={(checked) => set('archived', checked)}
            />
          </>
        ) : (
          <Text color="subtle">{BOARD_EDIT_TEXT.ownerOnly}</Text>
        )}
        {failure ? <Alert role="alert">{failure}</Alert> : null}
        <Actions>
          {owner ? (
            <Button variant="secondary" busy={deleting} onPress={() => setConfirming(true)}>
              {BOARD_EDIT_TEXT.deleteBoard}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" busy={saving}>
            {BOARD_EDIT_TEXT.save}
          </Button>
        </Actions>
      </Form>
      <ModalAlert
        isOpen={confirming}
        onDismiss={() => setConfirming(false)}
        heading={BOARD_EDIT_TEXT.deleteBoardHeading}
        primaryAction={{ label: BOARD_EDIT_TEXT.deleteConfirm, onPress: () => void remove() }}
        secondaryAction={{ label: BOARD_EDIT_TEXT.cancel, onPress: () => setConfirming(false) }}
      >
        <Text>{BOARD_EDIT_TEXT.deleteBoardBody(name)}</Text>
      </ModalAlert>
    </EditFrame>
  );
}
