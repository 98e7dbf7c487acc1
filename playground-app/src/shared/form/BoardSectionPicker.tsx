/**
 * Where a pin goes: the board select (the viewer's boards, and "no board" — the profile, §4
 * boardless — when offered) and the section select of the chosen board. The sections are read from
 * the server when the board changes; a section is kept only while its board is chosen. A page
 * passes its own words, and may put something between the two selects (the builders' Create board).
 */
import { useApi } from '@tessera/api';
import type { BoardSection } from '@tessera/model';
import { type ReactNode, useEffect, useState } from 'react';
import { FieldHint, SelectField } from './fields.tsx';

/** Where a save goes: a board (null: the profile) and maybe one of its sections. */
export interface BoardChoice {
  boardId: string | null;
  sectionId: string | null;
  /** The chosen section's title (for the words of a toast). */
  sectionTitle?: string | null;
}

export interface BoardPickerWords {
  board: string;
  section: string;
  /** The choice of no board (the profile). */
  noBoard: string;
  noSection: string;
  /** Said (a status) when the sections of the chosen board could not be read; unsaid when absent. */
  sectionsFailed?: string;
}

/** The `value` of "no board" in the board select (a board id is never empty). */
const NO_BOARD = '';

export function BoardSectionPicker({
  boards,
  value,
  onChange,
  offerNoBoard,
  words,
  boardDescription,
  children,
}: {
  boards: readonly { id: string; name: string }[];
  value: BoardChoice;
  onChange: (choice: BoardChoice) => void;
  /** Offer no board (the profile) as a choice; it is shown anyway while it is the value. */
  offerNoBoard: boolean;
  words: BoardPickerWords;
  /** The board select's hint. */
  boardDescription?: string | undefined;
  /** Between the board select and the section select. */
  children?: ReactNode;
}) {
  const api = useApi();
  const [sections, setSections] = useState<{ boardId: string; list: readonly BoardSection[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const { boardId } = value;
  useEffect(() => {
    setFailed(false);
    if (!boardId) return;
    let live = true;
    api.getBoardSections({ board_id: boardId }).then(
      (list) => {
        if (live) setSections({ boardId, list });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, boardId]);
  const shown = boardId && sections?.boardId === boardId ? sections.list : [];
  return (
    <>
      <SelectField
        label={words.board}
        value={boardId ?? NO_BOARD}
        onChange={(next) =>
          onChange({ boardId: next === NO_BOARD ? null : next, sectionId: null, sectionTitle: null })
        }
        options={[
          ...(offerNoBoard || boardId === null ? [{ value: NO_BOARD, label: words.noBoard }] : []),
          ...boards.map((board) => ({ value: board.id, label: board.name })),
        ]}
        description={boardDescription}
      />
      {children}
      {boardId && shown.length > 0 ? (
        <SelectField
          label={words.section}
          value={value.sectionId ?? ''}
          onChange={(next) =>
            onChange({
              boardId,
              sectionId: next === '' ? null : next,
              sectionTitle: shown.find((section) => section.id === next)?.title ?? null,
            })
          }
          placeholder={words.noSection}
          options={shown.map((section) => ({ value: section.id, label: section.title }))}
        />
      ) : null}
      {failed && words.sectionsFailed ? <FieldHint role="status">{words.sectionsFailed}</FieldHint> : null}
    </>
  );
}
