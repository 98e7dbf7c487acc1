/**
 * The organise mode's bar (the owner's board or section): how many pins are selected (announced),
 * Select all, Move or copy (a dialog: the board, maybe a section), Delete (after a confirmation),
 * Done. Every control is the kit's (Button, Select), so the keyboard works as usual.
 */
import { useApi } from '@tessera/api';
import type { Board, BoardSection } from '@tessera/model';
import { Button, Modal, Select } from '@tessera/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { type MoveAction, ORGANISE_TEXT, type Organise } from './useOrganise.ts';

// Not sticky: the site's header is (and its height changes as it wraps on phones).
const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.background};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.secondary};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.error};
`;

/** The move / copy dialog: the viewer's boards (most recently used first, §7) and their sections. */
function MoveDialog({
  organise,
  boardId,
  sectionId,
  onClose,
}: {
  organise: Organise;
  boardId: string;
  sectionId: string | undefined;
  onClose: () => void;
}) {
  const api = useApi();
  const [boards, setBoards] = useState<Board[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toBoard, setToBoard] = useState(boardId);
  const [sections, setSections] = useState<BoardSection[]>([]);
  const [toSection, setToSection] = useState('');

  useEffect(() => {
    let live = true;
    api.getBoards({ sort: 'last_pinned_to' }).then(
      (list) => {
        // The viewer's boards, their group boards included: every board they may save to. The
        // dialog starts on another board than this one (on a section page, this board is a target).
        if (!live) return;
        setBoards(list);
        if (sectionId === undefined) setToBoard(list.find((b) => b.id !== boardId)?.id ?? boardId);
      },
      (error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [api, boardId, sectionId]);

  useEffect(() => {
    let live = true;
    setSections([]);
    setToSection('');
    if (!toBoard) return;
    api.getBoardSections({ board_id: toBoard }).then(
      (list) => live && setSections(list),
      // Without its sections the board itself is still a target.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, toBoard]);

  const board = boards?.find((b) => b.id === toBoard);
  const section = sections.find((s) => s.id === toSection);
  // Where the pins are now is no target.
  const here = toBoard === boardId && section?.id === sectionId;
  const go = async (action: MoveAction) => {
    if (!board) return;
    const done = await organise.move(action, {
      board: { id: board.id, name: board.name },
      section: section ? { id: section.id, title: section.title } : null,
    });
    if (done) onClose();
  };
  const n = organise.selectedPins.length;
  return (
    <Modal isOpen onDismiss={onClose} heading={`Move or copy ${n === 1 ? '1 Pin' : `${n} Pins`}`}>
      {problem ? <Problem role="alert">The boards could not load: {problem}</Problem> : null}
      <Fields>
        <Select
          label="Board"
          options={(boards ?? []).map((b) => ({ value: b.id, label: b.name }))}
          value={toBoard}
          onChange={setToBoard}
        />
        <Select
          label="Section"
          placeholder="No section"
          options={sections.map((s) => ({ value: s.id, label: s.title }))}
          value={toSection}
          onChange={setToSection}
        />
      </Fields>
      <Row>
        <Button
          variant="secondary"
          busy={organise.busy}
          disabled={!board || here}
          onPress={() => void go('bulkCopy')}
        >
          Copy
        </Button>
        <Button
          variant="primary"
          busy={organise.busy}
          disabled={!board || here}
          onPress={() => void go('bulkMove')}
        >
          Move
        </Button>
      </Row>
    </Modal>
  );
}

function DeleteDialog({ organise, onClose }: { organise: Organise; onClose: () => void }) {
  const n = organise.selectedPins.length;
  const what = n === 1 ? '1 Pin' : `${n} Pins`;
  return (
    <Modal isOpen onDismiss={onClose} role="alertdialog" heading={`Delete ${what}?`}>
      <p>
        {organise.allSelected
          ? 'Every Pin you saved here will be removed, including those not shown yet. This cannot be undone.'
          : `${what} will be removed from here. This cannot be undone.`}
      </p>
      <Row>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button
          variant="primary"
          busy={organise.busy}
          onPress={() => {
            void organise.remove().then((done) => done && onClose());
          }}
        >
          Delete
        </Button>
      </Row>
    </Modal>
  );
}

export function OrganiseBar({
  organise,
  boardId,
  sectionId,
}: {
  organise: Organise;
  boardId: string;
  sectionId?: string;
}) {
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const headingId = useId();
  const n = organise.selectedPins.length;
  const close = () => setDialog(null);
  return (
    <Bar aria-labelledby={headingId}>
      <h2 id={headingId}>Organise</h2>
      <output aria-live="polite">{ORGANISE_TEXT.selected(n)}</output>
      <Button
        variant="secondary"
        disabled={organise.loadedCount === 0}
        onPress={organise.allSelected ? organise.clear : organise.selectAll}
      >
        {organise.allSelected ? 'Select none' : 'Select all'}
      </Button>
      <Button variant="secondary" disabled={n === 0} onPress={() => setDialog('move')}>
        Move or copy
      </Button>
      <Button variant="secondary" disabled={n === 0} onPress={() => setDialog('delete')}>
        Delete
      </Button>
      <Button variant="primary" onPress={organise.stop}>
        Done
      </Button>
      {dialog === 'move' ? (
        <MoveDialog organise={organise} boardId={boardId} sectionId={sectionId} onClose={close} />
      ) : null}
      {dialog === 'delete' ? <DeleteDialog organise={organise} onClose={close} /> : null}
    </Bar>
  );
}
