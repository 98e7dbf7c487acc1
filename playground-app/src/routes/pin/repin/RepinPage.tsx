/**
 * /pin/{id}/repin/: save this pin to a board (or a section, or the profile) of the viewer's choice;
 * and with the §2 saved-pin edit query (the save toast's Change / Organize): move the viewer's save
 * to another board or a section (PinResource update), or delete the save (§8 Pin deleted! or
 * Sorry! There was an error deleting your Pin.). Either way the typed choice stays on a failure.
 */

import { type Board, buildPath, messages, type Pin, type SavedPinEdit } from '@tessera/model';
import { Button, ButtonLink, Text } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { useEntityActions } from '../../../app/entityStore.tsx';
import { useAppSaveTarget } from '../../../app/saveTarget.tsx';
import type { BoardChoice } from '../../../shared/form/BoardSectionPicker.tsx';
import { Form, FormActions, FormAlert } from '../../../shared/form/layout.tsx';
import { EditCard, PinBoardFields, PinPreview } from '../edit/PinEditPage.tsx';
import { PIN_EDIT_TEXT, REPIN_TEXT } from '../edit/pinEditText.ts';
import { ConfirmDelete, usePinDelete, usePinSave } from '../edit/pinForm.tsx';

/** The §4 words of where a pin is saved: Saved to Profile, Saved to {board}, Saved to {section} in {board}. */
export function savedToText(choice: BoardChoice, boards: readonly Board[]): string {
  const board = boards.find((b) => b.id === choice.boardId);
  if (!board) return messages.savedToProfile;
  return choice.sectionTitle
    ? messages.savedToSection(choice.sectionTitle, board.name)
    : messages.savedToBoard(board.name);
}

/** Save this pin to a board of the viewer's choice. */
export function RepinPage({ pin, boards }: { pin: Pin; boards: readonly Board[] }) {
  const actions = useEntityActions();
  const target = useAppSaveTarget();
  const [choice, setChoice] = useState<BoardChoice>({
    boardId: target?.id ?? boards[0]?.id ?? null,
    sectionId: null,
  });
  const closeup = buildPath('pin', { id: pin.id });
  const { refused, busy, save } = usePinSave(closeup);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const board = boards.find((b) => b.id === choice.boardId);
    await save(async () => {
      // The card's save intent: optimistic, rolled back, and the §4 save event and tracking log.
      await actions.save(pin, {
        board: board ? { id: board.id, name: board.name } : null,
        ...(board && choice.sectionId
          ? {
              section: {
                id: choice.sectionId,
                ...(choice.sectionTitle ? { title: choice.sectionTitle } : {}),
              },
            }
          : {}),
      });
      return savedToText(choice, boards);
    }, REPIN_TEXT.saveFailed);
  };

  return (
    <EditCard aria-labelledby="repin-heading">
      <h1 id="repin-heading">{REPIN_TEXT.heading}</h1>
      <Text>{REPIN_TEXT.intro}</Text>
      <PinPreview pin={pin} />
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {refused ? <FormAlert role="alert">{refused}</FormAlert> : null}
        <PinBoardFields boards={boards} value={choice} onChange={setChoice} profile />
        <FormActions>
          <ButtonLink href={closeup}>{PIN_EDIT_TEXT.cancel}</ButtonLink>
          <Button type="submit" variant="primary" busy={busy}>
            {REPIN_TEXT.save}
          </Button>
        </FormActions>
      </Form>
    </EditCard>
  );
}

/** The saved-pin edit: move the viewer's save, or delete it. */
export function SavedPinEditPage({
  pin,
  boards,
  edit,
}: {
  pin: Pin;
  boards: readonly Board[];
  edit: SavedPinEdit;
}) {
  const actions = useEntityActions();
  const current = edit.pinBoardId ?? pin.savedInfo?.boardId ?? null;
  const [choice, setChoice] = useState<BoardChoice>({ boardId: current, sectionId: null });
  const closeup = buildPath('pin', { id: pin.id });
  const { refused, setRefused, busy, save } = usePinSave(closeup);
  const deletion = usePinDelete(
    () => actions.unsave(pin, { savedPinId: edit.pinId, ...(current ? { boardId: current } : {}) }),
    closeup,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const board = boards.find((b) => b.id === choice.boardId);
    if (!board) {
      setRefused(REPIN_TEXT.chooseBoard);
      return;
    }
    await save(async () => {
      await actions.move(pin, {
        board: { id: board.id, name: board.name },
        ...(choice.sectionId ? { section: { id: choice.sectionId } } : {}),
      });
      return savedToText(choice, boards);
    }, REPIN_TEXT.moveFailed);
  };

  return (
    <EditCard aria-labelledby="saved-pin-edit-heading">
      <h1 id="saved-pin-edit-heading">{REPIN_TEXT.editHeading}</h1>
      <Text>{REPIN_TEXT.editIntro}</Text>
      <PinPreview pin={pin} />
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {refused ? <FormAlert role="alert">{refused}</FormAlert> : null}
        <PinBoardFields boards={boards} value={choice} onChange={setChoice} profile={false} />
        <FormActions>
          <Button variant="tertiary" onPress={deletion.ask} busy={deletion.deleting}>
            {REPIN_TEXT.deleteSave}
          </Button>
          <ButtonLink href={closeup}>{PIN_EDIT_TEXT.cancel}</ButtonLink>
          <Button type="submit" variant="primary" busy={busy}>
            {REPIN_TEXT.move}
          </Button>
        </FormActions>
      </Form>
      <ConfirmDelete
        flow={deletion}
        heading={REPIN_TEXT.deleteSaveHeading}
        body={REPIN_TEXT.deleteSaveBody}
      />
    </EditCard>
  );
}
