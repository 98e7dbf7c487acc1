/**
 * The edit form of the viewer's own pin (/pin/{id}/edit): title, description, link (§5 external
 * URL rule), alt text, board and section. Save sends one PinResource update and goes back to the
 * closeup; a refusal says why and every typed value stays. Delete asks first (§8 Pin deleted! or
 * Sorry! There was an error deleting your Pin.).
 */
import {
  BOARD_PIN_DESCRIPTION_MAX,
  type Board,
  buildPath,
  PIN_ALT_TEXT_INPUT_MAX,
  PIN_TITLE_INPUT_MAX,
  type Pin,
} from '@tessera/model';
import { Button, ButtonLink } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { useEntityActions } from '../../../app/entityStore.tsx';
import { type BoardChoice, BoardSectionPicker } from '../../../shared/form/BoardSectionPicker.tsx';
import { TextField } from '../../../shared/form/fields.tsx';
import { Form, FormActions, FormAlert } from '../../../shared/form/layout.tsx';
import { linkError } from '../../create/validate.ts';
import { profilePath } from '../../profile/profileData.ts';
import { PIN_EDIT_TEXT } from './pinEditText.ts';
import { ConfirmDelete, usePinDelete, usePinSave } from './pinForm.tsx';

export const EditCard = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0;
  }
`;

const Preview = styled.img`
  display: block;
  max-width: 160px;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

/** The pin's small image for the edit pages (its alt text, else its title). */
export function PinPreview({ pin }: { pin: Pin }) {
  const image = pin.images['236x'] ?? pin.images['136x136'];
  if (!image) return null;
  return <Preview src={image.url} alt={pin.altText || pin.title || ''} />;
}

export function PinEditPage({
  pin,
  boards,
  username,
}: {
  pin: Pin;
  boards: readonly Board[];
  username: string;
}) {
  const actions = useEntityActions();
  const [title, setTitle] = useState(pin.title ?? '');
  const [description, setDescription] = useState(pin.description ?? '');
  const [link, setLink] = useState(pin.link ?? '');
  const [altText, setAltText] = useState(pin.altText ?? '');
  const initialBoard = pin.savedInfo?.boardId ?? pin.board?.id ?? null;
  const [choice, setChoice] = useState<BoardChoice>({ boardId: initialBoard, sectionId: null });
  const [moved, setMoved] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | undefined>();
  const linkRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const closeup = buildPath('pin', { id: pin.id });
  const { refused, busy, save } = usePinSave(closeup);
  const deletion = usePinDelete(() => actions.deletePin(pin), profilePath(username, 'created'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = linkError(link);
    setLinkProblem(problem);
    if (problem) {
      linkRef.current?.focus();
      return;
    }
    await save(async () => {
      await actions.editPin(pin, {
        title: title.trim(),
        description,
        alt_text: altText,
        ...(link.trim() ? { link: link.trim() } : {}),
        ...(moved && choice.boardId
          ? { board_id: choice.boardId, ...(choice.sectionId ? { section_id: choice.sectionId } : {}) }
          : {}),
      });
      return PIN_EDIT_TEXT.saved;
    }, PIN_EDIT_TEXT.saveFailed);
  };

  return (
    <EditCard aria-labelledby="pin-edit-heading">
      <h1 id="pin-edit-heading">{PIN_EDIT_TEXT.heading}</h1>
      <PinPreview pin={pin} />
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {refused ? <FormAlert role="alert">{refused}</FormAlert> : null}
        <TextField
          label={PIN_EDIT_TEXT.title}
          name="title"
          value={title}
          onChange={setTitle}
          maxLength={PIN_TITLE_INPUT_MAX}
        />
        <TextField
          label={PIN_EDIT_TEXT.description}
          name="description"
          value={description}
          onChange={setDescription}
          maxLength={BOARD_PIN_DESCRIPTION_MAX}
          multiline
        />
        <TextField
          label={PIN_EDIT_TEXT.link}
          name="link"
          value={link}
          onChange={setLink}
          inputMode="url"
          error={linkProblem}
          ref={linkRef}
        />
        <TextField
          label={PIN_EDIT_TEXT.altText}
          name="alt_text"
          value={altText}
          onChange={setAltText}
          maxLength={PIN_ALT_TEXT_INPUT_MAX}
          description={PIN_EDIT_TEXT.altTextHelp}
          multiline
        />
        <PinBoardFields
          boards={boards}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setMoved(true);
          }}
          profile={false}
        />
        <FormActions>
          <Button variant="tertiary" onPress={deletion.ask} busy={deletion.deleting}>
            {PIN_EDIT_TEXT.delete}
          </Button>
          <ButtonLink href={closeup}>{PIN_EDIT_TEXT.cancel}</ButtonLink>
          <Button type="submit" variant="primary" busy={busy}>
            {PIN_EDIT_TEXT.save}
          </Button>
        </FormActions>
      </Form>
      <ConfirmDelete flow={deletion} heading={PIN_EDIT_TEXT.deleteHeading} body={PIN_EDIT_TEXT.deleteBody} />
    </EditCard>
  );
}

const BOARD_WORDS = {
  board: PIN_EDIT_TEXT.board,
  section: PIN_EDIT_TEXT.section,
  noBoard: PIN_EDIT_TEXT.profile,
  noSection: PIN_EDIT_TEXT.noSection,
  sectionsFailed: PIN_EDIT_TEXT.sectionsFailed,
};

/** The board and section of a pin or a save (the profile too when `profile` is true). */
export function PinBoardFields({
  boards,
  value,
  onChange,
  profile,
}: {
  boards: readonly { id: string; name: string }[];
  value: BoardChoice;
  onChange: (choice: BoardChoice) => void;
  profile: boolean;
}) {
  return (
    <BoardSectionPicker
      boards={boards}
      value={value}
      onChange={onChange}
      offerNoBoard={profile}
      words={BOARD_WORDS}
    />
  );
}
