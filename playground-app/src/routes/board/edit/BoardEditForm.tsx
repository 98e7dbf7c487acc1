/**
 * §2 /board/{id}/edit: the board's name (at most 50, §9), description (at most 500, §9), secret
 * (privacy) and archive, and Delete with a confirmation. The change goes through the entity store
 * (the board page, the profile and the board pickers read the new name and privacy at once, and get
 * the old ones back if the server refuses). A refused save keeps what was typed and says why,
 * with the server's message. Privacy, archive and delete are the owner's; a collaborator edits the
 * name and description. A deleted board leads to the owner's profile.
 */
import { receive, useEntity, useEntityStore } from '@tessera/api';
import { BOARD_PIN_DESCRIPTION_MAX, type BoardPrivacy, buildPath } from '@tessera/model';
import { Text, useToaster } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Checkbox, TextField } from '../../../shared/form/fields.tsx';
import { boardPagePath, boardPathParts, type EditableBoard } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { EditFrame } from './EditFrame.tsx';
import {
  ConfirmDelete,
  EditForm,
  NameField,
  SaveActions,
  useConfirmedDelete,
  useEditForm,
} from './editForm.tsx';
import { boardFormErrors, type FieldErrors } from './validation.ts';

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
  const form = useEditForm();
  const deletion = useConfirmedDelete(
    form,
    actions
      ? async () => {
          await actions.deleteBoard(board.id);
          toaster.show({ text: BOARD_EDIT_TEXT.boardDeleted(name) });
          navigate(buildPath('profile', { username: boardPathParts(board).username }));
        }
      : null,
    BOARD_EDIT_TEXT.deleteBoardFailed,
  );

  const set = <K extends keyof BoardFormValues>(key: K, value: BoardFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'description') setErrors((current) => ({ ...current, [key]: null }));
  };

  const save = async () => {
    const found = boardFormErrors(values);
    setErrors(found);
    if (found.name || found.description) return form.invalid.refused();
    if (!actions) return;
    const changes = changesOf(saved, values, owner, board.privacy ?? 'public');
    form.setFailure(null);
    if (Object.keys(changes).length === 0) {
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
      return;
    }
    // A refusal keeps what was typed; the message says why.
    await form.run(async () => {
      await actions.updateBoard(board.id, changes);
      const next = { ...values, name: values.name.trim() };
      setSaved(next);
      setValues(next);
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
    }, BOARD_EDIT_TEXT.saveFailed);
  };

  return (
    <EditFrame
      heading={BOARD_EDIT_TEXT.heading}
      back={{ href: boardPagePath(board), label: BOARD_EDIT_TEXT.backToBoard(name) }}
      boardId={board.id}
    >
      <EditForm
        form={form}
        onSubmit={save}
        footer={
          <SaveActions
            form={form}
            remove={owner ? { label: BOARD_EDIT_TEXT.deleteBoard, flow: deletion } : null}
          />
        }
      >
        <NameField value={values.name} onChange={(value) => set('name', value)} error={errors.name} />
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
      </EditForm>
      <ConfirmDelete
        flow={deletion}
        heading={BOARD_EDIT_TEXT.deleteBoardHeading}
        body={BOARD_EDIT_TEXT.deleteBoardBody(name)}
      />
    </EditFrame>
  );
}
