import { boardActionsMachine, type CreateBoardInput } from '@tessera/machines';
import { labels } from '@tessera/model';
import { Button, Modal, Spinner, Text } from '@tessera/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { createActor, fromPromise } from 'xstate';

/** A board the viewer can save to, with its sections (§3 board, board section). */
export interface BoardOption {
  id: string;
  name: string;
  sections?: ReadonlyArray<{ id: string; title: string }>;
}

/** Where a pick lands: a board, maybe one of its sections. */
export interface BoardPick {
  board: { id: string; name: string };
  section?: { id: string; title: string } | undefined;
}

/**
 * The picker's own words. The spec shows the board picker (§4, §6) but none of its texts; these are
 * our choice, kept here once.
 */
export const BOARD_PICKER_TEXT = {
  searchLabel: 'Search boards',
  createLabel: 'New board name',
  create: 'Create board',
  noMatch: 'No boards match',
  loadFailed: 'Your boards could not be loaded',
  loading: 'Loading boards',
  createFailed: 'The board could not be created. Try again.',
  /** The inline variant's dropdown when the save goes to the profile. */
  profile: 'Profile',
} as const;

export interface BoardPickerProps {
  isOpen: boolean;
  onDismiss: () => void;
  /** Loads the viewer's boards (e.g. the api's boards call). */
  loadBoards: () => Promise<readonly BoardOption[]>;
  /**
   * Creates a board (the api's create-board call) and resolves to it. The picker runs it as the
   * board-actions machine's `createBoard` actor, so the args always carry return_existing true: a
   * name that exists gives back that board instead of a second one.
   */
  onCreateBoard?: (args: CreateBoardInput) => Promise<BoardOption>;
  onPick: (pick: BoardPick) => void;
}

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  input {
    min-height: 40px;
    padding-inline: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;

  /* A board's sections, indented under it: every name starts at its button's padding, so the
     boards' names line up with each other and the sections' names one step in. */
  ul {
    padding-inline-start: ${({ theme }) => theme.space[4]}px;
    list-style: none;
  }

  /*
   * A board or section name wraps, breaking inside a word longer than the list (a German compound),
   * rather than running out of the dialog on the button's one line.
   */
  button {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const CreateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;

  /* The name field takes what the button leaves, down to nothing: the sheet fits 320 px. */
  > label {
    flex: 1;
    min-inline-size: 0;
  }
  input {
    min-inline-size: 0;
  }
  [role='alert'] {
    flex-basis: 100%;
  }
`;

const matches = (text: string, query: string) => text.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * The board picker (§4 save flow, §6 save_behavior 1 "show board picker"): the viewer's boards and
 * their sections, a search over both, and a new board created by name. Picking saves there.
 */
export function BoardPicker({ isOpen, onDismiss, loadBoards, onCreateBoard, onPick }: BoardPickerProps) {
  const searchId = useId();
  const [boards, setBoards] = useState<readonly BoardOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [newName, setNewName] = useState('');
  // The view's copy of the create run's state (the board-actions machine: creating → ready | createFailed).
  const [createState, setCreateState] = useState<'idle' | 'creating' | 'failed'>('idle');

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setFailed(false);
    loadBoards().then(
      (loaded) => live && setBoards(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [isOpen, loadBoards]);

  const visible = (boards ?? [])
    .map((board) => {
      const sections = (board.sections ?? []).filter((section) => matches(section.title, query));
      return matches(board.name, query) || sections.length > 0
        ? { ...board, sections: matches(board.name, query) ? (board.sections ?? []) : sections }
        : null;
    })
    .filter((board) => board !== null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name || !onCreateBoard || createState === 'creating') return;
    const run = createActor(
      boardActionsMachine.provide({
        actors: {
          createBoard: fromPromise(({ input }: { input: CreateBoardInput }) => onCreateBoard(input)),
        },
      }),
      { input: { create: { name } } },
    );
    setCreateState('creating');
    run.subscribe((snapshot) => {
      const created = snapshot.context.board;
      if (snapshot.matches('ready') && created) {
        run.stop();
        setCreateState('idle');
        onPick({ board: { id: created.id, name: created.name } });
      } else if (snapshot.matches('createFailed')) {
        // §8 style: the failure is said and nothing is lost (the typed name stays for a retry).
        setCreateState('failed');
      }
    });
    run.start();
  };

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} heading={labels.save} size="sm" data-testid="board-picker">
      <Stack>
        <Field htmlFor={searchId}>
          {BOARD_PICKER_TEXT.searchLabel}
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        {failed ? (
          <Text color="error">{BOARD_PICKER_TEXT.loadFailed}</Text>
        ) : boards === null ? (
          <Spinner accessibilityLabel={BOARD_PICKER_TEXT.loading} />
        ) : visible.length === 0 ? (
          <Text color="subtle">{BOARD_PICKER_TEXT.noMatch}</Text>
        ) : (
          <List aria-label={BOARD_PICKER_TEXT.searchLabel}>
            {visible.map((board) => (
              <li key={board.id}>
                <Button
                  variant="tertiary"
                  fullWidth
                  align="start"
                  onPress={() => onPick({ board: { id: board.id, name: board.name } })}
                >
                  {board.name}
                </Button>
                {board.sections.length > 0 ? (
                  <ul>
                    {board.sections.map((section) => (
                      <li key={section.id}>
                        <Button
                          variant="tertiary"
                          fullWidth
                          align="start"
                          onPress={() => onPick({ board: { id: board.id, name: board.name }, section })}
                        >
                          {section.title}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </List>
        )}
        {onCreateBoard ? (
          <CreateForm onSubmit={create}>
            <Field>
              {BOARD_PICKER_TEXT.createLabel}
              <input value={newName} onChange={(event) => setNewName(event.target.value)} />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              busy={createState === 'creating'}
              disabled={!newName.trim()}
            >
              {BOARD_PICKER_TEXT.create}
            </Button>
            {createState === 'failed' ? (
              <Text color="error" role="alert">
                {BOARD_PICKER_TEXT.createFailed}
              </Text>
            ) : null}
          </CreateForm>
        ) : null}
      </Stack>
    </Modal>
  );
}
