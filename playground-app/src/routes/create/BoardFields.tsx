/**
 * Where a new pin goes: one of the viewer's boards (or the profile, §4 boardless), a section of
 * that board, or a board created here (Create board: the name, §9 at most 50 characters; §5 board
 * create uses return_existing).
 */
import { useApi } from '@tessera/api';
import { BOARD_TITLE_MAX, type Board, type BoardSection } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSession } from '../../app/session.ts';
import { CREATE_TEXT } from './createText.ts';
import { ErrorText, SelectField, TextField } from './fields.tsx';

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

export interface BoardChoice {
  boardId: string;
  sectionId: string;
}

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
  const [sections, setSections] = useState<readonly BoardSection[]>([]);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [createFailed, setCreateFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSections([]);
    if (!value.boardId) return;
    let current = true;
    api
      .getBoardSections({ board_id: value.boardId })
      .then((found) => {
        if (current) setSections(found);
      })
      .catch(() => {
        if (current) setSections([]);
      });
    return () => {
      current = false;
    };
  }, [api, value.boardId]);

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
    <>
      <SelectField
        label={CREATE_TEXT.board}
        value={value.boardId}
        onChange={(boardId) => onChange({ boardId, sectionId: '' })}
        options={[
          { value: '', label: CREATE_TEXT.noBoard },
          ...boards.map((board) => ({ value: board.id, label: board.name })),
        ]}
        {...(boardsFailed ? { description: CREATE_TEXT.boardsFailed } : {})}
      />
      {creating ? (
        <NewBoard>
          <TextField
            label={CREATE_TEXT.newBoardName}
            value={name}
            onChange={setName}
            description={CREATE_TEXT.upTo(BOARD_TITLE_MAX)}
            errorMessage={nameError}
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
          {createFailed ? <ErrorText role="alert">{CREATE_TEXT.boardCreateFailed}</ErrorText> : null}
        </NewBoard>
      ) : (
        <Row>
          <Button variant="secondary" size="sm" onPress={() => setCreating(true)}>
            {CREATE_TEXT.createBoard}
          </Button>
        </Row>
      )}
      {value.boardId && sections.length > 0 ? (
        <SelectField
          label={CREATE_TEXT.section}
          value={value.sectionId}
          onChange={(sectionId) => onChange({ ...value, sectionId })}
          options={[
            { value: '', label: CREATE_TEXT.noSection },
            ...sections.map((section) => ({ value: section.id, label: section.title })),
          ]}
        />
      ) : null}
    </>
  );
}
