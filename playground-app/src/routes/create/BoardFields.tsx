/**
 * Where a new pin goes: one of the viewer's boards (or the profile, §4 boardless), a section of
 * that board, or a board created here (Create board: the name, §9 at most 50 characters; §5 board
 * create uses return_existing).
 */
import { useApi } from '@tessera/api';
import { BOARD_TITLE_MAX, type Board } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSession } from '../../app/session.ts';
import { BoardSectionPicker } from '../../shared/form/BoardSectionPicker.tsx';
import { FieldError, TextField } from '../../shared/form/fields.tsx';
import { CREATE_TEXT } from './createText.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: end;
`;

const NewBoard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** The board ('' for the profile) and the section ('' for none), as the draft keeps them. */
export interface BoardChoice {
  boardId: string;
  sectionId: string;
}

const WORDS = {
  board: CREATE_TEXT.board,
  section: CREATE_TEXT.section,
  noBoard: CREATE_TEXT.noBoard,
  noSection: CREATE_TEXT.noSection,
};

export function BoardFields({
  boards: initialBoards,
  boardsFailed,
  value,
  onChange,
}: {
  boards: readonly Board[];
  boardsFailed: boolean;
  value: BoardChoice;
  onChange: (value: BoardChoice) => void;
}) {
  const api = useApi();
  const { viewer } = useSession();
  const [boards, setBoards] = useState<readonly Board[]>(initialBoards);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [createFailed, setCreateFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const trimmed = name.trim();
    const problem = !trimmed
      ? CREATE_TEXT.boardNameRequired
      : trimmed.length > BOARD_TITLE_MAX
        ? CREATE_TEXT.tooLong(BOARD_TITLE_MAX)
        : null;
    setNameError(problem);
    if (problem || busy) return;
    setBusy(true);
    setCreateFailed(false);
    try {
      const board = await api.createBoard({
        name: trimmed,
        privacy: 'public',
        return_existing: true,
        ...(viewer?.username ? { username: viewer.username } : {}),
      });
      setBoards((now) => (now.some((b) => b.id === board.id) ? now : [board, ...now]));
      onChange({ boardId: board.id, sectionId: '' });
      setCreating(false);
      setName('');
    } catch {
      setCreateFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BoardSectionPicker
      boards={boards}
      value={{ boardId: value.boardId || null, sectionId: value.sectionId || null }}
      onChange={(choice) => onChange({ boardId: choice.boardId ?? '', sectionId: choice.sectionId ?? '' })}
      offerNoBoard
      words={WORDS}
      boardDescription={boardsFailed ? CREATE_TEXT.boardsFailed : undefined}
    >
      {creating ? (
        <NewBoard>
          <TextField
            label={CREATE_TEXT.newBoardName}
            value={name}
            onChange={setName}
            description={CREATE_TEXT.upTo(BOARD_TITLE_MAX)}
            error={nameError}
            onSubmit={() => void create()}
            autoFocus
          />
          <Row>
            <Button variant="secondary" busy={busy} onPress={() => void create()}>
              {CREATE_TEXT.newBoardCreate}
            </Button>
            <Button
              variant="tertiary"
              onPress={() => {
                setCreating(false);
                setNameError(null);
                setCreateFailed(false);
              }}
            >
              {CREATE_TEXT.cancel}
            </Button>
          </Row>
          {createFailed ? (
            <FieldError as="p" role="alert">
              {CREATE_TEXT.boardCreateFailed}
            </FieldError>
          ) : null}
        </NewBoard>
      ) : (
        <Row>
          <Button variant="secondary" size="sm" onPress={() => setCreating(true)}>
            {CREATE_TEXT.createBoard}
          </Button>
        </Row>
      )}
    </BoardSectionPicker>
  );
}
