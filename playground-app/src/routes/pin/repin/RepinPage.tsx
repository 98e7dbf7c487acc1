/**
 * /pin/{id}/repin/: save this pin to a board (or a section, or the profile) of the viewer's choice;
 * and with the §2 saved-pin edit query (the save toast's Change / Organize): move the viewer's save
 * to another board or a section (PinResource update), or delete the save (§8 Pin deleted! or
 * Sorry! There was an error deleting your Pin.). Either way the typed choice stays on a failure.
 */
import { apiSaveCalls, savedChanges, savePin, useApi, useEntityStore, write } from '@tessera/api';
import { type Board, buildPath, messages, type Pin, type SavedPinEdit } from '@tessera/model';
import { Button, ButtonLink, ModalAlert, Text, useToaster } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSaveTarget } from '../../../app/saveTarget.tsx';
import type { BoardChoice } from '../../../shared/form/BoardSectionPicker.tsx';
import { Form, FormActions, FormAlert } from '../../../shared/form/layout.tsx';
import { EditCard, failureText, PinBoardFields, PinPreview } from '../edit/PinEditPage.tsx';
import { PIN_EDIT_TEXT, REPIN_TEXT } from '../edit/pinEditText.ts';

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
  const api = useApi();
  const { store } = useEntityStore();
  const toaster = useToaster();
  const navigate = useNavigate();
  const target = useAppSaveTarget();
  const [choice, setChoice] = useState<BoardChoice>({
    boardId: target?.id ?? boards[0]?.id ?? null,
    sectionId: null,
  });
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeup = buildPath('pin', { id: pin.id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefused(null);
    setBusy(true);
    const board = boards.find((b) => b.id === choice.boardId);
    try {
      await savePin(store, apiSaveCalls(api), pin, {
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
      toaster.show({ text: savedToText(choice, boards) });
      navigate(closeup);
    } catch (error) {
      setRefused(REPIN_TEXT.saveFailed(failureText(error)));
      setBusy(false);
    }
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
  const api = useApi();
  const { store } = useEntityStore();
  const toaster = useToaster();
  const navigate = useNavigate();
  const current = edit.pinBoardId ?? pin.savedInfo?.boardId ?? null;
  const [choice, setChoice] = useState<BoardChoice>({ boardId: current, sectionId: null });
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const closeup = buildPath('pin', { id: pin.id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const board = boards.find((b) => b.id === choice.boardId);
    if (!board) {
      setRefused(REPIN_TEXT.chooseBoard);
      return;
    }
    setRefused(null);
    setBusy(true);
    try {
      const answer = await api.updatePin({
        id: pin.id,
        board_id: board.id,
        ...(choice.sectionId ? { section_id: choice.sectionId } : {}),
      });
      write(store, [{ table: 'pins', id: answer.id, value: answer }]);
      toaster.show({ text: savedToText(choice, boards) });
      navigate(closeup);
    } catch (error) {
      setRefused(REPIN_TEXT.moveFailed(failureText(error)));
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await api.deletePin({ pinId: edit.pinId, ...(current ? { boardId: current } : {}) });
      write(store, savedChanges(store, pin, null));
      toaster.show({ text: messages.pinDeleted });
      navigate(closeup);
    } catch {
      toaster.show({ text: messages.deleteError });
      setDeleting(false);
    }
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
          <Button variant="tertiary" onPress={() => setConfirming(true)} busy={deleting}>
            {REPIN_TEXT.deleteSave}
          </Button>
          <ButtonLink href={closeup}>{PIN_EDIT_TEXT.cancel}</ButtonLink>
          <Button type="submit" variant="primary" busy={busy}>
            {REPIN_TEXT.move}
          </Button>
        </FormActions>
      </Form>
      <ModalAlert
        isOpen={confirming}
        onDismiss={() => setConfirming(false)}
        heading={REPIN_TEXT.deleteSaveHeading}
        primaryAction={{ label: PIN_EDIT_TEXT.delete, onPress: () => void remove() }}
        secondaryAction={{ label: PIN_EDIT_TEXT.keep, onPress: () => setConfirming(false) }}
      >
        <Text>{REPIN_TEXT.deleteSaveBody}</Text>
      </ModalAlert>
    </EditCard>
  );
}
