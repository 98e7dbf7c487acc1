/** The builders' page frame: a heading, then the image beside the fields (stacked on phones). */
import { useApi } from '@tessera/api';
import { buildPath, PIN_TITLE_INPUT_MAX } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { FieldError, TextField } from '../../shared/form/fields.tsx';
import { PageColumn } from '../../shared/PageColumn.ts';
import { type BoardChoice, BoardFields } from './BoardFields.tsx';
import type { CreateData } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';

export const BuilderPage = styled(PageColumn).attrs({ $width: 1016 })`
  h1 {
    margin-block: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-content: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

type PinCreateOptions = Parameters<ReturnType<typeof useApi>['createPin']>[0];

/**
 * The builders' Publish (§7 Create PinResource): `publish(options, done)` creates the pin, runs
 * `done`, and opens the new pin's closeup; a failure is `failed` and everything typed stays. The
 * caller checks `publishing` first and clears `failed` as it checks its fields.
 */
export function usePublish() {
  const api = useApi();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [failed, setFailed] = useState(false);
  const publish = async (options: PinCreateOptions, done?: () => void) => {
    setPublishing(true);
    try {
      const pin = await api.createPin(options);
      done?.();
      navigate(buildPath('pin', { id: pin.id }));
    } catch {
      setFailed(true);
      setPublishing(false);
    }
  };
  return { publishing, failed, setFailed, publish };
}

/** The builders' last fields: where the pin goes, Publish, and the alert of a failed publish or of fields to fix. */
export function PublishFields({
  data,
  choice,
  onChoice,
  state: { publishing, failed },
  invalid,
}: {
  data: CreateData;
  choice: BoardChoice;
  onChoice: (choice: BoardChoice) => void;
  state: ReturnType<typeof usePublish>;
  invalid: boolean;
}) {
  return (
    <>
      <BoardFields boards={data.boards} boardsFailed={data.boardsFailed} value={choice} onChange={onChoice} />
      <Actions>
        <Button type="submit" variant="primary" busy={publishing}>
          {publishing ? CREATE_TEXT.publishing : CREATE_TEXT.publish}
        </Button>
      </Actions>
      <div role="alert">
        {failed ? <FieldError as="p">{CREATE_TEXT.publishFailed}</FieldError> : null}
        {invalid ? <FieldError as="p">{CREATE_TEXT.fixErrors}</FieldError> : null}
      </div>
    </>
  );
}

/** The pin's title, its limit (§9) said under it. */
export function TitleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label={CREATE_TEXT.title}
      value={value}
      onChange={onChange}
      description={CREATE_TEXT.upTo(PIN_TITLE_INPUT_MAX)}
      error={error}
    />
  );
}

/** The create call's board_id and section_id of `choice` (none for the profile, no section). */
export const boardOptions = (choice: BoardChoice) => ({
  ...(choice.boardId ? { board_id: choice.boardId } : {}),
  ...(choice.sectionId ? { section_id: choice.sectionId } : {}),
});
