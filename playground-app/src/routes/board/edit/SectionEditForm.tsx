/**
 * §2 /boardsection/{id}/edit: rename a section (at most 50, §9, as a board title) and delete it
 * (with a confirmation; its Pins stay on the board). Both are entity intents (renameSection,
 * deleteSection): the section changes at once and comes back if the server refuses; a refused rename keeps what was typed and
 * says why. After a rename the way back is the section's new path; after a delete, the board.
 */
import { useEntity } from '@tessera/api';
import type { BoardSection } from '@tessera/model';
import { Text, useToaster } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useEntityActions } from '../../../app/entityStore.tsx';
import { boardPagePath, type SectionEditData, sectionPagePath } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { EditFrame } from './EditFrame.tsx';
import {
  ConfirmDelete,
  EditForm,
  NameField,
  SaveActions,
  useConfirmedDelete,
  useEditForm,
  useName,
} from './editForm.tsx';

export function SectionEditForm({ data }: { data: SectionEditData }) {
  const { board } = data;
  const actions = useEntityActions();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [section, setSection] = useState<BoardSection>(data.section);
  const title = useEntity((state) => state.sections[section.id]?.title) ?? section.title;
  const { name, setName, check, field } = useName(section.title);
  const form = useEditForm();
  const deletion = useConfirmedDelete(
    form,
    async () => {
      await actions.deleteSection(section.id);
      toaster.show({ text: BOARD_EDIT_TEXT.sectionDeleted(title) });
      navigate(boardPagePath(board));
    },
    BOARD_EDIT_TEXT.deleteSectionFailed,
  );

  const save = async () => {
    if (check()) return form.invalid.refused();
    form.setFailure(null);
    const wanted = name.trim();
    if (wanted === section.title) {
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
      return;
    }
    await form.run(async () => {
      const renamed = await actions.renameSection(section, wanted);
      setSection(renamed);
      setName(renamed.title);
      toaster.show({ text: BOARD_EDIT_TEXT.saved });
    }, BOARD_EDIT_TEXT.saveFailed);
  };

  return (
    <EditFrame
      heading={BOARD_EDIT_TEXT.sectionHeading}
      back={{ href: sectionPagePath(board, section), label: BOARD_EDIT_TEXT.backToSection(title) }}
    >
      <Text color="subtle">{BOARD_EDIT_TEXT.sectionOf(board.name)}</Text>
      <EditForm
        form={form}
        onSubmit={save}
        footer={<SaveActions form={form} remove={{ label: BOARD_EDIT_TEXT.deleteSection, flow: deletion }} />}
      >
        <NameField {...field} />
      </EditForm>
      <ConfirmDelete
        flow={deletion}
        heading={BOARD_EDIT_TEXT.deleteSectionHeading}
        body={BOARD_EDIT_TEXT.deleteSectionBody(title)}
      />
    </EditFrame>
  );
}
