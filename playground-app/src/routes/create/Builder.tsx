/** The builders' page frame: a heading, then the image beside the fields (stacked on phones). */
import { Button } from '@tessera/ui';
import styled from 'styled-components';
import { FieldError } from '../../shared/form/fields.tsx';
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

/** The builders' last fields: where the pin goes, Publish, and the alert of a failed publish or of fields to fix. */
export function PublishFields({
  data,
  choice,
  onChoice,
  publishing,
  failed,
  invalid,
}: {
  data: CreateData;
  choice: BoardChoice;
  onChoice: (choice: BoardChoice) => void;
  publishing: boolean;
  failed: boolean;
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

/** The create call's board_id and section_id of `choice` (none for the profile, no section). */
export const boardOptions = (choice: BoardChoice) => ({
  ...(choice.boardId ? { board_id: choice.boardId } : {}),
  ...(choice.sectionId ? { section_id: choice.sectionId } : {}),
});
