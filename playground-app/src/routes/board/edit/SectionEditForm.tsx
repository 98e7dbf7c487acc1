/**
 * §2 /boardsection/{id}/edit: rename a section (at most 50, §9, as a board title) and delete it
 * (with a confirmation; its Pins stay on the board). Both go through the entity store: the section
 * changes at once and comes back if the server refuses; a refused rename keeps what was typed and
 * says why. After a rename the way back is the section's new path; after a delete, the board.
 */
import { mutate, useApi, useEntity, useEntityStore } from '@tessera/api';
import { BOARD_TITLE_MAX, type BoardSection } from '@tessera/model';
import { Button, ModalAlert, Text, useToaster } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useFocusFirstInvalid } from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { Form } from '../../../shared/form/layout.tsx';
import { boardPagePath, type SectionEditData, sectionPagePath } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert, EditFrame, failureText } from './EditFrame.tsx';
import { nameError } from './validation.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export function SectionEditForm({ data }: { data: SectionEditData }) {
  const { board } = data;
  const api = useApi();
  const { store } = useEntityStore();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [section, setSection] = useState<BoardSection>(data.section);
  const title = useEntity((state) => state.sections[section.id]?.title) ?? section.title;
  const [name, setName] = useState(section.title);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const invalid = useFocusFirstInvalid();

  const save = async () => {
    const found = nameError(name);
    setError(found);
    if (found) return invalid.refused();
    setFailure(null);
    const wanted = name.trim();
    if (wanted === section.title) {
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
      return;
    }
    setSaving(true);
    try {
      const renamed = await mutate(store, {
        changes: [{ table: 'sections', id: section.id, value: { ...section, title: wanted } }],
        call: () => api.updateBoardSection({ section_id: section.id, name: wanted }),
        settle: (answer) => [{ table: 'sections', id: answer.id, value: answer }],
      });
      setSection(renamed);
      setName(renamed.title);
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
    } catch (failed) {
      setFailure(failureText(BOARD_EDIT_TEXT.saveFailed, failed));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setFailure(null);
    try {
      await mutate(store, {
        changes: [{ table: 'sections', id: section.id, value: undefined }],
        call: () => api.deleteBoardSection({ section_id: section.id }),
      });
      toaster.show({ text: BOARD_EDIT_TEXT.sectionDeleted(title) });
      navigate(boardPagePath(board));
    } catch (failed) {
      setFailure(failureText(BOARD_EDIT_TEXT.deleteSectionFailed, failed));
      setDeleting(false);
    }
  };

  return (
    <EditFrame
      heading={BOARD_EDIT_TEXT.sectionHeading}
      back={{ href: sectionPagePath(board, section), label: BOARD_EDIT_TEXT.backToSection(title) }}
    >
      <Text color="subtle">{BOARD_EDIT_TEXT.sectionOf(board.name)}</Text>
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
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          counter={{ max: BOARD_TITLE_MAX, format: BOARD_EDIT_TEXT.count }}
          error={error}
        />
        {failure ? <Alert role="alert">{failure}</Alert> : null}
        <Actions>
          <Button variant="secondary" busy={deleting} onPress={() => setConfirming(true)}>
            {BOARD_EDIT_TEXT.deleteSection}
          </Button>
          <Button type="submit" variant="primary" busy={saving}>
            {BOARD_EDIT_TEXT.save}
          </Button>
        </Actions>
      </Form>
      <ModalAlert
        isOpen={confirming}
        onDismiss={() => setConfirming(false)}
        heading={BOARD_EDIT_TEXT.deleteSectionHeading}
        primaryAction={{ label: BOARD_EDIT_TEXT.deleteConfirm, onPress: () => void remove() }}
        secondaryAction={{ label: BOARD_EDIT_TEXT.cancel, onPress: () => setConfirming(false) }}
      >
        <Text>{BOARD_EDIT_TEXT.deleteSectionBody(title)}</Text>
      </ModalAlert>
    </EditFrame>
  );
}
